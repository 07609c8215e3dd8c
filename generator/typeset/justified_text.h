// Justified text broken by the optimal line breaker (typeset/line_breaker) rather than Pango's
// greedy one: the paragraph is shaped once on a single line to measure its words, the breaker
// chooses where lines end, and each line is shaped again on its own and justified by widening
// (or narrowing) its word-space glyphs to the exact width. Pango and HarfBuzz still place
// every glyph; only the spaces change width. The last line keeps its natural width.
#pragma once

#include <pango/pango.h>

#include <memory>
#include <vector>

#include "typeset/rich_text.h"

namespace spotforge::typeset {

struct SetLine {
  std::shared_ptr<PangoLayout> layout;  // one line
  bool justified = false;  // stretched or shrunk to the width (every line but the last)
  // Its word space over the font's own, once justified (1 for a line left at its width).
  double space_multiple = 1;
};

// The lines of `rich` set `width_pt` wide in `description`. Empty when the text holds a
// paragraph break of its own (it is then not one paragraph). Call with the Pango lock held.
std::vector<SetLine> set_justified(PangoContext* context, const PangoFontDescription* description,
                                   const RichText& rich, double width_pt);

}  // namespace spotforge::typeset
