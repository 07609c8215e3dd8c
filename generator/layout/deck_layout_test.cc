#include "layout/deck_layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>

#include "art/art_source.h"
#include "art/iconify.h"
#include "art/party_icon_names.h"
#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "design/deck_builder.h"
#include "layout/card_geometry.h"
#include "layout/card_placer.h"
#include "layout/deck_fit.h"
#include "layout/layout_verifier.h"
#include "layout/size_ranks.h"
#include "layout/symbol_apart.h"
#include "layout/symbol_spread.h"
#include "layout/synthetic_decks.h"
#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

// Quick engine settings for tests: a coarser grid and one start.
LayoutOptions quick_options(uint64_t seed) {
  LayoutOptions o;
  o.seed = seed;
  o.grid_px_per_mm = 3;
  o.starts = 1;
  o.grow_passes = 4;
  o.threads = 2;
  return o;
}

double size_of(const PlacedSymbol& p, const InkMask& mask) {
  return std::sqrt(mask.ink_fraction() * p.width_mm * p.height_mm);
}

// The properties every laid-out deck has, checked from the outside.
void expect_sound(const Deck& deck, const DeckLayout& layout, const std::vector<InkMask>& masks,
                  const LayoutOptions& options) {
  ASSERT_EQ(layout.cards.size(), deck.cards.size());
  size_t per_card = 0;
  for (const auto& c : deck.cards) per_card = std::max(per_card, c.size());
  const double min_size = min_symbol_size_mm(options, static_cast<int>(per_card));
  for (size_t c = 0; c < deck.cards.size(); ++c) {
    const CardLayout& card = layout.cards[c];
    ASSERT_EQ(card.symbols.size(), deck.cards[c].size());
    double smallest = 1e9, biggest = 0;
    for (size_t j = 0; j < card.symbols.size(); ++j) {
      EXPECT_EQ(card.symbols[j].symbol, deck.cards[c][j]) << "deck order kept";
      const double s = size_of(card.symbols[j], masks[card.symbols[j].symbol]);
      smallest = std::min(smallest, s);
      biggest = std::max(biggest, s);
    }
    EXPECT_GE(smallest, min_size * 0.999) << "card " << c;
    EXPECT_GE(biggest / smallest, 2.2 * 0.999) << "card " << c;
    EXPECT_GE(card.metrics.min_gap_mm, options.min_gap_mm - 0.1) << "card " << c;
    EXPECT_GE(card.metrics.min_edge_distance_mm, 0) << "card " << c;
    // Re-verify from the outside: layout_deck already threw if this failed.
    EXPECT_TRUE(verify_card(card, deck.cards[c], masks, options).problems.empty());
  }
}

// Compact and hollow shapes, as most real art is (the long bar and the wide word have their
// own test: several very wide words on one crowded card may not fit at all).
std::vector<InkMask> mixed_masks(int count) {
  const TestShape kinds[] = {TestShape::kDisc,    TestShape::kStar,     TestShape::kRing,
                             TestShape::kLShape,  TestShape::kCrescent, TestShape::kDisc,
                             TestShape::kTinyDot, TestShape::kStar,     TestShape::kRing};
  std::vector<InkMask> masks;
  for (int i = 0; i < count; ++i) {
    masks.push_back(synthetic_mask(kinds[i % 9], 100 + 9 * (i % 7)));
  }
  return masks;
}

TEST(DeckLayout, PropertiesHoldOverSeedsAndCardSizes) {
  const std::vector<InkMask> masks = mixed_masks(40);
  for (int per_card = 3; per_card <= 12; ++per_card) {
    const uint64_t seed = 100 + per_card;
    const Deck deck = random_deck(1, per_card, 40, seed);
    LayoutOptions options = quick_options(seed);
    const DeckLayout layout = layout_deck(deck, masks, options);
    expect_sound(deck, layout, masks, options);
  }
}

TEST(DeckLayout, RealPlaneWithBalancedRanksOnSmallCards) {
  const Deck deck = prime_plane_deck(3);  // 13 cards of 4
  const std::vector<InkMask> masks = mixed_masks(deck.symbol_count);
  LayoutOptions options = quick_options(5);
  options.diameter_mm = 60;
  const DeckLayout layout = layout_deck(deck, masks, options);
  expect_sound(deck, layout, masks, options);
  EXPECT_EQ(layout.summary.cards, 13);
  EXPECT_GE(layout.summary.size_ratio.mean, 2.2);
  EXPECT_LE(layout.summary.ink_coverage.min, layout.summary.ink_coverage.mean);
  EXPECT_LE(layout.summary.ink_coverage.mean, layout.summary.ink_coverage.max);
}

TEST(DeckLayout, AdversarialShapesOnOneCard) {
  // Long bar, L, ring with a hole, crescent, 4-pixel dot, very wide word, star, disc.
  const std::vector<InkMask> masks = synthetic_masks(8);
  Deck deck;
  deck.cards = {{0, 1, 2, 3, 4, 5, 6, 7}, {6, 1, 5, 2, 7, 3, 0, 4}};
  for (uint64_t seed : {1, 2, 3}) {
    const LayoutOptions options = quick_options(seed);
    expect_sound(deck, layout_deck(deck, masks, options), masks, options);
  }
}

// Issue 16: rings and crescents with small dots and stars. Without the rule the placer tucks
// small symbols into the hollows (where they touch most); with it (the default) no card has a
// symbol's centre, or more than a quarter of its ink, inside another's convex hull.
int nested_pairs(const DeckLayout& layout, const std::vector<InkMask>& masks) {
  std::vector<InkOutline> outlines;
  for (const InkMask& m : masks) outlines.push_back(ink_outline(m));
  int nested = 0;
  for (const CardLayout& card : layout.cards) {
    for (const ApartPair& pair : measure_apart(card, outlines)) nested += !keeps_apart(pair);
  }
  return nested;
}

TEST(DeckLayout, KeepsSymbolsOutOfEachOthersHollows) {
  const TestShape kinds[] = {TestShape::kRing, TestShape::kCrescent, TestShape::kTinyDot,
                             TestShape::kDisc, TestShape::kStar};
  std::vector<InkMask> masks;
  for (int i = 0; i < 13; ++i) masks.push_back(synthetic_mask(kinds[i % 5], 100 + 7 * i));
  const Deck deck = prime_plane_deck(3);
  // Seed 4: two pairs nest without the rule (seed 16 nested one before issue 29.3's air, none
  // since).
  LayoutOptions off = quick_options(4);
  off.apart = SymbolsApart::kOff;
  EXPECT_GT(nested_pairs(layout_deck(deck, masks, off), masks), 0)
      << "the deck no longer tempts the placer into hollows: the test proves nothing";
  const LayoutOptions hull = quick_options(4);
  ASSERT_EQ(hull.apart, SymbolsApart::kHull);  // the default
  const DeckLayout layout = layout_deck(deck, masks, hull);
  expect_sound(deck, layout, masks, hull);
  EXPECT_EQ(nested_pairs(layout, masks), 0);
}

// Issue 29: the smallest size follows the symbols per card and never grows with the card, so
// a bigger card always gives room.
TEST(DeckLayout, SmallestSizeFollowsTheSymbolsPerCardNotABiggerCard) {
  LayoutOptions o;
  EXPECT_DOUBLE_EQ(min_symbol_size_mm(o, 3), 8);
  EXPECT_DOUBLE_EQ(min_symbol_size_mm(o, 8), 8);
  EXPECT_NEAR(min_symbol_size_mm(o, 14), 6.05, 0.005);
  o.diameter_mm = 120;
  EXPECT_NEAR(min_symbol_size_mm(o, 14), 6.05, 0.005);
  o.diameter_mm = 43.5;
  EXPECT_DOUBLE_EQ(min_symbol_size_mm(o, 8), 4);
}

// Issue 29: a card of 14 symbols (order 13) lays out on the default card.
TEST(DeckLayout, FourteenSymbolsFitTheDefaultCard) {
  const std::vector<InkMask> masks = mixed_masks(28);
  const Deck deck = random_deck(2, 14, 28, 5);
  const LayoutOptions options = quick_options(2);
  const DeckLayout layout = layout_deck(deck, masks, options);
  expect_sound(deck, layout, masks, options);
}

// Issue 29: digits read apart: upright or a little tilted, a third of their height clear of
// every neighbour (the verifier checks both on every card; here from the outside too).
TEST(DeckLayout, DigitsReadApart) {
  std::vector<InkMask> masks;
  for (int n = 1; n <= 13; ++n) masks.push_back(text_mask(std::to_string(n)));
  const Deck deck = prime_plane_deck(3);
  LayoutOptions options = quick_options(4);
  options.reads_as_text.assign(masks.size(), true);
  const DeckLayout layout = layout_deck(deck, masks, options);
  expect_sound(deck, layout, masks, options);
  for (const CardLayout& card : layout.cards) {
    double lowest = 1e9;
    for (const PlacedSymbol& p : card.symbols) {
      const double turn = std::fmod(p.rotation_deg + 360, 360);
      EXPECT_LE(std::min(turn, 360 - turn), 30 + 1e-6) << "symbol " << p.symbol;
      lowest = std::min(lowest, p.height_mm);
    }
    // The measured smallest gap stops at its reach (the gap + 1.5 mm).
    EXPECT_GE(card.metrics.min_gap_mm,
              std::min(options.min_gap_mm + kGapMeasureReachMm, lowest / 3) - 0.1);
  }
  // The same masks as pictures may turn all the way.
  options.reads_as_text.clear();
  bool turned = false;
  for (const CardLayout& card : layout_deck(deck, masks, options).cards) {
    for (const PlacedSymbol& p : card.symbols) {
      turned = turned || (p.rotation_deg > 30 && p.rotation_deg < 330);
    }
  }
  EXPECT_TRUE(turned) << "the test proves nothing: pictures kept upright anyway";
}

// Issue 29: a deck of 57 two-digit numbers, text, at order 7 (8 per card) with the default
// options: at a picture's smallest size, numbers and the third of their height they keep
// clear filled no card of 8 (and no card of 6 of 31 numbers). Every card lays out, sound,
// no symbol below its own smallest size, the numbers still at least 7 mm tall.
TEST(DeckLayout, TwoDigitNumbersBuildAtOrders5And7) {
  for (const int order : {7, 5}) {
    std::vector<InkMask> masks;
    for (int n = 10; n < 10 + order * order + order + 1; ++n) {
      masks.push_back(text_mask(std::to_string(n)));
    }
    const Deck plane = prime_plane_deck(order);
    Deck deck = plane;
    deck.cards.resize(12);  // enough cards to meet the crowded ones, quick enough for a test
    LayoutOptions options = quick_options(57);
    options.reads_as_text.assign(masks.size(), true);
    const DeckLayout layout = layout_deck(deck, masks, options);
    ASSERT_EQ(layout.cards.size(), deck.cards.size());
    const double pictures = min_symbol_size_mm(options, order + 1);
    for (size_t c = 0; c < deck.cards.size(); ++c) {
      const CardLayout& card = layout.cards[c];
      EXPECT_TRUE(verify_card(card, deck.cards[c], masks, options).problems.empty());
      double smallest = 1e9, biggest = 0;
      for (const PlacedSymbol& p : card.symbols) {
        const InkMask& mask = masks[p.symbol];
        const double floor =
            symbol_min_size_mm(pictures, true, static_cast<double>(mask.width) / mask.height,
                               mask.ink_fraction(), options.min_gap_mm);
        const double s = size_of(p, mask);
        EXPECT_GE(s, floor * 0.999) << "card " << c << " symbol " << p.symbol;
        EXPECT_GE(p.height_mm, 7) << "card " << c << " symbol " << p.symbol;
        smallest = std::min(smallest, s);
        biggest = std::max(biggest, s);
      }
      EXPECT_GE(biggest / smallest, 2.2 * 0.999) << "card " << c;
    }
  }
}

// Text's smallest size: below a picture's for digits (they keep a third of their height
// clear), where their box with that air takes a picture's room; a long word keeps a
// picture's smallest size (its height would otherwise fall below kTextMinHeightShare).
TEST(DeckLayout, TextTakesAPicturesRoomAtItsSmallestSize) {
  const double pictures = 8, gap = 1;
  EXPECT_DOUBLE_EQ(symbol_min_size_mm(pictures, false, 1.2, 0.3, gap), pictures);
  const double digits = symbol_min_size_mm(pictures, true, 1.2, 0.45, gap);
  EXPECT_LT(digits, 0.8 * pictures);
  const double h = digits / std::sqrt(0.45 * 1.2);
  EXPECT_GE(h, kTextMinHeightShare * pictures);
  const double text_room = (1.2 * h + gap + h / 3) * (h + gap + h / 3);
  const double side =
      pictures / std::sqrt(kPictureInkShare) + gap + 2 * symbol_air_mm(pictures, 0, false, gap);
  EXPECT_NEAR(text_room, side * side, 0.01 * side * side);
  EXPECT_DOUBLE_EQ(symbol_min_size_mm(pictures, true, 5, 0.3, gap), pictures);
  // A thin short word no lower than kTextMinHeightShare allows.
  const double word = symbol_min_size_mm(pictures, true, 3, 0.15, gap);
  EXPECT_LT(word, pictures);
  EXPECT_NEAR(word / std::sqrt(0.15 * 3), kTextMinHeightShare * pictures, 1e-9);
}

double median_long_side(const DeckLayout& layout) {
  std::vector<double> sides;
  for (const CardLayout& card : layout.cards) {
    for (const PlacedSymbol& p : card.symbols) sides.push_back(std::max(p.width_mm, p.height_mm));
  }
  std::sort(sides.begin(), sides.end());
  return sides.empty() ? 0 : sides[sides.size() / 2];
}

// Issue 26: framed photos are all ink; sized by their ink like clip art, a circle's box came
// out a fifth smaller than a half-ink picture's. Framed, they are sized by their box and a
// deck of them keeps the size variety's floor: the same discs print at least 8 % larger
// (median long side), the cards stay sound and fuller.
TEST(DeckLayout, FramedPhotosPrintLargerThanTheSameShapesSizedByInk) {
  const std::vector<InkMask> masks(57, synthetic_mask(TestShape::kDisc, 160));
  Deck deck = prime_plane_deck(7);
  deck.cards.resize(6);
  LayoutOptions by_ink;  // the default engine: the growing passes decide the sizes here
  by_ink.seed = 26;
  by_ink.threads = 2;
  by_ink.turns = SymbolTurns::kUpright;
  const DeckLayout inked = layout_deck(deck, masks, by_ink);
  LayoutOptions framed = by_ink;
  framed.framed.assign(masks.size(), true);
  const DeckLayout photos = layout_deck(deck, masks, framed);
  expect_sound(deck, photos, masks, framed);
  EXPECT_GE(median_long_side(photos), 1.08 * median_long_side(inked))
      << median_long_side(photos) << " mm against " << median_long_side(inked) << " mm";
  EXPECT_GE(photos.summary.ink_coverage.mean, inked.summary.ink_coverage.mean);
}

std::vector<double> long_sides(const std::vector<PlacedSymbol>& symbols) {
  std::vector<double> sides;
  for (const PlacedSymbol& p : symbols) sides.push_back(std::max(p.width_mm, p.height_mm));
  std::sort(sides.rbegin(), sides.rend());
  return sides;
}

// Issue 26.3: on a geometric scale of ranks eight framed discs pack as a ring of middling ones
// (real phone photos: median long side 23.3 mm against the clip art's 24.7 mm on the same
// card). A deck of framed photos keeps its upper half near the biggest: four big discs take
// the rim, the small ones go between them, and the median photo prints larger than on the
// geometric scale (placed here from the same context with rank_profile 1).
TEST(DeckLayout, FramedPhotosKeepTheirUpperHalfNearTheBiggest) {
  const std::vector<InkMask> masks(57, synthetic_mask(TestShape::kDisc, 160));
  Deck deck = prime_plane_deck(7);
  deck.cards.resize(6);
  LayoutOptions options;  // the default engine
  options.seed = 26;
  options.threads = 2;
  options.turns = SymbolTurns::kUpright;
  options.framed.assign(masks.size(), true);
  const DeckLayout photos = layout_deck(deck, masks, options);
  expect_sound(deck, photos, masks, options);
  for (const CardLayout& card : photos.cards) {
    const std::vector<double> sides = long_sides(card.symbols);
    EXPECT_GE(sides[3], 0.9 * sides[0])
        << "fourth biggest " << sides[3] << " mm, biggest " << sides[0] << " mm";
  }
  PlacementContext geometric = placement_context(deck, masks, options);
  ASSERT_EQ(geometric.rank_profile, kFramedRankProfile);
  geometric.rank_profile = 1;
  const std::vector<std::vector<int>> ranks = balanced_size_ranks(deck);
  DeckLayout scaled;
  for (size_t c = 0; c < deck.cards.size(); ++c) {
    CardLayout card;
    card.symbols = place_card(geometric, deck.cards[c], ranks[c], static_cast<int>(c), 26).symbols;
    scaled.cards.push_back(card);
  }
  EXPECT_GE(median_long_side(photos), 1.08 * median_long_side(scaled))
      << median_long_side(photos) << " mm against " << median_long_side(scaled) << " mm";
}

// Issue 29: digits beside pictures keep a third of their height from them, either way round
// (the verifier measures every text-picture pair on its own raster).
TEST(DeckLayout, DigitsBesidePicturesKeepAThirdOfTheirHeight) {
  std::vector<InkMask> masks = synthetic_masks(6);
  for (int n = 1; n <= 7; ++n) masks.push_back(text_mask(std::to_string(n)));
  const Deck deck = prime_plane_deck(3);
  LayoutOptions options = quick_options(4);
  options.reads_as_text.assign(masks.size(), false);
  for (int s = 6; s < 13; ++s) options.reads_as_text[s] = true;
  const DeckLayout layout = layout_deck(deck, masks, options);
  expect_sound(deck, layout, masks, options);
}

TEST(DeckLayout, RoundedSquareCards) {
  const std::vector<InkMask> masks = synthetic_masks(12);
  const Deck deck = random_deck(2, 6, 12, 9);
  LayoutOptions options = quick_options(9);
  options.outline = CardOutline::kRoundedSquare;
  options.width_mm = 70;
  options.height_mm = 90;
  options.corner_radius_mm = 8;
  expect_sound(deck, layout_deck(deck, masks, options), masks, options);
}

TEST(DeckLayout, SameSeedSameLayoutWhateverTheThreads) {
  const std::vector<InkMask> masks = mixed_masks(13);
  Deck deck = prime_plane_deck(3);
  deck.cards.resize(5);
  LayoutOptions one = quick_options(42), two = quick_options(42);
  one.threads = 1;
  two.threads = 2;
  const DeckLayout a = layout_deck(deck, masks, one);
  const DeckLayout b = layout_deck(deck, masks, two);
  ASSERT_EQ(a.cards.size(), b.cards.size());
  for (size_t c = 0; c < a.cards.size(); ++c) {
    for (size_t j = 0; j < a.cards[c].symbols.size(); ++j) {
      const PlacedSymbol& p = a.cards[c].symbols[j];
      const PlacedSymbol& q = b.cards[c].symbols[j];
      EXPECT_EQ(p.x_mm, q.x_mm);
      EXPECT_EQ(p.y_mm, q.y_mm);
      EXPECT_EQ(p.width_mm, q.width_mm);
      EXPECT_EQ(p.rotation_deg, q.rotation_deg);
      EXPECT_EQ(p.mirror, q.mirror);
    }
  }
  // A different seed gives a different deck.
  const DeckLayout other = layout_deck(deck, masks, quick_options(43));
  bool differs = false;
  for (size_t c = 0; c < a.cards.size(); ++c) {
    differs = differs || a.cards[c].symbols[0].x_mm != other.cards[c].symbols[0].x_mm ||
              a.cards[c].symbols[0].rotation_deg != other.cards[c].symbols[0].rotation_deg;
  }
  EXPECT_TRUE(differs);
}

// How many symbols `b` holds bigger than `a` (the same deck laid out twice), expecting none
// smaller.
int symbols_grown(const DeckLayout& a, const DeckLayout& b) {
  int grown = 0;
  for (size_t c = 0; c < a.cards.size(); ++c) {
    for (size_t j = 0; j < a.cards[c].symbols.size(); ++j) {
      const PlacedSymbol& p = a.cards[c].symbols[j];
      const PlacedSymbol& q = b.cards[c].symbols[j];
      EXPECT_GE(q.width_mm, p.width_mm) << "card " << c << " symbol " << j;
      grown += q.width_mm > p.width_mm ? 1 : 0;
    }
  }
  return grown;
}

TEST(DeckLayout, FineGrowingOnlyGrowsSymbolsAndKeepsTheGaps) {
  const std::vector<InkMask> masks = mixed_masks(13);
  Deck deck = prime_plane_deck(3);
  deck.cards.resize(6);
  LayoutOptions coarse = quick_options(7), fine = quick_options(7);
  coarse.fine_factor = 0;
  fine.fine_factor = 2;
  // A thin card's retries keep the fullest attempt, which the fine pass may change; the pass
  // against the true inks after it grows either layout its own way.
  coarse.thin_retries = fine.thin_retries = 0;
  coarse.ink_pass = fine.ink_pass = false;
  const DeckLayout a = layout_deck(deck, masks, coarse);
  const DeckLayout b = layout_deck(deck, masks, fine);
  expect_sound(deck, b, masks, fine);
  EXPECT_GT(symbols_grown(a, b), 0);
  EXPECT_GT(b.summary.ink_coverage.mean, a.summary.ink_coverage.mean);
}

// Issue 29.3: the last pass grows symbols against their true inks, where the grids keep them
// whole cells apart: no symbol smaller, some bigger, turned a little at most, every rule kept
// (the verifier's), the cards fuller and their ink nearer the safe edge.
TEST(DeckLayout, InkPassOnlyGrowsSymbolsAndKeepsTheRules) {
  const std::vector<InkMask> masks = mixed_masks(13);
  Deck deck = prime_plane_deck(3);
  deck.cards.resize(6);
  LayoutOptions grid = quick_options(7), ink = quick_options(7);
  grid.ink_pass = false;
  const DeckLayout a = layout_deck(deck, masks, grid);
  const DeckLayout b = layout_deck(deck, masks, ink);
  expect_sound(deck, b, masks, ink);
  for (size_t c = 0; c < a.cards.size(); ++c) {
    for (size_t j = 0; j < a.cards[c].symbols.size(); ++j) {
      // A turn of 1.5 degrees a pass at most (eight passes).
      const double turned = std::fmod(
          std::abs(b.cards[c].symbols[j].rotation_deg - a.cards[c].symbols[j].rotation_deg), 360);
      EXPECT_LE(std::min(turned, 360 - turned), 12 + 1e-9) << "card " << c << " symbol " << j;
    }
  }
  const int grown = symbols_grown(a, b);
  // 7 of 24 (coverage 0.437 -> 0.443, edge 0.42 -> 0.17 mm, least gap 1.44 -> 1.20 mm).
  EXPECT_GT(grown, 4);
  EXPECT_GT(b.summary.ink_coverage.mean, a.summary.ink_coverage.mean + 0.004);
  EXPECT_LT(b.summary.min_edge_distance_mm.mean, a.summary.min_edge_distance_mm.mean - 0.1);
  EXPECT_LT(b.summary.min_gap_mm.min, a.summary.min_gap_mm.min);
}

TEST(DeckLayout, RotationModesAndMirroring) {
  const std::vector<InkMask> masks = synthetic_masks(10);
  const Deck deck = random_deck(2, 5, 10, 3);
  LayoutOptions upright = quick_options(3);
  upright.turns = SymbolTurns::kUpright;
  for (const CardLayout& card : layout_deck(deck, masks, upright).cards) {
    for (const PlacedSymbol& p : card.symbols) {
      EXPECT_EQ(p.rotation_deg, 0);
      EXPECT_FALSE(p.mirror);
    }
  }
  LayoutOptions quarter = quick_options(3);
  quarter.turns = SymbolTurns::kQuarterTurns;
  quarter.mirror = true;
  int mirrored = 0, placed = 0;
  for (const CardLayout& card : layout_deck(deck, masks, quarter).cards) {
    for (const PlacedSymbol& p : card.symbols) {
      EXPECT_EQ(std::fmod(p.rotation_deg, 90.0), 0) << p.rotation_deg;
      mirrored += p.mirror;
      ++placed;
    }
  }
  EXPECT_GT(mirrored, 0);
  EXPECT_LT(mirrored, placed);
}

TEST(DeckLayout, CardThatCannotFitIsAClearError) {
  const std::vector<InkMask> masks = synthetic_masks(12);
  Deck deck;
  deck.cards = {{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}};
  LayoutOptions options = quick_options(1);
  options.diameter_mm = 40;  // 8 mm symbols scale to 3.7 mm; ask for 8 mm anyway
  options.min_symbol_mm = 8;
  try {
    layout_deck(deck, masks, options);
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("card 1"), std::string::npos) << what;
    EXPECT_NE(what.find("12 symbols don't fit"), std::string::npos) << what;
    EXPECT_NE(what.find("expected fewer symbols per card, a bigger card"), std::string::npos);
  }
}

// A ring of thin line, n pixels across: about 15 % of its box is ink (an outline drawing).
InkMask thin_ring(int n) {
  InkMask mask;
  mask.width = mask.height = n;
  mask.alpha.assign(static_cast<size_t>(n) * n, 0);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const double r = std::hypot(x + 0.5 - n / 2.0, y + 0.5 - n / 2.0);
      if (r >= 0.45 * n && r < 0.5 * n) mask.alpha[static_cast<size_t>(y) * n + x] = 255;
    }
  }
  return mask;
}

// Issue 29: a sparse picture sized by its ink alone took a box as big as the card's biggest
// symbol at a middle rank. It is sized as if a quarter of its box were ink; dense pictures and
// framed photos keep their own rules.
TEST(LayoutOptions, SparsePictureIsSizedAsAQuarterInk) {
  LayoutOptions options;
  options.framed = {false, true};
  EXPECT_DOUBLE_EQ(sizing_ink_fraction(options, 0, 0.12), kSparseInkShare);
  EXPECT_DOUBLE_EQ(sizing_ink_fraction(options, 0, 0.6), 0.6);
  EXPECT_DOUBLE_EQ(sizing_ink_fraction(options, 1, 0.79), kPictureInkShare);
  EXPECT_DOUBLE_EQ(sizing_ink_fraction(options, 1, 0.12), 0.12);  // a sparse framed photo
  EXPECT_DOUBLE_EQ(sizing_ink_fraction(options, 0, 0), 0);
}

// The thin ring on a card: its box is a quarter-ink picture's of its size (by its ink alone,
// 1.7 times that area), and the verifier, which sizes the same way, passes the card.
TEST(DeckLayout, SparsePictureTakesAQuarterInkBox) {
  std::vector<InkMask> masks = {thin_ring(160), synthetic_mask(TestShape::kDisc, 150),
                                synthetic_mask(TestShape::kStar, 150),
                                synthetic_mask(TestShape::kDisc, 120)};
  ASSERT_LT(masks[0].ink_fraction(), 0.17);
  Deck deck;
  deck.cards = {{0, 1, 2, 3}};
  const LayoutOptions options = quick_options(3);
  const PlacementContext context = placement_context(deck, masks, options);
  const CardPlacement card = place_card(context, {0, 1, 2, 3}, {0, 1, 2, 3}, 0, 3);
  const PlacedSymbol& ring = card.symbols[0];
  EXPECT_NEAR(ring.width_mm * ring.height_mm * kSparseInkShare, card.sizes_mm[0] * card.sizes_mm[0],
              0.02 * card.sizes_mm[0] * card.sizes_mm[0]);
  CardLayout laid;
  laid.symbols = card.symbols;
  EXPECT_TRUE(verify_card(laid, deck.cards[0], masks, options).problems.empty());
}

// Issue 29: a thin card is laid out again from more starts and the fullest kept, so no card
// comes out thinner than without the retries, and some come out fuller.
TEST(DeckLayout, ThinCardsRetriedKeepTheFullest) {
  const std::vector<InkMask> masks = mixed_masks(13);
  const Deck deck = prime_plane_deck(3);
  LayoutOptions once = quick_options(11), retried = quick_options(11);
  once.thin_retries = 0;
  const DeckLayout a = layout_deck(deck, masks, once);
  const DeckLayout b = layout_deck(deck, masks, retried);
  expect_sound(deck, b, masks, retried);
  int fuller = 0;
  for (size_t c = 0; c < a.cards.size(); ++c) {
    EXPECT_GE(b.cards[c].metrics.ink_coverage, a.cards[c].metrics.ink_coverage - 1e-9)
        << "card " << c;
    fuller += b.cards[c].metrics.ink_coverage > a.cards[c].metrics.ink_coverage + 1e-9 ? 1 : 0;
  }
  EXPECT_GT(fuller, 0);
  EXPECT_GT(b.summary.ink_coverage.mean, a.summary.ink_coverage.mean);
}

// Issue 29.3: the party deck (`spotforge build party`: the shuffled order-7 plane and layout
// seed 57, the default art and engine) fuller without crowding. Before: mean 0.555, thinnest
// 0.473, ink on average 0.42 mm inside the safe edge at its nearest (the shapes kept their air
// from the edge, which the rules ask for between symbols only). Now: the air reaches past the
// edge, a card that fits a scale step down tries half a step back up, and the first start tries
// a step above the nominal sizes (0.568 / 0.491). Then the pictures dealt so that no card
// holds much more hollow than another (layout/symbol_spread.h) and air only where the gap is
// less than 2.5 % of a picture's size: 0.591 / 0.543. Then nominal sizes aiming at 0.64 of the
// safe area with every start grown before the fullest is kept (alone 0.603 / 0.560), and a last
// pass growing each symbol against the true inks, off the grids (CardPlacer::settle; alone
// 0.606 / 0.559), ink on average 0.05 mm inside the safe edge at its nearest: together 0.619 /
// 0.575 (the goal, 0.60 / 0.50, met).
TEST(DeckLayout, PartyDeckFillsItsCards) {
  DeckRequest request;
  request.order = 7;
  request.seed = 57;
  std::vector<InkMask> masks;
  std::vector<SymbolFootprint> footprints;
  for (std::string_view name : kPartyIconNames) {
    ArtSource source;
    source.kind = ArtSource::Kind::kIcon;
    source.value = std::string(name);
    source.icon_set = iconify_set_path("fluent-emoji-flat");
    const SymbolArt art = SymbolArt::load(source);
    masks.push_back(art.mask(320));
    footprints.push_back(footprint_of(art.mask(kFootprintMaskPixels)));
  }
  LayoutOptions options;  // the default engine, as build lays it out
  options.seed = request.seed;
  options.threads = 2;
  // The pictures dealt to the plane's points as build deals them (kit's deal_deck).
  const Deck deck = spread_hollow_symbols(build_deck(request), footprints, options);
  const DeckLayout layout = layout_deck(deck, masks, options);
  expect_sound(deck, layout, masks, options);
  EXPECT_GE(layout.summary.ink_coverage.mean, 0.615);
  EXPECT_GE(layout.summary.ink_coverage.min, 0.57);
  EXPECT_LE(layout.summary.ink_coverage.mean - layout.summary.ink_coverage.min, 0.12);
  EXPECT_LT(layout.summary.min_edge_distance_mm.mean, 0.1);
  for (const CardLayout& card : layout.cards) {
    for (const PlacedSymbol& p : card.symbols) {
      // 45 % of the diameter, within the sizes' quantisation (0.5 % steps, rounded).
      EXPECT_LE(std::max(p.width_mm, p.height_mm), 0.45 * 1.005 * options.diameter_mm);
    }
  }
}

// Issue 29.3: a shape grown by its air may reach into the edge by that air, no further: every
// cell the edge for an air frees has its centre at least half a cell diagonal less the air
// inside the safe area (so the ink the cell was grown from is inside), and the cells it keeps
// are the plain edge's beyond that.
TEST(DeckLayout, EdgeForAirFreesOnlyWhatTheAirReaches) {
  for (const CardOutline outline : {CardOutline::kCircle, CardOutline::kRoundedSquare}) {
    LayoutOptions options;
    options.outline = outline;
    options.width_mm = options.height_mm = 80;
    options.corner_radius_mm = 6;
    const SafeArea area = safe_area(options);
    const EdgeCells edge = edge_cells(area, 4);
    const double cell = 1.0 / edge.px_per_mm, half_diagonal = cell * std::sqrt(2.0) / 2;
    for (const double air : {0.0, 0.13, 0.5, 1.5, 3.0}) {
      const BitGrid cells = edge_for_air(edge, air);
      int freed = 0;
      for (int y = 0; y < cells.height(); ++y) {
        for (int x = 0; x < cells.width(); ++x) {
          const double inside =
              area.inside_distance_mm((x - edge.centre) * cell, (y - edge.centre) * cell);
          if (!cells.get(x, y)) {
            ASSERT_GE(inside, half_diagonal - std::min(air, kEdgeAirMm) - 1e-9)
                << "air " << air << " cell " << x << ", " << y;
          }
          ASSERT_TRUE(!cells.get(x, y) || edge.cells.get(x, y));
          freed += edge.cells.get(x, y) && !cells.get(x, y);
        }
      }
      if (air == 0) {
        EXPECT_EQ(freed, 0);
      } else if (air >= 0.5) {
        EXPECT_GT(freed, 100) << "air " << air;
      }
    }
  }
}

TEST(DeckLayout, DescribesTheSummary) {
  DeckSummary s;
  s.cards = 57;
  s.ink_coverage = {0.451, 0.529, 0.581};
  s.shrunk_cards = 5;
  const std::string text = describe_summary(s);
  EXPECT_NE(text.find("57 cards laid out and verified"), std::string::npos) << text;
  EXPECT_NE(text.find("min 0.451  mean 0.529  max 0.581"), std::string::npos) << text;
  EXPECT_NE(text.find("5 card(s) had to be laid out smaller"), std::string::npos) << text;
}

TEST(DeckLayout, RefusesBadOptionsAndMissingPictures) {
  const std::vector<InkMask> masks = synthetic_masks(4);
  Deck deck;
  deck.cards = {{0, 1, 2}};
  LayoutOptions low_variety = quick_options(1);
  low_variety.size_variety = 1.5;
  EXPECT_THROW(layout_deck(deck, masks, low_variety), InputError);
  LayoutOptions no_room = quick_options(1);
  no_room.safe_margin_mm = 50;
  EXPECT_THROW(layout_deck(deck, masks, no_room), InputError);
  LayoutOptions too_fine = quick_options(1);
  too_fine.fine_factor = 9;
  EXPECT_THROW(layout_deck(deck, masks, too_fine), InputError);
  deck.cards = {{0, 1, 7}};
  EXPECT_THROW(layout_deck(deck, masks, quick_options(1)), InputError);
}

}  // namespace
}  // namespace spotforge
