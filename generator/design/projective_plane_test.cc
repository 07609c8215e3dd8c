#include "design/projective_plane.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "base/diagnostic.h"
#include "design/plane_order.h"
#include "design/verification.h"

namespace spotforge {
namespace {

TEST(ProjectivePlane, EverySupportedOrderUpTo64IsAVerifiedPlane) {
  for (int n = 2; n <= 64; ++n) {
    if (!is_supported_order(n)) continue;
    SCOPED_TRACE("order " + std::to_string(n));
    const Deck deck = projective_plane(n);
    EXPECT_EQ(deck.order, n);
    EXPECT_EQ(deck.symbols_per_card, n + 1);
    EXPECT_EQ(deck.symbol_count, n * n + n + 1);
    EXPECT_EQ(static_cast<int>(deck.cards.size()), n * n + n + 1);
    const DeckVerification check = verify_deck(deck);
    EXPECT_TRUE(check.ok());
    EXPECT_TRUE(check.full_plane);
    EXPECT_TRUE(check.symbols_on_k_cards);
    EXPECT_TRUE(check.symbol_pairs_on_one_card);
    EXPECT_EQ(check.min_frequency, n + 1);
    EXPECT_EQ(check.max_frequency, n + 1);
    EXPECT_TRUE(check.problems.empty());
  }
}

// Independent of the verifier: intersect every pair of cards directly.
TEST(ProjectivePlane, SmallPlanesCheckedPairByPair) {
  for (int n : {2, 3, 4, 5, 7, 8, 9}) {
    SCOPED_TRACE("order " + std::to_string(n));
    Deck deck = projective_plane(n);
    for (auto& card : deck.cards) std::sort(card.begin(), card.end());
    for (std::size_t a = 0; a < deck.cards.size(); ++a) {
      ASSERT_EQ(std::adjacent_find(deck.cards[a].begin(), deck.cards[a].end()),
                deck.cards[a].end());
      for (std::size_t b = a + 1; b < deck.cards.size(); ++b) {
        std::vector<int> common;
        std::set_intersection(deck.cards[a].begin(), deck.cards[a].end(), deck.cards[b].begin(),
                              deck.cards[b].end(), std::back_inserter(common));
        ASSERT_EQ(common.size(), 1u) << "cards " << a << " and " << b;
      }
    }
  }
}

TEST(ProjectivePlane, RefusesImpossibleOrders) {
  for (int n : {0, 1, 6, 10, 12, 129}) EXPECT_THROW(projective_plane(n), InputError) << n;
}

}  // namespace
}  // namespace spotforge
