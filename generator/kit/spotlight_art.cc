#include "kit/spotlight_art.h"

#include "art/art_error.h"
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
  DiagnosticList problems;
  std::vector<SymbolArt> arts;
  for (const ThemeSymbol& character : theme.spotlight_characters) {
    try {
      arts.push_back(SymbolArt::load(art_source_for(theme, character, "character")));
    } catch (const ArtError& e) {
      problems.error(theme.file.string(), character.source_line, character.source_column,
                     "character '" + character.id + "': " + e.problem());
    }
  }
  problems.throw_if_errors();
  return arts;
}

}  // namespace spotforge
