#include "kit/rules_deck.h"

#include <string>

#include "base/diagnostic.h"
#include "design/deck_builder.h"
#include "kit/deck_kit.h"
#include "layout/deck_layout.h"
#include "theme/deck_sizes.h"

namespace spotforge::kit {

namespace {

// The deck kit's mask resolution (kit/deck_kit.cc): the same masks give the same layouts.
constexpr int kMaskPixels = 320;

}  // namespace

Deck rules_deck(const Theme& theme, const RulesDeckRequest& request) {
  const int symbols = static_cast<int>(theme.symbols.size());
  DeckRequest deck_request;
  if (request.symbols_per_card) {
    deck_request.order = *request.symbols_per_card - 1;
  } else {
    std::vector<DeckSize> sizes = deck_sizes_for(symbols);
    if (sizes.empty()) {
      throw InputError({{Diagnostic::Severity::kError, theme.file.string(), 0, 0,
                         "the theme has " + std::to_string(symbols) +
                             " symbols, too few for any deck; order 2 needs 7"}});
    }
    deck_request.order = sizes.front().order;
    for (const DeckSize& size : sizes)
      deck_request.order = std::max(deck_request.order, size.order);
  }
  deck_request.cards = request.cards;
  deck_request.seed = request.seed;
  Deck deck = build_deck(deck_request);
  if (deck.symbol_count > symbols) {
    throw InputError(
        {{Diagnostic::Severity::kError, theme.file.string(), 0, 0,
          "a deck of " + std::to_string(deck.symbols_per_card) + " symbols per card needs " +
              std::to_string(deck.symbol_count) + " symbols, the theme has " +
              std::to_string(symbols) + "; add symbols or choose fewer symbols per card"}});
  }
  return deck;
}

std::vector<CardLayout> lay_out_rules_deck(const Theme& theme, const std::vector<SymbolArt>& art,
                                           const Deck& deck, std::uint64_t seed) {
  std::vector<InkMask> masks;
  masks.reserve(static_cast<size_t>(deck.symbol_count));
  for (int s = 0; s < deck.symbol_count; ++s) masks.push_back(art[s].mask(kMaskPixels));
  return place_deck(deck, masks, layout_options_for(theme, seed, 0));
}

}  // namespace spotforge::kit
