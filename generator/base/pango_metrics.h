// Pango text work on several threads at once: each thread lays text out with its own font map
// (typeset::FontSet, or the per-thread default map of pango_cairo_create_layout), and the one
// step Pango 1.50 can't do on two threads at once is done ahead, one thread at a time.
//
// That step: the first time a font's metrics are asked for, pango_font_get_metrics() lays out
// a sample string, behind a recursion guard that is one plain static counter for the whole
// process (pangocairo-font.c, in_get_metrics). A second thread measuring another font at that
// moment sees the counter raised and caches an approximate character width of 0 for its font.
// Pango's line breaker trusts that width: it accepts a break without re-shaping when the line
// is more than three approximate characters short of the width, so with 0 it never re-shapes,
// and a line broken at a soft hyphen comes out justified to the full width plus the hyphen.
// The rulebooks' line breaks then depended on what other threads were doing at the time.
//
// So before a layout is set, measure_fonts() finds the fonts it will use (Pango's own
// itemisation of the same text, attributes and font) and computes the metrics of those that
// have none yet, under one process-wide lock. The layout then only reads metrics already
// cached on its fonts, which belong to its thread's font map: no lock is needed to lay it out,
// measure it or draw it. Before this, one global lock was held over all text work, and the
// rulebooks built "in parallel" were typeset one at a time.
#pragma once

#include <pango/pango.h>

#include <string>
#include <vector>

namespace spotforge {

// The fonts a layout will use, their metrics known, held until the layout has set its lines
// (the layout then keeps them alive itself: a font freed and loaded again would have to be
// measured again).
class MeasuredFonts {
 public:
  MeasuredFonts() = default;
  explicit MeasuredFonts(std::vector<PangoFont*> fonts) : fonts_(std::move(fonts)) {}
  MeasuredFonts(MeasuredFonts&& other) noexcept : fonts_(std::move(other.fonts_)) {
    other.fonts_.clear();
  }
  MeasuredFonts& operator=(MeasuredFonts&&) = delete;
  MeasuredFonts(const MeasuredFonts&) = delete;
  MeasuredFonts& operator=(const MeasuredFonts&) = delete;
  ~MeasuredFonts();

  size_t size() const { return fonts_.size(); }

 private:
  std::vector<PangoFont*> fonts_;  // one reference each
};

// For `text` with `attrs` (may be null) in `description` (may be null: the context's own) on
// `context`. Call before the layout computes its lines.
[[nodiscard]] MeasuredFonts measure_fonts(PangoContext* context,
                                          const PangoFontDescription* description,
                                          const std::string& text, PangoAttrList* attrs);
// The same from a layout's own context, text, attributes and font.
[[nodiscard]] MeasuredFonts measure_fonts(PangoLayout* layout);

}  // namespace spotforge
