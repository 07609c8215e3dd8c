#include "layout/synthetic_decks.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace spotforge {

Deck prime_plane_deck(int p) {
  Deck deck;
  deck.order = p;
  deck.symbols_per_card = p + 1;
  deck.symbol_count = p * p + p + 1;
  const int infinity = p * p + p;
  for (int m = 0; m < p; ++m) {  // y = m x + b
    for (int b = 0; b < p; ++b) {
      std::vector<int> card;
      for (int x = 0; x < p; ++x) card.push_back(x * p + (m * x + b) % p);
      card.push_back(p * p + m);
      deck.cards.push_back(card);
    }
  }
  for (int c = 0; c < p; ++c) {  // x = c
    std::vector<int> card;
    for (int y = 0; y < p; ++y) card.push_back(c * p + y);
    card.push_back(infinity);
    deck.cards.push_back(card);
  }
  std::vector<int> at_infinity;
  for (int m = 0; m < p; ++m) at_infinity.push_back(p * p + m);
  at_infinity.push_back(infinity);
  deck.cards.push_back(at_infinity);
  return deck;
}

Deck random_deck(int cards, int per_card, int symbols, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Deck deck;
  deck.symbols_per_card = per_card;
  deck.symbol_count = symbols;
  std::vector<int> all(symbols);
  std::iota(all.begin(), all.end(), 0);
  for (int c = 0; c < cards; ++c) {
    std::shuffle(all.begin(), all.end(), rng);
    deck.cards.emplace_back(all.begin(), all.begin() + per_card);
  }
  return deck;
}

}  // namespace spotforge
