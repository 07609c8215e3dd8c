#include "typeset/page_geometry.h"

#include <algorithm>

#include "base/length.h"

namespace spotforge::typeset {

PageGeometry page_geometry(const Paper& paper, int columns) {
  PageGeometry g;
  g.width = mm_to_pt(paper.width_mm);
  g.height = mm_to_pt(paper.height_mm);
  const double side = std::max(18.0, paper.min_margin_mm + 10);
  g.left = g.right = mm_to_pt(side);
  g.top = mm_to_pt(std::max(16.0, paper.min_margin_mm + 8));
  g.bottom = mm_to_pt(std::max(20.0, paper.min_margin_mm + 12));  // the page number sits here
  g.columns = columns;
  g.column_gap = mm_to_pt(7);
  return g;
}

}  // namespace spotforge::typeset
