// WebP pictures through libwebp, decoded straight at the size the print needs (libwebp
// scales while decoding), upright as their EXIF Orientation says.
#pragma once

#include <string>

#include "art/raster_picture.h"

namespace spotforge {

// The canvas size the header declares; false when it can't be read.
bool webp_declared_size(const std::string& bytes, long long* width, long long* height);

// True when the file carries camera EXIF (a Make or Model tag).
bool webp_has_camera_exif(const std::string& bytes);

// Decoded and kept at most kMaxRasterSide on a side; `orientation` is the EXIF one. Throws
// ArtError naming `shown` for a corrupt, animated or oversized picture.
RasterPicture decode_webp(const std::string& bytes, const std::string& shown);

}  // namespace spotforge
