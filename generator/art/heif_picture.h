// HEIC/HEIF pictures (what phones save) through libheif: decoded into a Cairo image surface
// no larger than the print needs, upright as the file says.
#pragma once

#include <optional>
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

// The width and height decode_raster keeps of a HEIC that shows width x height pixels
// (upright): decode_heif's integer shrink, then shrink_to_print_size's rounding, without
// decoding anything.
void heif_kept_size(long long width, long long height, int* kept_width, int* kept_height);

// The thumbnails phones write into every HEIC (iPhones: 320 x 240; some cameras more than
// one, the smallest 160 x 120): the smallest with at least this many pixels along its longer
// side is the one read_heif_thumbnail decodes.
inline constexpr int kMinHeifThumbnailSide = 320;

// A HEIC's own thumbnail (its smallest with kMinHeifThumbnailSide pixels or more), decoded and
// turned upright (by its own irot, or when it has none, as an iPhone's, by its primary
// picture's), when the file has one with the primary picture's proportions (within 3 %) and no
// transparency; nullopt otherwise, or when the thumbnail can't be decoded (the caller
// then decodes the whole picture, which names the problem). Decoding it takes a few
// milliseconds where the 12 MP picture takes a second (HEVC has no scaled decoding). The file
// is checked as decode_heif checks it before decoding (a truncated file, whose items point
// past its end, or an oversized picture is an ArtError naming `shown`); only damage inside the
// picture's own coded data goes unseen, which libde265 mostly decodes without an error anyway.
// `min_side` is for tests' small pictures.
std::optional<RasterPicture> read_heif_thumbnail(const std::string& bytes, const std::string& shown,
                                                 int min_side = kMinHeifThumbnailSide);

}  // namespace spotforge
