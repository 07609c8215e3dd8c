// Where text may go on a rulebook page: paper size, margins, columns. Lengths in points.
#pragma once

#include <string>
#include <string_view>

#include "base/length.h"

namespace spotforge::typeset {

enum class Paper { kA4, kLetter };

// "a4" / "letter" (any case); returns false for anything else.
bool parse_paper(std::string_view text, Paper* paper);
std::string paper_name(Paper paper);

struct PageGeometry {
  double width = 0, height = 0;                     // the sheet
  double left = 0, right = 0, top = 0, bottom = 0;  // margins
  int columns = 2;
  double column_gap = 0;

  double text_width() const { return width - left - right; }
  double text_height() const { return height - top - bottom; }
  double column_width() const { return (text_width() - (columns - 1) * column_gap) / columns; }
  double column_x(int column) const { return left + column * (column_width() + column_gap); }
};

// Two columns of about 40-50 characters of 10 pt body text: easier to read than one line
// across a whole A4 or Letter sheet. Margins keep everything well inside a home printer's
// unprintable edge (5 mm / 0.25 in).
PageGeometry page_geometry(Paper paper, int columns = 2);

}  // namespace spotforge::typeset
