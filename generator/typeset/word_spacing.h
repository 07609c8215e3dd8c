// How loose a layout Pango justified is: the widest inter-word space justification made, as a
// multiple of the font's own space. Good justified text stays below about 1.6; above 2 the
// holes in a line catch the eye ("rivers"). Measures Pango's own (greedy) breaking, which
// TypesetOptions::optimal_breaking = false keeps for comparison.
#pragma once

#include <pango/pango.h>

#include <vector>

namespace spotforge::typeset {

// The loosest line's word space over the natural one (1 when no line is stretched: one-line
// layouts, lines without spaces). The last line, which is never justified, does not count.
double loosest_word_space(PangoLayout* justified);

// Each justified line's word space over the natural one, in order (lines without spaces and
// the last line left out).
std::vector<double> word_space_multiples(PangoLayout* justified);

}  // namespace spotforge::typeset
