#include "layout/layout_verifier.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

bool mentions(const std::vector<std::string>& problems, const std::string& word) {
  for (const std::string& p : problems) {
    if (p.find(word) != std::string::npos) return true;
  }
  return false;
}

class VerifierTest : public ::testing::Test {
 protected:
  std::vector<InkMask> masks{synthetic_mask(TestShape::kDisc, 200),
                             synthetic_mask(TestShape::kLongBar, 200)};
  LayoutOptions options;  // 87 mm circle, 3 mm margin: safe radius 40.5 mm, gap 1 mm

  PlacedSymbol disc(double x, double y, double d) { return {0, x, y, d, d, 0, false}; }
};

TEST_F(VerifierTest, PassesAGoodCardAndMeasuresIt) {
  CardLayout card;
  card.symbols = {disc(-10, 0, 10), disc(10, 0, 10)};  // 10 mm apart
  const CardCheck check = verify_card(card, {0, 0}, masks, options);
  EXPECT_TRUE(check.problems.empty()) << check.problems.front();
  const double safe = std::numbers::pi * 40.5 * 40.5;
  EXPECT_NEAR(check.metrics.ink_coverage, 2 * std::numbers::pi * 25 / safe, 0.005);
  EXPECT_NEAR(check.metrics.min_edge_distance_mm, 40.5 - 15, 0.15);
  EXPECT_NEAR(check.metrics.size_ratio, 1.0, 1e-9);
  // The gap is longer than the measuring reach (gap + 1.5 mm): reported as that reach.
  EXPECT_NEAR(check.metrics.min_gap_mm, 2.5, 1e-9);
  // Centred at (0, y) with sqrt(100 + y^2) - 5 = 40.5 - y: y = 21.65, diameter 37.7 mm.
  EXPECT_NEAR(check.metrics.largest_empty_circle_mm, 37.7, 0.3);
}

TEST_F(VerifierTest, MeasuresTheSmallestGap) {
  CardLayout card;
  card.symbols = {disc(-5.6, 0, 10), disc(5.6, 0, 10)};  // inks 1.2 mm apart
  const CardCheck check = verify_card(card, {0, 0}, masks, options);
  EXPECT_TRUE(check.problems.empty());
  EXPECT_NEAR(check.metrics.min_gap_mm, 1.2, 0.15);
}

TEST_F(VerifierTest, CatchesOverlappingInks) {
  CardLayout card;
  card.symbols = {disc(-3, 0, 10), disc(3, 0, 10)};
  const CardCheck check = verify_card(card, {0, 0}, masks, options);
  EXPECT_TRUE(mentions(check.problems, "overlap"));
}

TEST_F(VerifierTest, CatchesInksCloserThanTheGap) {
  CardLayout card;
  card.symbols = {disc(-5.25, 0, 10), disc(5.25, 0, 10)};  // 0.5 mm apart
  const CardCheck check = verify_card(card, {0, 0}, masks, options);
  EXPECT_TRUE(mentions(check.problems, "closer than the 1 mm gap"));
  EXPECT_FALSE(mentions(check.problems, "overlap"));
}

TEST_F(VerifierTest, CatchesATurnedBarCrossingTheSafeEdge) {
  CardLayout card;
  // A 60 mm bar at (10, 10) turned 45 degrees reaches 10 + 21.2 + ... beyond 40.5 mm along
  // the diagonal; upright it would stay inside.
  card.symbols = {{1, 12, 12, 60, 7.5, 45, false}};
  CardCheck check = verify_card(card, {1}, masks, options);
  EXPECT_TRUE(mentions(check.problems, "outside the safe area"));
  card.symbols[0].rotation_deg = 135;
  check = verify_card(card, {1}, masks, options);
  EXPECT_FALSE(mentions(check.problems, "outside the safe area"));
}

TEST_F(VerifierTest, CatchesMissingAndForeignSymbols) {
  CardLayout card;
  card.symbols = {disc(0, 0, 10)};
  const CardCheck check = verify_card(card, {0, 1}, masks, options);
  EXPECT_TRUE(mentions(check.problems, "symbol 1 is missing"));
  card.symbols[0].symbol = 1;
  EXPECT_TRUE(mentions(verify_card(card, {0}, masks, options).problems, "not on this card"));
}

TEST_F(VerifierTest, MirrorFlipsBeforeTurning) {
  // The test L has its upright bar on the left of its box; mirrored, on the right. A small
  // disc inside the right-hand bar's place overlaps only the mirrored L.
  std::vector<InkMask> l_masks{synthetic_mask(TestShape::kLShape, 200), masks[0]};
  CardLayout card;
  card.symbols = {{0, 0, 0, 20, 20, 0, false}, {1, -14, -5, 4, 4, 0, false}};
  EXPECT_TRUE(verify_card(card, {0, 1}, l_masks, options).problems.empty());
  card.symbols[0].mirror = true;  // the L's bar now runs down the right side
  EXPECT_TRUE(verify_card(card, {0, 1}, l_masks, options).problems.empty());
  card.symbols[1].x_mm = 8;  // inside the mirrored L's bar
  EXPECT_TRUE(mentions(verify_card(card, {0, 1}, l_masks, options).problems, "overlap"));
  card.symbols[0].mirror = false;  // the unmirrored L leaves that corner empty
  EXPECT_TRUE(verify_card(card, {0, 1}, l_masks, options).problems.empty());
}

// Issue 16: a dot in a ring's hole keeps the gap but reads as one picture with the ring.
TEST(VerifierApart, RefusesASymbolInsideAnothersOutlineNamingBoth) {
  const std::vector<InkMask> masks{synthetic_mask(TestShape::kRing, 200),
                                   synthetic_mask(TestShape::kDisc, 200)};
  CardLayout card;
  card.symbols = {{0, 0, 0, 30, 30, 0, false}, {1, 1, 0, 6, 6, 0, false}};
  LayoutOptions options;  // layout.apart: hull by default
  const CardCheck check = verify_card(card, {0, 1}, masks, options);
  ASSERT_EQ(check.problems.size(), 1u);
  EXPECT_NE(check.problems[0].find("symbol 1 sits inside symbol 0's outline: its centre is"),
            std::string::npos)
      << check.problems[0];
  // Beside the ring instead, it passes.
  card.symbols[1].x_mm = 19;
  EXPECT_TRUE(verify_card(card, {0, 1}, masks, options).problems.empty());
  // With layout.apart: off the nested card is accepted.
  card.symbols[1].x_mm = 1;
  options.apart = SymbolsApart::kOff;
  EXPECT_TRUE(verify_card(card, {0, 1}, masks, options).problems.empty());
}

TEST(VerifierApart, RefusesMoreThanAQuarterOfTheInkInsideAHull) {
  // A small disc across a big one's rim, its centre outside: a disc's hull is the disc, so
  // the inks overlap (reported as such) and the share alone decides the apart rule.
  const std::vector<InkMask> masks{synthetic_mask(TestShape::kDisc, 200)};
  CardLayout card;
  card.symbols = {{0, 0, 0, 40, 40, 0, false}, {0, 21.5, 0, 4, 4, 0, false}};
  LayoutOptions options;
  // The small disc's centre is 1.5 mm outside the big one, 0.5 mm of its 2 mm radius inside:
  // about 7 % of its ink, under the quarter.
  EXPECT_TRUE(mentions(verify_card(card, {0, 0}, masks, options).problems, "overlap"));
  EXPECT_FALSE(mentions(verify_card(card, {0, 0}, masks, options).problems, "outline"));
  card.symbols[1].x_mm = 20.6;  // 1.4 mm of the 4 mm inside: about 31 %
  EXPECT_TRUE(mentions(verify_card(card, {0, 0}, masks, options).problems,
                       "% of its ink is inside the convex hull (at most 25 %"));
}

}  // namespace
}  // namespace spotforge
