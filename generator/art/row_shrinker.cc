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

namespace {

// x / 255 rounded, for x up to 255 * 255, without a division.
inline uint32_t div255(uint32_t x) { return (x + 128 + ((x + 128) >> 8)) >> 8; }

}  // namespace

// Block by block, with no division per pixel: a 200-megapixel picture passes through here.
void RowShrinker::add_row(const uint8_t* row) {
  // Opaque by blocks of 2 (a large PNG's usual factor): the band's first row is kept and the
  // second one makes the output row straight from both, without the sums (whose adding and
  // emptying were a sixth of `theme check` on 57 PNGs). A last row alone takes the sums.
  if (!alpha_ && factor_ == 2 && out_row_ * 2 + 1 < height_) {
    if (rows_in_band_ == 0) {
      pending_.assign(row, row + static_cast<size_t>(width_) * 3);
      rows_in_band_ = 1;
    } else {
      emit_rgb_pair(pending_.data(), row);
    }
    return;
  }
  if (alpha_) {
    add_rgba_row(row);
  } else {
    add_rgb_row(row);
  }
  if (++rows_in_band_ == factor_ || out_row_ * factor_ + rows_in_band_ == height_) emit_row();
}

// Opaque rows, the common case of a large photo or drawing: whole blocks in a tight loop (the
// usual factor 2 unrolled), the ragged last block after. Alpha is not summed: it is 255.
void RowShrinker::add_rgb_row(const uint8_t* row) {
  const uint8_t* p = row;
  uint32_t* sum = sums_.data();
  const int whole = width_ / factor_;
  if (factor_ == 2) {
    for (int i = 0; i < whole; ++i, p += 6, sum += 4) {
      sum[0] += uint32_t{p[0]} + p[3];
      sum[1] += uint32_t{p[1]} + p[4];
      sum[2] += uint32_t{p[2]} + p[5];
    }
  } else {
    for (int i = 0; i < whole; ++i, sum += 4) {
      uint32_t r = 0, g = 0, b = 0;
      for (int k = 0; k < factor_; ++k, p += 3) r += p[0], g += p[1], b += p[2];
      sum[0] += r, sum[1] += g, sum[2] += b;
    }
  }
  for (int x = whole * factor_; x < width_; ++x, p += 3) {
    sum[0] += p[0], sum[1] += p[1], sum[2] += p[2];
  }
}

void RowShrinker::add_rgba_row(const uint8_t* row) {
  const uint8_t* p = row;
  uint32_t* sum = sums_.data();
  for (int start = 0; start < width_; start += factor_, sum += 4) {
    const int end = std::min(width_, start + factor_);
    uint32_t r = 0, g = 0, b = 0, a = 0;
    // Premultiplied before averaging: a transparent pixel's colour must not bleed in.
    for (int x = start; x < end; ++x, p += 4) {
      r += div255(p[0] * uint32_t{p[3]});
      g += div255(p[1] * uint32_t{p[3]});
      b += div255(p[2] * uint32_t{p[3]});
      a += p[3];
    }
    sum[0] += r, sum[1] += g, sum[2] += b, sum[3] += a;
  }
}

namespace {

// Rounded means (half up) of sums over `n` pixels by a multiply and a shift instead of a
// division per channel. Exact while sum / 2^40 < 1 / n: sums are at most 255 n and n at most
// (kMaxPictureSide / kMaxRasterSide)^2, a few hundred.
class Mean {
 public:
  explicit Mean(uint32_t n) : half_(n / 2), multiplier_(((uint64_t{1} << 40) + n - 1) / n) {}
  uint32_t operator()(uint32_t sum) const {
    return static_cast<uint32_t>(((sum + half_) * multiplier_) >> 40);
  }

 private:
  uint64_t half_, multiplier_;
};

}  // namespace

void RowShrinker::emit_row() {
  unsigned char* data = cairo_image_surface_get_data(surface_.get());
  const int stride = cairo_image_surface_get_stride(surface_.get());
  auto out = reinterpret_cast<uint32_t*>(data + static_cast<size_t>(out_row_) * stride);
  const Mean whole(static_cast<uint32_t>(factor_ * rows_in_band_));
  const Mean last(static_cast<uint32_t>((width_ - (out_width_ - 1) * factor_) * rows_in_band_));
  for (int x = 0; x < out_width_; ++x) {
    const Mean& mean = x + 1 < out_width_ ? whole : last;  // the last block may be ragged
    uint32_t* sum = &sums_[static_cast<size_t>(x) * 4];
    const uint32_t a = alpha_ ? mean(sum[3]) : 255;
    out[x] = a << 24 | mean(sum[0]) << 16 | mean(sum[1]) << 8 | mean(sum[2]);
    sum[0] = sum[1] = sum[2] = sum[3] = 0;
  }
  rows_in_band_ = 0;
  ++out_row_;
}

// The mean of each block of 2 x 2 (of 2 x 1 for an odd width's last column) rounded half up,
// as Mean gives it: a multiplier of 2^40 / 4 (or / 2) is exact, so the shifts are the same.
void RowShrinker::emit_rgb_pair(const uint8_t* first, const uint8_t* second) {
  unsigned char* data = cairo_image_surface_get_data(surface_.get());
  const int stride = cairo_image_surface_get_stride(surface_.get());
  auto out = reinterpret_cast<uint32_t*>(data + static_cast<size_t>(out_row_) * stride);
  const int whole = width_ / 2;
  for (int x = 0; x < whole; ++x) {
    const uint8_t* a = first + 6 * x;
    const uint8_t* b = second + 6 * x;
    const uint32_t r = (uint32_t{a[0]} + a[3] + b[0] + b[3] + 2) >> 2;
    const uint32_t g = (uint32_t{a[1]} + a[4] + b[1] + b[4] + 2) >> 2;
    const uint32_t bl = (uint32_t{a[2]} + a[5] + b[2] + b[5] + 2) >> 2;
    out[x] = 0xff000000u | r << 16 | g << 8 | bl;
  }
  if (whole < out_width_) {
    const uint8_t* a = first + 6 * whole;
    const uint8_t* b = second + 6 * whole;
    out[whole] = 0xff000000u | (uint32_t{a[0]} + b[0] + 1) >> 1 << 16 |
                 (uint32_t{a[1]} + b[1] + 1) >> 1 << 8 | (uint32_t{a[2]} + b[2] + 1) >> 1;
  }
  rows_in_band_ = 0;
  ++out_row_;
}

CairoSurfacePtr RowShrinker::finish() {
  cairo_surface_mark_dirty(surface_.get());
  return std::move(surface_);
}

}  // namespace spotforge
