// One lock for all Pango text work in the process (laying out, measuring, drawing).
//
// Pango 1.50 is not safe for text layout on several threads at once, even with a font map
// per thread: the first time a font's metrics are asked for, pango_font_get_metrics() lays
// out a sample string, behind a recursion guard that is one plain static counter for the
// whole process (pangocairo-font.c, in_get_metrics). A second thread measuring another font
// at that moment sees the counter raised and caches an approximate character width of 0 for
// its font. Pango's line breaker trusts that width: it accepts a break without re-shaping
// when the line is more than three approximate characters short of the width, so with 0 it
// never re-shapes, and a line broken at a soft hyphen comes out justified to the full width
// plus the hyphen. The typesetter then takes those hyphens back and the rulebook's line
// breaks depended on what other threads were doing at the time.
//
// Every function that makes, measures or draws a Pango layout holds this lock meanwhile
// (the fonts' metrics are then always computed one thread at a time). Font loading and
// HarfBuzz queries don't need it.
#pragma once

#include <mutex>

namespace spotforge {

[[nodiscard]] std::unique_lock<std::mutex> lock_pango_text();

}  // namespace spotforge
