// Seeded shuffling of a deck: card order and the order of the symbols on each card.
#pragma once

#include <cstdint>

#include "design/deck.h"

namespace spotforge {

inline constexpr std::uint64_t kDefaultSeed = 57;

// The deck with its cards and each card's symbols in a seeded random order, portable across
// compilers (design/random.h). Consecutive cards never show the symbol they share in the same
// place of their symbol lists (the layout draws list position i alike on every card), and no
// three consecutive cards share one symbol, so neighbours give nothing away. Only the order
// changes: which symbols stand together is untouched.
Deck shuffled(Deck deck, std::uint64_t seed);

// The one symbol two cards share (the first in a's order), or -1 when they share none.
int shared_symbol(const std::vector<int>& a, const std::vector<int>& b);

}  // namespace spotforge
