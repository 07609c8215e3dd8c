// Draws a rulebook Document into a PDF: title, contents with page numbers and links, two
// justified, hyphenated columns, lists, boxed notes, tables, figures, the symbol grid, page
// numbers, bookmarks for every heading, metadata and the credits line. The file itself is
// written by the print engine's PdfDocument (qpdf pass, reproducible dates, atomic rename).
#pragma once

#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include "print/paper.h"
#include "typeset/document.h"

namespace spotforge::typeset {

struct TypesetOptions {
  Paper paper = paper_a4();
  std::string heading_font = "Quicksand";  // drawn bold
  std::string body_font = "Andika";
  bool contents = true;  // a contents list after the title
  // Justified text broken by the optimal (total-fit) line breaker; off: Pango's greedy one,
  // with the blocks it can only set too loosely left ragged-right (kept to compare the two).
  bool optimal_breaking = true;
};

// The word-space bands the report counts justified lines in, as multiples of the natural
// space: up to 1.2, 1.4, 1.6, 2, and beyond.
inline constexpr std::array<double, 4> kSpaceBands{1.2, 1.4, 1.6, 2.0};

struct HeadingPlace {
  std::string text;
  int level = 0;
  int page = 0;  // 1-based
  double y = 0;  // from the top of the page, in points
};

struct TypesetReport {
  int pages = 0;
  std::vector<HeadingPlace> headings;
  int lines = 0;                  // text lines set
  double widest_overflow_pt = 0;  // > 0 would mean a line wider than its column
  double column_width_pt = 0;
  // The widest word space of a justified line, over the font's own space, and what it would
  // have been had the blocks too loose to justify (ragged_blocks, set ragged-right) stayed so.
  double loosest_word_space = 1;
  double loosest_word_space_unfixed = 1;
  int ragged_blocks = 0;
  // Justified lines (every line of a justified block but its last), and how many of them fall
  // in each band of kSpaceBands (the last: looser than 2 spaces).
  int justified_lines = 0;
  std::array<int, 5> space_bands{};
  // What the last page holds, as a fraction of one column's height (both columns count).
  double last_page_fill = 0;
  // The tallest empty space at a column's foot before the last page, in lines of body text
  // (typeset/flow.h's largest_hole).
  double largest_hole_lines = 0;
};

// Checks every character against the fonts first (InputError naming the template file and
// line), then writes `out`. Nothing is written when the input is refused.
TypesetReport typeset_pdf(const Document& document, const Artwork& artwork,
                          const TypesetOptions& options, const std::filesystem::path& out);

// The heading of the contents list in the document's language (en, it, pl).
std::string contents_label(const std::string& language);

}  // namespace spotforge::typeset
