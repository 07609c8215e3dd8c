#include "print/die_lines.h"

#include <numbers>

#include "base/handles.h"

namespace spotforge {
namespace {

constexpr double kLineMm = 0.18;  // thin enough to vanish in the cut, clear enough to follow

void cut_style(cairo_t* cr) {
  set_source(cr, kDieLineColour);
  cairo_set_line_width(cr, kLineMm);
}

}  // namespace

void cut_current_path(cairo_t* cr) {
  CairoSaved saved(cr);
  cut_style(cr);
  cairo_stroke(cr);
}

void cut_rect(cairo_t* cr, double x, double y, double w, double h) {
  cairo_new_path(cr);
  cairo_rectangle(cr, x, y, w, h);
  cut_current_path(cr);
}

void cut_circle(cairo_t* cr, double cx, double cy, double r) {
  cairo_new_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * std::numbers::pi);
  cut_current_path(cr);
}

void fold_line(cairo_t* cr, double x0, double y0, double x1, double y1, Fold fold) {
  CairoSaved saved(cr);
  cut_style(cr);
  const double valley[] = {1.5, 1.0};
  const double mountain[] = {2.0, 0.8, 0.3, 0.8};
  if (fold == Fold::kValley) {
    cairo_set_dash(cr, valley, 2, 0);
  } else {
    cairo_set_dash(cr, mountain, 4, 0);
  }
  cairo_new_path(cr);
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y1);
  cairo_stroke(cr);
}

}  // namespace spotforge
