// Test helpers for files (header only, used by the *_test.cc files of every stage): a file's
// bytes, a folder's files, a fresh folder for one test.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <string>
#include <system_error>
#include <vector>

namespace spotforge::testing {

// The bytes of `p`; empty when it can't be read.
inline std::string read_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Every regular file under `folder`: relative path -> bytes, to compare a folder before and after.
inline std::map<std::string, std::string> folder_snapshot(const std::filesystem::path& folder) {
  std::map<std::string, std::string> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(folder)) {
    if (e.is_regular_file()) {
      files[e.path().lexically_relative(folder).string()] = read_bytes(e.path());
    }
  }
  return files;
}

// A fresh empty folder under the system temp folder for one test. The process id keeps
// parallel test processes (ctest -j) out of each other's folders.
inline std::filesystem::path fresh_folder(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() /
             ("spotforge-test-" + std::to_string(::getpid()) + "-" + name);
  // Removed when the test process ends, so runs leave nothing behind.
  struct Cleanup {
    std::vector<std::filesystem::path> folders;
    ~Cleanup() {
      std::error_code ignored;
      for (const auto& f : folders) std::filesystem::remove_all(f, ignored);
    }
  };
  static Cleanup cleanup;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  cleanup.folders.push_back(dir);
  return dir;
}

}  // namespace spotforge::testing
