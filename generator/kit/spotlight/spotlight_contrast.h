// Every copy clear: how much of a character's ink looks like the board background under it.
// A copy whose ink is mostly background-coloured (a white llama on a pale board) is hard to
// see on that board only, which makes one card unequally hard on different boards. The kit
// picks one background tone for all boards by this measure, and the verifier measures every
// drawn copy with it (kit/spotlight/spotlight_raster, kit/spotlight/spotlight_verify).
#pragma once

#include <cstdint>
#include <vector>

#include "art/symbol_art.h"
#include "print/page_text.h"

namespace spotforge {

// Two colours closer than this (colour_distance) read as the same colour on the board.
inline constexpr double kBlendDistance = 0.08;

// Euclidean distance in RGB, scaled so black to white is 1.
double colour_distance(const Rgba& a, const Rgba& b);

// Lightness contrast (issue 28): hue fades first in a dim room and for colour-weak eyes, so
// every copy's ink must also differ from what lies under it in CIE L* (0 black .. 100 white).
inline constexpr double kLightnessDistance = 8;
// At most this share of a copy's ink within kLightnessDistance of its local background.
inline constexpr double kMaxLightnessShare = 0.10;
double cie_lightness(const Rgba& colour);  // CIE L* of an sRGB colour (D65)

// Share of a picture's ink (alpha >= 1/2) that, laid over `tone`, shows within
// kLightnessDistance of the tone's L*.
double share_near_lightness(const InkPicture& picture, const Rgba& tone);

// The outline a character gets on boards of a background tone: none when its ink stands out
// in lightness from every colour of the background, else a thin light or dark one (whichever
// its ink differs from more) laid under the whole silhouette, so the ink lies on the outline.
enum class CopyOutline { kNone = 0, kLight = 1, kDark = 2 };
Rgba outline_colour(CopyOutline outline);
CopyOutline board_outline(const SymbolArt& art, int tone);

// A premultiplied ARGB32 pixel laid over an opaque `under`: the colour that shows.
Rgba composite_over(std::uint32_t premultiplied_argb, const Rgba& under);

// Share of a picture's ink (alpha >= 1/2) that, laid over `tone`, shows within kBlendDistance
// of it. 0 for a picture without ink.
double share_near_tone(const InkPicture& picture, const Rgba& tone);

struct ToneChoice {
  int tone = 0;              // index for background_tone()
  double worst_share = 0;    // the most background-coloured character's share on that tone
  int worst_character = -1;  // index into `characters`
};

// The background tone (of kit/spotlight_board's kBackgroundTones) on which the most
// background-coloured of `characters` blends least; ties go to the lighter tone (less ink).
ToneChoice choose_background_tone(const std::vector<const SymbolArt*>& characters);

}  // namespace spotforge
