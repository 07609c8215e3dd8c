// Distances between placed symbols' true inks, for the placer's last growing pass: the grids
// mark every cell that may hold ink, so two inks they keep apart lie 0.23 mm (tightest) to
// 0.48 mm (median) farther apart than the rule asks (issue 29.3). Here a symbol's ink is what
// the verifier paints: the union of its mask's ink pixels, each a small rectangle in the
// placed box. Only the pixels on the ink's border count (the nearest ink of another symbol is
// always nearest to one of them).
#pragma once

#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "art/ink_mask.h"
#include "layout/card_geometry.h"
#include "layout/card_layout.h"
#include "layout/symbol_shape.h"

namespace spotforge {

// A mask's border ink pixels (ink, alpha >= kInkAlpha, with a side on a pixel without ink or
// on the mask's edge), made once per mask. Masks longer than kPlacementMaskSide are max-pooled
// first, as for placement (a pooled pixel holds all its pixels' ink: the distances stay lower
// bounds). Centres as fractions of the box from its centre.
struct InkBorder {
  int pool = 1;
  double pixel_u = 0, pixel_v = 0;  // a pooled pixel's width and height, as fractions of the box
  std::vector<std::pair<double, double>> centres;
  // The centres by tile of the box (kInkTiles x kInkTiles), so that a look at another ink
  // passes over the tiles far from it: tile k's centres are first to end, within (half_u,
  // half_v) of (u, v) each way.
  struct Tile {
    uint32_t first, end;
    double u, v, half_u, half_v;
  };
  std::vector<Tile> tiles;
};
inline constexpr int kInkTiles = 8;
InkBorder ink_border(const InkMask& mask);

// A symbol's border pixels placed on the card (as the verifier maps its mask), with a grid of
// buckets for looking up the pixels near a point.
struct PlacedInk {
  // The border's centre k lies at point(k) on the card: worked out where it is looked at (a
  // look at another ink passes over most tiles without).
  const InkBorder* border = nullptr;
  double ox = 0, oy = 0, ax = 0, ay = 0, bx = 0, by = 0;
  void point(size_t k, double& x, double& y) const {
    const auto [fu, fv] = border->centres[k];
    x = ox + fu * ax + fv * bx;
    y = oy + fu * ay + fv * by;
  }
  double half_u = 0, half_v = 0;  // half a pixel along the box's axes, mm
  double cs = 1, sn = 0;          // the box's turn
  double reach = 0;               // the most a pixel reaches from its centre: half its diagonal
  // Bounds holding the centres (x1 < x0: none): the tiles' until index_ink, then the centres'.
  double x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  // Per tile of the border (InkBorder::tiles): its centre on the card, the most its centres
  // lie from it, and their range of k.
  struct Tile {
    double x, y, radius;
    uint32_t first, end;
  };
  std::vector<Tile> tiles;
  // Buckets (index_ink): the centres sorted by bucket, row by row; bucket (i, j)'s are
  // first[j * wide + i] to first[j * wide + i + 1].
  double bucket_mm = 0;
  int wide = 0, high = 0;
  std::vector<uint32_t> first;
  std::vector<double> sorted;
  // The symbol's distance field (SymbolInk::near_ink, of the same pooled pixels), when given:
  // card point (x, y) lies at pooled pixel (u, v) = (ux x + uy y + u0, vx x + vy y + v0), and
  // a pooled pixel spans at least field_mm each way. It rules out most points far from the ink
  // before the buckets are looked at.
  const SymbolInk* field = nullptr;
  double ux = 0, uy = 0, u0 = 0, vx = 0, vy = 0, v0 = 0, field_mm = 0;
  // The pixel's half extent along the unit direction (nx, ny).
  double support(double nx, double ny) const {
    return half_u * std::abs(nx * cs + ny * sn) + half_v * std::abs(ny * cs - nx * sn);
  }
};
PlacedInk place_ink(const InkBorder& border, const PlacedSymbol& placed,
                    const SymbolInk* field = nullptr);
// Fills the buckets (needed by the `b` of ink_contact) and the centres' own bounds.
void index_ink(PlacedInk& ink, double bucket_mm = 1.0);

// The nearest approach of two placed inks: a lower bound on the distance between them (each
// pair of pixels by the separating line across the line of their centres: within a few
// micrometres of the exact distance for pixels a millimetre apart), and the direction from b's
// pixel to a's (unit). Pairs whose bound is `within` or more are not looked at: distance is
// then infinity.
struct InkContact {
  double distance = 0;
  double nx = 0, ny = 0;
};
InkContact ink_contact(const PlacedInk& a, const PlacedInk& b, double within);

// A lower bound on how far a's ink lies inside the safe area (negative: outside), and the
// direction into the area at its nearest pixel. Pixels `within` or more inside are not looked
// at: distance is then infinity.
InkContact ink_edge_contact(const PlacedInk& a, const SafeArea& area, double within);

}  // namespace spotforge
