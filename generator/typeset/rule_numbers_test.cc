#include "typeset/rule_numbers.h"

#include <gtest/gtest.h>

#include <array>
#include <random>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

std::vector<std::array<int, 3>> as_tuples(const std::vector<DealRow>& rows) {
  std::vector<std::array<int, 3>> out;
  for (const DealRow& r : rows) out.push_back({r.players_from, r.players_to, r.cards_each});
  return out;
}

RuleNumbers numbers(int cards, int symbols_per_card) {
  RuleInputs in;
  in.cards = cards;
  in.symbols_per_card = symbols_per_card;
  in.theme_symbols = 57;
  return compute_rule_numbers(in);
}

using Rows = std::vector<std::array<int, 3>>;

TEST(RuleNumbers, PartyDeckOf55CardsKeepsThePublishedDeals) {
  const RuleNumbers r = numbers(55, 8);
  EXPECT_EQ(r.order, 7);
  EXPECT_EQ(r.plane_cards, 57);
  EXPECT_TRUE(r.truncated);
  EXPECT_EQ(r.players_min, 2);
  EXPECT_EQ(r.players_max, 8);
  EXPECT_EQ(as_tuples(r.dynamite), (Rows{{2, 3, 11}, {4, 5, 9}, {6, 8, 6}}));
  EXPECT_EQ(r.dynamite.back().left_over, 55 - 6 * 8);
  EXPECT_EQ(r.dynamite_refill, 5);
  EXPECT_EQ(
      as_tuples(r.well),
      (Rows{{2, 2, 27}, {3, 3, 18}, {4, 4, 13}, {5, 5, 10}, {6, 6, 9}, {7, 7, 7}, {8, 8, 6}}));
  EXPECT_EQ(r.well[2].left_over, 2);  // 54 = 4 * 13 + 2
  EXPECT_EQ(r.well_penalty, 5);
  EXPECT_EQ(r.mascot_bonus, 4);
  EXPECT_EQ(r.hot_potato_players_min, 4);
  EXPECT_EQ(r.hot_potato_players_max, 8);
  EXPECT_EQ(r.race_target, 6);
  EXPECT_EQ(r.race_players_max, 8);
  EXPECT_EQ(r.triplets_grid, 9);
}

TEST(RuleNumbers, FullOrder7DeckOf57Cards) {
  const RuleNumbers r = numbers(57, 8);
  EXPECT_FALSE(r.truncated);
  EXPECT_EQ(r.players_max, 8);
  // The published deal, not the most the deck could hold: 4-5 players get 9 cards, as in the
  // original (10 each would leave five players only 7 cards to start the refills).
  EXPECT_EQ(as_tuples(r.dynamite), (Rows{{2, 3, 11}, {4, 5, 9}, {6, 8, 6}}));
  EXPECT_EQ(r.dynamite_refill, 5);
  EXPECT_EQ(r.party_minutes, 30);
  EXPECT_EQ(r.party_ages_min, 10);
  EXPECT_EQ(r.triplets_grid, 9);
  EXPECT_EQ(r.cards_per_symbol, 8);
}

TEST(RuleNumbers, SmallDeckOf31CardsRecomputesAndDropsRows) {
  const RuleNumbers r = numbers(31, 6);
  EXPECT_EQ(r.order, 5);
  EXPECT_FALSE(r.truncated);
  EXPECT_EQ(r.players_max, 7);  // 8 players would leave fewer than 3 centre cards each
  // The published deal scaled to 31 cards (11, 9, 6 of 55); 6-8 shrinks to 6-7: eight fuses of
  // 3 cards are too short.
  EXPECT_EQ(as_tuples(r.dynamite), (Rows{{2, 3, 6}, {4, 5, 5}, {6, 7, 4}}));
  EXPECT_EQ(r.dynamite_refill, 3);
  EXPECT_EQ(r.party_minutes, 15);
  // Hot Potato: 7 players would run out of fresh cards before the fifth round.
  EXPECT_EQ(as_tuples(r.hot_potato), (Rows{{4, 4, 7}, {5, 5, 6}, {6, 6, 5}}));
  EXPECT_EQ(r.hot_potato_players_max, 6);
  EXPECT_EQ(r.well.back().players_to, 7);
  EXPECT_EQ(r.well.back().cards_each, 4);
  EXPECT_EQ(r.well_penalty, 3);
  EXPECT_EQ(r.mascot_bonus, 2);
  EXPECT_EQ(r.race_target, 3);
  EXPECT_EQ(r.triplets_grid, 7);
}

TEST(RuleNumbers, EveryDealFitsTheDeckForEveryOrder) {
  for (int order : {2, 3, 4, 5, 7, 8, 9}) {
    const int plane = order * order + order + 1;
    for (int cards = order + 2; cards <= plane; ++cards) {
      const RuleNumbers r = numbers(cards, order + 1);
      for (const DealRow& row : r.dynamite) {
        EXPECT_LE(row.cards_each * row.players_to, cards) << cards;
        EXPECT_GE(row.cards_each, r.dynamite_min_deal);
        EXPECT_LE(row.players_to, r.players_max);
      }
      for (const DealRow& row : r.well) EXPECT_LE(1 + row.cards_each * row.players_to, cards);
      for (const DealRow& row : r.hot_potato) {
        EXPECT_GE(row.cards_each, r.hot_potato_rounds_min);
        EXPECT_LE(row.cards_each * row.players_to, cards);
      }
      EXPECT_LE(r.triplets_grid, cards);
      EXPECT_GE(r.players_max, r.players_min);
    }
  }
}

TEST(RuleNumbers, SpotlightPlayersAreLimitedByBoardsAndRushTokens) {
  RuleInputs in;
  in.cards = 55;
  in.symbols_per_card = 8;
  EXPECT_EQ(compute_rule_numbers(in).spotlight_players_max, 5);
  in.spotlight.rush_tokens = 5;
  EXPECT_EQ(compute_rule_numbers(in).spotlight_players_max, 3);
}

TEST(RuleNumbers, TakesTheDeckAsPrinted) {
  Deck deck;
  deck.order = 5;
  deck.symbols_per_card = 6;
  deck.symbol_count = 31;
  deck.cards.assign(31, std::vector<int>(6, 0));
  const RuleInputs in = rule_inputs_for(deck, 31);
  EXPECT_EQ(in.cards, 31);
  EXPECT_EQ(in.symbols_per_card, 6);
  EXPECT_EQ(compute_rule_numbers(in).players_max, 7);
}

TEST(RuleNumbers, RefusesInputsThatMakeNoDeck) {
  EXPECT_THROW(numbers(55, 2), InputError);
  EXPECT_THROW(numbers(58, 8), InputError);
  EXPECT_THROW(numbers(2, 8), InputError);
}

// A deck of the plane PG(2, q), q prime, with cards as points and symbols as lines (also a valid
// deck): three cards share a symbol when their points are collinear.
struct PointDeck {
  int q;
  std::vector<std::array<int, 3>> points;  // normalised homogeneous coordinates
  explicit PointDeck(int q_) : q(q_) {
    for (int y = 0; y < q; ++y)
      for (int z = 0; z < q; ++z) points.push_back({1, y, z});
    for (int z = 0; z < q; ++z) points.push_back({0, 1, z});
    points.push_back({0, 0, 1});
  }
  bool collinear(const std::array<int, 3>& a, const std::array<int, 3>& b,
                 const std::array<int, 3>& c) const {
    const long long det = a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) +
                          a[2] * (b[0] * c[1] - b[1] * c[0]);
    return ((det % q) + q) % q == 0;
  }
  bool has_triplet(const std::vector<int>& cards) const {
    for (size_t i = 0; i < cards.size(); ++i)
      for (size_t j = i + 1; j < cards.size(); ++j)
        for (size_t k = j + 1; k < cards.size(); ++k)
          if (collinear(points[cards[i]], points[cards[j]], points[cards[k]])) return true;
    return false;
  }
};

// The Triplets grid: any triplets_grid cards hold a triplet, and one card fewer may not.
TEST(RuleNumbers, TripletsGridAlwaysHoldsATriplet) {
  for (int q : {5, 7}) {
    const PointDeck deck(q);
    const RuleNumbers r = numbers(q * q + q + 1, q + 1);
    std::mt19937 rng(q);
    std::vector<int> all(deck.points.size());
    for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    for (int trial = 0; trial < 2000; ++trial) {
      std::shuffle(all.begin(), all.end(), rng);
      EXPECT_TRUE(deck.has_triplet({all.begin(), all.begin() + r.triplets_grid})) << q;
    }
    // The conic z = y^2 (plus its point at infinity) has q + 1 points, no three collinear.
    std::vector<int> conic;
    for (int y = 0; y < q; ++y) conic.push_back(y * q + (y * y) % q);
    conic.push_back(q * q + q);
    EXPECT_EQ(static_cast<int>(conic.size()), r.triplets_grid - 1);
    EXPECT_FALSE(deck.has_triplet(conic)) << q;
  }
}

}  // namespace
}  // namespace spotforge::typeset
