#include "kit/spotlight/spotlight_art.h"

#include "base/diagnostic.h"
#include "theme/theme_art.h"

namespace spotforge {

std::vector<SymbolArt> load_spotlight_characters(const Theme& theme) {
  if (theme.spotlight_characters.empty()) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, theme.file.string(), 0, 0,
         "the theme has no spotlight: section; add spotlight: characters: with one entry per "
         "search card character"}});
  }
  return load_pictures(theme, theme.spotlight_characters, "character");
}

}  // namespace spotforge
