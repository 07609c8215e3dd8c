// Where things go on a Spotlight board page: the title stripe, the coordinate bands, the play
// area split into four quadrants with a gutter along their borders, and the coordinate grid.
// Page millimetres, origin at the top-left corner, y down; landscape pages.
#pragma once

#include <array>
#include <string>

#include "print/rect_mm.h"

namespace spotforge {

// The print stage's page rectangle (same units, origin and axes): one type for both.
using BoardRect = RectMm;

struct BoardGeometry {
  double page_width_mm = 297;
  double page_height_mm = 210;
  BoardRect stripe;      // the coloured title stripe at the top (name, symbol, recap legend)
  BoardRect play;        // background and characters
  double band_mm = 6;    // coordinate letters/numbers around the play area
  double gutter_mm = 3;  // no ink closer than this to a quadrant border
  double edge_mm = 1.5;  // no ink closer than this to the play area's edge
  // Where ink may lie, by physical corner (0 top-left, 1 top-right, 2 bottom-left,
  // 3 bottom-right).
  std::array<BoardRect, 4> quadrants;
  int grid_columns = 12;  // letters A.. along the top and bottom
  int grid_rows = 8;      // numbers 1.. along the sides
  double centre_x() const { return play.x + play.width / 2; }
  double centre_y() const { return play.y + play.height / 2; }
  double cell_width() const { return play.width / grid_columns; }
  double cell_height() const { return play.height / grid_rows; }
  // "C4": the grid cell holding a point of the play area ("" outside it).
  std::string cell_name(double x_mm, double y_mm) const;
  // The physical corner whose quadrant area holds the whole rectangle, or -1.
  int quadrant_holding(const BoardRect& r) const;
};

// The geometry for a landscape page of this size (the caller turns portrait paper round).
BoardGeometry board_geometry(double page_width_mm, double page_height_mm, double margin_mm);

}  // namespace spotforge
