// Lays out a whole deck: balanced size ranks, every card placed (on all cores, the same result
// whatever the thread count), then every card verified independently and measured.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "art/ink_mask.h"
#include "base/progress.h"
#include "design/deck.h"
#include "layout/card_layout.h"
#include "layout/layout_options.h"

namespace spotforge {

// A laid-out card failed the independent verification: a bug, never bad input.
class LayoutVerificationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Places every card (metrics left empty except `shrunk`). masks[i] is symbol i's ink.
// Throws InputError for unusable options, masks or a card that can't fit.
// Each card placed is a step of a "cards laid out" phase on `progress`.
std::vector<CardLayout> place_deck(const Deck& deck, const std::vector<InkMask>& masks,
                                   const LayoutOptions& options, Progress* progress = nullptr);

// Verifies and measures every card, filling its metrics; returns the problems found, each
// starting with "card N: ". Each card is a step of a "cards verified" phase.
std::vector<std::string> verify_deck(const Deck& deck, std::vector<CardLayout>& cards,
                                     const std::vector<InkMask>& masks,
                                     const LayoutOptions& options, Progress* progress = nullptr);

DeckSummary summarise(const std::vector<CardLayout>& cards);

// The summary as a few lines for the terminal (what `spotforge deck` prints), e.g.
//   ink coverage        min 0.45  mean 0.53  max 0.58
std::string describe_summary(const DeckSummary& summary);

// Only the cards `which` (deck indices), placed and verified each exactly as layout_deck does
// (a card's placement depends on the deck and its own seed, never on the other cards laid out);
// every other card is left empty. For figures that show a few cards of a deck (`spotforge
// rules`). Throws as layout_deck does.
std::vector<CardLayout> layout_some_cards(const Deck& deck, const std::vector<InkMask>& masks,
                                          const LayoutOptions& options,
                                          const std::vector<int>& which);

// place_deck + verify_deck + summarise; throws LayoutVerificationError listing the problems
// when any card fails verification.
DeckLayout layout_deck(const Deck& deck, const std::vector<InkMask>& masks,
                       const LayoutOptions& options, Progress* progress = nullptr);

}  // namespace spotforge
