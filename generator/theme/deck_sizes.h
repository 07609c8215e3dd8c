// Which Spot it!-style decks a number of symbols allows. A deck of order n is a finite
// projective plane: n^2+n+1 symbols, n^2+n+1 cards, n+1 symbols per card; planes are known for
// every prime power n (2, 3, 4, 5, 7, 8, 9, ...). A deck may also leave cards out.
#pragma once

#include <string>
#include <vector>

namespace spotforge {

struct DeckSize {
  int order = 0;
  int symbols = 0;  // symbols the full deck uses: n^2+n+1
  int cards = 0;    // cards of the full deck: n^2+n+1
  int symbols_per_card = 0;
};

// Symbols a deck of order n needs.
constexpr int symbols_for_order(int n) { return n * n + n + 1; }

// Every deck size (prime-power order >= 2) whose full symbol set fits in `symbol_count`
// symbols, largest first. Empty when fewer than 7 symbols.
std::vector<DeckSize> deck_sizes_for(int symbol_count);

// The smallest order with a known plane above `order` (for "add N symbols for order M").
int next_order_after(int order);

// One or two lines for `theme check`, e.g. "57 symbols: order 7, up to 57 cards of 8 symbols
// (also orders 5, 4, 3, 2)".
std::string describe_deck_sizes(int symbol_count);

}  // namespace spotforge
