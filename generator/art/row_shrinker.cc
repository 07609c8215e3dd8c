#include "art/row_shrinker.h"

#include <algorithm>

namespace spotforge {

int shrink_factor(long long width, long long height, int target) {
  return static_cast<int>(std::max<long long>(1, std::max(width, height) / target));
}

RowShrinker::RowShrinker(int width, int height, bool alpha, int factor)
    : width_(width),
      height_(height),
      factor_(std::max(1, factor)),
      out_width_((width + factor_ - 1) / factor_),
      out_height_((height + factor_ - 1) / factor_),
      alpha_(alpha),
      sums_(static_cast<size_t>(out_width_) * 4, 0),
      surface_(cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                          out_width_, out_height_)) {}

bool RowShrinker::ok() const {
  return cairo_surface_status(surface_.get()) == CAIRO_STATUS_SUCCESS &&
         cairo_image_surface_get_data(surface_.get()) != nullptr;
}

void RowShrinker::add_row(const uint8_t* row) {
  const int step = alpha_ ? 4 : 3;
  for (int x = 0; x < width_; ++x) {
    const uint8_t* p = row + static_cast<size_t>(x) * step;
    const uint32_t a = alpha_ ? p[3] : 255;
    uint32_t* sum = &sums_[static_cast<size_t>(x / factor_) * 4];
    // Premultiplied before averaging: a transparent pixel's colour must not bleed in.
    sum[0] += (p[0] * a + 127) / 255;
    sum[1] += (p[1] * a + 127) / 255;
    sum[2] += (p[2] * a + 127) / 255;
    sum[3] += a;
  }
  if (++rows_in_band_ == factor_ || out_row_ * factor_ + rows_in_band_ == height_) emit_row();
}

void RowShrinker::emit_row() {
  unsigned char* data = cairo_image_surface_get_data(surface_.get());
  const int stride = cairo_image_surface_get_stride(surface_.get());
  auto out = reinterpret_cast<uint32_t*>(data + static_cast<size_t>(out_row_) * stride);
  for (int x = 0; x < out_width_; ++x) {
    const uint32_t columns = static_cast<uint32_t>(std::min(factor_, width_ - x * factor_));
    const uint32_t n = columns * static_cast<uint32_t>(rows_in_band_);
    uint32_t* sum = &sums_[static_cast<size_t>(x) * 4];
    const uint32_t r = (sum[0] + n / 2) / n, g = (sum[1] + n / 2) / n, b = (sum[2] + n / 2) / n;
    const uint32_t a = alpha_ ? (sum[3] + n / 2) / n : 255;
    out[x] = a << 24 | r << 16 | g << 8 | b;
    sum[0] = sum[1] = sum[2] = sum[3] = 0;
  }
  rows_in_band_ = 0;
  ++out_row_;
}

CairoSurfacePtr RowShrinker::finish() {
  cairo_surface_mark_dirty(surface_.get());
  return std::move(surface_);
}

}  // namespace spotforge
