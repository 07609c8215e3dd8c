#include "kit/rules_deck.h"

#include <algorithm>
#include <string>

#include "base/diagnostic.h"
#include "design/deck_builder.h"
#include "layout/deck_layout.h"
#include "theme/deck_sizes.h"

namespace spotforge::kit {

namespace {

// Ink masks at the resolution the layout engine is tuned for.
constexpr int kMaskPixels = 192;

}  // namespace

LayoutOptions layout_options_for(const Theme& theme) {
  LayoutOptions o;
  const CardStyle& card = theme.card;
  o.outline = card.shape == CardShape::kCircle ? CardOutline::kCircle : CardOutline::kRoundedSquare;
  o.diameter_mm = card.diameter_mm;
  o.width_mm = card.width_mm;
  o.height_mm = card.height_mm;
  o.corner_radius_mm = card.corner_radius_mm;
  o.bleed_mm = card.bleed_mm;
  o.safe_margin_mm = card.safe_margin_mm;
  o.min_gap_mm = theme.layout.min_gap_mm;
  o.size_variety = theme.layout.size_variety;
  switch (theme.layout.rotation) {
    case RotationMode::kFree:
      o.turns = SymbolTurns::kFree;
      break;
    case RotationMode::kUpright:
      o.turns = SymbolTurns::kUpright;
      break;
    case RotationMode::kQuarterTurns:
      o.turns = SymbolTurns::kQuarterTurns;
      break;
  }
  o.mirror = theme.layout.mirror;
  return o;
}

Deck rules_deck(const Theme& theme, const RulesDeckRequest& request) {
  const int symbols = static_cast<int>(theme.symbols.size());
  DeckRequest deck_request;
  if (request.symbols_per_card) {
    deck_request.order = *request.symbols_per_card - 1;
  } else {
    std::vector<DeckSize> sizes = deck_sizes_for(symbols);
    if (sizes.empty()) {
      throw InputError(
          {{Diagnostic::Severity::kError, theme.file.string(), 0, 0,
            "the theme has " + std::to_string(symbols) + " symbols; a deck needs at least 7"}});
    }
    deck_request.order = sizes.front().order;
  }
  deck_request.cards = request.cards;
  if (request.seed) deck_request.seed = *request.seed;
  Deck deck = build_deck(deck_request);
  if (deck.symbol_count > symbols) {
    throw InputError(
        {{Diagnostic::Severity::kError, theme.file.string(), 0, 0,
          "a deck of " + std::to_string(deck.symbols_per_card) + " symbols per card needs " +
              std::to_string(deck.symbol_count) + " symbols, the theme has " +
              std::to_string(symbols) + "; add symbols or choose fewer symbols per card"}});
  }
  // Slots 0 .. symbol_count-1 take the theme's first symbols; the last slot goes to the
  // mascot if it would be left out.
  const int mascot = theme.mascot_index();
  if (mascot >= deck.symbol_count) {
    for (auto& card : deck.cards) {
      std::replace(card.begin(), card.end(), deck.symbol_count - 1, mascot);
    }
  }
  return deck;
}

std::vector<CardLayout> lay_out_rules_deck(const Theme& theme, const std::vector<SymbolArt>& art,
                                           const Deck& deck) {
  std::vector<InkMask> masks;
  masks.reserve(art.size());
  for (const SymbolArt& picture : art) masks.push_back(picture.mask(kMaskPixels));
  return place_deck(deck, masks, layout_options_for(theme));
}

}  // namespace spotforge::kit
