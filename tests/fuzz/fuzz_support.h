// Shared by the libFuzzer targets: a private scratch folder per process, removed at exit.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace spotforge::fuzz {

// A fresh folder under the temporary directory, optionally holding a copy of `seed_folder`.
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& name, const std::filesystem::path& seed_folder = {}) {
    path_ = std::filesystem::temp_directory_path() /
            ("spotforge-fuzz-" + name + "-" + std::to_string(getpid()));
    std::filesystem::remove_all(path_);
    if (seed_folder.empty()) {
      std::filesystem::create_directories(path_);
    } else {
      std::filesystem::copy(seed_folder, path_, std::filesystem::copy_options::recursive);
    }
    // Large pictures go through the user's cache (art/measure_cache.h): fuzzed ones into the
    // scratch folder's, never ~/.cache.
    setenv("XDG_CACHE_HOME", (path_ / ".cache").c_str(), 1);
  }
  ~ScratchFolder() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }

  // Writes `bytes` to `name` inside the folder and returns its path.
  std::filesystem::path write(const std::string& name, const uint8_t* data, size_t size) const {
    const std::filesystem::path file = path_ / name;
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    return file;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace spotforge::fuzz
