#include "theme/summary.h"

#include "base/length.h"
#include "theme/color.h"
#include "theme/deck_sizes.h"
#include "theme/left_out.h"
#include "theme/symbol_list_reader.h"

namespace spotforge {
namespace {

std::string count_by_kind(const std::vector<ThemeSymbol>& symbols) {
  int files = 0, icons = 0, texts = 0;
  for (const auto& s : symbols) {
    switch (s.source.kind) {
      case SymbolSource::Kind::kFile:
        ++files;
        break;
      case SymbolSource::Kind::kIcon:
        ++icons;
        break;
      case SymbolSource::Kind::kText:
        ++texts;
        break;
    }
  }
  std::string out;
  auto part = [&](int n, const std::string& what) {
    if (n == 0) return;
    out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + what + (n == 1 ? "" : "s");
  };
  part(icons, "icon");
  part(files, "picture file");
  part(texts, "text");
  return out;
}

std::string card_line(const CardStyle& card) {
  std::string out = card.shape == CardShape::kCircle
                        ? "circle " + format_mm(card.diameter_mm)
                        : "rounded square " + format_mm(card.width_mm) + " x " +
                              format_mm(card.height_mm) + ", corners " +
                              format_mm(card.corner_radius_mm);
  out += ", bleed " + format_mm(card.bleed_mm) + ", safe margin " + format_mm(card.safe_margin_mm);
  out += ", background " + format_color(card.background);
  if (card.border) out += ", border " + format_mm(card.border->width_mm);
  return out;
}

}  // namespace

std::string theme_summary(const Theme& theme) {
  std::string out;
  out += "theme:      " + theme.title + " (" + theme.id + ")\n";
  std::string languages;
  for (const auto& code : theme.languages) {
    languages += (languages.empty() ? "" : ", ") + code + " (" + language_name(code) + ")";
  }
  out += "languages:  " + languages + "\n";
  out += "fonts:      " + theme.fonts.heading + " (headings), " + theme.fonts.body + " (body)\n";
  out += "card:       " + card_line(theme.card) + "\n";
  if (!theme.icon_set.empty()) out += "icon set:   " + theme.icon_set + "\n";
  out += "symbols:    " + std::to_string(theme.symbols.size()) + " (" +
         count_by_kind(theme.symbols) + ")";
  if (int m = theme.mascot_index(); m >= 0) out += "; mascot: " + theme.symbols[m].id;
  out += "\n";
  out += "deck:       " + describe_deck_sizes(static_cast<int>(theme.symbols.size())) + "\n";
  if (const auto sizes = deck_sizes_for(static_cast<int>(theme.symbols.size())); !sizes.empty()) {
    std::vector<std::string> ids;
    for (const ThemeSymbol& s : theme.symbols) ids.push_back(s.id);
    const std::string left = describe_left_out(ids, sizes.front().order, sizes.front().symbols,
                                               {}, sizes.front().cards);
    if (!left.empty()) out += "left out:   " + left + "\n";
    out += "cards:      " + describe_card_range(sizes.front().order) +
           " (the rulebooks' games need " + std::to_string(kMinKitCards) + ")\n";
  }
  if (theme.spotlight_characters.empty()) {
    out += "spotlight:  no characters (no spotlight: section)\n";
  } else {
    out += "spotlight:  " + std::to_string(theme.spotlight_characters.size()) + " characters (" +
           count_by_kind(theme.spotlight_characters) + ")\n";
  }
  return out;
}

}  // namespace spotforge
