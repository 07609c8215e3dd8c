// Does a font really have every character of a text? Pango silently falls back to another
// font; these checks catch that before anything is drawn. Used by text symbols and by the
// rulebook typesetter.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace spotforge {

struct MissingCharacter {
  char32_t code = 0;
  std::string utf8;  // the character itself
  // "U+0142 'ł'"
  std::string describe() const;
};

struct FontCoverage {
  std::string requested_family;
  std::string resolved_family;            // the family fontconfig chose
  std::string file;                       // the font file that would be used
  bool family_found = false;              // false: fontconfig fell back to another family
  std::vector<MissingCharacter> missing;  // each distinct missing character once, in order
  bool ok() const { return family_found && missing.empty(); }
};

// Resolves family + style ("" = regular; "Bold", "Italic", "Bold Italic", ...) through
// fontconfig, then asks HarfBuzz (hb_font_get_nominal_glyph) for each character of `utf8`.
// Whitespace and control characters are not checked. Invalid UTF-8 is reported as a
// missing U+FFFD.
FontCoverage check_glyph_coverage(const std::string& family, const std::string& style,
                                  std::string_view utf8);

// One sentence for an error message, e.g. "font 'Quicksand' has no glyph for U+0142 'ł'" or
// "font family 'Foo' is not installed (fontconfig chose 'DejaVu Sans')". Empty when ok().
std::string describe_problem(const FontCoverage& coverage);

}  // namespace spotforge
