// Telling photos from clip art before a theme exists: `spotforge init` keeps a photo whole
// (background: keep) and upright, where a cut-out is knocked out and may turn.
#pragma once

#include <filesystem>
#include <string>

namespace spotforge {

// True when the picture looks like a photo: a JPEG, HEIC or WebP with camera EXIF (a Make or
// Model tag), or a JPEG or HEIC whose edge is not one even colour (a photo runs to its edge;
// clip art sits on a ground, see edge_ground_share). PNG and SVG files count as drawings. False for
// a file that can't be read or decoded (check reports those).
bool looks_like_photo(const std::string& bytes);
bool looks_like_photo_file(const std::filesystem::path& file);

}  // namespace spotforge
