// Where text may go on a rulebook page: the sheet, margins, columns. Lengths in points.
#pragma once

#include "print/paper.h"

namespace spotforge::typeset {

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
// across a whole A4 or Letter sheet. The margins stay well outside the paper's unprintable edge.
PageGeometry page_geometry(const Paper& paper, int columns = 2);

}  // namespace spotforge::typeset
