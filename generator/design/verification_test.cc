#include "design/verification.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "design/projective_plane.h"
#include "design/random.h"

namespace spotforge {
namespace {

// The counts the verifier should find, by the obvious O(cards^2 * K) comparison.
struct PairCounts {
  long long none = 0, several = 0;
};

PairCounts count_pairs_directly(const Deck& deck) {
  PairCounts counts;
  for (std::size_t a = 0; a < deck.cards.size(); ++a) {
    for (std::size_t b = a + 1; b < deck.cards.size(); ++b) {
      std::vector<int> x = deck.cards[a], y = deck.cards[b];
      std::sort(x.begin(), x.end());
      x.erase(std::unique(x.begin(), x.end()), x.end());
      std::sort(y.begin(), y.end());
      y.erase(std::unique(y.begin(), y.end()), y.end());
      std::vector<int> common;
      std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(common));
      if (common.empty()) ++counts.none;
      if (common.size() > 1) ++counts.several;
    }
  }
  return counts;
}

bool mentions(const DeckVerification& v, const std::string& part) {
  return std::any_of(v.problems.begin(), v.problems.end(),
                     [&](const std::string& p) { return p.find(part) != std::string::npos; });
}

TEST(Verification, AcceptsAPlaneAndATruncatedOne) {
  Deck deck = projective_plane(5);
  EXPECT_TRUE(verify_deck(deck).ok());
  deck.cards.resize(20);
  const DeckVerification v = verify_deck(deck);
  EXPECT_TRUE(v.ok());
  EXPECT_FALSE(v.full_plane);
  EXPECT_EQ(v.cards, 20);
}

TEST(Verification, CatchesAPairSharingTwoSymbols) {
  Deck deck = projective_plane(3);
  // Card 0 gets a symbol of card 1 that it did not have: they now share two.
  const auto& other = deck.cards[1];
  for (int s : other) {
    if (std::find(deck.cards[0].begin(), deck.cards[0].end(), s) == deck.cards[0].end()) {
      // Replace a symbol card 0 does not share with card 1.
      for (int& t : deck.cards[0]) {
        if (std::find(other.begin(), other.end(), t) == other.end()) {
          t = s;
          break;
        }
      }
      break;
    }
  }
  const DeckVerification v = verify_deck(deck);
  EXPECT_FALSE(v.ok());
  EXPECT_TRUE(v.cards_have_k_distinct_symbols);
  EXPECT_FALSE(v.card_pairs_share_one_symbol);
  EXPECT_GE(v.card_pairs_sharing_several, 1);
  EXPECT_FALSE(v.symbol_pairs_on_one_card);
  EXPECT_TRUE(mentions(v, "cards 0 and 1 share more than one symbol")) << v.problems[0];
}

TEST(Verification, CatchesAPairSharingNone) {
  Deck deck;
  deck.order = 2;
  deck.symbols_per_card = 3;
  deck.symbol_count = 7;
  deck.cards = {{0, 1, 2}, {3, 4, 5}, {0, 3, 6}};
  const DeckVerification v = verify_deck(deck);
  EXPECT_FALSE(v.ok());
  EXPECT_FALSE(v.card_pairs_share_one_symbol);
  EXPECT_EQ(v.card_pairs_sharing_none, 1);
  EXPECT_EQ(v.card_pairs_sharing_several, 0);
  EXPECT_TRUE(mentions(v, "cards 0 and 1 share no symbol"));
}

TEST(Verification, CatchesADuplicateSymbolOnACard) {
  Deck deck = projective_plane(4);
  deck.cards[7][2] = deck.cards[7][0];
  const DeckVerification v = verify_deck(deck);
  EXPECT_FALSE(v.ok());
  EXPECT_FALSE(v.cards_have_k_distinct_symbols);
  EXPECT_EQ(v.cards_with_repeated_symbols, 1);
  EXPECT_TRUE(mentions(v, "card 7 shows symbol " + std::to_string(deck.cards[7][0]) + " twice"));
  EXPECT_FALSE(v.symbols_on_k_cards);  // the dropped symbol is now on one card fewer
}

TEST(Verification, CatchesWrongSizesAndBadNumbers) {
  Deck deck = projective_plane(3);
  deck.cards[2].pop_back();
  deck.cards[5][1] = 99;
  const DeckVerification v = verify_deck(deck);
  EXPECT_FALSE(v.ok());
  EXPECT_EQ(v.cards_with_wrong_size, 1);
  EXPECT_EQ(v.symbols_out_of_range, 1);
  EXPECT_TRUE(mentions(v, "card 2 has 3 symbols, not 4"));
  EXPECT_TRUE(mentions(v, "card 5 shows symbol 99, outside 0..12"));

  Deck mislabelled = projective_plane(3);
  mislabelled.symbols_per_card = 5;
  EXPECT_FALSE(verify_deck(mislabelled).ok());
}

TEST(Verification, CountsMatchADirectComparisonOnRandomDamage) {
  Random random(11);
  for (int trial = 0; trial < 40; ++trial) {
    Deck deck = projective_plane(trial % 2 == 0 ? 3 : 4);
    const int damage = 1 + static_cast<int>(random.below(4));
    for (int i = 0; i < damage; ++i) {
      auto& card = deck.cards[random.below(deck.cards.size())];
      card[random.below(card.size())] = static_cast<int>(random.below(deck.symbol_count));
    }
    const PairCounts expected = count_pairs_directly(deck);
    const DeckVerification v = verify_deck(deck);
    EXPECT_EQ(v.card_pairs_sharing_none, expected.none) << "trial " << trial;
    EXPECT_EQ(v.card_pairs_sharing_several, expected.several) << "trial " << trial;
    EXPECT_EQ(v.card_pairs_share_one_symbol, expected.none == 0 && expected.several == 0);
  }
}

TEST(Verification, ReportsFrequencies) {
  Deck deck = projective_plane(2);
  deck.cards.pop_back();
  const DeckVerification v = verify_deck(deck);
  EXPECT_EQ(v.symbol_frequencies.size(), 7u);
  EXPECT_EQ(v.min_frequency, 2);
  EXPECT_EQ(v.max_frequency, 3);
  int total = 0;
  for (int f : v.symbol_frequencies) total += f;
  EXPECT_EQ(total, 6 * 3);
}

}  // namespace
}  // namespace spotforge
