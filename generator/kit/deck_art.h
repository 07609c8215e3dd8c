// The theme's symbol pictures, loaded once for the deck (and anything else that draws them).
#pragma once

#include <vector>

#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "theme/theme.h"

namespace spotforge {

// Loads every symbol's picture (index = the symbol's index in theme.symbols). A picture that
// can't be used is reported at its symbol's place in theme.yaml; all problems at once.
// Art's warnings (an SVG with filters, pre-rendered) are appended to *warnings.
std::vector<SymbolArt> load_deck_art(const Theme& theme,
                                     std::vector<Diagnostic>* warnings = nullptr);

}  // namespace spotforge
