// Whether a deck's cards can hold their symbols, known from the symbols' sizes before any
// layout (issue 29, issue 25): `theme check` answers in a fraction of a second where laying
// out a big deck takes a minute, and its advice (the largest order that fits, the card size
// that would) is worked out the same way.
#pragma once

#include <vector>

#include "art/ink_mask.h"
#include "design/deck.h"
#include "layout/layout_options.h"

namespace spotforge {

// What the estimate needs of a symbol, from its mask (a small one will do: 64 px).
struct SymbolFootprint {
  double aspect = 1;         // box width / height
  double ink_fraction = 1;   // share of the box that is ink
  double hull_fraction = 1;  // share of the box inside the ink's convex hull
  bool text = false;         // reads as text: its box with its air is its own (no tucking in)
  // Ink per sizing ink (sizing_ink_fraction): a framed photo's box holds more ink than its
  // size counts. ink_fraction is the sizing share.
  double ink_scale = 1;
};
SymbolFootprint footprint_of(const InkMask& mask);

// The area (mm^2) a card of these symbols needs at the smallest sizes the layout may give them
// (the smallest allowed size, biggest / smallest at its floor 2.2): each symbol's ink or,
// with the apart rule, three quarters of its convex hull (the rest a neighbour may tuck into),
// with half the gap and its air around it; text, its whole box with its air (words and digits
// keep a third of their height clear, layout_options.h). A lower bound in spirit: a card that needs
// more than its room can't be laid out.
double card_need_mm2(const LayoutOptions& options, const std::vector<SymbolFootprint>& footprints,
                     const std::vector<int>& card);

// The share of the safe area a card's symbols may need at most: beyond it no layout holds them.
inline constexpr double kMaxFillShare = 0.80;

struct DeckFit {
  bool fits = true;
  int worst_card = -1;  // the card needing the most area
  double need_mm2 = 0;  // its need
  double room_mm2 = 0;  // kMaxFillShare of the safe area
};
// footprints are by symbol index (covering every symbol the deck uses).
DeckFit deck_fit(const Deck& deck, const std::vector<SymbolFootprint>& footprints,
                 const LayoutOptions& options);

// The smallest card (diameter, or both sides of a rounded square scaled together) in whole
// millimetres at which deck_fit holds, up to 400 mm; 0 when none does.
double card_size_that_fits(const Deck& deck, const std::vector<SymbolFootprint>& footprints,
                           const LayoutOptions& options);

// Up to `count` card indices, the cards needing the most area first: what a quick check lays
// out instead of the whole deck.
std::vector<int> hardest_cards(const Deck& deck, const std::vector<SymbolFootprint>& footprints,
                               const LayoutOptions& options, int count);

}  // namespace spotforge
