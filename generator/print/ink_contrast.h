// Choosing an ink that reads on a given colour: the cut line on a card's border or face, the
// card number on its band, the text on a back. Lightness is the grey a printer or a
// greyscale render makes of a colour (Rec. 709 luma, 0 black to 1 white).
#pragma once

#include "print/page_text.h"

namespace spotforge {

double lightness(const Rgba& color);

// White or near-black, whichever reads better on the background (text, card numbers).
Rgba contrast_ink(const Rgba& background);

// The thin cut guide: mid grey on light colours, light grey on dark ones, so that it differs
// from the colour under it by at least 0.3 (about 75 of 255 grey levels) on every colour.
Rgba cut_line_ink(const Rgba& ground);

}  // namespace spotforge
