// The language of the kit's shared pieces and their words. A kit is built for the theme's
// languages: every rulebook comes in each of them, but the cards, the party components and the
// Spotlight boards, search cards and components are printed once, so they speak the kit's first
// language (the first of --lang, or else the theme's first language that has a folder in
// templates/lang/). Their words come from that folder's strings.yaml.
#pragma once

#include <string>

#include "print/print_words.h"
#include "theme/theme.h"

namespace spotforge {

// The theme's first language with a folder in templates/lang/; "en" when it has none (the
// rulebooks are then refused with a message naming the languages that exist).
std::string kit_language(const Theme& theme);

// The print engine's words (sheet labels, ruler, duplex test) in `language`.
PrintWords print_words(const std::string& language);

}  // namespace spotforge
