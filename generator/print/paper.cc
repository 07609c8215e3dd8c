#include "print/paper.h"

#include <algorithm>
#include <cctype>

#include "base/length.h"

namespace spotforge {

Paper paper_a4() { return {"A4", 210, 297, 5}; }
Paper paper_letter() { return {"Letter", 8.5 * kMmPerInch, 11 * kMmPerInch, 0.25 * kMmPerInch}; }
Paper paper_a3() { return {"A3", 297, 420, 5}; }

namespace {

std::string lower(std::string_view text) {
  std::string s(text);
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

}  // namespace

std::optional<Paper> parse_paper(std::string_view text, std::string* error) {
  const std::string name = lower(text);
  if (name == "a4") return paper_a4();
  if (name == "letter") return paper_letter();
  if (name == "a3") return paper_a3();
  const char* expected = "expected a4, letter, a3 or WIDTHxHEIGHT with units, e.g. 210mmx148mm";
  // The separator is the 'x' that follows a unit ("mm", "in", "cm", "pt"), so look for the
  // last 'x' whose left part parses as a length.
  for (size_t at = name.find('x'); at != std::string::npos; at = name.find('x', at + 1)) {
    auto width = parse_length_mm(std::string_view(name).substr(0, at));
    auto height = parse_length_mm(std::string_view(name).substr(at + 1));
    if (!width || !height) continue;
    if (*width < 50 || *height < 50 || *width > 2000 || *height > 2000) {
      if (error)
        *error =
            "paper '" + std::string(text) + "' is out of range; each side must be 50 mm to 2 m";
      return std::nullopt;
    }
    return Paper{format_mm(*width) + "x" + format_mm(*height), *width, *height, 5};
  }
  if (error) *error = "unknown paper '" + std::string(text) + "'; " + expected;
  return std::nullopt;
}

}  // namespace spotforge
