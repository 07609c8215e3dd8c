#include "design/deck_builder.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"
#include "design/verification.h"

namespace spotforge {
namespace {

TEST(DeckBuilder, BuildsFullAndTruncatedDecks) {
  const Deck full = build_deck({7, std::nullopt, kDefaultSeed});
  EXPECT_EQ(full.cards.size(), 57u);
  EXPECT_TRUE(verify_deck(full).ok());
  const Deck commercial = build_deck({7, 55, kDefaultSeed});
  EXPECT_EQ(commercial.cards.size(), 55u);
  const DeckVerification check = verify_deck(commercial);
  EXPECT_TRUE(check.ok());
  EXPECT_EQ(check.max_frequency - check.min_frequency, 2);
}

TEST(DeckBuilder, SameRequestSameDeck) {
  EXPECT_EQ(build_deck({5, 20, 8}).cards, build_deck({5, 20, 8}).cards);
  EXPECT_NE(build_deck({5, 20, 8}).cards, build_deck({5, 20, 9}).cards);
}

TEST(DeckBuilder, RefusesBadSizes) {
  for (int order : {0, 6, 10, 12}) {
    EXPECT_THROW(build_deck({order, std::nullopt, 1}), InputError) << order;
  }
  EXPECT_THROW(build_deck({7, 0, 1}), InputError);
  EXPECT_THROW(build_deck({7, 58, 1}), InputError);
}

}  // namespace
}  // namespace spotforge
