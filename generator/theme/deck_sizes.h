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

// Fewest cards `build` keeps (--cards): its rulebooks' games need three (typeset/rule_numbers
// refuses fewer). `deck` alone makes any 1 to n^2+n+1 cards.
inline constexpr int kMinKitCards = 3;

// Symbols a deck of order n needs.
constexpr int symbols_for_order(int n) { return n * n + n + 1; }

// Every deck size the deck builder supports (design/plane_order.h: prime-power orders) whose
// full symbol set fits in `symbol_count` symbols, largest first. Empty below 7 symbols.
std::vector<DeckSize> deck_sizes_for(int symbol_count);

// The next order the deck builder supports above `order` (for "order M needs N symbols");
// 0 past the largest.
int next_order_after(int order);

// One or two lines for `theme check`, e.g. "57 symbols: order 7, up to 57 cards of 8 symbols
// (also orders 5, 4, 3, 2)".
std::string describe_deck_sizes(int symbol_count);

// What --cards takes at `order`, for `theme check` and build's error: "build --cards 3 to 57,
// deck --cards 1 to 57 at order 7".
std::string describe_card_range(int order);

}  // namespace spotforge
