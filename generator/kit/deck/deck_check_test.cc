// `theme check` places its deck without the growing and fine passes (check_deck_layout): its
// verdict is build's only while the placer refuses a card in its greedy starts alone. These
// tests hold the placer to that, so a change to the placer that lets growing refuse a card
// fails here rather than make check and build disagree.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "kit/deck/deck_kit.h"
#include "layout/deck_layout.h"
#include "layout/synthetic_decks.h"
#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

// "" when every card of the deck is placed, else the refusal.
std::string verdict(const Deck& deck, const std::vector<InkMask>& masks,
                    const LayoutOptions& options) {
  try {
    (void)place_deck(deck, masks, options);
    return "";
  } catch (const InputError& e) {
    return e.what();
  }
}

// Each deck on cards from too small to roomy: placed as build places it and as check does,
// the same cards fit, and a refusal names the same card in the same words.
void expect_same_verdicts(const Deck& deck, const std::vector<InkMask>& masks,
                          const std::vector<bool>& text, const std::vector<double>& diameters) {
  int refused = 0, placed = 0;
  for (double diameter : diameters) {
    LayoutOptions build;
    build.diameter_mm = diameter;
    build.threads = 1;  // the lowest failing card is the one named, on any thread count
    build.reads_as_text = text;
    const LayoutOptions check = check_placing_options(build);
    const std::string built = verdict(deck, masks, build);
    EXPECT_EQ(verdict(deck, masks, check), built) << diameter << " mm";
    ++(built.empty() ? placed : refused);
  }
  // Both answers seen, or the comparison proves little.
  EXPECT_GT(refused, 0);
  EXPECT_GT(placed, 0);
}

TEST(DeckCheck, NumbersFitWhereBuildFitsThemWithoutGrowing) {
  const Deck deck = prime_plane_deck(3);
  std::vector<InkMask> masks;
  for (int n = 10; n < 10 + deck.symbol_count; ++n) masks.push_back(text_mask(std::to_string(n)));
  expect_same_verdicts(deck, masks, std::vector<bool>(masks.size(), true), {10, 13, 16, 20, 87});
}

TEST(DeckCheck, ShapesFitWhereBuildFitsThemWithoutGrowing) {
  const Deck deck = prime_plane_deck(3);
  const std::vector<InkMask> masks = synthetic_masks(deck.symbol_count);
  expect_same_verdicts(deck, masks, {}, {20, 24, 28, 34, 87});
}

}  // namespace
}  // namespace spotforge
