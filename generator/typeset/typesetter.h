// Draws a rulebook Document into a PDF: title, contents with page numbers and links, two
// justified, hyphenated columns, lists, boxed notes, tables, figures, the symbol grid, page
// numbers, bookmarks for every heading, metadata and the credits line. The file itself is
// written by the print engine's PdfDocument (qpdf pass, reproducible dates, atomic rename).
#pragma once

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
};

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
  // What the last page holds, as a fraction of one column's height (both columns count).
  double last_page_fill = 0;
};

// Checks every character against the fonts first (InputError naming the template file and
// line), then writes `out`. Nothing is written when the input is refused.
TypesetReport typeset_pdf(const Document& document, const Artwork& artwork,
                          const TypesetOptions& options, const std::filesystem::path& out);

// The heading of the contents list in the document's language (en, it, pl).
std::string contents_label(const std::string& language);

}  // namespace spotforge::typeset
