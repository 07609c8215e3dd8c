// Pictures as phones make them, made at test time: photo-like scenes (a bright sky over sea
// and sand), JPEGs with camera EXIF, HEIC through libheif's HEVC encoder and WebP through
// libwebp, with EXIF or irot orientations. Header-only, for tests and benchmarks.
#pragma once

#include <libheif/heif.h>
#include <webp/encode.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "art/raster_picture.h"
#include "base/handles.h"

namespace spotforge::photo_test {

// Clip art as drawings and emoji are saved: an opaque width x height picture, white, with a
// disc of radius r at (x, y) in the colour (red, green, blue).
inline CairoSurfacePtr disc_on_white(int width, int height, double x, double y, double r,
                                     double red, double green, double blue) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), red, green, blue);
  cairo_arc(cr.get(), x, y, r, 0, 2 * M_PI);
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

// A beach photo of width x height: a sky fading from white at the top to pale blue, the sea,
// and sand at the bottom; a dark rock at (rock_x, 60%) tells pictures apart. The bright sky
// reaches the top edge, so a white knockout eats into it.
inline CairoSurfacePtr beach(int width, int height, double rock_x = 0.3) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  CairoPtr cr(cairo_create(s.get()));
  CairoPatternPtr sky(cairo_pattern_create_linear(0, 0, 0, height * 0.55));
  cairo_pattern_add_color_stop_rgb(sky.get(), 0, 1, 1, 1);
  cairo_pattern_add_color_stop_rgb(sky.get(), 0.6, 0.97, 0.98, 1);
  cairo_pattern_add_color_stop_rgb(sky.get(), 1, 0.75, 0.87, 0.98);
  cairo_set_source(cr.get(), sky.get());
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0.1, 0.4, 0.7);  // the sea
  cairo_rectangle(cr.get(), 0, height * 0.55, width, height * 0.2);
  cairo_fill(cr.get());
  cairo_set_source_rgb(cr.get(), 0.93, 0.85, 0.65);  // the sand
  cairo_rectangle(cr.get(), 0, height * 0.75, width, height * 0.25);
  cairo_fill(cr.get());
  cairo_set_source_rgb(cr.get(), 0.2, 0.18, 0.15);  // a rock
  cairo_arc(cr.get(), width * rock_x, height * 0.6, height * 0.08, 0, 2 * M_PI);
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

// A TIFF block (little-endian) for EXIF: Orientation, and a Model tag when `camera`.
inline std::string exif_tiff(int orientation, bool camera) {
  std::string t("II*\0\x08\0\0\0", 8);
  const int entries = camera ? 2 : 1;
  t += static_cast<char>(entries);
  t += '\0';
  auto entry = [&](uint16_t tag, uint16_t type, uint32_t count, const std::string& value4) {
    t += static_cast<char>(tag & 0xff);
    t += static_cast<char>(tag >> 8);
    t += static_cast<char>(type & 0xff);
    t += static_cast<char>(type >> 8);
    for (int i = 0; i < 4; ++i) t += static_cast<char>((count >> (8 * i)) & 0xff);
    t += value4;
  };
  if (camera) entry(0x0110, 2, 4, std::string("Cam\0", 4));  // Model, ASCII, inline
  entry(0x0112, 3, 1, std::string(1, static_cast<char>(orientation)) + std::string(3, '\0'));
  t += std::string(4, '\0');  // no next IFD
  return t;
}

// The JPEG with an APP1 Exif segment holding `tiff` right after its SOI marker.
inline std::string with_jpeg_exif(const std::string& jpeg, const std::string& tiff) {
  const std::string body = std::string("Exif\0\0", 6) + tiff;
  const size_t length = body.size() + 2;
  std::string app1 = "\xff\xe1";
  app1 += static_cast<char>(length >> 8);
  app1 += static_cast<char>(length & 0xff);
  return jpeg.substr(0, 2) + app1 + body + jpeg.substr(2);
}

// The surface's RGB bytes, row by row.
inline std::vector<uint8_t> rgb_of(cairo_surface_t* s) {
  cairo_surface_flush(s);
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const int stride = cairo_image_surface_get_stride(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  std::vector<uint8_t> out;
  out.reserve(static_cast<size_t>(w) * h * 3);
  for (int y = 0; y < h; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < w; ++x) {
      out.push_back(static_cast<uint8_t>(row[x] >> 16));
      out.push_back(static_cast<uint8_t>(row[x] >> 8));
      out.push_back(static_cast<uint8_t>(row[x]));
    }
  }
  return out;
}

// The surface as a libheif RGB image (the caller releases it).
inline heif_image* heif_image_of(cairo_surface_t* s) {
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  heif_image* image = nullptr;
  heif_image_create(w, h, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image);
  heif_image_add_plane(image, heif_channel_interleaved, w, h, 8);
  int stride = 0;
  uint8_t* plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
  const std::vector<uint8_t> rgb = rgb_of(s);
  for (int y = 0; y < h; ++y) {
    std::copy(rgb.begin() + static_cast<long>(y) * w * 3,
              rgb.begin() + static_cast<long>(y + 1) * w * 3,
              plane + static_cast<size_t>(y) * stride);
  }
  return image;
}

// What a phone writes besides the picture: a thumbnail scaled to `side` pixels along its longer
// side (0: none), made from `from` (null: the picture itself; a test gives another picture to
// tell which one was read), turned as the picture is. With `without`, the same file before the
// thumbnail was added is stored there (one HEVC encoding for both).
// With `own_turn` false the thumbnail has no irot of its own, as an iPhone writes it (its
// primary picture carries the turn): decoded as stored, it lies on its side.
struct HeicThumbnail {
  explicit HeicThumbnail(int side_ = 0, cairo_surface_t* from_ = nullptr,
                         std::string* without_ = nullptr, bool own_turn_ = true)
      : side(side_), from(from_), without(without_), own_turn(own_turn_) {}
  int side;
  cairo_surface_t* from;
  std::string* without;
  bool own_turn;
};

// A HEIC of the surface through libheif's HEVC encoder; `orientation` (EXIF numbering) is
// written as irot/imir boxes, `exif` (a TIFF block) as the Exif item. "" when libheif can't
// encode HEVC here. `x265_preset` ("ultrafast" ...) trades the file's size for the time to
// make it (a 12 MP benchmark photo: 3 s instead of 30 s on a busy 2-core machine).
inline std::string heic_of(cairo_surface_t* s, int orientation = 1, const std::string& exif = "",
                           HeicThumbnail thumbnail = HeicThumbnail(),
                           const char* x265_preset = nullptr) {
  heif_context* ctx = heif_context_alloc();
  heif_image* image = heif_image_of(s);
  std::string out;
  heif_encoder* encoder = nullptr;
  if (heif_context_get_encoder_for_format(ctx, heif_compression_HEVC, &encoder).code ==
      heif_error_Ok) {
    heif_encoder_set_lossy_quality(encoder, 90);
    if (x265_preset) heif_encoder_set_parameter(encoder, "preset", x265_preset);
    heif_encoding_options* options = heif_encoding_options_alloc();
    options->image_orientation = static_cast<heif_orientation>(orientation);
    heif_image_handle* handle = nullptr;
    if (heif_context_encode_image(ctx, image, encoder, options, &handle).code == heif_error_Ok) {
      if (!exif.empty()) {
        const std::string block = std::string(4, '\0') + exif;  // offset 0 to the TIFF header
        heif_context_add_exif_metadata(ctx, handle, block.data(), static_cast<int>(block.size()));
      }
      heif_writer writer{1, [](heif_context*, const void* data, size_t size, void* userdata) {
                           static_cast<std::string*>(userdata)->append(
                               static_cast<const char*>(data), size);
                           return heif_error{heif_error_Ok, heif_suberror_Unspecified, "ok"};
                         }};
      if (thumbnail.without) heif_context_write(ctx, &writer, thumbnail.without);
      if (thumbnail.side > 0) {
        heif_image* small = thumbnail.from ? heif_image_of(thumbnail.from) : image;
        heif_image_handle* made = nullptr;
        heif_encoding_options* unturned = heif_encoding_options_alloc();
        heif_context_encode_thumbnail(ctx, small, handle, encoder,
                                      thumbnail.own_turn ? options : unturned, thumbnail.side,
                                      &made);
        heif_encoding_options_free(unturned);
        if (made) heif_image_handle_release(made);
        if (small != image) heif_image_release(small);
      }
      heif_context_write(ctx, &writer, &out);
      heif_image_handle_release(handle);
    }
    heif_encoding_options_free(options);
    heif_encoder_release(encoder);
  }
  heif_image_release(image);
  heif_context_free(ctx);
  return out;
}

inline void put_le32(std::string& s, uint32_t v) {
  for (int i = 0; i < 4; ++i) s += static_cast<char>((v >> (8 * i)) & 0xff);
}

// A lossy WebP of the surface (libwebp); with `exif` (a TIFF block) an extended file whose
// EXIF chunk holds it.
inline std::string webp_of(cairo_surface_t* s, const std::string& exif = "") {
  const int w = cairo_image_surface_get_width(s), h = cairo_image_surface_get_height(s);
  const std::vector<uint8_t> rgb = rgb_of(s);
  uint8_t* encoded = nullptr;
  const size_t size = WebPEncodeRGB(rgb.data(), w, h, w * 3, 90, &encoded);
  std::string simple(reinterpret_cast<const char*>(encoded), size);
  WebPFree(encoded);
  if (exif.empty() || simple.size() < 12) return simple;
  // RIFF size WEBP, then VP8X (flags: EXIF), the image chunk as encoded, and EXIF.
  std::string body = "WEBPVP8X";
  put_le32(body, 10);
  body += std::string("\x08\0\0\0", 4);
  for (int v : {w - 1, h - 1}) {
    body += static_cast<char>(v & 0xff);
    body += static_cast<char>((v >> 8) & 0xff);
    body += static_cast<char>((v >> 16) & 0xff);
  }
  body += simple.substr(12);
  body += "EXIF";
  put_le32(body, static_cast<uint32_t>(exif.size()));
  body += exif;
  if (exif.size() % 2) body += '\0';
  std::string out = "RIFF";
  put_le32(out, static_cast<uint32_t>(body.size()));
  return out + body;
}

}  // namespace spotforge::photo_test
