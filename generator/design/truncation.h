// Truncating a plane to fewer cards while keeping symbol frequencies as even as possible.
#pragma once

#include <vector>

#include "design/deck.h"

namespace spotforge {

// Indices (increasing) into projective_plane(order).cards of `cards` cards whose symbol
// frequencies have a small spread (most minus least used): the proven minimum whenever the
// dropped or the kept cards number at most largest_dual_arc(order), else what the search finds.
// Deterministic. Throws InputError for an unsupported order or a card count outside
// 1 .. order^2+order+1.
std::vector<int> choose_cards(int order, int cards);

// The deck of `cards` cards of the plane of this order (all of them allowed), with the symbols
// renumbered most frequent first (ties keep their order): the symbols on fewer cards are the
// last ones, so a theme can list its least needed pictures last. Not shuffled.
// Throws InputError for an unsupported order or a card count outside 1 .. order^2+order+1.
Deck truncated_plane(int order, int cards);

}  // namespace spotforge
