#include "kit/spotlight_art.h"

#include "art/art_error.h"
#include "base/diagnostic.h"

namespace spotforge {

ArtSource art_source_for(const Theme& theme, const ThemeSymbol& symbol) {
  ArtSource source;
  switch (symbol.source.kind) {
    case SymbolSource::Kind::kFile:
      source.kind = ArtSource::Kind::kFile;
      break;
    case SymbolSource::Kind::kIcon:
      source.kind = ArtSource::Kind::kIcon;
      break;
    case SymbolSource::Kind::kText:
      source.kind = ArtSource::Kind::kText;
      break;
  }
  source.value = symbol.source.value;
  source.root = theme.folder;
  source.icon_set = theme.icon_set_path;
  source.font_family = theme.fonts.heading;
  if (symbol.color) {
    source.color = ArtColor{symbol.color->r, symbol.color->g, symbol.color->b, symbol.color->a};
  }
  source.label = "character '" + symbol.id + "'";
  return source;
}

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
      arts.push_back(SymbolArt::load(art_source_for(theme, character)));
    } catch (const ArtError& e) {
      problems.error(theme.file.string(), character.source_line, character.source_column,
                     "character '" + character.id + "': " + e.problem());
    }
  }
  problems.throw_if_errors();
  return arts;
}

}  // namespace spotforge
