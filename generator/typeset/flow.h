// Distributing measured pieces of a rulebook over columns and pages. Pure arithmetic on heights,
// so the rules (keep together, no heading at a column's end, forced page breaks) are testable
// without drawing anything.
#pragma once

#include <vector>

namespace spotforge::typeset {

struct PieceSize {
  double height = 0;
  double space_before = 0;      // dropped at the top of a column
  bool keep_with_next = false;  // this piece and the next go into the same column
  bool sticky = false;          // never the last piece of a column (headings)
  bool page_break = false;      // starts a new page (zero height)
  // A figure: when it does not fit at the foot of a column, the text after it fills that
  // column and the figure opens the next, so no hole is left where it would have stood.
  bool floats = false;
  // Extra height when the piece opens a column: a table row continued from the column before
  // repeats the table's header above it.
  double top_extra = 0;
};

struct FlowFrame {
  int columns = 2;
  double column_height = 0;      // every page
  double first_page_offset = 0;  // page 1 starts its columns this far down (the title)
};

struct Slot {
  int page = 0;    // 0-based
  int column = 0;  // 0-based
  double y = 0;    // from the top of the column region (page 1: below the title)
};

// One slot per piece. A piece taller than a column still gets its own column (the caller
// guarantees none is; the typesetter refuses such input first).
std::vector<Slot> flow_pieces(const std::vector<PieceSize>& pieces, const FlowFrame& frame);

// The tallest empty space at the foot of a column, over every page but the last: what a
// reader sees as a hole. A forced page break's page is measured up to the column it ends in
// (its empty space is wanted).
double largest_hole(const std::vector<PieceSize>& pieces, const std::vector<Slot>& slots,
                    const FlowFrame& frame);

}  // namespace spotforge::typeset
