// Paper sizes for every printed product, at their exact physical size.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace spotforge {

struct Paper {
  std::string name;     // "A4", "Letter", "A3" or "210x148mm"
  double width_mm = 0;  // portrait: width < height for the named sizes
  double height_mm = 0;
  double min_margin_mm = 5;  // nothing that must print comes closer to the edge than this
};

Paper paper_a4();      // 210 x 297 mm = 595.276 x 841.890 pt, margin 5 mm
Paper paper_letter();  // 8.5 x 11 in = 612 x 792 pt, margin 0.25 in
Paper paper_a3();      // 297 x 420 mm, margin 5 mm

// "a4", "letter", "a3" (any case) or "WxH" with units on both ("210mmx148mm", "8.5inx14in").
// Returns nullopt with a sentence in *error naming what was expected.
std::optional<Paper> parse_paper(std::string_view text, std::string* error = nullptr);

}  // namespace spotforge
