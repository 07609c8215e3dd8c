#include "print/card_trim.h"

#include <algorithm>
#include <cmath>

namespace spotforge {

void append_trim_path(cairo_t* cr, const CardTrim& card, double grow_mm) {
  const double w = card.width_mm / 2 + grow_mm;
  const double h = card.height_mm / 2 + grow_mm;
  cairo_new_sub_path(cr);
  if (card.shape == CardTrim::Shape::kCircle) {
    cairo_arc(cr, 0, 0, w, 0, 2 * M_PI);
    cairo_close_path(cr);
    return;
  }
  // Growing a rounded rectangle by g grows its corner radius by g too (an offset curve).
  const double r = std::clamp(card.corner_radius_mm + grow_mm, 0.0, std::min(w, h));
  cairo_arc(cr, w - r, -h + r, r, -M_PI / 2, 0);
  cairo_arc(cr, w - r, h - r, r, 0, M_PI / 2);
  cairo_arc(cr, -w + r, h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, -w + r, -h + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

}  // namespace spotforge
