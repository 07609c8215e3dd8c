#include "layout/symbol_apart.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>

#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

class SymbolApartTest : public ::testing::Test {
 protected:
  // By symbol index: 0 disc, 1 ring (hole of 0.64 of its diameter), 2 crescent.
  std::vector<InkOutline> outlines{ink_outline(synthetic_mask(TestShape::kDisc, 200)),
                                   ink_outline(synthetic_mask(TestShape::kRing, 200)),
                                   ink_outline(synthetic_mask(TestShape::kCrescent, 200))};

  static PlacedSymbol at(int symbol, double x, double y, double side, double turn = 0,
                         bool mirror = false) {
    return {symbol, x, y, side, side, turn, mirror};
  }
};

TEST_F(SymbolApartTest, TheHullOfADiscIsTheDisc) {
  const InkOutline& disc = outlines[0];
  EXPECT_GE(disc.hull.size(), 8u);
  EXPECT_NEAR(disc.centre_u, disc.width / 2.0, 0.5);
  EXPECT_NEAR(disc.centre_v, disc.height / 2.0, 0.5);
  EXPECT_NEAR(disc.ink_fraction(), std::numbers::pi / 4, 0.02);
}

TEST_F(SymbolApartTest, ADotInARingsHoleIsWhollyInside) {
  CardLayout card;
  card.symbols = {at(1, 0, 0, 30), at(0, 1, 0, 6)};  // hole radius 9.6 mm, dot radius 3 mm
  const std::vector<ApartPair> pairs = measure_apart(card, outlines);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_NEAR(pairs[0].second_in_first.share, 1.0, 1e-9);
  EXPECT_NEAR(pairs[0].second_in_first.centre_depth_mm, 14.0, 0.2);  // 15 mm radius, 1 off
  EXPECT_NEAR(pairs[0].smaller_share, 1.0, 1e-9);
  EXPECT_TRUE(pairs[0].centre_inside());
  EXPECT_FALSE(keeps_apart(pairs[0]));
  // The ring's ink is all outside the dot's hull, but its ink centre (the hole's centre,
  // 1 mm from the dot's) lies 2 mm inside the dot: either way the two read as one picture.
  EXPECT_EQ(pairs[0].first_in_second.share, 0);
  EXPECT_NEAR(pairs[0].first_in_second.centre_depth_mm, 2.0, 0.1);
}

TEST_F(SymbolApartTest, NeighbourDiscsKeepApart) {
  CardLayout card;
  card.symbols = {at(0, -6, 0, 10), at(0, 6, 0, 10)};  // 2 mm between their inks
  const std::vector<ApartPair> pairs = measure_apart(card, outlines);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].worst_share(), 0);
  EXPECT_NEAR(pairs[0].first_in_second.centre_depth_mm, -7, 0.1);  // 12 mm off, radius 5
  EXPECT_TRUE(keeps_apart(pairs[0]));
}

TEST_F(SymbolApartTest, FarSymbolsAreNotPairs) {
  CardLayout card;
  card.symbols = {at(0, -20, 0, 10), at(0, 20, 0, 10)};
  EXPECT_TRUE(measure_apart(card, outlines).empty());
}

TEST_F(SymbolApartTest, ADotOnTheHullsEdgeIsHalfInside) {
  CardLayout card;
  card.symbols = {at(0, 0, 0, 40), at(0, 20, 0, 4)};  // centred on the big disc's rim
  const std::vector<ApartPair> pairs = measure_apart(card, outlines);
  ASSERT_EQ(pairs.size(), 1u);
  // A little under half: the rim curves away from the dot.
  EXPECT_NEAR(pairs[0].second_in_first.share, 0.47, 0.03);
  EXPECT_NEAR(pairs[0].second_in_first.centre_depth_mm, 0, 0.1);
  EXPECT_FALSE(keeps_apart(pairs[0]));
}

TEST_F(SymbolApartTest, TheCrescentsHollowHoldsWhatSitsInIt) {
  // Somewhere in the crescent's hollow a dot is wholly inside its hull (and its ink, being
  // in the hollow, doesn't touch the crescent's); it stays inside when the whole card turns.
  const InkOutline& crescent = outlines[2];
  ASSERT_GE(crescent.hull.size(), 3u);
  double best = 0, best_x = 0, best_y = 0;
  for (double y = -12; y <= 12; y += 1) {
    for (double x = -12; x <= 12; x += 1) {
      CardLayout card;
      card.symbols = {at(2, 0, 0, 30), at(0, x, y, 4)};
      const std::vector<ApartPair> pairs = measure_apart(card, outlines);
      ASSERT_EQ(pairs.size(), 1u);
      if (pairs[0].second_in_first.share > best) {
        best = pairs[0].second_in_first.share;
        best_x = x;
        best_y = y;
      }
    }
  }
  EXPECT_NEAR(best, 1.0, 1e-9);
  for (double turn : {30.0, 90.0, 200.0}) {
    const double a = turn * std::numbers::pi / 180;
    const double x = best_x * std::cos(a) - best_y * std::sin(a);
    const double y = best_x * std::sin(a) + best_y * std::cos(a);
    CardLayout card;
    card.symbols = {at(2, 0, 0, 30, turn), at(0, x, y, 4)};
    EXPECT_NEAR(measure_apart(card, outlines)[0].second_in_first.share, 1.0, 1e-9) << turn;
  }
  // Far below the crescent's belly (the side away from the hollow) nothing is inside.
  CardLayout card;
  card.symbols = {at(2, 0, 0, 30), at(0, 0, 20, 4)};
  EXPECT_EQ(measure_apart(card, outlines)[0].second_in_first.share, 0);
}

TEST_F(SymbolApartTest, MirroringMirrorsTheHull) {
  // A ring is symmetric: mirrored or not, a dot across its hole is inside it.
  CardLayout card;
  card.symbols = {at(1, 0, 0, 30, 45, true), at(0, -5, 3, 6)};
  const std::vector<ApartPair> pairs = measure_apart(card, outlines);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_NEAR(pairs[0].second_in_first.share, 1.0, 1e-9);
  EXPECT_TRUE(pairs[0].centre_inside());
}

TEST_F(SymbolApartTest, TheQuickDecisionAgreesWithTheMeasure) {
  // The placer's early-out decision and the verifier's full measure, over many placements of
  // every pair of shapes (both margins 0 and the placer's own).
  std::mt19937 rng(16);
  std::uniform_real_distribution<double> pos(-14, 14), turn(0, 360), side(4, 30);
  int nested = 0, apart = 0;
  for (int round = 0; round < 600; ++round) {
    const PlacedSymbol a = at(rng() % 3, 0, 0, side(rng), turn(rng), rng() % 2);
    const PlacedSymbol b = at(rng() % 3, pos(rng), pos(rng), side(rng), turn(rng), rng() % 2);
    const ApartPair pair = measure_pair(outlines[a.symbol], a, outlines[b.symbol], b);
    for (const auto& [share, centre] : {std::pair{0.0, 0.0}, std::pair{0.005, 0.05}}) {
      const bool quick = keeps_apart(outlines[a.symbol], a, outlines[b.symbol], b, share, centre);
      ASSERT_EQ(quick, keeps_apart(pair, share, centre)) << round;
    }
    (keeps_apart(pair) ? apart : nested) += 1;
  }
  EXPECT_GT(nested, 50);  // both outcomes well represented
  EXPECT_GT(apart, 50);
}

TEST_F(SymbolApartTest, AnEmptyMaskHasNoHull) {
  const InkOutline empty = ink_outline(InkMask{3, 3, std::vector<uint8_t>(9, 0)});
  EXPECT_TRUE(empty.hull.empty());
  EXPECT_EQ(empty.ink, 0);
}

}  // namespace
}  // namespace spotforge
