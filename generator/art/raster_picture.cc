#include "art/raster_picture.h"

// jpeglib.h needs FILE and size_t declared first.
#include <jpeglib.h>
#include <algorithm>
#include <cmath>
#include <csetjmp>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "art/art_error.h"
#include "art/exif.h"
#include "art/heif_picture.h"
#include "art/png_stream.h"
#include "art/row_shrinker.h"
#include "art/symbol_art.h"
#include "art/webp_picture.h"
#include "base/cairo_check.h"

namespace spotforge {
namespace {

uint32_t big_endian32(const unsigned char* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
}

struct PngReader {
  const std::string* bytes;
  size_t offset = 0;
};

cairo_status_t read_png_chunk(void* closure, unsigned char* data, unsigned int length) {
  auto* r = static_cast<PngReader*>(closure);
  if (r->offset + length > r->bytes->size()) return CAIRO_STATUS_READ_ERROR;
  std::memcpy(data, r->bytes->data() + r->offset, length);
  r->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

// libjpeg reports fatal errors through error_exit, which must not return: jump back to the
// decoder (C code in between, so no C++ exception may cross it).
struct JpegErrors {
  jpeg_error_mgr mgr;
  std::jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

void jpeg_fail(j_common_ptr info) {
  auto* errors = reinterpret_cast<JpegErrors*>(info->err);
  (*info->err->format_message)(info, errors->message);
  std::longjmp(errors->jump, 1);
}

// Silent, but still counting the warnings (msg_level -1) as libjpeg's own emit_message does:
// a truncated or corrupt file only shows up there, and must not pass as complete.
void jpeg_quiet(j_common_ptr info, int msg_level) {
  if (msg_level >= 0) return;  // trace messages
  // The first warning is the one to report ("Premature end of JPEG file"): later trace
  // messages overwrite libjpeg's last message.
  if (info->err->num_warnings++ == 0) {
    auto* errors = reinterpret_cast<JpegErrors*>(info->err);
    (*info->err->format_message)(info, errors->message);
  }
}

enum class JpegResult { kOk, kError, kCmyk, kTooBig, kProgressiveTooBig };

// Plain C-style decoding between setjmp and longjmp: only trivially destructible locals.
JpegResult run_jpeg(const std::string& bytes, cairo_surface_t** out, JpegErrors* errors,
                    long long* width, long long* height, bool header_only) {
  jpeg_decompress_struct info;
  info.err = jpeg_std_error(&errors->mgr);
  errors->mgr.error_exit = jpeg_fail;
  errors->mgr.emit_message = jpeg_quiet;
  errors->message[0] = '\0';
  if (setjmp(errors->jump)) {
    jpeg_destroy_decompress(&info);
    return JpegResult::kError;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, reinterpret_cast<const unsigned char*>(bytes.data()),
               static_cast<unsigned long>(bytes.size()));
  jpeg_read_header(&info, TRUE);
  *width = info.image_width;
  *height = info.image_height;
  if (header_only) {
    jpeg_destroy_decompress(&info);
    return JpegResult::kOk;
  }
  if (*width * *height > kMaxPicturePixels || *width <= 0 || *height <= 0 ||
      *width > kMaxPictureSide || *height > kMaxPictureSide) {
    jpeg_destroy_decompress(&info);
    return JpegResult::kTooBig;
  }
  if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
    jpeg_destroy_decompress(&info);
    return JpegResult::kCmyk;
  }
  // A progressive JPEG is held whole by libjpeg (its coefficients, 2 bytes each), scaled
  // output or not.
  if (jpeg_has_multiple_scans(&info) && *width * *height > kMaxWholeDecodePixels) {
    jpeg_destroy_decompress(&info);
    return JpegResult::kProgressiveTooBig;
  }
  info.out_color_space = JCS_EXT_BGRX;  // Cairo's RGB24 byte order on little-endian machines
  // A large photo is decoded at 1/2, 1/4 or 1/8 of its size (libjpeg scales in the DCT, so
  // the full-size pixels never exist), the smallest that still has kMaxRasterSide pixels.
  info.scale_num = 1;
  info.scale_denom = 1;
  while (info.scale_denom < 8 &&
         std::max(*width, *height) / (2 * info.scale_denom) >= kMaxRasterSide) {
    info.scale_denom *= 2;
  }
  jpeg_start_decompress(&info);
  *width = info.output_width;
  *height = info.output_height;
  cairo_surface_t* s =
      cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(info.output_width),
                                 static_cast<int>(info.output_height));
  *out = s;  // the caller owns it from here, even on a jump
  unsigned char* data = cairo_image_surface_get_data(s);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS || data == nullptr) {
    // No pixels to decode into (out of memory): never hand libjpeg a null row.
    std::snprintf(errors->message, sizeof errors->message, "%s",
                  cairo_status_to_string(cairo_surface_status(s)));
    jpeg_destroy_decompress(&info);
    return JpegResult::kError;
  }
  int stride = cairo_image_surface_get_stride(s);
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = data + static_cast<size_t>(info.output_scanline) * stride;
    jpeg_read_scanlines(&info, &row, 1);
  }
  jpeg_finish_decompress(&info);
  // Warnings mean corrupt data that libjpeg papered over (e.g. a truncated file).
  bool damaged = errors->mgr.num_warnings > 0;  // jpeg_quiet kept the first one's message
  jpeg_destroy_decompress(&info);
  cairo_surface_mark_dirty(s);
  return damaged ? JpegResult::kError : JpegResult::kOk;
}

void free_bytes(void* p) { delete static_cast<std::string*>(p); }

void attach_jpeg(cairo_surface_t* s, std::string bytes) {
  if (bytes.empty()) return;  // not encoded: the PDF carries the pixels
  auto* kept = new std::string(std::move(bytes));
  cairo_surface_set_mime_data(s, CAIRO_MIME_TYPE_JPEG,
                              reinterpret_cast<const unsigned char*>(kept->data()), kept->size(),
                              free_bytes, kept);
}

}  // namespace

void check_pixel_cap(long long width, long long height, const std::string& shown) {
  if (width <= 0 || height <= 0) {
    throw ArtError(shown, "the picture declares a size of " + std::to_string(width) + " x " +
                              std::to_string(height) + " pixels; expected a non-empty picture");
  }
  // In floating point: a PNG header may declare 4294967295 x 4294967295, past long long.
  const double pixels = static_cast<double>(width) * static_cast<double>(height);
  if (pixels > kMaxPicturePixels) {
    throw ArtError(
        shown, "the picture is " + std::to_string(width) + " x " + std::to_string(height) +
                   " pixels (" + std::to_string(static_cast<long long>(pixels / 1e6)) +
                   " megapixels); expected at most " +
                   std::to_string(kMaxPicturePixels / 1'000'000) + " megapixels: scale it down");
  }
  if (width > kMaxPictureSide || height > kMaxPictureSide) {
    throw ArtError(shown, "the picture is " + std::to_string(width) + " x " +
                              std::to_string(height) + " pixels; expected at most " +
                              std::to_string(kMaxPictureSide) + " pixels on a side: scale it down");
  }
}

// Which pixels are transparent anywhere: a picture with no transparent pixel is opaque.
bool surface_is_opaque(cairo_surface_t* s) {
  if (cairo_image_surface_get_format(s) != CAIRO_FORMAT_ARGB32) return true;
  int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  int stride = cairo_image_surface_get_stride(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  for (int y = 0; y < h; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < w; ++x) {
      if ((row[x] >> 24) != 0xff) return false;
    }
  }
  return true;
}

// Shrinks `picture` so that its longer side has at most kMaxRasterSide pixels; false when it
// was small enough already. The card never prints it larger, and every picture held at full
// size (57 photos of 16 MP took 3.8 GB) costs memory for the whole build. `shown` names it in
// an error.
bool shrink_to_print_size(RasterPicture& picture, const std::string& shown) {
  const int longer = std::max(picture.width, picture.height);
  if (longer <= kMaxRasterSide) return false;
  const double s = static_cast<double>(kMaxRasterSide) / longer;
  const int w = std::max(1, static_cast<int>(std::lround(picture.width * s)));
  const int h = std::max(1, static_cast<int>(std::lround(picture.height * s)));
  cairo_surface_t* from = picture.surface.get();
  CairoSurfacePtr to(cairo_image_surface_create(cairo_image_surface_get_format(from), w, h));
  {
    CairoPtr cr(cairo_create(to.get()));
    cairo_scale(cr.get(), static_cast<double>(w) / picture.width,
                static_cast<double>(h) / picture.height);
    cairo_set_source_surface(cr.get(), from, 0, 0);
    // Bilinear sampling reads every source pixel while the picture shrinks by at most half
    // (the decoders' own steps leave it between half and full size); pixman's GOOD filter,
    // a separable convolution, took a fifth of `theme check` on 57 large PNGs for no
    // visible gain at that ratio.
    cairo_pattern_set_filter(cairo_get_source(cr.get()),
                             s >= 0.5 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD);
    cairo_set_operator(cr.get(), CAIRO_OPERATOR_SOURCE);
    cairo_paint(cr.get());
    check_cairo(cr.get(), shown + " scaled down to " + std::to_string(w) + " x " +
                              std::to_string(h) + " pixels");
  }
  cairo_surface_flush(to.get());
  picture.surface = std::move(to);
  picture.width = w;
  picture.height = h;
  return true;
}

std::string encode_jpeg(cairo_surface_t* s) {
  JpegErrors errors;
  jpeg_compress_struct info;
  unsigned char* out = nullptr;
  unsigned long size = 0;
  info.err = jpeg_std_error(&errors.mgr);
  errors.mgr.error_exit = jpeg_fail;
  errors.mgr.emit_message = jpeg_quiet;
  if (setjmp(errors.jump)) {
    jpeg_destroy_compress(&info);
    std::free(out);
    return "";
  }
  jpeg_create_compress(&info);
  jpeg_mem_dest(&info, &out, &size);
  info.image_width = static_cast<JDIMENSION>(cairo_image_surface_get_width(s));
  info.image_height = static_cast<JDIMENSION>(cairo_image_surface_get_height(s));
  info.input_components = 4;
  info.in_color_space = JCS_EXT_BGRX;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 92, TRUE);
  jpeg_start_compress(&info, TRUE);
  cairo_surface_flush(s);
  unsigned char* data = cairo_image_surface_get_data(s);
  const int stride = cairo_image_surface_get_stride(s);
  while (info.next_scanline < info.image_height) {
    JSAMPROW row = data + static_cast<size_t>(info.next_scanline) * stride;
    jpeg_write_scanlines(&info, &row, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  std::string bytes(reinterpret_cast<const char*>(out), size);
  std::free(out);
  return bytes;
}

bool declared_size(const std::string& bytes, long long* width, long long* height) {
  switch (sniff_picture_type(bytes)) {
    case PictureType::kPng:
      return png_declared_size(bytes, width, height);
    case PictureType::kJpeg:
      return jpeg_declared_size(bytes, width, height);
    case PictureType::kHeif:
      return heif_declared_size(bytes, width, height);
    case PictureType::kWebp:
      return webp_declared_size(bytes, width, height);
    default:
      return false;
  }
}

long long kept_pixels_of(const std::string& bytes) {
  long long w = 0, h = 0;
  if (!declared_size(bytes, &w, &h)) return 0;
  if (w <= 0 || h <= 0 || w > kMaxPictureSide || h > kMaxPictureSide) return 0;  // refused later
  const long long longer = std::max(w, h);
  if (longer <= kMaxRasterSide) return w * h;
  const double s = static_cast<double>(kMaxRasterSide) / static_cast<double>(longer);
  return std::llround(w * s) * std::llround(h * s);
}

bool png_declared_size(const std::string& bytes, long long* width, long long* height) {
  static const unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (bytes.size() < 24 || std::memcmp(bytes.data(), kSignature, 8) != 0 ||
      std::memcmp(bytes.data() + 12, "IHDR", 4) != 0) {
    return false;
  }
  auto p = reinterpret_cast<const unsigned char*>(bytes.data());
  *width = big_endian32(p + 16);
  *height = big_endian32(p + 20);
  return true;
}

bool jpeg_declared_size(const std::string& bytes, long long* width, long long* height) {
  JpegErrors errors;
  cairo_surface_t* none = nullptr;
  return run_jpeg(bytes, &none, &errors, width, height, true) == JpegResult::kOk;
}

int jpeg_exif_orientation(const std::string& bytes) {
  const std::string tiff = jpeg_exif_tiff(bytes);
  return tiff_orientation(reinterpret_cast<const unsigned char*>(tiff.data()), tiff.size());
}

bool jpeg_has_camera_exif(const std::string& bytes) {
  const std::string tiff = jpeg_exif_tiff(bytes);
  return tiff_has_camera_tags(reinterpret_cast<const unsigned char*>(tiff.data()), tiff.size());
}

cairo_matrix_t exif_orientation_matrix(int orientation, int width, int height) {
  double w = width, h = height;
  cairo_matrix_t m;
  switch (orientation) {
    case 2:
      cairo_matrix_init(&m, -1, 0, 0, 1, w, 0);
      break;  // mirrored
    case 3:
      cairo_matrix_init(&m, -1, 0, 0, -1, w, h);
      break;  // half turn
    case 4:
      cairo_matrix_init(&m, 1, 0, 0, -1, 0, h);
      break;  // mirrored upside down
    case 5:
      cairo_matrix_init(&m, 0, 1, 1, 0, 0, 0);
      break;  // transposed
    case 6:
      cairo_matrix_init(&m, 0, -1, 1, 0, 0, h);
      break;  // quarter turn clockwise
    case 7:
      cairo_matrix_init(&m, 0, -1, -1, 0, w, h);
      break;  // transversed
    case 8:
      cairo_matrix_init(&m, 0, 1, -1, 0, w, 0);
      break;  // quarter turn anticlockwise
    default:
      cairo_matrix_init_identity(&m);
      break;
  }
  return m;
}

// Interlaced PNGs come in seven passes over the whole picture: Cairo decodes them whole,
// so they are held to the cap for pictures decoded whole.
RasterPicture decode_interlaced_png(const std::string& bytes, long long w, long long h,
                                    const std::string& shown) {
  if (w * h > kMaxWholeDecodePixels) {
    throw ArtError(shown, "an interlaced PNG of " + std::to_string(w) + " x " + std::to_string(h) +
                              " pixels; expected at most " +
                              std::to_string(kMaxWholeDecodePixels / 1'000'000) +
                              " megapixels for an interlaced PNG (save it again without "
                              "interlacing, or smaller)");
  }
  PngReader reader{&bytes};
  RasterPicture out;
  out.surface.reset(cairo_image_surface_create_from_png_stream(read_png_chunk, &reader));
  cairo_status_t status = cairo_surface_status(out.surface.get());
  if (status != CAIRO_STATUS_SUCCESS) {
    throw ArtError(shown, std::string("corrupt PNG (") + cairo_status_to_string(status) +
                              "); expected a complete, valid PNG file");
  }
  out.width = cairo_image_surface_get_width(out.surface.get());
  out.height = cairo_image_surface_get_height(out.surface.get());
  return out;
}

RasterPicture decode_png(const std::string& bytes, const std::string& shown) {
  long long w = 0, h = 0;
  if (!png_declared_size(bytes, &w, &h)) {
    throw ArtError(shown, "not a PNG file (no PNG header); expected a PNG picture");
  }
  check_pixel_cap(w, h, shown);
  // Read row by row, each block of pixels averaged as it comes: a 200 MP PNG costs the
  // memory of its copy at about kMaxRasterSide.
  PngStream stream = stream_png(bytes, shrink_factor(w, h, kMaxRasterSide));
  RasterPicture out;
  if (stream.interlaced) {
    out = decode_interlaced_png(bytes, w, h, shown);
  } else if (!stream.surface) {
    throw ArtError(shown,
                   "corrupt PNG (" + stream.problem + "); expected a complete, valid PNG file");
  } else {
    out.surface = std::move(stream.surface);
    out.width = cairo_image_surface_get_width(out.surface.get());
    out.height = cairo_image_surface_get_height(out.surface.get());
  }
  out.opaque = surface_is_opaque(out.surface.get());
  shrink_to_print_size(out, shown);
  return out;
}

RasterPicture decode_jpeg(const std::string& bytes, const std::string& shown) {
  JpegErrors errors;
  cairo_surface_t* raw = nullptr;
  long long w = 0, h = 0;
  JpegResult result = run_jpeg(bytes, &raw, &errors, &w, &h, false);
  RasterPicture out;
  out.surface.reset(raw);
  switch (result) {
    case JpegResult::kOk:
      break;
    case JpegResult::kTooBig:
      check_pixel_cap(w, h, shown);
      break;
    case JpegResult::kCmyk:
      throw ArtError(shown, "a CMYK JPEG; expected an RGB or greyscale JPEG (convert it)");
    case JpegResult::kProgressiveTooBig:
      throw ArtError(shown, "a progressive JPEG of " + std::to_string(w) + " x " +
                                std::to_string(h) + " pixels; expected at most " +
                                std::to_string(kMaxWholeDecodePixels / 1'000'000) +
                                " megapixels for a progressive JPEG, which is decoded whole "
                                "(save it as a baseline JPEG, or smaller)");
    case JpegResult::kError:
      throw ArtError(shown, std::string("corrupt JPEG (") + errors.message +
                                "); expected a complete, valid JPEG file");
  }
  out.width = static_cast<int>(w);  // as decoded, perhaps scaled down in the DCT
  out.height = static_cast<int>(h);
  out.opaque = true;
  out.orientation = jpeg_exif_orientation(bytes);
  // A photo small enough is passed through to the PDF byte for byte; a larger one was
  // decoded smaller and is embedded as a new JPEG of the pixels kept.
  long long stored_w = 0, stored_h = 0;
  jpeg_declared_size(bytes, &stored_w, &stored_h);
  const bool resized = shrink_to_print_size(out, shown) || stored_w != w || stored_h != h;
  attach_jpeg(out.surface.get(), resized ? encode_jpeg(out.surface.get()) : bytes);
  return out;
}

void turn_upright(RasterPicture& picture) {
  if (picture.orientation == 1) return;
  const bool turned = picture.orientation >= 5;
  const int w = turned ? picture.height : picture.width;
  const int h = turned ? picture.width : picture.height;
  CairoSurfacePtr upright(
      cairo_image_surface_create(cairo_image_surface_get_format(picture.surface.get()), w, h));
  {
    CairoPtr cr(cairo_create(upright.get()));
    CairoPatternPtr source(cairo_pattern_create_for_surface(picture.surface.get()));
    const cairo_matrix_t m =
        exif_orientation_matrix(picture.orientation, picture.width, picture.height);
    cairo_pattern_set_matrix(source.get(), &m);
    cairo_set_source(cr.get(), source.get());
    cairo_set_operator(cr.get(), CAIRO_OPERATOR_SOURCE);
    cairo_paint(cr.get());
  }
  cairo_surface_flush(upright.get());
  picture.surface = std::move(upright);
  picture.width = w;
  picture.height = h;
  picture.orientation = 1;
}

namespace {

// A picture libheif or libwebp decoded, made like a PNG or JPEG: turned upright in its pixels
// and carrying the bytes a PDF embeds and a standalone copy holds (JPEG when opaque, PNG
// with transparency), since neither PDF nor layout.json readers take HEIC or WebP.
RasterPicture as_portable(RasterPicture picture, std::string* document, const std::string& shown) {
  turn_upright(picture);
  shrink_to_print_size(picture, shown);
  attach_portable_document(picture, document);
  return picture;
}

}  // namespace

void attach_portable_document(RasterPicture& picture, std::string* document) {
  if (picture.opaque) {
    *document = encode_jpeg(picture.surface.get());
    attach_jpeg(picture.surface.get(), *document);
  } else {
    document->clear();
    cairo_surface_write_to_png_stream(
        picture.surface.get(),
        [](void* closure, const unsigned char* data, unsigned int length) {
          static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
          return CAIRO_STATUS_SUCCESS;
        },
        document);
  }
}

RasterPicture decode_raster(const std::string& bytes, PictureType type, const std::string& shown,
                            std::string* document) {
  switch (type) {
    case PictureType::kPng:
      *document = bytes;
      return decode_png(bytes, shown);
    case PictureType::kJpeg:
      *document = bytes;
      return decode_jpeg(bytes, shown);
    case PictureType::kHeif:
      return as_portable(decode_heif(bytes, shown), document, shown);
    case PictureType::kWebp:
      return as_portable(decode_webp(bytes, shown), document, shown);
    default:
      throw ArtError(shown, "not a picture spotforge reads; expected a PNG, JPEG, HEIC or WebP");
  }
}

}  // namespace spotforge
