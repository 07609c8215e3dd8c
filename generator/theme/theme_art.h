// A theme with every picture loaded and checked through art/: the full validation that
// `theme check` runs and the kit builds on.
#pragma once

#include <filesystem>
#include <vector>

#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "theme/theme.h"

namespace spotforge {

struct ThemeArt {
  Theme theme;
  std::vector<SymbolArt> symbols;     // one per theme.symbols, same order
  std::vector<SymbolArt> characters;  // one per theme.spotlight_characters, same order
};

// What art needs to load one symbol of `theme` (its file, icon or text, colour, font).
ArtSource art_source_for(const Theme& theme, const ThemeSymbol& symbol, const std::string& noun);

// Loads the pictures of `list` (theme.symbols or theme.spotlight_characters), one per entry in
// the same order; `noun` names an entry in messages ("symbol", "character"). Problems are
// reported at the entry's theme.yaml line, all at once (InputError); art's warnings are
// appended to *warnings.
std::vector<SymbolArt> load_pictures(const Theme& theme, const std::vector<ThemeSymbol>& list,
                                     const std::string& noun,
                                     std::vector<Diagnostic>* warnings = nullptr);

// load_theme, then every picture through SymbolArt::load. A picture that is unreadable,
// corrupt, empty, over the pixel cap or otherwise unusable is an error at its theme.yaml line
// naming the symbol and the file; art's warnings (SVG filters) and pairs of symbols whose ink
// shapes can be confused (after the turns and mirroring the layout allows) are warnings.
// Throws InputError with every problem when any is an error.
ThemeArt load_theme_with_art(const std::filesystem::path& folder,
                             std::vector<Diagnostic>* warnings = nullptr);

// What the pictures are loaded for: kCheckOnly (`theme check`, nothing is drawn) lets a HEIC
// photo be read from its thumbnail alone (ArtSource::print_pixels); its box, masks, warnings
// and errors are those of kPrint.
enum class PictureUse { kPrint, kCheckOnly };

// load_theme_with_art without the pairwise comparison of shapes (the slow part for hundreds
// of symbols: `theme check` first makes sure the deck can fit at all).
ThemeArt load_theme_art(const std::filesystem::path& folder,
                        std::vector<Diagnostic>* warnings = nullptr,
                        PictureUse use = PictureUse::kPrint);

// The "look nearly the same" warnings of a loaded theme's symbols and characters.
std::vector<Diagnostic> confusable_warnings(const ThemeArt& loaded);

}  // namespace spotforge
