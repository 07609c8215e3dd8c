#include "kit/theme_art.h"

#include "art/art_error.h"
#include "base/diagnostic.h"

namespace spotforge::kit {

ArtSource art_source(const Theme& theme, const ThemeSymbol& symbol) {
  ArtSource source;
  source.value = symbol.source.value;
  source.root = theme.folder;
  source.icon_set = theme.icon_set_path;
  source.font_family = theme.fonts.body;
  source.label = "symbol '" + symbol.id + "'";
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
  if (symbol.color) {
    source.color = ArtColor{symbol.color->r, symbol.color->g, symbol.color->b, symbol.color->a};
  }
  return source;
}

std::vector<SymbolArt> load_theme_art(const Theme& theme) {
  std::vector<SymbolArt> art;
  DiagnosticList problems;
  for (const ThemeSymbol& symbol : theme.symbols) {
    try {
      art.push_back(SymbolArt::load(art_source(theme, symbol)));
    } catch (const ArtError& e) {
      int line = symbol.source_line ? symbol.source_line : symbol.line;
      problems.error(theme.file.string(), line, symbol.source_column, e.problem());
    }
  }
  problems.throw_if_errors();
  return art;
}

}  // namespace spotforge::kit
