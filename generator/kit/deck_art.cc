#include "kit/deck_art.h"

#include "theme/theme_art.h"

namespace spotforge {

std::vector<SymbolArt> load_deck_art(const Theme& theme, std::vector<Diagnostic>* warnings) {
  return load_pictures(theme, theme.symbols, "symbol", warnings);
}

}  // namespace spotforge
