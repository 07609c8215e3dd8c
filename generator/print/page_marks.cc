#include "print/page_marks.h"

#include <cmath>

#include "base/handles.h"

namespace spotforge {
namespace {

constexpr double kMarkLineMm = 0.2;
const Rgba kMarkInk{0.2, 0.2, 0.2, 1};

void draw_ruler(cairo_t* cr, const RulerPlace& at, const std::string& note,
                const TextStyle& font) {
  CairoSaved saved(cr);
  set_source(cr, kMarkInk);
  cairo_set_line_width(cr, kMarkLineMm);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_move_to(cr, at.x_mm, at.top_mm);
  cairo_line_to(cr, at.x_mm, at.top_mm + kRulerLengthMm);
  for (int mm = 0; mm <= kRulerLengthMm; mm += 5) {
    const double length = mm % 10 == 0 ? 2.5 : 1.4;
    cairo_move_to(cr, at.x_mm, at.top_mm + mm);
    cairo_line_to(cr, at.x_mm + length, at.top_mm + mm);
  }
  cairo_stroke(cr);
  // The words run down the strip below the ruler, reading top to bottom.
  TextStyle small = font;
  small.size_pt = 5.5;
  small.color = kMarkInk;
  cairo_translate(cr, at.x_mm + 2.5, at.top_mm + kRulerLengthMm + 2);
  cairo_rotate(cr, M_PI / 2);
  draw_text(cr, note, small, 0, 0);
}

void draw_label(cairo_t* cr, const Paper& paper, const std::string& label, const TextStyle& font) {
  CairoSaved saved(cr);
  TextStyle small = font;
  small.size_pt = 6;
  // Right strip, clear of the edge ticks; the text's top edge faces the page edge.
  const double column_right = paper.width_mm - paper.min_margin_mm - kEdgeTickLengthMm - 0.5;
  cairo_translate(cr, column_right, paper.height_mm / 2);
  cairo_rotate(cr, M_PI / 2);
  draw_text(cr, label, small, 0, 0, TextAlign::kCentre);
}

}  // namespace

RulerPlace ruler_place(const Paper& paper) {
  return {paper.min_margin_mm + kEdgeTickLengthMm + 0.5, paper.height_mm / 2 - 65};
}

void draw_page_marks(cairo_t* cr, const Paper& paper, const std::string& ruler_note,
                     const std::string& label, const TextStyle& font) {
  draw_ruler(cr, ruler_place(paper), ruler_note, font);
  draw_label(cr, paper, label, font);
}

}  // namespace spotforge
