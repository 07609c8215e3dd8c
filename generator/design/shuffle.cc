#include "design/shuffle.h"

#include <algorithm>

#include "design/random.h"

namespace spotforge {
namespace {

int position_of(const std::vector<int>& card, int symbol) {
  return static_cast<int>(std::find(card.begin(), card.end(), symbol) - card.begin());
}

// The shared symbol of two cards in O(K): marks the first card's symbols in a stamp array.
class SharedSymbols {
 public:
  explicit SharedSymbols(int symbol_count) : stamp_(symbol_count, 0) {}
  int operator()(const std::vector<int>& a, const std::vector<int>& b) {
    ++now_;
    for (int s : a) stamp_[s] = now_;
    for (int s : b) {
      if (stamp_[s] == now_) return s;
    }
    return -1;
  }

 private:
  std::vector<long long> stamp_;
  long long now_ = 0;
};

// Breaks up runs of three consecutive cards through one symbol by swapping the third card with a
// later (else earlier) card that fits. Going front to back, every position is checked after any
// swap that could change it; a deck too small to have such a card keeps its run.
void break_runs(std::vector<std::vector<int>>& cards, int symbol_count, Random& random) {
  const int n = static_cast<int>(cards.size());
  SharedSymbols shared(symbol_count);
  auto run_at = [&](int i) {  // cards i-2, i-1, i through one symbol
    return i >= 2 && i < n && shared(cards[i - 2], cards[i - 1]) == shared(cards[i - 1], cards[i]);
  };
  for (int i = 2; i < n; ++i) {
    if (!run_at(i)) continue;
    const int offset = static_cast<int>(random.below(n));
    for (int t = 0; t < n; ++t) {
      const int j = (offset + t) % n;
      if (j >= i - 2 && j <= i) continue;
      std::swap(cards[i], cards[j]);
      const bool fixed = !run_at(i) && (j > i || (!run_at(j) && !run_at(j + 1) && !run_at(j + 2)));
      if (fixed) break;
      std::swap(cards[i], cards[j]);
    }
  }
}

// Moves the symbol a card shares with the card before it away from the place it has there.
void separate_places(std::vector<std::vector<int>>& cards, int symbol_count, Random& random) {
  SharedSymbols shared(symbol_count);
  for (std::size_t i = 1; i < cards.size(); ++i) {
    auto& card = cards[i];
    const int symbol = shared(cards[i - 1], card);
    if (symbol < 0 || card.size() < 2) continue;
    const int place = position_of(card, symbol);
    if (place != position_of(cards[i - 1], symbol)) continue;
    // Any other place will do; the symbol moved into `place` is not on card i-1.
    const int other = (place + 1 + static_cast<int>(random.below(card.size() - 1))) %
                      static_cast<int>(card.size());
    std::swap(card[place], card[other]);
  }
}

}  // namespace

int shared_symbol(const std::vector<int>& a, const std::vector<int>& b) {
  for (int s : a) {
    if (std::find(b.begin(), b.end(), s) != b.end()) return s;
  }
  return -1;
}

Deck shuffled(Deck deck, std::uint64_t seed) {
  Random random(seed);
  shuffle(deck.cards, random);
  for (auto& card : deck.cards) shuffle(card, random);
  break_runs(deck.cards, deck.symbol_count, random);
  separate_places(deck.cards, deck.symbol_count, random);
  return deck;
}

}  // namespace spotforge
