// Text symbols (vocabulary decks): a Pango layout in the theme's font, shaped by HarfBuzz,
// recorded once as vectors.
#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>

#include "art/art_error.h"
#include "art/glyph_coverage.h"
#include "art/symbol_art_impl.h"
#include "base/cairo_check.h"
#include "base/pango_metrics.h"

namespace spotforge {
namespace {

// The bar under a number that reads as another upside down (ArtSource::up_mark): as wide as
// half the text's height or two thirds of its width, whichever is more, a twelfth of its
// height thick, a tenth of its height below it: a plain underline, in the text's colour.
struct UpMark {
  double x = 0, y = 0, width = 0, thickness = 0;
};
UpMark up_mark_under(const InkBox& ink) {
  const double width = std::min(ink.width, std::max(0.5 * ink.height, 2.0 / 3 * ink.width));
  return {ink.x + (ink.width - width) / 2, ink.y + 1.1 * ink.height, width, ink.height / 12};
}

}  // namespace

void load_text(SymbolArt::Impl& impl) {
  const ArtSource& source = impl.source;
  impl.format = ArtFormat::kText;
  impl.colour_baked_in = true;
  // Pango would quietly substitute another font for a missing family or character.
  FontCoverage coverage = check_glyph_coverage(source.font_family, source.font_style, source.value);
  if (!coverage.ok()) throw ArtError(impl.shown, describe_problem(coverage));

  // The layout is measured on a scratch surface first and recorded onto one bounded to its
  // extents: Cairo 1.16's SVG surface reads uninitialised extents from an unbounded
  // recording surface used as a source (write_standalone's text SVGs got glyph positions
  // like -7e215 whenever the heap held old data).
  CairoSurfacePtr scratch(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  CairoPtr measuring(cairo_create(scratch.get()));
  GObjectPtr<PangoLayout> layout(pango_cairo_create_layout(measuring.get()));
  PangoContext* context = pango_layout_get_context(layout.get());  // owned by the layout
  // One user unit = one point, and unrounded glyph positions for print.
  pango_cairo_context_set_resolution(context, 72);
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_layout_context_changed(layout.get());

  std::string spec =
      source.font_family + "," + (source.font_style.empty() ? "" : " " + source.font_style);
  PangoFontDescriptionPtr desc(pango_font_description_from_string(spec.c_str()));
  pango_font_description_set_family(desc.get(), source.font_family.c_str());
  pango_font_description_set_size(desc.get(), static_cast<int>(kTextNominalPt * PANGO_SCALE));
  pango_layout_set_font_description(layout.get(), desc.get());
  pango_layout_set_alignment(layout.get(), PANGO_ALIGN_CENTER);
  pango_layout_set_text(layout.get(), source.value.c_str(), static_cast<int>(source.value.size()));
  // Its fonts measured first: then no lock is needed to set and draw it (base/pango_metrics.h).
  const MeasuredFonts measured = measure_fonts(layout.get());

  PangoRectangle ink{}, logical{};
  pango_layout_get_extents(layout.get(), &ink, &logical);
  impl.box = {static_cast<double>(ink.x) / PANGO_SCALE, static_cast<double>(ink.y) / PANGO_SCALE,
              static_cast<double>(ink.width) / PANGO_SCALE,
              static_cast<double>(ink.height) / PANGO_SCALE};
  const bool marked = source.up_mark;
  const UpMark mark = marked ? up_mark_under(impl.box) : UpMark{};
  if (marked) impl.box.height = mark.y + mark.thickness - impl.box.y;
  // Both rectangles and a point of margin, on whole points: nothing drawn is clipped.
  const double x0 = std::floor(std::min(ink.x, logical.x) / double{PANGO_SCALE}) - 1;
  const double y0 = std::floor(std::min(ink.y, logical.y) / double{PANGO_SCALE}) - 1;
  const double x1 =
      std::ceil(std::max(ink.x + ink.width, logical.x + logical.width) / double{PANGO_SCALE}) + 1;
  const double y1 = std::ceil(std::max(impl.box.y + impl.box.height,
                                       (logical.y + logical.height) / double{PANGO_SCALE})) +
                    1;
  const cairo_rectangle_t extents{x0, y0, x1 - x0, y1 - y0};
  impl.picture.reset(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  // Same kind of surface, same transform: the layout stays as measured (updating it for
  // the new context would change the glyphs' hinting).
  CairoPtr cr(cairo_create(impl.picture.get()));

  ArtColor colour = source.color.value_or(ArtColor{0, 0, 0, 1});
  cairo_set_source_rgba(cr.get(), colour.r, colour.g, colour.b, colour.a);
  pango_cairo_show_layout(cr.get(), layout.get());
  if (marked) {
    cairo_set_line_width(cr.get(), mark.thickness);
    cairo_set_line_cap(cr.get(), CAIRO_LINE_CAP_ROUND);
    const double y = mark.y + mark.thickness / 2;
    cairo_move_to(cr.get(), mark.x + mark.thickness / 2, y);
    cairo_line_to(cr.get(), mark.x + mark.width - mark.thickness / 2, y);
    cairo_stroke(cr.get());
  }
  check_cairo(cr.get(), impl.shown + " drawn");
  impl.vector = true;
}

}  // namespace spotforge
