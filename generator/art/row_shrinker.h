// A picture shrunk while it is read, row by row: each block of factor x factor pixels becomes
// one, so a 200-megapixel picture never exists at full size in memory.
#pragma once

#include <cstdint>
#include <vector>

#include "base/handles.h"

namespace spotforge {

class RowShrinker {
 public:
  // For a width x height picture whose rows come as RGBA (`alpha`, straight, not
  // premultiplied) or RGB bytes; `factor` >= 1. The result is ARGB32 (premultiplied) with
  // alpha, RGB24 without.
  RowShrinker(int width, int height, bool alpha, int factor);

  // False when Cairo has no memory for the result.
  bool ok() const;
  // The next row, width pixels of 4 (alpha) or 3 bytes.
  void add_row(const uint8_t* row);
  // The shrunk picture, once every row was added.
  CairoSurfacePtr finish();

  int out_width() const { return out_width_; }
  int out_height() const { return out_height_; }

 private:
  void add_rgb_row(const uint8_t* row);
  void add_rgba_row(const uint8_t* row);
  void emit_row();
  void emit_rgb_pair(const uint8_t* first, const uint8_t* second);

  int width_, height_, factor_, out_width_, out_height_;
  bool alpha_;
  int rows_in_band_ = 0, out_row_ = 0;
  std::vector<uint32_t> sums_;    // 4 per output pixel: premultiplied R, G, B and A
  std::vector<uint8_t> pending_;  // factor 2, opaque: the band's first row, kept as it came
  CairoSurfacePtr surface_;
};

// The block size that keeps a picture's longer side at least `target` pixels: the exact
// shrink to `target` is done afterwards, on the small copy.
int shrink_factor(long long width, long long height, int target);

}  // namespace spotforge
