// The theme's symbol pictures, loaded once for the deck (and anything else that draws them).
#pragma once

#include <vector>

#include "art/art_source.h"
#include "art/symbol_art.h"
#include "theme/theme.h"

namespace spotforge {

// Where one theme symbol's picture comes from, in art's terms.
ArtSource art_source_for(const Theme& theme, const ThemeSymbol& symbol);

// Loads every symbol's picture (index = the symbol's index in theme.symbols). A picture that
// can't be used is reported at its symbol's place in theme.yaml; all problems at once.
std::vector<SymbolArt> load_deck_art(const Theme& theme);

}  // namespace spotforge
