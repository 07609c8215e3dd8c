// The projective plane PG(2, q) as a deck: each line is a card, each point a symbol.
#pragma once

#include "design/deck.h"

namespace spotforge {

// The full plane of the given order, cards and symbols in construction order (not shuffled).
// Throws InputError (see order_problem) unless the order is supported.
Deck projective_plane(int order);

}  // namespace spotforge
