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

// Columns holding values other than sites and far ones (a weighted start) take the parabolas
// way; each value is the least start value plus squared distance, with the cap applied.
TEST(DistanceTransform, WeightedStartsMatchBruteForce) {
  std::mt19937 rng(5);
  const int w = 29, h = 21;
  for (int round = 0; round < 6; ++round) {
    std::vector<float> grid(w * h, kFarAway);
    for (int k = 0; k < 40; ++k) {
      // Whole numbers keep the sums exact in floats; some columns stay binary.
      const int x = rng() % w, y = rng() % h;
      grid[y * w + x] = x % 3 == 0 ? 0.0f : static_cast<float>(rng() % 60);
    }
    const std::vector<float> start = grid;
    const float cap = round % 2 == 0 ? kFarAway : 30;
    squared_distance_transform(grid, w, h, cap);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        float best = kFarAway;
        for (int sy = 0; sy < h; ++sy) {
          for (int sx = 0; sx < w; ++sx) {
            if (start[sy * w + sx] >= kFarAway) continue;
            best = std::min(best, start[sy * w + sx] + static_cast<float>((x - sx) * (x - sx) +
                                                                          (y - sy) * (y - sy)));
          }
        }
        if (best <= cap) {
          ASSERT_FLOAT_EQ(grid[y * w + x], best) << x << "," << y << " round " << round;
        } else {
          ASSERT_GT(grid[y * w + x], cap) << x << "," << y << " round " << round;
        }
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
