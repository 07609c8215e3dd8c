// Balanced size ranks: which symbol is drawn biggest, second biggest, ... on each card.
#pragma once

#include <vector>

#include "design/deck.h"

namespace spotforge {

// ranks[c][j] is the size rank (0 = biggest) of deck.cards[c][j]. On every card the ranks are
// 0 .. K-1, each once. Every symbol takes a different rank on each of its cards, so in a full
// plane (each symbol on K cards) every symbol is the biggest once and the smallest once.
// Found by a König edge colouring of the card-symbol incidence graph with alternating paths.
std::vector<std::vector<int>> balanced_size_ranks(const Deck& deck);

}  // namespace spotforge
