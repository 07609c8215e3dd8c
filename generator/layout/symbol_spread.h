// Which picture stands on which point of the plane (issue 29.3). Any one-to-one relabelling of
// a plane's symbols is a deck as sound as the first (two cards still share exactly one
// symbol), so the pictures may be dealt to the points freely. A hollow picture (an outline
// drawing, a paper clip, headphones) keeps the others out of its convex hull (the apart rule)
// while inking little of it: a card that drew several of them stayed thin whatever its layout
// (the party deck's card 39: 0.49 of its safe area over 33 arrangements). Dealt so that no card
// holds much more hollow than another, the thinnest card fills like the rest.
#pragma once

#include <vector>

#include "design/deck.h"
#include "layout/deck_fit.h"
#include "layout/layout_options.h"

namespace spotforge {

// How much of a symbol's room keeps others out without holding its ink: its convex hull less
// its ink, per the ink its size counts (sizing_ink_fraction), so in units of its size squared.
// 0 for a symbol that fills its hull; about 2.4 for an outline drawing of 20 % ink in a hull
// of 80 % of its box. `footprint` as footprint_of gives it, or with its sizing share applied
// (ink_fraction x ink_scale is its ink either way).
double hollowness(const SymbolFootprint& footprint, const LayoutOptions& options, int symbol);

// The masks the deal is measured on: small ones, the same everywhere a deck is dealt (build,
// check, the rulebooks, the studio), so every one deals the same pictures to the same points.
inline constexpr int kFootprintMaskPixels = 64;

// `deck` with its symbols relabelled so that the card that weighs most holds as little as a
// local search of swaps finds, the sum of squares of the cards' weights breaking ties (so the
// rest spread too). A picture weighs on a card, at its size rank's nominal size with its box
// held to the 45 % cap, twice the room its hollow keeps from the others less the ink it prints
// (the small decks' cards are mostly capped: there pictures of little ink at the cap weigh);
// text weighs nothing (its box is its room), so a deck of words is dealt as numbered.
// `footprints` are by symbol index, covering every symbol the deck uses. Only symbols on as
// many cards swap (a truncated deck keeps its most frequent symbols first, as deck_builder.h
// numbers them); cards and their order stay. The same inputs always give the same deal.
Deck spread_hollow_symbols(Deck deck, const std::vector<SymbolFootprint>& footprints,
                           const LayoutOptions& options);

}  // namespace spotforge
