// The pictures of a theme's Spotlight characters, loaded through art/ (any symbol source).
#pragma once

#include <vector>

#include "art/symbol_art.h"
#include "theme/theme.h"

namespace spotforge {

// One SymbolArt per spotlight character, in theme order. Throws InputError naming theme.yaml
// and the character's line when a picture can't be used, or when the theme has no
// spotlight: section.
std::vector<SymbolArt> load_spotlight_characters(const Theme& theme);

}  // namespace spotforge
