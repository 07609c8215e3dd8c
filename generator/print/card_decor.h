// What the print engine draws on a card itself, for every product with cards: the back design
// and the small sorting number on the face. Origin at the card's centre, millimetres.
#pragma once

#include <cairo.h>

#include <functional>
#include <string>

#include "print/card_trim.h"
#include "print/imposition.h"
#include "print/page_text.h"

namespace spotforge {

struct BackDesign {
  Rgba color{0.16, 0.20, 0.42, 1};
  // false: a light tint of the colour runs through the bleed and the colour draws the rings
  // and text (less ink, and a back printed a little off shows a pale sliver, not a dark one);
  // true: the colour itself through the bleed.
  bool solid = false;
  // Optional picture covering the card and its bleed; draws into the given rectangle.
  std::function<void(cairo_t*, double x, double y, double width, double height)> picture;
  std::string text;   // printed large in the middle ("" with no picture: the title)
  std::string title;  // the product's title, for the default design
  std::string font_family = "Quicksand";
};

// The share of the back's colour in its light tint (the rest is white paper).
inline constexpr double kLightBackShare = 0.25;

// Draws the back: the colour, its tint or the picture through the bleed, then for the default
// design two thin rings well inside the trim (about a sixth of the card in, so a cut or duplex
// slip of 1 mm changes their margin by a few per cent, not by a fifth) and the text or title
// fitted across the middle.
void draw_card_back(cairo_t* cr, const CardTrim& card, double bleed_mm, const BackDesign& design);

// A tiny number at the bottom (for sorting and checking the printed deck), centred in the
// band from the trim to band_mm inside it: the card's border band, or with no border the
// margin where the layout puts no symbols. It takes at most 60 % of the band, so it lies on
// the band's one colour with room for a slipped cut. Returns its box, origin at the centre.
RectMm draw_card_number(cairo_t* cr, const CardTrim& card, double band_mm, int number,
                        TextStyle style);

}  // namespace spotforge
