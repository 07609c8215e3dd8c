// PNG, JPEG, HEIC and WebP pictures decoded into Cairo image surfaces no larger than the
// print needs, with the size checked on the declared header before any pixel is decoded.
#pragma once

#include <memory>
#include <string>

#include "art/picture_type.h"
#include "base/handles.h"

namespace spotforge {

struct RasterPicture {
  CairoSurfacePtr surface;  // ARGB32 (PNG with alpha) or RGB24; JPEGs carry their bytes
  int width = 0;
  int height = 0;
  // True when every pixel is opaque: the background then counts as "no ink" where it is
  // near-white (see is_ink_pixel).
  bool opaque = true;
  // EXIF orientation of a JPEG photo (1 = as stored ... 8), how the camera says to show it.
  int orientation = 1;
};

// The EXIF Orientation tag (1..8) of a JPEG, 1 when absent or unreadable.
int jpeg_exif_orientation(const std::string& bytes);
// True when a JPEG's EXIF names the camera that made it.
bool jpeg_has_camera_exif(const std::string& bytes);

// The matrix from the shown (oriented) picture's space to the stored pixels of a
// width x height picture with that EXIF orientation.
cairo_matrix_t exif_orientation_matrix(int orientation, int width, int height);

// The width and height a PNG or JPEG header declares, read without decoding pixels; false
// when the header can't be read.
bool png_declared_size(const std::string& bytes, long long* width, long long* height);
bool jpeg_declared_size(const std::string& bytes, long long* width, long long* height);
// The same for any picture type spotforge reads (PNG, JPEG, HEIC, WebP), told by its bytes.
bool declared_size(const std::string& bytes, long long* width, long long* height);

// Throws ArtError naming `shown` unless width x height is a picture spotforge accepts: not
// empty, at most kMaxPicturePixels and kMaxPictureSide.
void check_pixel_cap(long long width, long long height, const std::string& shown);
// True when no pixel of the image surface is (even partly) transparent.
bool surface_is_opaque(cairo_surface_t* surface);

// Decode after checking the declared size against kMaxPicturePixels. Throw ArtError naming
// `shown` for a corrupt, truncated or oversized picture.
RasterPicture decode_png(const std::string& bytes, const std::string& shown);
// Both scale pictures larger than kMaxRasterSide down. The surface keeps JPEG bytes
// (CAIRO_MIME_TYPE_JPEG) for PDFs to embed: the original ones when the photo was small
// enough, else a new JPEG of the scaled pixels.
RasterPicture decode_jpeg(const std::string& bytes, const std::string& shown);
// Any of PNG, JPEG, HEIC and WebP. `document` gets the bytes the picture stands for in a PDF
// and a standalone copy: the file's own for PNG and JPEG; for HEIC and WebP, which neither
// takes, a JPEG (opaque) or PNG of the pixels kept, turned upright.
RasterPicture decode_raster(const std::string& bytes, PictureType type, const std::string& shown,
                            std::string* document);

// The longest side a decoded PNG or JPEG is kept at: 135 mm at 300 ppi, more than any symbol
// prints on the largest card. Larger pictures are scaled down once, as they are decoded.
inline constexpr int kMaxRasterSide = 1600;
// Pictures some decoder must hold whole (an interlaced PNG, a progressive JPEG, an SVG's
// <image>): their cap, 160 MB of pixels.
inline constexpr long long kMaxWholeDecodePixels = 40'000'000;

// Turns `picture`'s pixels as its EXIF orientation says (orientation 1 afterwards).
void turn_upright(RasterPicture& picture);

// Shrinks `picture` so that its longer side has at most kMaxRasterSide pixels; false when it
// was small enough already.
bool shrink_to_print_size(RasterPicture& picture);

// The pixels a PNG, JPEG, HEIC or WebP will hold once decoded (its declared size, scaled
// down to kMaxRasterSide), read from the header alone; 0 when `bytes` is none of them.
long long kept_pixels_of(const std::string& bytes);

// What a HEIC's or WebP's kept pixels stand for in a PDF and a standalone copy, which take
// neither format: a JPEG of them when opaque (also attached to the surface for the PDF to
// embed), else a PNG.
void attach_portable_document(RasterPicture& picture, std::string* document);

// JPEG bytes (quality 92) of an RGB24 surface, for a PDF to embed instead of flate-compressed
// pixels; empty if libjpeg fails.
std::string encode_jpeg(cairo_surface_t* rgb24);

// Near-white: each of R, G, B at or above this counts as background on opaque pictures.
inline constexpr int kNearWhite = 240;
// Alpha at or above this counts as ink on pictures with transparency.
inline constexpr int kMinInkAlpha = 8;

// Ink test for one pixel of a Cairo image (premultiplied 0xAARRGGBB).
inline bool is_ink_pixel(uint32_t argb, bool opaque) {
  if (!opaque) return (argb >> 24) >= static_cast<uint32_t>(kMinInkAlpha);
  int r = (argb >> 16) & 0xff, g = (argb >> 8) & 0xff, b = argb & 0xff;
  return r < kNearWhite || g < kNearWhite || b < kNearWhite;
}

}  // namespace spotforge
