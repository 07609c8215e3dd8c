// The deck a rulebook describes when the rules are built on their own (`spotforge rules`): the
// theme's largest deck (or the size asked for), laid out on the theme's card, so that the
// figures show the very cards `spotforge deck` prints.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "art/symbol_art.h"
#include "design/deck.h"
#include "design/shuffle.h"
#include "layout/card_layout.h"
#include "theme/theme.h"

namespace spotforge::kit {

struct RulesDeckRequest {
  std::optional<int> symbols_per_card;  // default: the largest deck the theme's symbols allow
  std::optional<int> cards;             // default: the whole plane
  std::uint64_t seed = kDefaultSeed;
};

// The deck `spotforge deck` prints for the same theme, size and seed (build_deck; symbol
// numbers index the theme's symbols). InputError when the theme has too few symbols.
Deck rules_deck(const Theme& theme, const RulesDeckRequest& request);

// Every card of `deck` laid out as the deck kit lays it out (same options, masks and seed), so
// the figures show the printed cards.
std::vector<CardLayout> lay_out_rules_deck(const Theme& theme, const std::vector<SymbolArt>& art,
                                           const Deck& deck, std::uint64_t seed);

}  // namespace spotforge::kit
