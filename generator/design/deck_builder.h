// The one call the rest of spotforge makes to get a deck: size checks, plane, truncation, shuffle.
#pragma once

#include <cstdint>
#include <optional>

#include "design/deck.h"
#include "design/shuffle.h"

namespace spotforge {

struct DeckRequest {
  int order = 0;  // symbols per card minus one; must be a supported order (plane_order.h)
  // How many cards to keep, 1 .. order^2+order+1; nothing means the full plane.
  std::optional<int> cards;
  std::uint64_t seed = kDefaultSeed;
};

// The deck of the requested size, truncated evenly (truncation.h), symbols renumbered most
// frequent first, cards and symbols shuffled by the seed (shuffle.h). The same request always
// gives the same deck. Throws InputError naming the problem and the sizes that work.
Deck build_deck(const DeckRequest& request);

}  // namespace spotforge
