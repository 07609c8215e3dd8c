#include "kit/deck_art.h"

#include "art/art_error.h"
#include "base/diagnostic.h"

namespace spotforge {

ArtSource art_source_for(const Theme& theme, const ThemeSymbol& symbol) {
  ArtSource source;
  source.value = symbol.source.value;
  source.root = theme.folder;
  source.label = "symbol '" + symbol.id + "'";
  switch (symbol.source.kind) {
    case SymbolSource::Kind::kFile:
      source.kind = ArtSource::Kind::kFile;
      break;
    case SymbolSource::Kind::kIcon:
      source.kind = ArtSource::Kind::kIcon;
      source.icon_set = theme.icon_set_path;
      break;
    case SymbolSource::Kind::kText:
      source.kind = ArtSource::Kind::kText;
      // Words on cards are set in the heading face: the display font of the theme.
      source.font_family = theme.fonts.heading;
      break;
  }
  if (symbol.color) {
    source.color = ArtColor{symbol.color->r, symbol.color->g, symbol.color->b, symbol.color->a};
  }
  return source;
}

std::vector<SymbolArt> load_deck_art(const Theme& theme) {
  std::vector<SymbolArt> arts;
  DiagnosticList problems;
  for (const ThemeSymbol& symbol : theme.symbols) {
    try {
      arts.push_back(SymbolArt::load(art_source_for(theme, symbol)));
    } catch (const ArtError& e) {
      const int line = symbol.source_line ? symbol.source_line : symbol.line;
      const int column = symbol.source_line ? symbol.source_column : symbol.column;
      problems.error(theme.file.string(), line, column,
                     "symbol '" + symbol.id + "': " + e.file() + ": " + e.problem());
    }
  }
  problems.throw_if_errors();
  return arts;
}

}  // namespace spotforge
