#include "design/truncation.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "base/diagnostic.h"
#include "design/plane_order.h"
#include "design/projective_plane.h"
#include "design/spread_bound.h"
#include "design/verification.h"

namespace spotforge {
namespace {

int spread_of(const DeckVerification& v) { return v.max_frequency - v.min_frequency; }

// The least spread over every subset of cards, by size: all 2^v subsets in Gray-code order.
std::vector<int> exhaustive_least_spread(int order) {
  const Deck plane = projective_plane(order);
  const int v = static_cast<int>(plane.cards.size());
  std::vector<int> best(v + 1, v), count(v, 0);
  std::vector<char> in(v, false);
  int size = 0;
  for (unsigned long g = 1; g < (1UL << v); ++g) {
    const int line = __builtin_ctzl(g);
    const int step = in[line] ? -1 : 1;
    in[line] = !in[line];
    size += step;
    for (int s : plane.cards[line]) count[s] += step;
    const auto [lo, hi] = std::minmax_element(count.begin(), count.end());
    best[size] = std::min(best[size], *hi - *lo);
  }
  return best;
}

TEST(Truncation, MatchesTheExhaustiveOptimumForOrdersUpToFour) {
  for (int q : {2, 3, 4}) {
    const std::vector<int> best = exhaustive_least_spread(q);
    const int v = q * q + q + 1;
    for (int m = 1; m <= v; ++m) {
      SCOPED_TRACE("order " + std::to_string(q) + ", " + std::to_string(m) + " cards");
      const DeckVerification check = verify_deck(truncated_plane(q, m));
      ASSERT_TRUE(check.ok());
      EXPECT_EQ(spread_of(check), best[m]);
      EXPECT_LE(truncation_spread_lower_bound(q, m), best[m]);  // the bound is sound
    }
  }
}

TEST(Truncation, StaysWithinOneOfTheBoundForEveryCountUpToOrderNine) {
  for (int q : {5, 7, 8, 9}) {
    const int v = q * q + q + 1;
    for (int m = 1; m <= v; ++m) {
      SCOPED_TRACE("order " + std::to_string(q) + ", " + std::to_string(m) + " cards");
      const Deck deck = truncated_plane(q, m);
      ASSERT_EQ(static_cast<int>(deck.cards.size()), m);
      const DeckVerification check = verify_deck(deck);
      ASSERT_TRUE(check.ok());
      const int bound = truncation_spread_lower_bound(q, m);
      EXPECT_GE(spread_of(check), bound);
      EXPECT_LE(spread_of(check), bound + 1);
    }
  }
}

TEST(Truncation, FiftyFiveOfFiftySevenLosesTwoCardsEvenly) {
  const Deck deck = truncated_plane(7, 55);
  const DeckVerification check = verify_deck(deck);
  ASSERT_TRUE(check.ok());
  // Two dropped cards share one symbol (now on 6 cards); their 14 other symbols are on 7.
  std::vector<int> expected(57, 8);
  for (int s = 42; s < 56; ++s) expected[s] = 7;
  expected[56] = 6;
  EXPECT_EQ(check.symbol_frequencies, expected);
  EXPECT_EQ(truncation_spread_lower_bound(7, 55), 2);
}

TEST(Truncation, FewDroppedOrKeptCardsMeetTheBoundOnLargePlanes) {
  for (int q : {16, 25, 31, 32}) {
    const int v = q * q + q + 1;
    for (int m : {2, 3, largest_dual_arc(q), v - largest_dual_arc(q), v - 3, v - 1}) {
      SCOPED_TRACE("order " + std::to_string(q) + ", " + std::to_string(m) + " cards");
      const DeckVerification check = verify_deck(truncated_plane(q, m));
      ASSERT_TRUE(check.ok());
      EXPECT_EQ(spread_of(check), truncation_spread_lower_bound(q, m));
    }
  }
}

TEST(Truncation, NumbersSymbolsMostFrequentFirst) {
  const DeckVerification check = verify_deck(truncated_plane(9, 40));
  EXPECT_TRUE(std::is_sorted(check.symbol_frequencies.rbegin(), check.symbol_frequencies.rend()));
}

TEST(Truncation, IsDeterministicAndKeepsTheFullPlaneWhole) {
  EXPECT_EQ(choose_cards(8, 30), choose_cards(8, 30));
  const auto all = choose_cards(5, 31);
  ASSERT_EQ(all.size(), 31u);
  for (int c = 0; c < 31; ++c) EXPECT_EQ(all[c], c);
  EXPECT_TRUE(verify_deck(truncated_plane(5, 31)).full_plane);
}

TEST(Truncation, RefusesCountsOutOfRange) {
  EXPECT_THROW(truncated_plane(7, 0), InputError);
  EXPECT_THROW(truncated_plane(7, 58), InputError);
  EXPECT_THROW(truncated_plane(6, 20), InputError);
  try {
    truncated_plane(7, 58);
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("has 1 to 57 cards"), std::string::npos) << e.what();
  }
}

TEST(SpreadBound, KnownValues) {
  EXPECT_EQ(truncation_spread_lower_bound(7, 57), 0);
  EXPECT_EQ(truncation_spread_lower_bound(7, 56), 1);
  EXPECT_EQ(truncation_spread_lower_bound(7, 1), 1);
  EXPECT_EQ(truncation_spread_lower_bound(7, 2), 2);
  // q+2 lines with counts in [0, 2] would be a (q+2)-arc, impossible for odd q.
  EXPECT_EQ(truncation_spread_lower_bound(7, 9), 3);
  EXPECT_EQ(truncation_spread_lower_bound(8, 10), 2);
  // Variance q p (1-p) grows with the order: half of order 127 cannot beat spread 12.
  EXPECT_GE(truncation_spread_lower_bound(127, 8128), 12);
}

}  // namespace
}  // namespace spotforge
