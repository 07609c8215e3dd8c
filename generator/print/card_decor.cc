#include "print/card_decor.h"

#include <algorithm>
#include <cmath>

#include "base/handles.h"
#include "base/length.h"

namespace spotforge {
namespace {

// White or near-black, whichever reads better on the background.
Rgba contrast_ink(const Rgba& bg) {
  const double luminance = 0.2126 * bg.r + 0.7152 * bg.g + 0.0722 * bg.b;
  return luminance < 0.55 ? Rgba{1, 1, 1, 0.92} : Rgba{0.1, 0.1, 0.1, 0.9};
}

// The largest size up to max_pt at which the line fits the width.
double fitted_size(cairo_t* cr, const std::string& text, TextStyle style, double width_mm,
                   double max_pt) {
  style.size_pt = max_pt;
  const double w = measure_text(cr, text, style).width_mm;
  return w <= width_mm ? max_pt : max_pt * width_mm / w;
}

}  // namespace

void draw_card_back(cairo_t* cr, const CardTrim& card, double bleed_mm, const BackDesign& design) {
  CairoSaved saved(cr);
  set_source(cr, design.color);
  cairo_paint(cr);
  const double w = card.width_mm + 2 * bleed_mm, h = card.height_mm + 2 * bleed_mm;
  if (design.picture) design.picture(cr, -w / 2, -h / 2, w, h);
  const std::string text = !design.text.empty() ? design.text : design.picture ? "" : design.title;
  const Rgba ink = contrast_ink(design.color);
  if (!design.picture) {
    // The default design: a ring inset from the trim and a smaller one, like a coin.
    set_source(cr, {ink.r, ink.g, ink.b, 0.55});
    cairo_set_line_width(cr, 0.8);
    append_trim_path(cr, card, -5);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.3);
    append_trim_path(cr, card, -7);
    cairo_stroke(cr);
  }
  if (text.empty()) return;
  TextStyle style;
  style.family = design.font_family;
  style.bold = true;
  style.color = ink;
  const double width = std::min(card.width_mm, card.height_mm) * 0.7;
  style.size_pt = fitted_size(cr, text, style, width, 22);
  const double height = measure_text(cr, text, style).height_mm;
  draw_text(cr, text, style, 0, -height / 2, TextAlign::kCentre);
}

void draw_card_number(cairo_t* cr, const CardTrim& card, double safe_margin_mm, int number,
                      TextStyle style) {
  const std::string text = std::to_string(number);
  TextSize size = measure_text(cr, text, style);
  const double room = safe_margin_mm * 0.8;
  if (size.height_mm > room) {
    style.size_pt *= room / size.height_mm;
    size = measure_text(cr, text, style);
  }
  const double middle = card.height_mm / 2 - safe_margin_mm / 2;
  draw_text(cr, text, style, 0, middle - size.height_mm / 2, TextAlign::kCentre);
}

}  // namespace spotforge
