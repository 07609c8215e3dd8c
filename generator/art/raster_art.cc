// PNG and JPEG pictures: decoded once, background knocked out, ink box measured on the pixels.
#include <algorithm>

#include "art/raster_knockout.h"
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
  // An opaque picture's background reaching its edge is cut away unless the theme keeps the
  // rectangle (background: keep, for photos).
  if (picture.opaque && !impl.source.keep_background) impl.knockout = knockout_mask(s);
  const unsigned char* kept = impl.knockout ? cairo_image_surface_get_data(impl.knockout.get())
                                            : nullptr;
  const int kept_stride = kept ? cairo_image_surface_get_stride(impl.knockout.get()) : 0;
  int x0 = picture.width, y0 = picture.height, x1 = -1, y1 = -1;
  int stride = cairo_image_surface_get_stride(s);
  const unsigned char* data = cairo_image_surface_get_data(s);
  bool rgb24 = cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24;
  for (int y = 0; y < picture.height; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < picture.width; ++x) {
      uint32_t px = rgb24 ? row[x] | 0xff000000u : row[x];
      // Knocked out, the box is the outline's (a uniform non-white border is no ink either).
      const bool ink = kept ? kept[static_cast<size_t>(y) * kept_stride + x] != 0
                            : is_ink_pixel(px, !impl.ink_is_alpha);
      if (!ink) continue;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
  }
  impl.picture = std::move(picture.surface);
  // Own units are the pixels of the picture as it is meant to be shown.
  impl.own_to_picture = exif_orientation_matrix(picture.orientation, picture.width, picture.height);
  if (x1 < 0) return;  // no ink: load() reports it
  impl.box = own_box(impl, x0, y0, x1 + 1, y1 + 1);
}

}  // namespace spotforge
