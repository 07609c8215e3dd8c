#include "typeset/page_geometry.h"

#include <algorithm>
#include <cctype>

namespace spotforge::typeset {

bool parse_paper(std::string_view text, Paper* paper) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "a4") {
    *paper = Paper::kA4;
    return true;
  }
  if (lower == "letter") {
    *paper = Paper::kLetter;
    return true;
  }
  return false;
}

std::string paper_name(Paper paper) { return paper == Paper::kA4 ? "a4" : "letter"; }

PageGeometry page_geometry(Paper paper, int columns) {
  PageGeometry g;
  if (paper == Paper::kA4) {
    g.width = mm_to_pt(210);
    g.height = mm_to_pt(297);
  } else {
    g.width = 612;
    g.height = 792;
  }
  g.left = g.right = mm_to_pt(18);
  g.top = mm_to_pt(16);
  g.bottom = mm_to_pt(20);  // the page number sits in the bottom margin
  g.columns = columns;
  g.column_gap = mm_to_pt(7);
  return g;
}

}  // namespace spotforge::typeset
