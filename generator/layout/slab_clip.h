// One clipping step shared by the rasterisers that walk a turned box row by row (the placer's
// shapes and the verifier's card raster): both need, per row, the span of x where the row
// lies inside the box.
#pragma once

#include <algorithm>
#include <cmath>
#include <utility>

namespace spotforge {

// Narrows [lo, hi] to the x where |slope * x + offset| <= limit: the slab between two parallel
// lines. Leaves hi < lo when no x qualifies (a flat slab that misses the row).
inline void clip_slab(double slope, double offset, double limit, double& lo, double& hi) {
  if (std::abs(slope) < 1e-12) {
    if (std::abs(offset) > limit) hi = lo - 1;
    return;
  }
  double a = (-limit - offset) / slope, b = (limit - offset) / slope;
  if (a > b) std::swap(a, b);
  lo = std::max(lo, a);
  hi = std::min(hi, b);
}

}  // namespace spotforge
