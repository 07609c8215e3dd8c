// Optimal paragraph breaking (Knuth and Plass's total-fit, as TeX does it): the breaks of a
// paragraph chosen together, so that its lines are evenly spaced, rather than one line at a
// time (a greedy breaker fills each line as far as it goes and leaves the next one gappy).
// The input is measured text: where a line may end, and how wide the text and its word spaces
// are up to there. No fonts here: typeset/justified_text.* measures Pango-shaped words.
#pragma once

#include <cstddef>
#include <vector>

namespace spotforge::typeset {

// One place a line may end. Widths are cumulative from the paragraph's start, in any unit.
struct BreakCandidate {
  double end_x = 0;         // the text before the break, without the spaces the break drops
  double end_spaces = 0;    // the word spaces' natural width up to end_x
  double start_x = 0;       // where the next line's text starts (after the dropped spaces)
  double start_spaces = 0;  // the word spaces' natural width up to start_x
  double end_glyphs = 0;    // letters (and other glyphs but spaces) up to end_x...
  double start_glyphs = 0;  // ...and up to start_x
  double extra = 0;         // added at the line's end when breaking here (a hyphen)
  double penalty = 0;       // the cost of breaking here (a hyphen's)
  bool flagged = false;     // breaking here leaves a hyphen at the line end
};

struct BreakingStyle {
  double stretch = 0.5;     // how far a word space may stretch, over its natural width...
  double shrink = 1.0 / 3;  // ...and shrink (TeX's plain fonts: 1/2 and 1/3)
  // How far the space after each letter may stretch and shrink, in the widths' unit (0: none).
  // A little tracking, as microtype's font expansion gives, lets a narrow column keep its
  // word spaces even; it moves with the word spaces, at the same adjustment ratio.
  double letter_stretch = 0;
  double letter_shrink = 0;
  double line_penalty = 10;
  double adjacent_demerits = 10000;      // a very loose or very tight line next to its opposite
  double double_hyphen_demerits = 3000;  // two hyphenated lines in a row
  double final_hyphen_demerits = 5000;   // the last full line hyphenated
  int most_hyphens_in_a_row = 2;         // never more hyphenated lines than this in a row
  // A first try allows no line looser than this adjustment ratio (1 = the whole stretch, here
  // word spaces 1.5 times their width); when it finds no way, any looseness is allowed.
  double tolerance = 1.2;
};

// The chosen breaks, as indices into `candidates`, the last always candidates.size() - 1 (the
// paragraph's end, which the last line runs to unjustified). Lines must fit `width`; a line
// that cannot (one word wider than the width) sticks out rather than leaving the paragraph
// unbroken. Empty when there are no candidates.
std::vector<size_t> break_lines(const std::vector<BreakCandidate>& candidates, double width,
                                const BreakingStyle& style = {});

// The adjustment ratio of a line from candidate `from` (or the paragraph's start, from ==
// npos) to `to`: 0 for its natural width, 1 for the full stretch, -1 for the full shrink.
// Returns a large value for a line that cannot stretch (no word spaces) but is short.
double adjustment_ratio(const std::vector<BreakCandidate>& candidates, size_t from, size_t to,
                        double width, const BreakingStyle& style = {});

}  // namespace spotforge::typeset
