#include "layout/distance_transform.h"

#include <algorithm>
#include <cstdint>
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
  // Columns with something in them, and those holding sites and nothing else besides far
  // values: found a row at a time (the rows are contiguous, the columns are not).
  std::vector<uint8_t> any(width, 0), binary(width, 1);
  for (int y = 0; y < height; ++y) {
    const float* r = &grid[static_cast<size_t>(y) * width];
    for (int x = 0; x < width; ++x) {
      any[x] |= r[x] < kFarAway;
      binary[x] &= r[x] == 0 || r[x] >= kFarAway;
    }
  }
  // Sites and nothing else: the squared distance to the nearest site up or down the column,
  // in two sweeps a row at a time (the same values the parabolas give). The downward sweep
  // leaves 0 exactly at the sites, which the upward one reads.
  std::vector<uint8_t> sweep(width);
  for (int x = 0; x < width; ++x) sweep[x] = any[x] && binary[x];
  // Rows since the last site; counting up from far below zero, negative while none was met.
  constexpr int kNone = std::numeric_limits<int>::min() / 2;
  std::vector<int> since(width, kNone);
  for (int y = 0; y < height; ++y) {
    float* r = &grid[static_cast<size_t>(y) * width];
    for (int x = 0; x < width; ++x) {
      if (!sweep[x]) continue;
      const int n = r[x] == 0 ? 0 : since[x] + 1;
      since[x] = n;
      r[x] = n < 0 ? kFarAway : static_cast<float>(n) * n;
    }
  }
  std::fill(since.begin(), since.end(), kNone);
  for (int y = height - 1; y >= 0; --y) {
    float* r = &grid[static_cast<size_t>(y) * width];
    for (int x = 0; x < width; ++x) {
      if (!sweep[x]) continue;
      const int n = r[x] == 0 ? 0 : since[x] + 1;
      since[x] = n;
      const float out = n < 0 ? r[x] : std::min(r[x], static_cast<float>(n) * n);
      // A row's result within the cap only ever takes column values within it.
      r[x] = out <= cap ? out : kFarAway;
    }
  }
  // Other columns with something in them: the parabolas, a column at a time.
  std::vector<float> column(height), out(std::max(width, height));
  for (int x = 0; x < width; ++x) {
    if (!any[x] || binary[x]) continue;  // nothing in this column (it stays far), or swept
    for (int y = 0; y < height; ++y) column[y] = grid[static_cast<size_t>(y) * width + x];
    transform_line(column.data(), out.data(), height, v, z);
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
