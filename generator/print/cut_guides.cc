#include "print/cut_guides.h"

#include "base/handles.h"
#include "base/length.h"
#include "print/ink_contrast.h"
#include "print/page_marks.h"
#include "print/page_text.h"

namespace spotforge {
namespace {

// Thin enough to vanish in the cut, dark enough to follow: 0.35 pt mid grey (on the white
// margin; on a card, the grey that contrasts with the colour under the line).
const double kGuideWidthMm = pt_to_mm(0.35);
const Rgba kGuideInk{0.3, 0.3, 0.3, 1};

void guide_pen(cairo_t* cr, const Rgba& ink = kGuideInk) {
  set_source(cr, ink);
  cairo_set_line_width(cr, kGuideWidthMm);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
}

}  // namespace

std::optional<TrimLine> parse_trim_line(const std::string& text) {
  if (text == "none") return TrimLine::kNone;
  if (text == "under") return TrimLine::kUnder;
  if (text == "over") return TrimLine::kOver;
  return std::nullopt;
}

void draw_trim_line(cairo_t* cr, const CardTrim& card, const Rgba& ground) {
  CairoSaved saved(cr);
  guide_pen(cr, cut_line_ink(ground));
  cairo_new_path(cr);
  append_trim_path(cr, card);
  cairo_stroke(cr);
}

void cross_path(cairo_t* cr, double x, double y, double arm) {
  cairo_move_to(cr, x - arm, y);
  cairo_line_to(cr, x + arm, y);
  cairo_move_to(cr, x, y - arm);
  cairo_line_to(cr, x, y + arm);
}

void draw_centre_cross(cairo_t* cr) {
  CairoSaved saved(cr);
  cross_path(cr, 0, 0, 1.5);
  // It lies on the art: a light halo under the dark line keeps it visible on dark symbols.
  guide_pen(cr, {1, 1, 1, 1});
  cairo_set_line_width(cr, 3 * kGuideWidthMm);
  cairo_stroke_preserve(cr);
  guide_pen(cr, {0.1, 0.1, 0.1, 1});
  cairo_stroke(cr);
}

void draw_edge_ticks(cairo_t* cr, const Imposition& imp) {
  CairoSaved saved(cr);
  guide_pen(cr);
  const double m = imp.paper.min_margin_mm;
  const double w = imp.paper.width_mm;
  const double h = imp.paper.height_mm;
  const double t = kEdgeTickLengthMm;
  for (double x : imp.cut_x_mm) {
    cairo_move_to(cr, x, m);
    cairo_line_to(cr, x, m + t);
    cairo_move_to(cr, x, h - m - t);
    cairo_line_to(cr, x, h - m);
  }
  for (double y : imp.cut_y_mm) {
    cairo_move_to(cr, m, y);
    cairo_line_to(cr, m + t, y);
    cairo_move_to(cr, w - m - t, y);
    cairo_line_to(cr, w - m, y);
  }
  cairo_stroke(cr);
}

void draw_fold_line(cairo_t* cr, const Paper& paper, double y_mm) {
  CairoSaved saved(cr);
  guide_pen(cr);
  const double dashes[] = {3, 2};
  cairo_set_dash(cr, dashes, 2, 0);
  // Between the mark strips: the ruler and the label cross the middle of the page.
  const double inset = paper.min_margin_mm + kMarkStripMm;
  cairo_move_to(cr, inset, y_mm);
  cairo_line_to(cr, paper.width_mm - inset, y_mm);
  cairo_stroke(cr);
}

}  // namespace spotforge
