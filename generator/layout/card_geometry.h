// The safe area of a card: where ink may go. Origin at the card centre, x right, y down, mm.
#pragma once

#include "layout/layout_options.h"

namespace spotforge {

struct SafeArea {
  CardOutline outline = CardOutline::kCircle;
  double half_width_mm = 0;  // circles: the safe radius
  double half_height_mm = 0;
  double corner_radius_mm = 0;

  // Signed distance from (x, y) to the safe edge: positive inside, negative outside.
  double inside_distance_mm(double x, double y) const;
  double area_mm2() const;
  // Half extents of the card's bounding box of the safe area.
  double extent_x_mm() const { return half_width_mm; }
  double extent_y_mm() const { return half_height_mm; }
};

// Throws InputError when the card leaves no safe area (margin too big, size not positive).
SafeArea safe_area(const LayoutOptions& options);

// The card's reference size (diameter, or the shorter side of a rounded square), in mm.
double card_reference_mm(const LayoutOptions& options);

}  // namespace spotforge
