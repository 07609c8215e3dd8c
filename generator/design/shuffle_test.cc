#include "design/shuffle.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "design/projective_plane.h"
#include "design/truncation.h"
#include "design/verification.h"

namespace spotforge {
namespace {

std::vector<std::vector<int>> sorted_cards(Deck deck) {
  for (auto& card : deck.cards) std::sort(card.begin(), card.end());
  std::sort(deck.cards.begin(), deck.cards.end());
  return deck.cards;
}

int place_of(const std::vector<int>& card, int symbol) {
  return static_cast<int>(std::find(card.begin(), card.end(), symbol) - card.begin());
}

// Consecutive cards show their shared symbol in different places, and no three in a row share one.
void expect_neighbours_hide_their_symbol(const Deck& deck) {
  for (std::size_t i = 1; i < deck.cards.size(); ++i) {
    const int s = shared_symbol(deck.cards[i - 1], deck.cards[i]);
    ASSERT_GE(s, 0);
    EXPECT_NE(place_of(deck.cards[i - 1], s), place_of(deck.cards[i], s)) << "cards " << i - 1;
    if (i >= 2) {
      EXPECT_NE(shared_symbol(deck.cards[i - 2], deck.cards[i - 1]), s) << "card " << i;
    }
  }
}

TEST(Shuffle, SameSeedSameDeckOtherSeedOtherDeck) {
  const Deck plane = projective_plane(7);
  EXPECT_EQ(shuffled(plane, 1).cards, shuffled(plane, 1).cards);
  EXPECT_NE(shuffled(plane, 1).cards, shuffled(plane, 2).cards);
  EXPECT_NE(shuffled(plane, kDefaultSeed).cards, plane.cards);
}

TEST(Shuffle, OnlyReordersCardsAndSymbols) {
  const Deck plane = projective_plane(8);
  const Deck deck = shuffled(plane, 99);
  EXPECT_EQ(sorted_cards(deck), sorted_cards(plane));
  EXPECT_TRUE(verify_deck(deck).ok());
}

TEST(Shuffle, NeighboursNeverGiveTheirSymbolAway) {
  for (int q : {2, 3, 4, 5, 7, 8, 9, 16}) {
    for (std::uint64_t seed :
         {kDefaultSeed, std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{12345}}) {
      SCOPED_TRACE("order " + std::to_string(q) + ", seed " + std::to_string(seed));
      expect_neighbours_hide_their_symbol(shuffled(projective_plane(q), seed));
    }
  }
  expect_neighbours_hide_their_symbol(shuffled(truncated_plane(7, 55), kDefaultSeed));
  expect_neighbours_hide_their_symbol(shuffled(truncated_plane(5, 12), 3));
}

TEST(Shuffle, SharedSymbol) {
  EXPECT_EQ(shared_symbol({1, 2, 3}, {4, 3, 5}), 3);
  EXPECT_EQ(shared_symbol({1, 2, 3}, {4, 5, 6}), -1);
}

}  // namespace
}  // namespace spotforge
