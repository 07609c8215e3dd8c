#include "layout/distance_transform.h"

#include <gtest/gtest.h>

#include <random>

namespace spotforge {
namespace {

TEST(DistanceTransform, MatchesBruteForce) {
  std::mt19937 rng(3);
  const int w = 37, h = 23;
  for (int round = 0; round < 5; ++round) {
    std::vector<float> grid(w * h, kFarAway);
    std::vector<std::pair<int, int>> sites;
    for (int k = 0; k < 6 + round * 5; ++k) {
      const int x = rng() % w, y = rng() % h;
      grid[y * w + x] = 0;
      sites.emplace_back(x, y);
    }
    squared_distance_transform(grid, w, h);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        float best = kFarAway;
        for (auto [sx, sy] : sites) {
          best = std::min(best, static_cast<float>((x - sx) * (x - sx) + (y - sy) * (y - sy)));
        }
        ASSERT_FLOAT_EQ(grid[y * w + x], best) << x << "," << y;
      }
    }
  }
}

}  // namespace
}  // namespace spotforge
