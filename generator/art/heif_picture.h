// HEIC/HEIF pictures (what phones save) through libheif: decoded into a Cairo image surface
// no larger than the print needs, upright as the file says.
#pragma once

#include <string>

#include "art/raster_picture.h"

namespace spotforge {

// Most pixels a HEIC may declare: libheif decodes it whole (no scaled decoding), 3 to 5 bytes
// a pixel for a moment; 64 MP holds every phone camera's 48 MP.
inline constexpr long long kMaxHeifPixels = 64'000'000;

// The size the primary image shows (turned as its irot/imir say), from the container alone;
// false when it can't be read.
bool heif_declared_size(const std::string& bytes, long long* width, long long* height);

// True when the file carries camera EXIF (a Make or Model tag).
bool heif_has_camera_exif(const std::string& bytes);

// Decoded, turned upright (irot/imir) and kept at most kMaxRasterSide on a side. Throws
// ArtError naming `shown` for a corrupt or oversized picture.
RasterPicture decode_heif(const std::string& bytes, const std::string& shown);

}  // namespace spotforge
