// The deck a rulebook describes when the rules are built on their own (`spotforge rules`): the
// theme's largest deck (or the size asked for), its symbols mapped onto the theme's, laid out
// on the theme's card so that the figures show the very cards the kit would print.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "art/symbol_art.h"
#include "design/deck.h"
#include "layout/card_layout.h"
#include "layout/layout_options.h"
#include "theme/theme.h"

namespace spotforge::kit {

struct RulesDeckRequest {
  std::optional<int> symbols_per_card;  // default: the largest deck the theme's symbols allow
  std::optional<int> cards;             // default: the whole plane
  std::optional<std::uint64_t> seed;
};

// The layout engine's options from the theme's card and layout preferences.
LayoutOptions layout_options_for(const Theme& theme);

// The deck, with symbol numbers that index the theme's symbols. A deck that uses fewer symbols
// than the theme has always keeps the mascot (the rules talk about it). InputError when the
// theme has too few symbols for the size asked.
Deck rules_deck(const Theme& theme, const RulesDeckRequest& request);

// Every card of `deck` laid out with the theme's pictures.
std::vector<CardLayout> lay_out_rules_deck(const Theme& theme, const std::vector<SymbolArt>& art,
                                           const Deck& deck);

}  // namespace spotforge::kit
