// PNG and JPEG pictures: decoded once, ink box measured on the pixels.
#include <algorithm>

#include "art/raster_picture.h"
#include "art/symbol_art_impl.h"

namespace spotforge {

void load_raster(SymbolArt::Impl& impl, const std::string& bytes, ArtFormat format) {
  impl.format = format;
  RasterPicture picture =
      format == ArtFormat::kPng ? decode_png(bytes, impl.shown) : decode_jpeg(bytes, impl.shown);
  impl.document = bytes;
  impl.vector = false;
  impl.ink_is_alpha = !picture.opaque;
  cairo_surface_t* s = picture.surface.get();
  int x0 = picture.width, y0 = picture.height, x1 = -1, y1 = -1;
  int stride = cairo_image_surface_get_stride(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  bool rgb24 = cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24;
  for (int y = 0; y < picture.height; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < picture.width; ++x) {
      uint32_t px = rgb24 ? row[x] | 0xff000000u : row[x];
      if (!is_ink_pixel(px, !impl.ink_is_alpha)) continue;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
  }
  impl.picture = std::move(picture.surface);
  if (x1 < 0) return;  // no ink: load() reports it
  impl.box = {static_cast<double>(x0), static_cast<double>(y0), static_cast<double>(x1 - x0 + 1),
              static_cast<double>(y1 - y0 + 1)};
}

}  // namespace spotforge
