// Finding and reading a picture file that must stay inside a folder (the theme folder).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace spotforge {

struct PictureFile {
  std::filesystem::path path;  // canonical, inside the root
  std::string shown;           // as messages name it (root / value, not canonicalised)
  std::string extension;       // lower case, with the dot: ".svg", ".png", ".jpg", ".heic" ...
};

// True for the extensions (lower case, with the dot) of the picture files spotforge reads:
// .svg, .png, .jpg, .jpeg, .heic, .heif and .webp.
bool is_picture_extension(const std::string& extension);

// Largest picture file read into memory.
inline constexpr std::uintmax_t kMaxPictureFileBytes = 200u << 20;

// Resolves `value` (absolute, or relative to `root`) and checks that it exists, is a regular
// file and, with every symlink followed, lies inside `root`. Throws ArtError otherwise.
PictureFile locate_picture(const std::filesystem::path& root, const std::string& value);

// True when `path` (canonical) is `folder` (canonical) or inside it.
bool is_inside(const std::filesystem::path& path, const std::filesystem::path& folder);

// The whole file. Throws ArtError (naming `shown`) when it can't be read or is too big.
std::string read_picture_bytes(const std::filesystem::path& path, const std::string& shown);

}  // namespace spotforge
