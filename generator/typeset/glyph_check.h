// Before a rulebook is drawn, every character of every text is checked against the font file
// that will draw it. A character the font lacks would otherwise be drawn by another family or
// as an empty box; here it is an error naming the character, the template file and line.
#pragma once

#include <string>
#include <vector>

#include "typeset/document.h"
#include "typeset/font_set.h"

namespace spotforge::typeset {

// Texts the typesetter adds itself (contents label, list markers, page numbers, hyphens), all
// drawn in the body face.
struct GeneratedText {
  std::string what;  // e.g. "the contents heading"
  std::string text;
};

// Throws InputError with one diagnostic per (place, character) the fonts cannot draw.
void check_glyphs(const Document& document, const Artwork& artwork, const FontSet& fonts,
                  const std::vector<GeneratedText>& generated);

}  // namespace spotforge::typeset
