// The trim shape of a printed card (deck cards, Spotlight search cards), centred at the origin.
// Print's own value type, so the print engine needs no theme.
#pragma once

#include <cairo.h>

namespace spotforge {

struct CardTrim {
  enum class Shape { kCircle, kRoundedRect };
  Shape shape = Shape::kCircle;
  double width_mm = 87;  // a circle's diameter is its width and height
  double height_mm = 87;
  double corner_radius_mm = 0;

  static CardTrim circle(double diameter_mm) {
    return {Shape::kCircle, diameter_mm, diameter_mm, 0};
  }
  static CardTrim rounded_rect(double width_mm, double height_mm, double corner_radius_mm) {
    return {Shape::kRoundedRect, width_mm, height_mm, corner_radius_mm};
  }
};

// Adds the outline grown by grow_mm on every side (the bleed) as a closed path centred at the
// current origin, in the current user units (millimetres on every page the engine draws).
void append_trim_path(cairo_t* cr, const CardTrim& card, double grow_mm = 0);

}  // namespace spotforge
