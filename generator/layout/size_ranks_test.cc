#include "layout/size_ranks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "layout/synthetic_decks.h"

namespace spotforge {
namespace {

void expect_each_card_has_each_rank_once(const Deck& deck,
                                         const std::vector<std::vector<int>>& ranks) {
  ASSERT_EQ(ranks.size(), deck.cards.size());
  for (size_t c = 0; c < deck.cards.size(); ++c) {
    std::vector<int> r = ranks[c];
    std::sort(r.begin(), r.end());
    for (size_t k = 0; k < r.size(); ++k) EXPECT_EQ(r[k], static_cast<int>(k)) << "card " << c;
  }
}

TEST(SizeRanks, FullPlaneGivesEverySymbolEveryRankOnce) {
  for (int p : {2, 3, 5, 7}) {
    const Deck deck = prime_plane_deck(p);
    const auto ranks = balanced_size_ranks(deck);
    expect_each_card_has_each_rank_once(deck, ranks);
    std::map<int, std::multiset<int>> by_symbol;
    for (size_t c = 0; c < deck.cards.size(); ++c) {
      for (size_t j = 0; j < deck.cards[c].size(); ++j) {
        by_symbol[deck.cards[c][j]].insert(ranks[c][j]);
      }
    }
    ASSERT_EQ(static_cast<int>(by_symbol.size()), deck.symbol_count);
    for (const auto& [symbol, taken] : by_symbol) {
      std::multiset<int> all;
      for (int r = 0; r <= p; ++r) all.insert(r);
      EXPECT_EQ(taken, all) << "order " << p << " symbol " << symbol;
    }
  }
}

TEST(SizeRanks, TruncatedAndIrregularDecksStillBalanceEachSymbol) {
  Deck truncated = prime_plane_deck(7);
  truncated.cards.resize(55);
  const Deck random = random_deck(12, 6, 40, 7);  // no symbol on more than 6 cards
  for (const Deck& deck : {truncated, random}) {
    const auto ranks = balanced_size_ranks(deck);
    expect_each_card_has_each_rank_once(deck, ranks);
    std::map<int, std::vector<int>> by_symbol;
    for (size_t c = 0; c < deck.cards.size(); ++c) {
      for (size_t j = 0; j < deck.cards[c].size(); ++j) {
        by_symbol[deck.cards[c][j]].push_back(ranks[c][j]);
      }
    }
    // Each symbol's ranks differ as long as it is on no more cards than there are ranks.
    for (const auto& [symbol, taken] : by_symbol) {
      if (taken.size() > deck.cards[0].size()) continue;
      std::set<int> distinct(taken.begin(), taken.end());
      EXPECT_EQ(distinct.size(), taken.size()) << "symbol " << symbol;
    }
  }
}

}  // namespace
}  // namespace spotforge
