#include "layout/ink_distance.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <random>
#include <vector>

#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

// The corners of every ink pixel of `mask` (alpha >= kInkAlpha) placed as `p`, four per pixel,
// as the verifier maps the mask (a pixel of the mask is that rectangle of the card).
std::vector<std::array<double, 8>> pixel_rectangles(const InkMask& mask, const PlacedSymbol& p) {
  const double a = p.rotation_deg * std::numbers::pi / 180, cs = std::cos(a), sn = std::sin(a);
  auto card = [&](double u, double v, double& x, double& y) {
    double lx = u / mask.width * p.width_mm - p.width_mm / 2;
    const double ly = v / mask.height * p.height_mm - p.height_mm / 2;
    if (p.mirror) lx = -lx;
    x = p.x_mm + lx * cs - ly * sn;
    y = p.y_mm + lx * sn + ly * cs;
  };
  std::vector<std::array<double, 8>> out;
  for (int v = 0; v < mask.height; ++v) {
    for (int u = 0; u < mask.width; ++u) {
      if (mask.at(u, v) < kInkAlpha) continue;
      std::array<double, 8> r;
      card(u, v, r[0], r[1]);
      card(u + 1, v, r[2], r[3]);
      card(u + 1, v + 1, r[4], r[5]);
      card(u, v + 1, r[6], r[7]);
      out.push_back(r);
    }
  }
  return out;
}

double point_to_segment(double px, double py, double ax, double ay, double bx, double by) {
  const double dx = bx - ax, dy = by - ay;
  const double t = std::clamp(((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy), 0.0, 1.0);
  return std::hypot(px - ax - t * dx, py - ay - t * dy);
}

// The exact distance between two sets of disjoint rectangles: between two convex polygons
// apart, the least of each one's corners to the other's sides.
double exact_distance(const std::vector<std::array<double, 8>>& a,
                      const std::vector<std::array<double, 8>>& b) {
  double best = std::numeric_limits<double>::infinity();
  auto corners_to_sides = [&](const std::array<double, 8>& r, const std::array<double, 8>& s) {
    for (int c = 0; c < 4; ++c) {
      for (int e = 0; e < 4; ++e) {
        const int f = (e + 1) % 4;
        best = std::min(best, point_to_segment(r[2 * c], r[2 * c + 1], s[2 * e], s[2 * e + 1],
                                               s[2 * f], s[2 * f + 1]));
      }
    }
  };
  for (const auto& r : a) {
    for (const auto& s : b) {
      // Far pairs can't be nearer than the best: their corners' distance less the diagonals.
      const double dx = r[0] - s[0], dy = r[1] - s[1];
      if (dx * dx + dy * dy > (best + 1) * (best + 1)) continue;
      corners_to_sides(r, s);
      corners_to_sides(s, r);
    }
  }
  return best;
}

TEST(InkDistance, BorderHoldsTheInkPixelsBesideNoInk) {
  const InkMask mask = synthetic_mask(TestShape::kRing, 64);
  const InkBorder border = ink_border(mask);
  int expected = 0;
  auto ink = [&](int u, int v) {
    return u >= 0 && v >= 0 && u < mask.width && v < mask.height && mask.at(u, v) >= kInkAlpha;
  };
  for (int v = 0; v < mask.height; ++v) {
    for (int u = 0; u < mask.width; ++u) {
      if (ink(u, v) && !(ink(u - 1, v) && ink(u + 1, v) && ink(u, v - 1) && ink(u, v + 1))) {
        ++expected;
      }
    }
  }
  EXPECT_EQ(static_cast<int>(border.centres.size()), expected);
  EXPECT_EQ(border.pool, 1);
  // A ring has an inner border too: more than its outer rim alone.
  EXPECT_GT(expected, 4 * mask.width);
}

// The bound never exceeds the exact distance between the two sets of ink pixels (the
// placer stays on the safe side) and lies within 0.012 mm of it (it gives the room back),
// turned, flipped, with and without the distance field's help.
TEST(InkDistance, ContactIsATightLowerBound) {
  const std::vector<InkMask> masks = {synthetic_mask(TestShape::kStar, 72),
                                      synthetic_mask(TestShape::kCrescent, 80),
                                      synthetic_mask(TestShape::kLShape, 64)};
  std::vector<InkBorder> borders;
  std::vector<SymbolInk> fields;
  for (size_t k = 0; k < masks.size(); ++k) {
    borders.push_back(ink_border(masks[k]));
    fields.push_back(prepare_symbol_ink(masks[k], static_cast<int>(k)));
  }
  std::mt19937 random(29);
  std::uniform_real_distribution<double> unit(0, 1);
  int measured = 0;
  double worst_slack = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const int ka = trial % 3, kb = (trial / 3) % 3;
    PlacedSymbol a{ka, 0, 0, 8 + 4 * unit(random), 0, 360 * unit(random), trial % 2 == 0};
    a.height_mm = a.width_mm * masks[ka].height / masks[ka].width;
    PlacedSymbol b{kb, 0, 0, 6 + 6 * unit(random), 0, 360 * unit(random), trial % 5 == 0};
    b.height_mm = b.width_mm * masks[kb].height / masks[kb].width;
    const double direction = 2 * std::numbers::pi * unit(random);
    const double apart = 8 + 4 * unit(random);
    b.x_mm = apart * std::cos(direction);
    b.y_mm = apart * std::sin(direction);
    const double exact =
        exact_distance(pixel_rectangles(masks[ka], a), pixel_rectangles(masks[kb], b));
    if (!(exact > 0.3 && exact < 3)) continue;
    ++measured;
    const PlacedInk ia = place_ink(borders[ka], a);
    for (const bool with_field : {false, true}) {
      PlacedInk ib = place_ink(borders[kb], b, with_field ? &fields[kb] : nullptr);
      index_ink(ib, with_field ? 1.0 : 0.37);
      const InkContact c = ink_contact(ia, ib, 4);
      ASSERT_LE(c.distance, exact + 1e-9) << "trial " << trial;
      ASSERT_GE(c.distance, exact - 0.02) << "trial " << trial;
      worst_slack = std::max(worst_slack, exact - c.distance);
      EXPECT_NEAR(std::hypot(c.nx, c.ny), 1, 1e-9);
      // Asked only whether they come nearer than they do: no.
      EXPECT_EQ(ink_contact(ia, ib, c.distance).distance, std::numeric_limits<double>::infinity());
    }
  }
  EXPECT_GT(measured, 20);
  EXPECT_LT(worst_slack, 0.012);  // 0.008 mm: pixels of 0.1 to 0.19 mm, inks 0.3 to 3 mm apart
}

// At the safe edge the bound is the least depth of any ink pixel's corner: exact (the safe
// area is convex), and it points inwards.
TEST(InkDistance, EdgeContactIsTheDeepestCornersLeast) {
  const InkMask mask = synthetic_mask(TestShape::kCrescent, 96);
  const InkBorder border = ink_border(mask);
  for (const CardOutline outline : {CardOutline::kCircle, CardOutline::kRoundedSquare}) {
    LayoutOptions options;
    options.outline = outline;
    options.width_mm = options.height_mm = 80;
    options.corner_radius_mm = 8;
    const SafeArea area = safe_area(options);
    for (const double angle : {0.0, 33.0, 210.0}) {
      const PlacedSymbol p{0, 25, 22, 14, 14.0 * mask.height / mask.width, angle, false};
      double exact = std::numeric_limits<double>::infinity();
      for (const auto& r : pixel_rectangles(mask, p)) {
        for (int c = 0; c < 4; ++c)
          exact = std::min(exact, area.inside_distance_mm(r[2 * c], r[2 * c + 1]));
      }
      const InkContact c = ink_edge_contact(place_ink(border, p), area, 50);
      EXPECT_NEAR(c.distance, exact, 1e-9) << "angle " << angle;
      // Into the area from the far corner: towards the card's centre.
      EXPECT_LT(c.nx * p.x_mm + c.ny * p.y_mm, 0);
      EXPECT_EQ(ink_edge_contact(place_ink(border, p), area, exact - 1e-6).distance,
                std::numeric_limits<double>::infinity());
    }
  }
}

}  // namespace
}  // namespace spotforge
