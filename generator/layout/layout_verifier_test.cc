#include "layout/layout_verifier.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "layout/card_placer.h"
#include "layout/deck_layout.h"
#include "layout/size_ranks.h"
#include "layout/symbol_apart.h"
#include "layout/synthetic_decks.h"
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
  // Inks 1.4 mm apart: past the 1 mm gap (8.9 mm symbols have no air: the gap is more than
  // kAirPerSize of their sizes).
  card.symbols = {disc(-5.7, 0, 10), disc(5.7, 0, 10)};
  const CardCheck check = verify_card(card, {0, 0}, masks, options);
  EXPECT_TRUE(check.problems.empty());
  EXPECT_NEAR(check.metrics.min_gap_mm, 1.4, 0.15);
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

// Ink beyond the raster's left edge (column 0 lies 0.2 mm outside the safe circle) still
// counts for how far out a symbol reaches: a 10 mm disc centred 45 mm left of the centre has
// ink 9.5 mm outside the 40.5 mm safe circle, not the 0.2-5 mm its pixels inside the raster
// show. (The first ink pixel of a row was taken from the raster's columns, the ones left of
// column 0 forgotten.) Right of the centre, where the raster's pixels hold all the ink that
// matters, the same disc reports the same figure.
TEST_F(VerifierTest, ReportsHowFarInkReachesOutsideOnEitherSide) {
  for (const double x : {-45.0, 45.0}) {
    CardLayout card;
    card.symbols = {disc(x, 0, 10)};
    const CardCheck check = verify_card(card, {0}, masks, options);
    EXPECT_TRUE(mentions(check.problems, "outside the safe area")) << x;
    EXPECT_NEAR(check.metrics.min_edge_distance_mm, -9.5, 0.15) << x;
  }
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

// Issue 29: the gap grows with the symbols' sizes, so big neighbours get more white.
TEST_F(VerifierTest, BigNeighboursNeedMoreAirThanSmallOnes) {
  CardLayout card;
  // Two 30 mm discs (size 26.6 mm, air 2.5 % of it less half the gap: 0.16 mm each) 1.1 mm
  // apart (1.2 mm on the raster): under 1 + 2 x 0.16 mm.
  card.symbols = {disc(-15.55, 0, 30), disc(15.55, 0, 30)};
  const CardCheck big = verify_card(card, {0, 0}, masks, options);
  EXPECT_TRUE(mentions(big.problems, "closer than the 1 mm gap and their air allow (1.33 mm)"))
      << (big.problems.empty() ? "no problem" : big.problems.front());
  // Two 6 mm discs (size 5.3 mm, no air: the gap is more than 2.5 % of it) as far apart are
  // fine.
  card.symbols = {disc(-3.55, 0, 6), disc(3.55, 0, 6)};
  EXPECT_TRUE(verify_card(card, {0, 0}, masks, options).problems.empty());
}

TEST_F(VerifierTest, ReportsTheRasterItVerifiedOn) {
  CardLayout card;
  card.symbols = {disc(0, 0, 10)};
  EXPECT_EQ(verify_card(card, {0}, masks, options).px_per_mm, 10);
  options.verify_px_per_mm = 14;
  EXPECT_EQ(verify_card(card, {0}, masks, options).px_per_mm, 14);
}

// Issue 29: digits keep a third of their height from any neighbour and never turn far.
TEST(VerifierText, TextKeepsAThirdOfItsHeightAndItsTilt) {
  const std::vector<InkMask> masks{text_mask("6"), synthetic_mask(TestShape::kDisc, 200)};
  LayoutOptions options;
  options.reads_as_text = {true, false};
  const double h = 12, w = h * masks[0].width / masks[0].height;
  CardLayout card;
  // The "6" 12 mm tall and a 4 mm dot 2 mm from its box: as pictures that would do (1.1 mm
  // needed), as text 4 mm (a third of 12 mm) is.
  card.symbols = {{0, 0, 0, w, h, 0, false}, {1, w / 2 + 2 + 2, 0, 4, 4, 0, false}};
  EXPECT_TRUE(mentions(verify_card(card, {0, 1}, masks, options).problems, "closer than"));
  options.reads_as_text = {false, false};
  EXPECT_TRUE(verify_card(card, {0, 1}, masks, options).problems.empty());
  options.reads_as_text = {true, false};
  card.symbols[1].x_mm = w / 2 + 4.3 + 2;
  EXPECT_TRUE(verify_card(card, {0, 1}, masks, options).problems.empty());
  // Turned 20 degrees is within the tilt; 45 (or 180: a 9) is not.
  card.symbols[1].x_mm = 25;
  card.symbols[0].rotation_deg = 340;
  EXPECT_TRUE(verify_card(card, {0, 1}, masks, options).problems.empty());
  for (double turn : {45.0, 180.0}) {
    card.symbols[0].rotation_deg = turn;
    EXPECT_TRUE(mentions(verify_card(card, {0, 1}, masks, options).problems,
                         "reads as text but is turned"));
  }
  // With quarter turns text stays upright.
  options.turns = SymbolTurns::kQuarterTurns;
  card.symbols[0].rotation_deg = 20;
  EXPECT_TRUE(
      mentions(verify_card(card, {0, 1}, masks, options).problems, "reads as text but is turned"));
}

// Issue 29: a text symbol beside a picture keeps a third of its own height from it, not just
// the gap and both airs (a sixth of its height and the picture's, none for a small one),
// whichever comes first.
TEST(VerifierText, TextBesideAPictureKeepsAThirdOfItsHeight) {
  const std::vector<InkMask> masks{text_mask("6"), synthetic_mask(TestShape::kDisc, 200)};
  LayoutOptions options;
  options.reads_as_text = {true, false};
  const double h = 12, w = h * masks[0].width / masks[0].height;
  // A 4 mm dot 3.3 mm right of the "6"'s box: past the gap and both airs (3 mm), short of
  // a third of 12 mm.
  const PlacedSymbol six{0, 0, 0, w, h, 0, false};
  const PlacedSymbol dot{1, w / 2 + 3.3 + 2, 0, 4, 4, 0, false};
  for (bool text_first : {true, false}) {
    CardLayout card;
    card.symbols =
        text_first ? std::vector<PlacedSymbol>{six, dot} : std::vector<PlacedSymbol>{dot, six};
    const std::vector<std::string> near = verify_card(card, {0, 1}, masks, options).problems;
    EXPECT_TRUE(mentions(near, "closer than the 1 mm gap and their air allow (4 mm)"))
        << (near.empty() ? "no problem" : near.front());
    for (PlacedSymbol& p : card.symbols) {
      if (p.symbol == 1) p.x_mm = w / 2 + 4.2 + 2;
    }
    EXPECT_TRUE(verify_card(card, {0, 1}, masks, options).problems.empty());
  }
}

// Issue 30: the verifier's apart check shares no code with the placer's. A placer whose apart
// test lets everything through (a test double) nests symbols in hollows; the verifier, measuring
// on its own raster, refuses those cards.
bool lets_everything_through(const InkOutline&, const PlacedSymbol&, const InkOutline&,
                             const PlacedSymbol&, double, double) {
  return true;
}

TEST(VerifierApart, CatchesAPlacerWhoseApartTestIsWrong) {
  const TestShape kinds[] = {TestShape::kRing, TestShape::kCrescent, TestShape::kTinyDot,
                             TestShape::kDisc, TestShape::kStar};
  std::vector<InkMask> masks;
  for (int i = 0; i < 13; ++i) masks.push_back(synthetic_mask(kinds[i % 5], 100 + 7 * i));
  const Deck deck = prime_plane_deck(3);
  LayoutOptions options;
  options.grid_px_per_mm = 3;
  options.starts = 1;
  options.grow_passes = 4;
  options.threads = 1;
  ASSERT_EQ(options.apart, SymbolsApart::kHull);
  PlacementContext context = placement_context(deck, masks, options);
  const std::vector<std::vector<int>> ranks = balanced_size_ranks(deck);
  std::vector<InkOutline> outlines;
  for (const InkMask& m : masks) outlines.push_back(ink_outline(m));
  // Cards the verifier refuses as nested, and (for the message) those the placer's own
  // measure calls nested.
  auto nested_cards = [&](int& by_placer) {
    int nested = 0;
    by_placer = 0;
    for (size_t c = 0; c < deck.cards.size(); ++c) {
      for (uint64_t seed : {1, 2}) {
        CardLayout card;
        card.symbols =
            place_card(context, deck.cards[c], ranks[c], static_cast<int>(c), seed).symbols;
        nested +=
            mentions(verify_card(card, deck.cards[c], masks, options).problems, "sits inside");
        bool broken = false;
        for (const ApartPair& pair : measure_apart(card, outlines))
          broken = broken || !keeps_apart(pair);
        by_placer += broken;
      }
    }
    return nested;
  };
  int by_placer = 0;
  EXPECT_EQ(nested_cards(by_placer), 0) << "the real apart test keeps every card apart";
  context.apart_test = &lets_everything_through;
  EXPECT_GT(nested_cards(by_placer), 0)
      << "the verifier let nested cards through (" << by_placer << " by the placer's measure)";
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
  // Beside the ring instead (1.6 mm clear: the gap and the two symbols' air), it passes.
  card.symbols[1].x_mm = 19.6;
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

// Eight shapes, turned and mirrored, one across the safe edge, one in a ring's hole and two
// overlapping: the verdict and every metric as measured before the verifier's shortcuts
// (session 14; each gives the same answer). A change of sampling or rule shows here first.
// Symbol 5 (a 4 mm dot at x = -39 mm) reaches left of the raster's column 0: its ink lies
// 0.549 mm outside the safe circle, which the verifier reported as 0.249 mm until session 15
// (ReportsHowFarInkReachesOutsideOnEitherSide).
TEST(VerifierMetrics, PinsTheVerdictAndMetricsOfAKnownCard) {
  std::vector<InkMask> masks;
  for (TestShape shape :
       {TestShape::kDisc, TestShape::kLongBar, TestShape::kLShape, TestShape::kRing,
        TestShape::kCrescent, TestShape::kTinyDot, TestShape::kWideWord, TestShape::kStar}) {
    masks.push_back(synthetic_mask(shape, 200));
  }
  CardLayout card;
  card.symbols = {{0, -3, -21, 14, 14, 0, false}, {2, 12, -18, 16, 16, 35, true},
                  {3, 0, 14, 22, 22, 10, false},  {1, -25, 15, 24, 3, 70, false},
                  {4, 22, 1, 18, 18, 200, false}, {6, 0, -32, 20, 5, 5, false},
                  {7, 1, 14.5, 5, 5, 0, false},   {5, -39, 0, 4, 4, 0, false}};
  const LayoutOptions options;  // 87 mm circle, 1 mm gap, layout.apart: hull
  const CardCheck check = verify_card(card, {0, 2, 3, 1, 4, 6, 7, 5}, masks, options);
  const std::vector<std::string> problems{
      "symbol 2 and symbol 0 overlap", "symbol 5 has ink 0.548752 mm outside the safe area",
      "symbol 7 sits inside symbol 3's outline: its centre is 9.76 mm inside the convex hull",
      "symbol 0 is 0.1 mm from symbol 2's ink, closer than the 1 mm gap and their air allow "
      "(1 mm)"};
  EXPECT_EQ(check.problems, problems);
  EXPECT_NEAR(check.metrics.ink_coverage, 0.14973839020804855, 1e-12);
  EXPECT_NEAR(check.metrics.min_gap_mm, 0.1, 1e-12);
  EXPECT_NEAR(check.metrics.min_edge_distance_mm, -0.54875150354758517, 1e-12);
  EXPECT_NEAR(check.metrics.largest_empty_circle_mm, 29.973561038523911, 1e-12);
  EXPECT_NEAR(check.metrics.size_ratio, 5.1515151068625942, 1e-12);
}

}  // namespace
}  // namespace spotforge
