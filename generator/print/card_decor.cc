#include "print/card_decor.h"

#include <algorithm>
#include <cmath>

#include "base/handles.h"
#include "base/length.h"
#include "print/ink_contrast.h"

namespace spotforge {
namespace {

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
  const Rgba& c = design.color;
  const double t = design.solid ? 1 : kLightBackShare;
  const Rgba field{1 - t * (1 - c.r), 1 - t * (1 - c.g), 1 - t * (1 - c.b), 1};
  set_source(cr, field);
  cairo_paint(cr);
  const double w = card.width_mm + 2 * bleed_mm, h = card.height_mm + 2 * bleed_mm;
  if (design.picture) design.picture(cr, -w / 2, -h / 2, w, h);
  const std::string text = !design.text.empty() ? design.text : design.picture ? "" : design.title;
  // On the tint the colour itself reads if it is dark enough; else black or white.
  const Rgba ink =
      !design.solid && lightness(c) < 0.5 ? Rgba{c.r, c.g, c.b, 1} : contrast_ink(field);
  const double inset = std::min(card.width_mm, card.height_mm) / 6;
  if (!design.picture) {
    // The default design: a ring well inside the trim and a thinner one inside it, like a coin.
    set_source(cr, {ink.r, ink.g, ink.b, 0.55});
    cairo_set_line_width(cr, 0.8);
    append_trim_path(cr, card, -inset);
    cairo_stroke(cr);
    cairo_set_line_width(cr, 0.3);
    append_trim_path(cr, card, -inset - 2);
    cairo_stroke(cr);
  }
  if (text.empty()) return;
  TextStyle style;
  style.family = design.font_family;
  style.bold = true;
  style.color = ink;
  // Across the middle, inside the inner ring.
  const double width = std::min(card.width_mm, card.height_mm) - 2 * inset - 8;
  style.size_pt = fitted_size(cr, text, style, width, 22);
  const double height = measure_text(cr, text, style).height_mm;
  draw_text(cr, text, style, 0, -height / 2, TextAlign::kCentre);
}

RectMm draw_card_number(cairo_t* cr, const CardTrim& card, double band_mm, int number,
                        TextStyle style) {
  const std::string text = std::to_string(number);
  TextSize size = measure_text(cr, text, style);
  const double room = band_mm * 0.6;
  if (size.height_mm > room) {
    style.size_pt *= room / size.height_mm;
    size = measure_text(cr, text, style);
  }
  const double middle = card.height_mm / 2 - band_mm / 2;
  const double top = middle - size.height_mm / 2;
  draw_text(cr, text, style, 0, top, TextAlign::kCentre);
  return {-size.width_mm / 2, top, size.width_mm, size.height_mm};
}

}  // namespace spotforge
