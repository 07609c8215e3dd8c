// A symbol's ink prepared for placement: its mask's distance field once per deck, and shapes
// (the ink rasterised at one size, angle and flip onto the placement grid) on demand.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "art/ink_mask.h"
#include "layout/bit_grid.h"

namespace spotforge {

// A mask pixel is ink when its alpha reaches this (both the placer and the verifier).
inline constexpr uint8_t kInkAlpha = 32;
// Masks longer than this are max-pooled down before the distance field is taken (pooling only
// ever adds ink, so the placer stays on the safe side).
inline constexpr int kPlacementMaskSide = 512;
// Source pixels per pooled pixel, each way, for a mask of this size.
inline int placement_pool(int width, int height) {
  return (std::max(width, height) + kPlacementMaskSide - 1) / kPlacementMaskSide;
}

struct SymbolInk {
  int source_width = 0;  // of the mask as given
  int source_height = 0;
  int pool = 1;   // source pixels per pooled pixel, each way
  int width = 0;  // of the pooled mask, pixels
  int height = 0;
  double aspect = 1;        // box width / height
  double ink_fraction = 0;  // alpha-weighted share of the box that is ink (from the full mask)
  // A few ink pixel centres (the deepest inside the ink, then the outline's extremes in many
  // directions) as fractions of the box from its centre: where a shape is sure to have ink,
  // known before it is drawn.
  std::vector<std::pair<double, double>> probe_points;
  // Distances between pooled pixel centres in eighths of a pixel, rounded down and capped at
  // 255 (a lower bound: the placer's tests stay on the safe side), stored in 8 x 8 tiles so
  // that a turned walk across the mask stays within few cache lines.
  int tiles_wide = 0;
  std::vector<uint8_t> near_ink;    // to the nearest ink pixel (0 on ink)
  std::vector<uint8_t> inside_ink;  // to the nearest pixel without ink (the mask's frame has none)
  static constexpr double kUnit = 8;  // steps per pixel
  size_t at(int u, int v) const {
    return (static_cast<size_t>(v >> 3) * tiles_wide + (u >> 3)) * 64 + (v & 7) * 8 + (u & 7);
  }
  // at(u, v) == row_at[v] + column_at[u]: two look-ups for the rasteriser's inner loop.
  std::vector<uint32_t> column_at, row_at;

  // The placed box for a symbol size (sqrt of ink area) in mm.
  double box_width_mm(double size_mm) const;
  double box_height_mm(double size_mm) const { return box_width_mm(size_mm) / aspect; }
};

// Throws InputError naming `symbol` when the mask has no ink.
SymbolInk prepare_symbol_ink(const InkMask& mask, int symbol);

// One rasterisation on the placement grid. Every bitmap's cell (0, 0) sits at the offset
// (x, y) from the cell holding the box centre.
struct SymbolShape {
  double width_mm = 0, height_mm = 0, angle_deg = 0;
  bool mirror = false;
  BitGrid ink;  // cells that may hold ink (a superset of the true ink)
  int ink_x = 0, ink_y = 0;
  BitGrid ring;  // cells next to the ink, where contact with neighbours is counted
  int ring_x = 0, ring_y = 0;
  std::vector<std::pair<int, int>> probes;  // a few ink cells (relative to the centre cell)
  int ink_cells = 0;
  // Rectangles (x0, y0, x1, y1 inclusive, relative to the centre cell) that together cover the
  // ring: when none of them meets a forbidden cell, the shape touches nothing there.
  struct Rect {
    int x0, y0, x1, y1;
  };
  std::vector<Rect> ring_cover;
};

// Marks every grid cell whose square may contain ink of the box (width_mm x height_mm, turned
// clockwise by angle_deg about its centre, flipped first when mirror). With air_mm > 0 every
// cell whose centre lies within half a cell diagonal plus the air of ink is marked: two
// shapes so grown, kept a halo apart (shape_halo with the gap plus a cell diagonal), hold
// their inks the gap plus both airs apart.
SymbolShape rasterise_shape(const SymbolInk& ink, double width_mm, double height_mm,
                            double angle_deg, bool mirror, double cell_mm, double air_mm = 0);

// The cells (relative to the centre cell) holding the ink's probe points for a box placed
// as in rasterise_shape: each is a marked cell of that shape. With air_mm (the shape's), each
// point is first moved that far straight out from the box centre: still within the air of
// its ink, so its cell is marked, but where the marked cells end rather than the air inside
// them (a growing try that fails is mostly ruled out so, before its shape is drawn).
std::vector<std::pair<int, int>> probe_cells(const SymbolInk& ink, double width_mm,
                                             double height_mm, double angle_deg, bool mirror,
                                             double cell_mm, double air_mm = 0);

// The cells within `radius_cells` (centre to centre, strictly) of the shape's ink: what a
// placed symbol forbids to the others' ink. Offset (x, y) as above.
struct Halo {
  BitGrid cells;
  int x = 0, y = 0;
};
Halo shape_halo(const SymbolShape& shape, double radius_cells);

}  // namespace spotforge
