// Small decks for the layout's tests and benchmarks, independent of the design stage.
#pragma once

#include <cstdint>

#include "design/deck.h"

namespace spotforge {

// The projective plane of a prime order p as a deck: p^2 + p + 1 cards of p + 1 symbols.
Deck prime_plane_deck(int p);

// `cards` cards of `per_card` distinct symbols drawn from `symbols`, seeded (not a plane).
Deck random_deck(int cards, int per_card, int symbols, uint64_t seed);

}  // namespace spotforge
