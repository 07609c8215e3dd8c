#include "print/page_text.h"

#include <pango/pangocairo.h>

#include "base/handles.h"
#include "base/length.h"
#include "base/pango_metrics.h"

namespace spotforge {
namespace {

// A layout on the thread's own default font map, and its fonts measured (base/pango_metrics.h).
struct Layout {
  GObjectPtr<PangoLayout> layout;
  MeasuredFonts fonts;
  PangoLayout* get() const { return layout.get(); }
};

Layout make_layout(cairo_t* cr, const std::string& utf8, const TextStyle& style) {
  GObjectPtr<PangoLayout> layout(pango_cairo_create_layout(cr));
  // Print wants the font's true advances: rounding to device pixels widens lines noticeably.
  pango_context_set_round_glyph_positions(pango_layout_get_context(layout.get()), FALSE);
  pango_layout_context_changed(layout.get());
  PangoFontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), style.family.c_str());
  pango_font_description_set_weight(font.get(),
                                    style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  // User units are millimetres, so give the size in them (absolute, no resolution involved).
  pango_font_description_set_absolute_size(font.get(), pt_to_mm(style.size_pt) * PANGO_SCALE);
  pango_layout_set_font_description(layout.get(), font.get());
  pango_layout_set_text(layout.get(), utf8.c_str(), -1);
  MeasuredFonts fonts = measure_fonts(layout.get());
  return {std::move(layout), std::move(fonts)};
}

TextSize size_of(PangoLayout* layout) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  return {static_cast<double>(logical.width) / PANGO_SCALE,
          static_cast<double>(logical.height) / PANGO_SCALE};
}

}  // namespace

void set_source(cairo_t* cr, const Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

TextSize measure_text(cairo_t* cr, const std::string& utf8, const TextStyle& style) {
  return size_of(make_layout(cr, utf8, style).get());
}

TextSize draw_text(cairo_t* cr, const std::string& utf8, const TextStyle& style, double x_mm,
                   double y_mm, TextAlign align) {
  auto layout = make_layout(cr, utf8, style);
  const TextSize size = size_of(layout.get());
  double left = x_mm;
  if (align == TextAlign::kCentre) left -= size.width_mm / 2;
  if (align == TextAlign::kRight) left -= size.width_mm;
  CairoSaved saved(cr);
  set_source(cr, style.color);
  cairo_move_to(cr, left, y_mm);
  pango_cairo_show_layout(cr, layout.get());
  return size;
}

TextSize draw_paragraph(cairo_t* cr, const std::string& utf8, const TextStyle& style, double x_mm,
                        double y_mm, double width_mm) {
  auto layout = make_layout(cr, utf8, style);
  pango_layout_set_width(layout.get(), static_cast<int>(width_mm * PANGO_SCALE));
  pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD);
  const TextSize size = size_of(layout.get());
  CairoSaved saved(cr);
  set_source(cr, style.color);
  cairo_move_to(cr, x_mm, y_mm);
  pango_cairo_show_layout(cr, layout.get());
  return size;
}

}  // namespace spotforge
