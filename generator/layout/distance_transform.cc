#include "layout/distance_transform.h"

#include <algorithm>
#include <limits>

namespace spotforge {
namespace {

// One dimension: d[i] = min_j (f[j] + (i - j)^2), by the lower envelope of parabolas.
void transform_line(const float* f, float* d, int n, std::vector<int>& v, std::vector<float>& z) {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  v.resize(n);
  z.resize(n + 1);
  auto meet = [&](int q, int p) {
    return ((f[q] + static_cast<float>(q) * q) - (f[p] + static_cast<float>(p) * p)) /
           (2.0f * static_cast<float>(q - p));
  };
  int k = 0;
  v[0] = 0;
  z[0] = -kInf;
  z[1] = kInf;
  for (int q = 1; q < n; ++q) {
    float s = meet(q, v[k]);
    while (s <= z[k]) {
      --k;
      s = meet(q, v[k]);
    }
    ++k;
    v[k] = q;
    z[k] = s;
    z[k + 1] = kInf;
  }
  k = 0;
  for (int q = 0; q < n; ++q) {
    while (z[k + 1] < static_cast<float>(q)) ++k;
    const float dq = static_cast<float>(q - v[k]);
    d[q] = std::min(kFarAway, dq * dq + f[v[k]]);
  }
}

}  // namespace

void squared_distance_transform(std::vector<float>& grid, int width, int height, float cap) {
  std::vector<int> v;
  std::vector<float> z;
  std::vector<float> column(height), out(std::max(width, height));
  for (int x = 0; x < width; ++x) {
    bool any = false, binary = true;
    for (int y = 0; y < height; ++y) {
      column[y] = grid[static_cast<size_t>(y) * width + x];
      any = any || column[y] < kFarAway;
      binary = binary && (column[y] == 0 || column[y] >= kFarAway);
    }
    if (!any) continue;  // nothing in this column: it stays far
    if (binary) {
      // Sites and nothing else: the squared distance to the nearest site up or down the
      // column, in two sweeps (the same values the parabolas give).
      int since = -1;  // rows since the last site above, -1 when none
      for (int y = 0; y < height; ++y) {
        since = column[y] == 0 ? 0 : since < 0 ? -1 : since + 1;
        out[y] = since < 0 ? kFarAway : static_cast<float>(since) * since;
      }
      since = -1;
      for (int y = height - 1; y >= 0; --y) {
        since = column[y] == 0 ? 0 : since < 0 ? -1 : since + 1;
        if (since >= 0) out[y] = std::min(out[y], static_cast<float>(since) * since);
      }
    } else {
      transform_line(column.data(), out.data(), height, v, z);
    }
    // A row's result within the cap only ever takes column values within it.
    for (int y = 0; y < height; ++y) {
      grid[static_cast<size_t>(y) * width + x] = out[y] <= cap ? out[y] : kFarAway;
    }
  }
  std::vector<float> row(width);
  for (int y = 0; y < height; ++y) {
    float* r = &grid[static_cast<size_t>(y) * width];
    if (std::none_of(r, r + width, [](float f) { return f < kFarAway; })) continue;
    std::copy(r, r + width, row.begin());
    transform_line(row.data(), r, width, v, z);
  }
}

}  // namespace spotforge
