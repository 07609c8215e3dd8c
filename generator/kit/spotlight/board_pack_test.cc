#include "kit/spotlight/board_pack.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <tuple>
#include <utility>
#include <vector>

namespace spotforge {
namespace {

InkMask disc_mask(int n) {
  InkMask m;
  m.width = m.height = n;
  m.alpha.assign(static_cast<size_t>(n) * n, 0);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const double dx = x + 0.5 - n / 2.0, dy = y + 0.5 - n / 2.0;
      if (dx * dx + dy * dy <= n * n / 4.0) m.alpha[static_cast<size_t>(y) * n + x] = 255;
    }
  }
  return m;
}

InkMask bar_mask() {  // a 4:1 bar: rotation matters
  InkMask m;
  m.width = 64;
  m.height = 16;
  m.alpha.assign(64 * 16, 255);
  return m;
}

// Paints each placed item's posed ink into a fine grid and checks that no two inks come
// closer than the gap allows and that all lie inside the region.
void expect_separate(const BoardRect& region, const std::vector<PackItem>& items,
                     const PackResult& result, double gap_mm) {
  const double ppm = 8;
  const int W = static_cast<int>(region.width * ppm), H = static_cast<int>(region.height * ppm);
  std::vector<int> owner(static_cast<size_t>(W) * H, -1);
  for (size_t i = 0; i < items.size(); ++i) {
    const PackedItem& p = result.items[i];
    const PosedBitmap b = pose_bitmap(*items[i].mask, items[i].width_mm, items[i].height_mm,
                                      p.rotation_deg, p.mirror, ppm, 0);
    for (int y = 0; y < b.height; ++y) {
      for (int x = 0; x < b.width; ++x) {
        if (!b.at(x, y)) continue;
        const double mx = p.x_mm + (x + 0.5 - b.width / 2.0) / ppm - region.x;
        const double my = p.y_mm + (y + 0.5 - b.height / 2.0) / ppm - region.y;
        const int gx = static_cast<int>(mx * ppm), gy = static_cast<int>(my * ppm);
        ASSERT_TRUE(gx >= 0 && gy >= 0 && gx < W && gy < H) << "item " << i << " leaves the region";
        // No other ink within (gap - 1 coarse pixel) of this pixel.
        const int r = static_cast<int>((gap_mm - 0.5) * ppm);
        for (int dy = -r; dy <= r; ++dy) {
          for (int dx = -r; dx <= r; ++dx) {
            const int u = gx + dx, v = gy + dy;
            if (u < 0 || v < 0 || u >= W || v >= H || dx * dx + dy * dy > r * r) continue;
            const int o = owner[static_cast<size_t>(v) * W + u];
            ASSERT_TRUE(o == -1 || o == static_cast<int>(i))
                << "items " << o << " and " << i << " closer than the gap";
          }
        }
        owner[static_cast<size_t>(gy) * W + gx] = static_cast<int>(i);
      }
    }
  }
}

// The packer tests a whole row of positions at once (runs of ink, windows of the occupancy of
// every power-of-two length); it must agree with testing every position pixel by pixel, for
// items narrower and wider than 64 pixels, runs crossing word boundaries, runs of 1 to over 64
// pixels and rows where every position is blocked before the item's last run is looked at.
TEST(BoardPack, TheRowTestAgreesWithAPixelByPixelTest) {
  std::uint64_t state = 12345;
  const auto coin = [&](int in) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % 1000) < in;
  };
  PosedBitmap occ;
  occ.width = 203;
  occ.height = 61;
  occ.bits.resize(static_cast<size_t>(occ.width) * occ.height);
  for (auto& b : occ.bits) b = coin(6);  // sparse: most positions of a small item are free
  // A wall across (rows where every position is blocked) and one across the first 64 pixels.
  for (int x = 0; x < occ.width; ++x) occ.bits[45 * occ.width + x] = 1;
  for (int x = 0; x < 64; ++x) occ.bits[30 * occ.width + x] = 1;
  // {width, height, ink per thousand}: short scattered runs, then long runs with a few gaps.
  for (const auto& [w, h, ink] : {std::tuple{9, 7, 400}, std::tuple{70, 5, 30},
                                  std::tuple{130, 3, 30}, std::tuple{100, 3, 985}}) {
    SCOPED_TRACE(w);
    PosedBitmap item;
    item.width = w;
    item.height = h;
    item.bits.resize(static_cast<size_t>(w) * h);
    for (auto& b : item.bits) b = coin(ink);
    const std::vector<uint8_t> blocked = blocked_positions(occ, item);
    int free = 0;
    for (int y = 0; y + h <= occ.height; ++y) {
      for (int x = 0; x < occ.width; ++x) {
        bool hit = false;
        for (int r = 0; r < h && !hit; ++r) {
          for (int c = 0; c < w && !hit; ++c) {
            hit = item.at(c, r) && x + c < occ.width && occ.at(x + c, y + r);
          }
        }
        ASSERT_EQ(blocked[static_cast<size_t>(y) * occ.width + x], hit ? 1 : 0)
            << "at " << x << "," << y;
        free += !hit;
      }
    }
    EXPECT_GT(free, 0);
  }
}

TEST(BoardPack, PlacesEveryItemApartAndInside) {
  const InkMask disc = disc_mask(64), bar = bar_mask();
  std::vector<PackItem> items;
  for (int i = 0; i < 30; ++i) {
    const bool is_bar = i % 3 == 0;
    items.push_back({i + 1, i % 10, is_bar ? &bar : &disc, is_bar ? 16.0 : 10.0,
                     is_bar ? 4.0 : 10.0, i * 37.0, i % 2 == 0});
  }
  const BoardRect region{20, 30, 100, 70};
  PackOptions options;
  options.group_distance_mm = 20;
  const auto result = pack_region(region, items, options, 42);
  ASSERT_TRUE(result.has_value());
  ASSERT_EQ(result->items.size(), items.size());
  expect_separate(region, items, *result, options.gap_mm);
  EXPECT_GT(result->ink_coverage, 0.2);
  // Items of one group keep their distance.
  for (size_t i = 0; i < items.size(); ++i) {
    for (size_t j = i + 1; j < items.size(); ++j) {
      if (items[i].group != items[j].group) continue;
      EXPECT_GE(std::hypot(result->items[i].x_mm - result->items[j].x_mm,
                           result->items[i].y_mm - result->items[j].y_mm),
                options.group_distance_mm * 0.97);
    }
  }
}

TEST(BoardPack, ReportsFailureInsteadOfDroppingItems) {
  const InkMask disc = disc_mask(32);
  std::vector<PackItem> items;
  for (int i = 0; i < 40; ++i) items.push_back({i + 1, i, &disc, 10, 10, 0, false});
  EXPECT_FALSE(pack_region({0, 0, 40, 40}, items, {}, 1).has_value());
}

TEST(BoardPack, TheLargestEmptyDiscIsBoundedByInkAndWalls) {
  std::vector<uint8_t> grid(40 * 20, 0);
  // Measured from pixel centres: within half a pixel of the true radius.
  EXPECT_NEAR(largest_empty_disc(grid, 40, 20).radius_px, 10, 0.5) << "the walls bound it";
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 24; ++x) grid[static_cast<size_t>(y) * 40 + x] = 1;
  }
  const EmptyDisc right = largest_empty_disc(grid, 40, 20);
  EXPECT_NEAR(right.radius_px, 8, 0.5) << "16 free columns: a disc 16 wide";
  EXPECT_NEAR(right.x, 31.5, 1);
  // A copy measured by its ink: a 10 mm disc in the middle of a 30 mm square leaves free
  // discs in the corners, each narrower than half the square.
  const InkMask disc = disc_mask(64);
  const BoardRect square{10, 10, 30, 30};
  EXPECT_NEAR(largest_empty_disc_mm(square, {}, 4), 30, 0.3);
  const double with_one = largest_empty_disc_mm(square, {{&disc, 25, 25, 10, 10, 0, false}}, 4);
  EXPECT_LT(with_one, 15);
  EXPECT_GT(with_one, 8);
}

// The distance transform's first pass is done in integers (nearest set pixel of the column):
// the disc found must be the one of the exact squared distances to the nearest ink pixel, on
// grids dense and sparse, with columns and rows holding no ink at all.
TEST(BoardPack, TheLargestEmptyDiscAgreesWithExactDistances) {
  std::uint64_t state = 777;
  const auto next = [&](int n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<std::uint64_t>(n));
  };
  for (int trial = 0; trial < 60; ++trial) {
    SCOPED_TRACE(trial);
    const int w = 1 + next(70), h = 1 + next(50);
    const int per_thousand = trial % 4 == 0 ? 0 : std::vector<int>{1, 5, 30, 300}[next(4)];
    std::vector<uint8_t> grid(static_cast<size_t>(w) * h);
    for (auto& b : grid) b = next(1000) < per_thousand;
    if (trial % 5 == 1) {  // a band of empty columns
      for (int y = 0; y < h; ++y) {
        for (int x = w / 3; x < w / 2; ++x) grid[static_cast<size_t>(y) * w + x] = 0;
      }
    }
    // The straightforward disc: every pixel against every ink pixel, then the same choice
    // (the walls half a pixel out, the first largest in row order).
    EmptyDisc want;
    double best = -1;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        double d2 = 1e12;  // squared_distances' "no ink": walls bound the disc instead
        for (int v = 0; v < h; ++v) {
          for (int u = 0; u < w; ++u) {
            if (grid[static_cast<size_t>(v) * w + u]) {
              d2 = std::min(d2, double(u - x) * (u - x) + double(v - y) * (v - y));
            }
          }
        }
        const double wall = std::min({x + 0.5, y + 0.5, w - x - 0.5, h - y - 0.5});
        const double r = std::min(std::sqrt(d2), wall);
        if (r > best) {
          best = r;
          want = {x, y, r};
        }
      }
    }
    const EmptyDisc got = largest_empty_disc(grid, w, h);
    EXPECT_EQ(got.x, want.x);
    EXPECT_EQ(got.y, want.y);
    EXPECT_EQ(got.radius_px, want.radius_px);
  }
}

// Issue 28 point 5: snug packing gathers a quadrant's free room into one empty patch; the
// spread pass moves copies out of the crowd into it until no free disc is wider than
// spread_hole_mm (about two characters' ink) or nothing fits there.
TEST(BoardPack, TheSpreadPassLeavesNoWideEmptyPatch) {
  const InkMask disc = disc_mask(64);
  std::vector<PackItem> items;
  for (int i = 0; i < 26; ++i) items.push_back({i + 1, i, &disc, 10, 10, 0, false});
  const BoardRect region{0, 0, 100, 70};
  const auto hole_of = [&](const PackResult& r) {
    std::vector<PlacedInk> inks;
    for (size_t i = 0; i < items.size(); ++i) {
      inks.push_back({&disc, r.items[i].x_mm, r.items[i].y_mm, 10, 10, 0, false});
    }
    return largest_empty_disc_mm(region, inks, 4);
  };
  PackOptions snug;
  snug.spread = 0;  // tightest: the free room in one place
  snug.random_first = 0;
  snug.spread_moves = 0;
  const auto before = pack_region(region, items, snug, 7);
  ASSERT_TRUE(before.has_value());
  PackOptions spread = snug;
  spread.spread_moves = PackOptions{}.spread_moves;
  const auto after = pack_region(region, items, spread, 7);
  ASSERT_TRUE(after.has_value());
  expect_separate(region, items, *after, spread.gap_mm);
  EXPECT_GT(hole_of(*before), 25) << "the snug packing leaves a wide patch";
  // Nothing narrower than a 10 mm copy with its gap on both sides and a grid pixel of play
  // (about 13 mm) can take a copy; the pass stops when no move shrinks the widest patch.
  EXPECT_LE(hole_of(*after), 17.0);
}

TEST(BoardPack, PoseBitmapRotatesAndMirrors) {
  const InkMask bar = bar_mask();
  const PosedBitmap flat = pose_bitmap(bar, 16, 4, 0, false, 4, 0);
  const PosedBitmap turned = pose_bitmap(bar, 16, 4, 90, false, 4, 0);
  EXPECT_GT(flat.width, flat.height * 3);
  EXPECT_GT(turned.height, turned.width * 3);
  // An L-shaped mask: mirroring moves its foot to the other side.
  InkMask l;
  l.width = l.height = 4;
  l.alpha = {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255};
  const PosedBitmap a = pose_bitmap(l, 8, 8, 0, false, 2, 0);
  const PosedBitmap b = pose_bitmap(l, 8, 8, 0, true, 2, 0);
  ASSERT_EQ(a.width, b.width);
  EXPECT_TRUE(a.at(1, 1));
  EXPECT_FALSE(b.at(1, 1));
  EXPECT_TRUE(b.at(a.width - 2, 1));
}

}  // namespace
}  // namespace spotforge
