// What every printed page carries inside its printable area: a 100 mm calibration ruler with
// 10 mm ticks and a note to print at 100 % (in the left mark strip) and a small label naming
// the product, page and side (in the right mark strip). The words are the caller's, in the
// kit's language (PrintWords::ruler).
#pragma once

#include <cairo.h>

#include <string>

#include "print/imposition.h"
#include "print/page_text.h"

namespace spotforge {

inline constexpr double kRulerLengthMm = 100;
inline constexpr double kEdgeTickLengthMm = 2.5;

struct RulerPlace {
  double x_mm = 0;    // the ruler's line; ticks go to the right of it
  double top_mm = 0;  // the 0 mark
};

// The mark strips are kMarkStripMm wide, just inside the page margin at the left and right;
// the first kEdgeTickLengthMm of each is left to the cut guides' edge ticks.
inline constexpr double kMarkStripMm = 6.5;

// Where draw_page_marks puts the ruler.
RulerPlace ruler_place(const Paper& paper);

// Draws the ruler with its note in the left mark strip and the label in the right one.
void draw_page_marks(cairo_t* cr, const Paper& paper, const std::string& ruler_note,
                     const std::string& label, const TextStyle& font);

}  // namespace spotforge
