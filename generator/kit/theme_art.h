// The theme's symbol pictures, loaded once for everything the kit draws.
#pragma once

#include <vector>

#include "art/art_source.h"
#include "art/symbol_art.h"
#include "theme/theme.h"

namespace spotforge::kit {

// Where a theme symbol's picture comes from, in art's terms (text symbols in the body font).
ArtSource art_source(const Theme& theme, const ThemeSymbol& symbol);

// Every symbol's picture, in theme order. A picture that can't be used is an InputError at the
// symbol's line in theme.yaml (all of them reported together).
std::vector<SymbolArt> load_theme_art(const Theme& theme);

}  // namespace spotforge::kit
