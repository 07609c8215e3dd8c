// What the print engine draws on a card itself, for every product with cards: the back design
// and the small sorting number on the face. Origin at the card's centre, millimetres.
#pragma once

#include <cairo.h>

#include <functional>
#include <string>

#include "print/card_trim.h"
#include "print/page_text.h"

namespace spotforge {

struct BackDesign {
  Rgba color{0.16, 0.20, 0.42, 1};  // runs through the bleed
  // Optional picture covering the card and its bleed; draws into the given rectangle.
  std::function<void(cairo_t*, double x, double y, double width, double height)> picture;
  std::string text;   // printed large in the middle ("" with no picture: the title)
  std::string title;  // the product's title, for the default design
  std::string font_family = "Quicksand";
};

// Draws the back: the colour (or picture) through the bleed, then for the default design a
// light ring inside the trim and the text or title fitted across the middle.
void draw_card_back(cairo_t* cr, const CardTrim& card, double bleed_mm, const BackDesign& design);

// A tiny number at the bottom, in the ring between the trim and the safe margin where the
// layout puts no symbols, centred in that ring (for sorting and checking the printed deck).
// The style's size is reduced if the ring is too narrow for it.
void draw_card_number(cairo_t* cr, const CardTrim& card, double safe_margin_mm, int number,
                      TextStyle style);

}  // namespace spotforge
