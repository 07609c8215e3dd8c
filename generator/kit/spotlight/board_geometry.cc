#include "kit/spotlight/board_geometry.h"

#include <algorithm>
#include <cmath>

namespace spotforge {

std::string BoardGeometry::cell_name(double x_mm, double y_mm) const {
  if (!play.contains(x_mm, y_mm)) return "";
  const int col = std::min(grid_columns - 1, static_cast<int>((x_mm - play.x) / cell_width()));
  const int row = std::min(grid_rows - 1, static_cast<int>((y_mm - play.y) / cell_height()));
  return std::string(1, static_cast<char>('A' + col)) + std::to_string(row + 1);
}

int BoardGeometry::quadrant_holding(const BoardRect& r) const {
  for (int c = 0; c < 4; ++c) {
    if (quadrants[c].contains(r)) return c;
  }
  return -1;
}

BoardGeometry board_geometry(double page_width_mm, double page_height_mm, double margin_mm) {
  BoardGeometry g;
  g.page_width_mm = page_width_mm;
  g.page_height_mm = page_height_mm;
  const double m = margin_mm + 1;
  g.stripe = {m, m, page_width_mm - 2 * m, 10};
  const double top = g.stripe.bottom() + g.band_mm;
  g.play = {m + g.band_mm, top, page_width_mm - 2 * (m + g.band_mm),
            page_height_mm - m - g.band_mm - top};
  // About 23 mm cells: small enough to point at a copy, big enough to read on a card back.
  g.grid_columns = std::clamp(static_cast<int>(std::lround(g.play.width / 23)), 4, 26);
  g.grid_rows = std::clamp(static_cast<int>(std::lround(g.play.height / 23)), 4, 20);
  const double half_w = g.play.width / 2, half_h = g.play.height / 2;
  for (int c = 0; c < 4; ++c) {
    const bool right = c % 2 == 1, bottom = c >= 2;
    BoardRect q;
    q.x = g.play.x + (right ? half_w + g.gutter_mm : g.edge_mm);
    q.y = g.play.y + (bottom ? half_h + g.gutter_mm : g.edge_mm);
    q.width = half_w - g.gutter_mm - g.edge_mm;
    q.height = half_h - g.gutter_mm - g.edge_mm;
    g.quadrants[c] = q;
  }
  return g;
}

}  // namespace spotforge
