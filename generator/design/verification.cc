#include "design/verification.h"

#include <algorithm>
#include <cstdint>

namespace spotforge {
namespace {

constexpr std::size_t kMaxProblems = 10;

void note(DeckVerification& v, const std::string& problem) {
  if (v.problems.size() < kMaxProblems) v.problems.push_back(problem);
}

// Each card's distinct, in-range symbols; records wrong sizes, repeats and bad entries.
std::vector<std::vector<int>> distinct_symbols(const Deck& deck, DeckVerification& v) {
  std::vector<std::vector<int>> clean(deck.cards.size());
  std::vector<int> seen_on(deck.symbol_count, -1);
  for (std::size_t c = 0; c < deck.cards.size(); ++c) {
    const int card = static_cast<int>(c);
    bool repeated = false;
    for (int s : deck.cards[c]) {
      if (s < 0 || s >= deck.symbol_count) {
        ++v.symbols_out_of_range;
        note(v, "card " + std::to_string(card) + " shows symbol " + std::to_string(s) +
                    ", outside 0.." + std::to_string(deck.symbol_count - 1));
      } else if (seen_on[s] == card) {
        repeated = true;
        note(v, "card " + std::to_string(card) + " shows symbol " + std::to_string(s) + " twice");
      } else {
        seen_on[s] = card;
        clean[c].push_back(s);
      }
    }
    if (repeated) ++v.cards_with_repeated_symbols;
    if (static_cast<int>(deck.cards[c].size()) != deck.symbols_per_card) {
      ++v.cards_with_wrong_size;
      note(v, "card " + std::to_string(card) + " has " + std::to_string(deck.cards[c].size()) +
                  " symbols, not " + std::to_string(deck.symbols_per_card));
    }
  }
  return clean;
}

// For each symbol, the cards showing it in increasing order (compressed rows).
struct SymbolCards {
  std::vector<int> start;  // symbol s's cards are cards[start[s] .. start[s+1])
  std::vector<int> cards;
};

SymbolCards cards_by_symbol(const std::vector<std::vector<int>>& clean, int symbol_count) {
  SymbolCards index;
  index.start.assign(symbol_count + 1, 0);
  for (const auto& card : clean) {
    for (int s : card) ++index.start[s + 1];
  }
  for (int s = 0; s < symbol_count; ++s) index.start[s + 1] += index.start[s];
  index.cards.resize(index.start[symbol_count]);
  std::vector<int> fill(index.start.begin(), index.start.end() - 1);
  for (std::size_t c = 0; c < clean.size(); ++c) {
    for (int s : clean[c]) index.cards[fill[s]++] = static_cast<int>(c);
  }
  return index;
}

std::string shared_symbols(const std::vector<int>& a, const std::vector<int>& b) {
  std::string out;
  for (int s : a) {
    if (std::find(b.begin(), b.end(), s) == b.end()) continue;
    out += (out.empty() ? "" : ", ") + std::to_string(s);
  }
  return out;
}

// Sum of the eight bytes of a word whose bytes are each 0 or 1.
long long byte_sum(std::uint64_t word) {
  return static_cast<long long>((word * 0x0101010101010101ULL) >> 56);
}

// Every later card d that shares a symbol with card c is reached once per shared symbol through
// the symbol-to-cards index, so the work is the sum over symbols of f^2/2 = O(cards * K^2),
// never a comparison of all card pairs. Cards are taken in increasing order, so card c is the
// next unvisited entry of each of its symbols' lists and the later cards simply follow it.
// One byte per card records the hits as 0, 1, 3, 7, ... (shift in a one): bit 0 says "shares a
// symbol", bit 1 "shares several". The bytes stay in the L1 cache (16 KB at order 127).
void check_card_pairs(const std::vector<std::vector<int>>& clean, const SymbolCards& index,
                      DeckVerification& v) {
  const int n = static_cast<int>(clean.size());
  const std::size_t words = (static_cast<std::size_t>(n) + 7) / 8;
  std::vector<std::uint64_t> storage(words);
  auto* reach = reinterpret_cast<unsigned char*>(storage.data());
  std::vector<int> next(index.start.begin(), index.start.end() - 1);
  // Plain locals: byte stores may alias any memory, and would force reloads of the vectors.
  const int* cards = index.cards.data();
  const int* start = index.start.data();
  constexpr std::uint64_t kLowBits = 0x0101010101010101ULL;
  for (int c = 0; c < n; ++c) {
    // Only cards after c are marked, so only the words from c+1 on need clearing and counting.
    const auto first_word = storage.begin() + (c + 1) / 8;
    std::fill(first_word, storage.end(), 0);
    for (int s : clean[c]) {
      const int end = start[s + 1];
      for (int i = ++next[s]; i < end; ++i) {
        const int d = cards[i];
        reach[d] = static_cast<unsigned char>((reach[d] << 1) | 1);
      }
    }
    long long reached = 0, several = 0;
    for (auto word_it = first_word; word_it != storage.end(); ++word_it) {
      const std::uint64_t word = *word_it;
      reached += byte_sum(word & kLowBits);
      several += byte_sum((word >> 1) & kLowBits);
    }
    v.card_pairs_sharing_several += several;
    const long long missing = (n - 1 - c) - reached;
    v.card_pairs_sharing_none += missing;
    if (several == 0 && missing == 0) continue;
    for (int d = c + 1; d < n && v.problems.size() < kMaxProblems; ++d) {
      if (reach[d] & 2) {
        note(v, "cards " + std::to_string(c) + " and " + std::to_string(d) +
                    " share more than one symbol (" + shared_symbols(clean[c], clean[d]) + ")");
      } else if (reach[d] == 0) {
        note(v, "cards " + std::to_string(c) + " and " + std::to_string(d) + " share no symbol");
      }
    }
  }
}

}  // namespace

DeckVerification verify_deck(const Deck& deck) {
  DeckVerification v;
  v.cards = static_cast<int>(deck.cards.size());
  v.symbols_per_card = deck.symbols_per_card;
  const int n = deck.order;
  const long long k = n + 1LL, symbols = k * n + 1;
  if (deck.symbols_per_card != k || deck.symbol_count != symbols) {
    note(v, "a deck of order " + std::to_string(n) + " needs " + std::to_string(k) +
                " symbols per card and " + std::to_string(symbols) + " symbols, not " +
                std::to_string(deck.symbols_per_card) + " and " +
                std::to_string(deck.symbol_count));
    return v;
  }
  v.full_plane = v.cards == deck.symbol_count;

  const auto clean = distinct_symbols(deck, v);
  v.cards_have_k_distinct_symbols = v.cards_with_wrong_size == 0 &&
                                    v.cards_with_repeated_symbols == 0 &&
                                    v.symbols_out_of_range == 0;

  const SymbolCards index = cards_by_symbol(clean, deck.symbol_count);
  v.symbol_frequencies.resize(deck.symbol_count);
  for (int s = 0; s < deck.symbol_count; ++s) {
    v.symbol_frequencies[s] = index.start[s + 1] - index.start[s];
  }
  const auto [lo, hi] =
      std::minmax_element(v.symbol_frequencies.begin(), v.symbol_frequencies.end());
  v.min_frequency = *lo;
  v.max_frequency = *hi;

  check_card_pairs(clean, index, v);
  v.card_pairs_share_one_symbol =
      v.card_pairs_sharing_none == 0 && v.card_pairs_sharing_several == 0;
  if (!v.full_plane) return v;

  v.symbols_on_k_cards =
      v.min_frequency == deck.symbols_per_card && v.max_frequency == deck.symbols_per_card;
  if (!v.symbols_on_k_cards) {
    for (int s = 0; s < deck.symbol_count; ++s) {
      if (v.symbol_frequencies[s] != deck.symbols_per_card) {
        note(v, "symbol " + std::to_string(s) + " is on " +
                    std::to_string(v.symbol_frequencies[s]) + " cards, not " +
                    std::to_string(deck.symbols_per_card));
      }
    }
  }
  // Two symbols together on two cards would make those cards share two symbols, which the card
  // check counts. So when no card pair shares several, the symbol pairs the cards cover are all
  // distinct, there are sum C(k_c, 2) of them, and every pair is covered exactly once iff that
  // sum is C(v, 2). This is exact, and saves a second O(cards * K^2) pass over the dual.
  long long covered = 0;
  for (const auto& card : clean)
    covered += static_cast<long long>(card.size()) * (card.size() - 1) / 2;
  const long long v_symbols = deck.symbol_count;
  const long long all_pairs = v_symbols * (v_symbols - 1) / 2;
  v.symbol_pairs_on_one_card = v.card_pairs_sharing_several == 0 && covered == all_pairs;
  if (v.card_pairs_sharing_several == 0 && covered < all_pairs) {
    note(v, std::to_string(all_pairs - covered) + " symbol pairs are on no card");
  }
  return v;
}

}  // namespace spotforge
