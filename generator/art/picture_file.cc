#include "art/picture_file.h"

#include <algorithm>
#include <fstream>

#include "art/art_error.h"

namespace spotforge {

namespace fs = std::filesystem;

bool is_picture_extension(const std::string& ext) {
  for (const char* known : {".svg", ".png", ".jpg", ".jpeg", ".heic", ".heif", ".webp"}) {
    if (ext == known) return true;
  }
  return false;
}

bool is_inside(const fs::path& path, const fs::path& folder) {
  auto rel = path.lexically_relative(folder);
  if (rel.empty()) return false;
  auto first = rel.begin();
  return first == rel.end() || *first != "..";
}

PictureFile locate_picture(const fs::path& root, const std::string& value) {
  PictureFile out;
  fs::path given(value);
  out.shown = (given.is_absolute() ? given : root / given).lexically_normal().string();
  if (value.empty()) throw ArtError(root.string(), "empty picture path; expected a file name");
  std::string ext = given.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  out.extension = ext;
  if (!is_picture_extension(ext)) {
    throw ArtError(out.shown, "unsupported picture type '" + ext +
                                  "'; expected an .svg, .png, .jpg, .jpeg, .heic, .heif or .webp "
                                  "file");
  }
  std::error_code ec;
  fs::path canonical_root = fs::canonical(root, ec);
  if (ec) throw ArtError(root.string(), "can't open the theme folder; expected a folder");
  fs::path candidate = given.is_absolute() ? given : root / given;
  // Outside even before links are followed ("/etc/x.png", "../x.png"): say so, existing or not.
  fs::path lexical = fs::weakly_canonical(candidate, ec);
  if (!ec && !is_inside(lexical, canonical_root)) {
    throw ArtError(out.shown, "the picture lies outside the theme folder '" + root.string() +
                                  "'; expected a file inside it");
  }
  if (!fs::exists(fs::symlink_status(candidate, ec))) {
    throw ArtError(out.shown, "no such file; expected a picture inside '" + root.string() + "'");
  }
  out.path = fs::canonical(candidate, ec);
  if (ec) {
    throw ArtError(out.shown, "can't resolve the path (" + ec.message() +
                                  "); expected a picture inside '" + root.string() + "'");
  }
  if (!is_inside(out.path, canonical_root)) {
    throw ArtError(out.shown, "the picture lies outside the theme folder '" + root.string() +
                                  "' (links followed); expected a file inside it");
  }
  if (!fs::is_regular_file(out.path, ec)) {
    throw ArtError(out.shown, "not a regular file; expected a picture file");
  }
  return out;
}

std::string read_picture_bytes(const fs::path& path, const std::string& shown) {
  std::error_code ec;
  auto size = fs::file_size(path, ec);
  if (ec) throw ArtError(shown, "can't read the file (" + ec.message() + ")");
  if (size > kMaxPictureFileBytes) {
    throw ArtError(shown, "the file is " + std::to_string(size >> 20) + " MB; expected at most " +
                              std::to_string(kMaxPictureFileBytes >> 20) + " MB");
  }
  // In one read of the size the file has: a phone photo of 6 MB read character by character
  // took 5 ms, twice for each picture of a check.
  std::ifstream in(path, std::ios::binary);
  std::string bytes(static_cast<size_t>(size), '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(size));
  bytes.resize(static_cast<size_t>(std::max<std::streamsize>(0, in.gcount())));
  // A file that grew since it was measured is read to its end.
  if (in) {
    char more[4096];
    while (in.read(more, sizeof more) || in.gcount() > 0) {
      bytes.append(more, static_cast<size_t>(in.gcount()));
      if (bytes.size() > kMaxPictureFileBytes) {
        throw ArtError(shown, "the file is over " + std::to_string(kMaxPictureFileBytes >> 20) +
                                  " MB; expected at most " +
                                  std::to_string(kMaxPictureFileBytes >> 20) + " MB");
      }
    }
  }
  if (in.bad()) throw ArtError(shown, "can't read the file");
  if (bytes.empty()) throw ArtError(shown, "the file is empty; expected a picture");
  return bytes;
}

}  // namespace spotforge
