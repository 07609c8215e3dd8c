#include "art/image_halving.h"

#include <cstdint>

namespace spotforge {

namespace {

// Averages the up to 2 x 2 block at (2i, 2j) of `channels`-byte pixels, channel by channel.
void average_block(const uint8_t* data, int stride, int width, int height, int channels, int i,
                   int j, uint8_t* out) {
  const int x0 = 2 * i, y0 = 2 * j;
  const int xs = x0 + 1 < width ? 2 : 1, ys = y0 + 1 < height ? 2 : 1;
  const int n = xs * ys;
  for (int c = 0; c < channels; ++c) {
    int sum = 0;
    for (int dy = 0; dy < ys; ++dy) {
      const uint8_t* row = data + static_cast<size_t>(y0 + dy) * stride;
      for (int dx = 0; dx < xs; ++dx) sum += row[(x0 + dx) * channels + c];
    }
    out[c] = static_cast<uint8_t>((sum + n / 2) / n);
  }
}

// The `blocks` whole 2 x 2 blocks of rows a and b, C-byte pixels, into `out`.
template <int C>
void halve_whole_blocks(const uint8_t* a, const uint8_t* b, int blocks, uint8_t* out) {
  for (int i = 0; i < blocks; ++i, a += 2 * C, b += 2 * C, out += C) {
    for (int c = 0; c < C; ++c) {
      out[c] = static_cast<uint8_t>((a[c] + a[c + C] + b[c] + b[c + C] + 2) >> 2);
    }
  }
}

}  // namespace

CairoSurfacePtr halved_image(cairo_surface_t* image) {
  cairo_surface_flush(image);
  const cairo_format_t format = cairo_image_surface_get_format(image);
  const int channels = format == CAIRO_FORMAT_A8 ? 1 : 4;
  const int width = cairo_image_surface_get_width(image);
  const int height = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  const uint8_t* data = cairo_image_surface_get_data(image);
  const int w = (width + 1) / 2, h = (height + 1) / 2;
  CairoSurfacePtr out(cairo_image_surface_create(format, w, h));
  if (cairo_surface_status(out.get()) != CAIRO_STATUS_SUCCESS || !data) return nullptr;
  uint8_t* out_data = cairo_image_surface_get_data(out.get());
  const int out_stride = cairo_image_surface_get_stride(out.get());
  for (int j = 0; j < h; ++j) {
    uint8_t* row = out_data + static_cast<size_t>(j) * out_stride;
    int i = 0;
    if (2 * j + 1 < height) {
      // Whole blocks in a tight loop (most of the picture), the ragged edge below.
      const uint8_t* a = data + static_cast<size_t>(2 * j) * stride;
      const uint8_t* b = a + stride;
      i = width / 2;
      if (channels == 4) {
        halve_whole_blocks<4>(a, b, i, row);
      } else {
        halve_whole_blocks<1>(a, b, i, row);
      }
    }
    for (; i < w; ++i) {
      average_block(data, stride, width, height, channels, i, j, row + i * channels);
    }
  }
  cairo_surface_mark_dirty(out.get());
  return out;
}

}  // namespace spotforge
