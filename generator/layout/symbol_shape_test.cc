#include "layout/symbol_shape.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <utility>
#include <vector>

#include "base/diagnostic.h"
#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

// Whether mask point (pu, pv), in pixels, carried to the card as rasterise_shape places a w x h
// box turned by `angle` degrees (and flipped), falls in a marked cell of `shape`.
bool marks_point(const SymbolShape& shape, const InkMask& mask, double pu, double pv, double w,
                 double h, double angle, bool mirror, double cell) {
  const double a = angle * std::numbers::pi / 180;
  double lx = pu / mask.width * w - w / 2;
  const double ly = pv / mask.height * h - h / 2;
  if (mirror) lx = -lx;
  const double x = lx * std::cos(a) - ly * std::sin(a);
  const double y = lx * std::sin(a) + ly * std::cos(a);
  const int cx = static_cast<int>(std::lround(x / cell)) - shape.ink_x;
  const int cy = static_cast<int>(std::lround(y / cell)) - shape.ink_y;
  return cx >= 0 && cy >= 0 && cx < shape.ink.width() && cy < shape.ink.height() &&
         shape.ink.get(cx, cy);
}

// Every ink pixel corner and centre of the mask, carried to the card, must fall in a marked
// cell or within half a cell diagonal of one (the placer's promise, on which its gaps rest).
TEST(SymbolShape, MarksEveryCellThatMayHoldInk) {
  std::mt19937 rng(11);
  for (TestShape kind : {TestShape::kLongBar, TestShape::kRing, TestShape::kWideWord,
                         TestShape::kTinyDot, TestShape::kStar}) {
    const InkMask mask = synthetic_mask(kind, 120);
    const SymbolInk ink = prepare_symbol_ink(mask, 0);
    for (int round = 0; round < 4; ++round) {
      const double size = 8 + rng() % 20;
      const double w = ink.box_width_mm(size), h = ink.box_height_mm(size);
      const double angle = rng() % 3600 / 10.0;
      const bool mirror = rng() % 2;
      const double cell = 0.25;
      const SymbolShape shape = rasterise_shape(ink, w, h, angle, mirror, cell);
      for (int v = 0; v < mask.height; ++v) {
        for (int u = 0; u < mask.width; ++u) {
          if (mask.at(u, v) < kInkAlpha) continue;
          ASSERT_TRUE(marks_point(shape, mask, u + 0.5, v + 0.5, w, h, angle, mirror, cell))
              << "shape " << static_cast<int>(kind) << " pixel " << u << "," << v;
        }
      }
    }
  }
}

// The probe points, known before a shape is drawn, must land in the shape's marked cells: the
// placer rules sizes and turns out by them alone.
TEST(SymbolShape, ProbeCellsAreMarkedCells) {
  std::mt19937 rng(3);
  for (TestShape kind : {TestShape::kLongBar, TestShape::kRing, TestShape::kCrescent,
                         TestShape::kTinyDot, TestShape::kWideWord, TestShape::kStar}) {
    const SymbolInk ink = prepare_symbol_ink(synthetic_mask(kind, 150), 0);
    ASSERT_GE(ink.probe_points.size(), 2u);
    for (int round = 0; round < 20; ++round) {
      const double size = 8 + rng() % 25;
      const double w = ink.box_width_mm(size), h = ink.box_height_mm(size);
      const double angle = rng() % 3600 / 10.0;
      const bool mirror = rng() % 2;
      const double cell = round % 2 == 0 ? 0.25 : 0.125;
      const SymbolShape shape = rasterise_shape(ink, w, h, angle, mirror, cell);
      for (const auto& [px, py] : probe_cells(ink, w, h, angle, mirror, cell)) {
        const int cx = px - shape.ink_x, cy = py - shape.ink_y;
        ASSERT_TRUE(cx >= 0 && cy >= 0 && cx < shape.ink.width() && cy < shape.ink.height() &&
                    shape.ink.get(cx, cy))
            << "shape " << static_cast<int>(kind) << " probe " << px << "," << py;
      }
    }
  }
}

// Moved out by the shape's air, the probe points still land in its marked cells.
TEST(SymbolShape, ProbeCellsMovedOutByTheAirAreMarkedCells) {
  std::mt19937 rng(5);
  for (TestShape kind : {TestShape::kLongBar, TestShape::kRing, TestShape::kCrescent,
                         TestShape::kTinyDot, TestShape::kWideWord, TestShape::kStar}) {
    const SymbolInk ink = prepare_symbol_ink(synthetic_mask(kind, 150), 0);
    for (int round = 0; round < 40; ++round) {
      const double size = 8 + rng() % 25;
      const double w = ink.box_width_mm(size), h = ink.box_height_mm(size);
      const double angle = rng() % 3600 / 10.0;
      const bool mirror = rng() % 2;
      const double cell = round % 2 == 0 ? 0.25 : 1.0 / 12;
      const double air = (rng() % 1000) / 1000.0 * 2;
      const SymbolShape shape = rasterise_shape(ink, w, h, angle, mirror, cell, air);
      int outside_plain = 0;
      const auto plain = probe_cells(ink, w, h, angle, mirror, cell);
      const auto moved = probe_cells(ink, w, h, angle, mirror, cell, air);
      for (size_t k = 0; k < moved.size(); ++k) {
        const auto [px, py] = moved[k];
        const int cx = px - shape.ink_x, cy = py - shape.ink_y;
        ASSERT_TRUE(cx >= 0 && cy >= 0 && cx < shape.ink.width() && cy < shape.ink.height() &&
                    shape.ink.get(cx, cy))
            << "shape " << static_cast<int>(kind) << " air " << air << " probe " << px << "," << py;
        outside_plain += moved[k] != plain[k];
      }
      // With air of a few cells, the moved probes reach past the plain ones.
      if (air > 4 * cell) {
        EXPECT_GT(outside_plain, 0);
      }
    }
  }
}

// The halo is every cell strictly within the radius (centre to centre) of an ink cell.
TEST(SymbolShape, HaloIsTheDiscsAroundEveryInkCell) {
  for (TestShape kind :
       {TestShape::kRing, TestShape::kCrescent, TestShape::kTinyDot, TestShape::kWideWord}) {
    const SymbolInk ink = prepare_symbol_ink(synthetic_mask(kind, 90), 0);
    for (double radius : {0.0, 1.4, 5.7, 9.4}) {
      const SymbolShape shape =
          rasterise_shape(ink, ink.box_width_mm(12), ink.box_height_mm(12), 33, false, 0.25);
      const Halo halo = shape_halo(shape, radius);
      const int r = static_cast<int>(std::ceil(radius));
      ASSERT_EQ(halo.cells.width(), shape.ink.width() + 2 * r);
      for (int y = 0; y < halo.cells.height(); ++y) {
        for (int x = 0; x < halo.cells.width(); ++x) {
          bool near = false;
          for (int j = std::max(0, y - 2 * r); j <= y && !near; ++j) {
            for (int i = std::max(0, x - 2 * r); i <= x && !near; ++i) {
              const int sx = i, sy = j;  // ink cell (sx, sy) sits at halo cell (sx + r, sy + r)
              if (sx >= shape.ink.width() || sy >= shape.ink.height() || !shape.ink.get(sx, sy)) {
                continue;
              }
              const int dx = x - (sx + r), dy = y - (sy + r);
              near = (dx == 0 && dy == 0) || dx * dx + dy * dy < radius * radius;
            }
          }
          ASSERT_EQ(halo.cells.get(x, y), near) << "shape " << static_cast<int>(kind) << " radius "
                                                << radius << " cell " << x << "," << y;
        }
      }
    }
  }
}

// A frame of ink `margin` pixels in from the mask's sides (0: touching them), `thickness`
// wide, on a side x side mask: ink near the sides, where cells outside the mask are judged.
InkMask framed_mask(int side, int margin, int thickness) {
  InkMask mask{side, side, std::vector<uint8_t>(static_cast<size_t>(side) * side, 0)};
  for (int y = margin; y < side - margin; ++y) {
    for (int x = margin; x < side - margin; ++x) {
      const int in =
          std::min({x - margin, y - margin, side - 1 - margin - x, side - 1 - margin - y});
      if (in < thickness) mask.alpha[static_cast<size_t>(y) * side + x] = 255;
    }
  }
  return mask;
}

// A cell centre (mm from the centre cell's) in the mask's pixel coordinates, for a box of w x h
// turned and flipped as rasterise_shape places it.
std::pair<double, double> to_mask(double x, double y, double w, double h, double angle, bool mirror,
                                  const InkMask& mask) {
  const double a = angle * std::numbers::pi / 180;
  double lx = x * std::cos(a) + y * std::sin(a);
  const double ly = -x * std::sin(a) + y * std::cos(a);
  if (mirror) lx = -lx;
  return {(lx + w / 2) / w * mask.width, (ly + h / 2) / h * mask.height};
}

// Ink reaching the mask's sides: every ink pixel's corners and centre still fall in marked
// cells (the cells outside the mask are judged by the nearest point of the mask).
TEST(SymbolShape, MarksInkAtTheMasksSides) {
  for (int margin : {0, 1, 2, 3, 5}) {
    const InkMask mask = framed_mask(80, margin, 6);
    const SymbolInk ink = prepare_symbol_ink(mask, 0);
    for (double angle : {0.0, 17.0, 45.0, 90.0, 200.0}) {
      for (bool mirror : {false, true}) {
        const double w = 10, h = 10, cell = 0.25;
        const SymbolShape shape = rasterise_shape(ink, w, h, angle, mirror, cell);
        for (int v = 0; v < mask.height; ++v) {
          for (int u = 0; u < mask.width; ++u) {
            if (mask.at(u, v) < kInkAlpha) continue;
            for (const auto& [pu, pv] : {std::pair{u + 0.5, v + 0.5},
                                         {u + 0.0, v + 0.0},
                                         {u + 1.0, v + 0.0},
                                         {u + 0.0, v + 1.0},
                                         {u + 1.0, v + 1.0}}) {
              ASSERT_TRUE(marks_point(shape, mask, pu, pv, w, h, angle, mirror, cell))
                  << "margin " << margin << " angle " << angle << " point " << pu << "," << pv;
            }
          }
        }
      }
    }
  }
}

// The marks stay close to the ink next to the mask's sides too: no marked cell's centre is
// farther from the ink than half a cell diagonal plus the fields' rounding (two and a half
// pixels). Bounding cells outside the mask by the distance to the mask's side plus the
// field's, instead of by the nearest point of the mask, marked a cell more there.
TEST(SymbolShape, MarksStayCloseToInkAtTheMasksSides) {
  for (int margin : {1, 2, 3, 4}) {
    const InkMask mask = framed_mask(100, margin, 8);
    const SymbolInk ink = prepare_symbol_ink(mask, 0);
    for (double angle : {0.0, 10.0, 45.0}) {
      const double w = 10, h = 10, cell = 0.25;
      const double px_per_mm = mask.width / w;
      const SymbolShape shape = rasterise_shape(ink, w, h, angle, false, cell);
      const double limit = (cell * std::numbers::sqrt2 / 2) * px_per_mm + 2.5;  // pixels
      for (int cy = 0; cy < shape.ink.height(); ++cy) {
        for (int cx = 0; cx < shape.ink.width(); ++cx) {
          if (!shape.ink.get(cx, cy)) continue;
          const auto [u, v] = to_mask((cx + shape.ink_x) * cell, (cy + shape.ink_y) * cell, w, h,
                                      angle, false, mask);
          double nearest = 1e30;  // to the nearest ink pixel's square, in pixels
          for (int y = 0; y < mask.height; ++y) {
            for (int x = 0; x < mask.width; ++x) {
              if (mask.at(x, y) < kInkAlpha) continue;
              const double dx = std::max({x - u, 0.0, u - (x + 1)});
              const double dy = std::max({y - v, 0.0, v - (y + 1)});
              nearest = std::min(nearest, std::hypot(dx, dy));
            }
          }
          EXPECT_LE(nearest, limit) << "margin " << margin << " angle " << angle << " cell "
                                    << cx + shape.ink_x << "," << cy + shape.ink_y;
        }
      }
    }
  }
}

// Blobs of ink (discs and rings, edges anti-aliased) drawn from `rng`'s raw numbers alone, so
// the mask is the same on every platform.
InkMask blob_mask(std::mt19937& rng, int width, int height) {
  InkMask mask{width, height, std::vector<uint8_t>(static_cast<size_t>(width) * height, 0)};
  const int blobs = 1 + static_cast<int>(rng() % 5);
  for (int b = 0; b < blobs; ++b) {
    const double cx = rng() % width, cy = rng() % height;
    const double r = 2 + rng() % (std::min(width, height) / 2);
    const double hole = rng() % 3 == 0 ? r * (rng() % 80) / 100.0 : 0;
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const double d =
            std::sqrt((x + 0.5 - cx) * (x + 0.5 - cx) + (y + 0.5 - cy) * (y + 0.5 - cy));
        const double cover = std::clamp(std::min(r - d, d - hole) + 0.5, 0.0, 1.0);
        uint8_t& a = mask.alpha[static_cast<size_t>(y) * width + x];
        a = std::max(a, static_cast<uint8_t>(cover * 255));
      }
    }
  }
  mask.alpha[static_cast<size_t>(height / 2) * width + width / 2] = 255;  // never without ink
  return mask;
}

uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ULL; }

uint64_t hash_grid(uint64_t h, const BitGrid& g) {
  h = mix(mix(h, g.width()), g.height());
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) h = mix(h, g.get(x, y));
  }
  return h;
}

// The marks, rings, probes and ring covers of 720 shapes (both grids, with and without air,
// and air past the fields' cap as text has) are pinned: the placer's layouts rest on them, so
// a faster rasterise_shape must give them bit for bit (session 15's shortcuts were checked so;
// the hash is of the shapes before them). A deliberate change of the marks updates it.
TEST(SymbolShape, ShapesStayBitForBitThoseOfTheReference) {
  std::mt19937 rng(2026);
  uint64_t h = 0xcbf29ce484222325ULL;
  for (int m = 0; m < 30; ++m) {
    const InkMask mask =
        m < 4 ? framed_mask(90, m, 5) : blob_mask(rng, 40 + rng() % 200, 40 + rng() % 200);
    const SymbolInk ink = prepare_symbol_ink(mask, m);
    for (int round = 0; round < 4; ++round) {
      const double size = 6 + rng() % 240 / 10.0;
      const double angle = rng() % 3600 / 10.0;
      const bool mirror = rng() % 2;
      const double w = ink.box_width_mm(size), hh = ink.box_height_mm(size);
      for (const double cell : {0.25, 0.25 / 3}) {
        for (const double air : {0.0, size * 0.02, size * 0.2}) {
          const SymbolShape shape = rasterise_shape(ink, w, hh, angle, mirror, cell, air);
          h = hash_grid(h, shape.ink);
          h = hash_grid(h, shape.ring);
          for (const int v :
               {shape.ink_x, shape.ink_y, shape.ring_x, shape.ring_y, shape.ink_cells}) {
            h = mix(h, static_cast<uint64_t>(v));
          }
          for (const auto& [x, y] : shape.probes) h = mix(mix(h, x), y);
          for (const SymbolShape::Rect& r : shape.ring_cover) {
            h = mix(mix(mix(mix(h, r.x0), r.y0), r.x1), r.y1);
          }
        }
      }
    }
  }
  EXPECT_EQ(h, 0x2aea47aeab35fc38ULL);
}

TEST(SymbolShape, RefusesAMaskWithoutInk) {
  InkMask empty{3, 3, std::vector<uint8_t>(9, 10)};  // faint everywhere, below the ink alpha
  EXPECT_THROW(prepare_symbol_ink(empty, 4), InputError);
  EXPECT_THROW(prepare_symbol_ink(InkMask{}, 4), InputError);
}

TEST(SymbolShape, SizeIsTheSquareRootOfInkArea) {
  const InkMask bar = synthetic_mask(TestShape::kLongBar, 160);
  const SymbolInk ink = prepare_symbol_ink(bar, 0);
  const double w = ink.box_width_mm(10), h = ink.box_height_mm(10);
  EXPECT_NEAR(std::sqrt(w * h * bar.ink_fraction()), 10, 1e-9);
  EXPECT_NEAR(w / h, static_cast<double>(bar.width) / bar.height, 1e-9);
}

}  // namespace
}  // namespace spotforge
