#include "layout/symbol_spread.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "design/deck_builder.h"
#include "design/verification.h"
#include "layout/size_ranks.h"

namespace spotforge {
namespace {

// A picture that fills its hull (hollowness 0), or an outline drawing: 30 % ink in a hull of
// 90 % of its box (hollowness 2).
SymbolFootprint solid() { return SymbolFootprint{}; }
SymbolFootprint hollow() {
  SymbolFootprint f;
  f.ink_fraction = 0.3;
  f.hull_fraction = 0.9;
  return f;
}

Deck party_plane() {
  DeckRequest request;
  request.order = 7;
  request.seed = 57;
  return build_deck(request);
}

int most_on_one_card(const Deck& deck, const std::set<int>& symbols) {
  int most = 0;
  for (const auto& card : deck.cards) {
    most = std::max(most, static_cast<int>(std::count_if(card.begin(), card.end(),
                                                         [&](int s) { return symbols.count(s); })));
  }
  return most;
}

TEST(SymbolSpread, HollownessIsTheHullLessTheInkPerSizingInk) {
  const LayoutOptions options;
  EXPECT_DOUBLE_EQ(hollowness(solid(), options, 0), 0);
  EXPECT_NEAR(hollowness(hollow(), options, 0), 2, 1e-12);
  // A sparse picture is sized as if a quarter of its box were ink (kSparseInkShare).
  SymbolFootprint sparse;
  sparse.ink_fraction = 0.1;
  sparse.hull_fraction = 0.6;
  EXPECT_NEAR(hollowness(sparse, options, 0), 0.5 / kSparseInkShare, 1e-12);
  // The same footprint with its sizing share applied (as the kit keeps it) gives the same.
  LayoutOptions framed;
  framed.framed = {true};
  SymbolFootprint photo;
  photo.ink_fraction = 0.8;
  photo.hull_fraction = 0.85;
  SymbolFootprint sized = photo;
  sized.ink_fraction = kPictureInkShare;
  sized.ink_scale = 0.8 / kPictureInkShare;
  EXPECT_NEAR(hollowness(photo, framed, 0), hollowness(sized, framed, 0), 1e-12);
}

// The worst case the deal is for: every hollow picture on one card. Dealt, no card holds more
// than half of them (an oval of the plane would hold two a card, but the deal weighs sizes: a
// big hollow picture is held to the 45 % cap, and a card may take two more small ones where
// another takes a big one); undealt, one card holds all eight.
TEST(SymbolSpread, HollowPicturesOfOneCardGoToDifferentCards) {
  const Deck plane = party_plane();
  const std::set<int> hollows(plane.cards[0].begin(), plane.cards[0].end());
  std::vector<SymbolFootprint> footprints(plane.symbol_count, solid());
  for (int s : hollows) footprints[s] = hollow();
  ASSERT_EQ(most_on_one_card(plane, hollows), 8);
  const Deck dealt = spread_hollow_symbols(plane, footprints, LayoutOptions{});
  EXPECT_LE(most_on_one_card(dealt, hollows), 4);
}

// Relabelled, the deck is as sound as the plane (two cards share exactly one symbol), each
// point's picture is one picture throughout, every card keeps its size ranks by position, and
// the same inputs give the same deal.
TEST(SymbolSpread, DealtDeckIsAPlaneWithTheSameRanks) {
  const Deck plane = party_plane();
  std::vector<SymbolFootprint> footprints(plane.symbol_count, solid());
  for (int s = 0; s < plane.symbol_count; s += 3) footprints[s] = hollow();
  const Deck dealt = spread_hollow_symbols(plane, footprints, LayoutOptions{});
  EXPECT_TRUE(verify_deck(dealt).ok());
  EXPECT_NE(dealt.cards, plane.cards);
  std::map<int, int> picture_at;
  std::set<int> pictures;
  for (size_t c = 0; c < plane.cards.size(); ++c) {
    ASSERT_EQ(dealt.cards[c].size(), plane.cards[c].size());
    for (size_t j = 0; j < plane.cards[c].size(); ++j) {
      const auto [at, fresh] = picture_at.emplace(plane.cards[c][j], dealt.cards[c][j]);
      EXPECT_EQ(at->second, dealt.cards[c][j]) << "card " << c;
      if (fresh) {
        EXPECT_TRUE(pictures.insert(dealt.cards[c][j]).second);
      }
    }
  }
  EXPECT_EQ(balanced_size_ranks(dealt), balanced_size_ranks(plane));
  EXPECT_EQ(spread_hollow_symbols(plane, footprints, LayoutOptions{}).cards, dealt.cards);
}

// A truncated deck keeps its most frequent symbols first (deck_builder.h): only symbols on as
// many cards swap.
TEST(SymbolSpread, TruncatedDeckKeepsEachSymbolsCardCount) {
  DeckRequest request;
  request.order = 7;
  request.cards = 30;
  const Deck deck = build_deck(request);
  std::vector<SymbolFootprint> footprints(deck.symbol_count, solid());
  for (int s = 0; s < deck.symbol_count; s += 2) footprints[s] = hollow();
  const Deck dealt = spread_hollow_symbols(deck, footprints, LayoutOptions{});
  auto counts = [](const Deck& d) {
    std::vector<int> n(d.symbol_count, 0);
    for (const auto& card : d.cards) {
      for (int s : card) ++n[s];
    }
    return n;
  };
  EXPECT_NE(dealt.cards, deck.cards);
  EXPECT_EQ(counts(dealt), counts(deck));
}

// Text keeps its own rules (its box is its room): a deck of words, however hollow their
// hulls, is dealt as numbered.
TEST(SymbolSpread, ADeckOfWordsIsDealtAsNumbered) {
  const Deck plane = party_plane();
  std::vector<SymbolFootprint> footprints(plane.symbol_count, solid());
  for (int s : plane.cards[0]) footprints[s] = hollow();
  LayoutOptions options;
  options.reads_as_text.assign(plane.symbol_count, true);
  EXPECT_EQ(spread_hollow_symbols(plane, footprints, options).cards, plane.cards);
  options.reads_as_text.assign(plane.symbol_count, false);
  EXPECT_NE(spread_hollow_symbols(plane, footprints, options).cards, plane.cards);
}

}  // namespace
}  // namespace spotforge
