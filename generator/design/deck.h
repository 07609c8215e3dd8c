// The deck as plain data: which symbols stand on which card.
#pragma once

#include <vector>

namespace spotforge {

struct Deck {
  int order = 0;             // n: the projective plane's order (a prime power)
  int symbols_per_card = 0;  // K = n + 1
  int symbol_count = 0;      // n^2 + n + 1 symbols in the plane (some may be unused when truncated)
  // cards[i] lists the symbol indices (0 .. symbol_count-1) on card i, in drawing order.
  std::vector<std::vector<int>> cards;
  bool truncated() const { return static_cast<int>(cards.size()) < symbol_count; }
};

}  // namespace spotforge
