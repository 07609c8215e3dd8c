#include "layout/deck_fit.h"

#include <gtest/gtest.h>

#include "layout/synthetic_decks.h"
#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

std::vector<SymbolFootprint> alike(int count, SymbolFootprint f) {
  return std::vector<SymbolFootprint>(count, f);
}

TEST(DeckFit, ReadsAFootprintFromAMask) {
  const SymbolFootprint disc = footprint_of(synthetic_mask(TestShape::kDisc, 200));
  EXPECT_NEAR(disc.aspect, 1, 0.02);
  EXPECT_NEAR(disc.ink_fraction, 0.785, 0.02);
  EXPECT_NEAR(disc.hull_fraction, 0.785, 0.03);
  // A ring's hull holds its hole.
  const SymbolFootprint ring = footprint_of(synthetic_mask(TestShape::kRing, 200));
  EXPECT_GT(ring.hull_fraction, ring.ink_fraction + 0.25);
}

// Issue 29: compact pictures of an order-13 deck (14 per card) fit the default card.
TEST(DeckFit, CompactPicturesOfAnOrder13DeckFit) {
  const Deck deck = prime_plane_deck(13);
  const DeckFit fit = deck_fit(deck, alike(183, {1, 0.6, 0.75}), LayoutOptions{});
  EXPECT_TRUE(fit.fits) << fit.need_mm2 << " of " << fit.room_mm2;
  EXPECT_GE(fit.worst_card, 0);
}

// Issue 25: sparse, long pictures of a big deck are refused from their sizes, and the card
// size the advice names holds them (and a millimetre less does not).
TEST(DeckFit, ABigDeckOfSparsePicturesNeedsABiggerCard) {
  const Deck deck = random_deck(6, 24, 100, 3);
  const auto footprints = alike(100, {5, 0.12, 0.9});
  LayoutOptions options;
  EXPECT_FALSE(deck_fit(deck, footprints, options).fits);
  const double size = card_size_that_fits(deck, footprints, options);
  ASSERT_GT(size, 87);
  options.diameter_mm = size;
  EXPECT_TRUE(deck_fit(deck, footprints, options).fits);
  options.diameter_mm = size - 1;
  EXPECT_FALSE(deck_fit(deck, footprints, options).fits);
}

// Issue 29: 57 two-digit numbers, text, fit an order-7 deck's cards (theme check offered
// order 5, where the layout then failed too).
TEST(DeckFit, TwoDigitNumbersOfAnOrder7DeckFit) {
  std::vector<SymbolFootprint> footprints;
  for (int n = 10; n < 67; ++n) {
    footprints.push_back(footprint_of(text_mask(std::to_string(n))));
    footprints.back().text = true;
  }
  const DeckFit fit = deck_fit(prime_plane_deck(7), footprints, LayoutOptions{});
  EXPECT_TRUE(fit.fits) << fit.need_mm2 << " of " << fit.room_mm2;
}

TEST(DeckFit, HardestCardsComeFirst) {
  Deck deck;
  deck.cards = {{0, 1, 2}, {3, 4, 5}, {0, 4, 5}};
  std::vector<SymbolFootprint> footprints = alike(6, {1, 0.8, 0.8});
  footprints[4].ink_fraction = footprints[5].ink_fraction = 0.1;  // sparse: a big hull each
  footprints[3].ink_fraction = 0.2;
  EXPECT_EQ(hardest_cards(deck, footprints, LayoutOptions{}, 2), (std::vector<int>{1, 2}));
  EXPECT_EQ(hardest_cards(deck, footprints, LayoutOptions{}, 5).size(), 3u);
}

}  // namespace
}  // namespace spotforge
