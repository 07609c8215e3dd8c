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

// With a cap, every distance up to it is exact and every larger one is at least the cap.
TEST(DistanceTransform, CappedIsExactWithinTheCap) {
  std::mt19937 rng(8);
  const int w = 61, h = 47;
  const float cap = 40;
  for (int round = 0; round < 5; ++round) {
    std::vector<float> grid(w * h, kFarAway);
    std::vector<std::pair<int, int>> sites;
    for (int k = 0; k < 3 + round * 4; ++k) {
      const int x = rng() % w, y = rng() % h;
      grid[y * w + x] = 0;
      sites.emplace_back(x, y);
    }
    squared_distance_transform(grid, w, h, cap);
    int near = 0;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        float best = kFarAway;
        for (auto [sx, sy] : sites) {
          best = std::min(best, static_cast<float>((x - sx) * (x - sx) + (y - sy) * (y - sy)));
        }
        if (best <= cap) {
          ++near;
          ASSERT_FLOAT_EQ(grid[y * w + x], best) << x << "," << y;
        } else {
          ASSERT_GT(grid[y * w + x], cap) << x << "," << y;
        }
      }
    }
    EXPECT_GT(near, 0);
  }
}

}  // namespace
}  // namespace spotforge
