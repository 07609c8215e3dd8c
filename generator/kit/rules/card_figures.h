// The rulebook's set-up figures, drawn from the real cards of the deck being printed: a figure
// id names a scene ("tower-3": three players' towers and the centre pile; "warm-up": two cards
// with their one shared symbol ringed; "triplets": the face-up grid; "dynamite-1": a fuse).
// Scenes of play show the match ringed, the player who names it with a speech balloon holding
// the symbol, and an arrow where the rules send the card.
#pragma once

#include <cairo.h>

#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "design/deck.h"
#include "layout/card_layout.h"
#include "theme/theme.h"

namespace spotforge::kit {

struct FigureCards {
  const Theme* theme = nullptr;
  const std::vector<SymbolArt>* art = nullptr;  // one per theme symbol
  const Deck* deck = nullptr;
  // One per deck card. Empty: symbols are set on a ring (for decks not laid out yet).
  const std::vector<CardLayout>* layouts = nullptr;
  int triplets_grid = 9;  // face-up cards in Triplets
  // The figures' marks: the ring round a match, the arrow of a card's move.
  Color mark{0.93, 0.33, 0.10, 1};
};

// Draws the scene `id` fitted into the box (points); false when the id names no scene.
bool draw_card_figure(const FigureCards& cards, cairo_t* cr, const std::string& id, double x,
                      double y, double w, double h);

// The deck cards the figures can show: draw_card's indices (the seats of up to 8 players and
// the centre, or the Triplets grid) picked from the deck. Only these need a layout.
std::vector<int> figure_deck_cards(const FigureCards& cards);

// Draws the `index`-th card the figures show (a fixed choice of the deck's cards) as a disc of
// `diameter` centred at (cx, cy), the symbol `ring_symbol` (>= 0) circled.
void draw_card(const FigureCards& cards, cairo_t* cr, int index, double cx, double cy,
               double diameter, int ring_symbol = -1);

}  // namespace spotforge::kit
