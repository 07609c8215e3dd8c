// Everything the layout engine needs to know about the card and the theme's layout wishes, as
// plain data of its own (the kit fills it from the theme), so layout doesn't depend on the
// theme loader.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace spotforge {

enum class CardOutline { kCircle, kRoundedSquare };
enum class SymbolTurns { kFree, kUpright, kQuarterTurns };
// Whether symbols are kept out of each other's hollows (layout/symbol_apart.h): kHull, no
// symbol's centre and at most a quarter of its ink inside another's convex hull.
enum class SymbolsApart { kOff, kHull };

struct LayoutOptions {
  CardOutline outline = CardOutline::kCircle;
  double diameter_mm = 87;  // circles
  double width_mm = 0;      // rounded squares
  double height_mm = 0;
  double corner_radius_mm = 0;
  double bleed_mm = 3;  // not used for placement; carried into layout.json
  double safe_margin_mm = 3;
  double min_gap_mm = 1;      // between the inks of two symbols
  double size_variety = 2.5;  // biggest / smallest on a card, by sqrt of ink area (>= 2.2)
  SymbolTurns turns = SymbolTurns::kFree;
  bool mirror = false;  // may symbols be flipped left-right
  SymbolsApart apart = SymbolsApart::kHull;
  uint64_t seed = 1;
  int threads = 0;  // 0: one per core
  // By symbol index: the symbols that read as text or digits (text symbols, pictures the
  // theme marks `reads_as: text`). They keep a limited tilt and more air (symbol_air_mm).
  std::vector<bool> reads_as_text;
  bool is_text(int symbol) const {
    return symbol >= 0 && symbol < static_cast<int>(reads_as_text.size()) && reads_as_text[symbol];
  }
  // By symbol index: photos printed in a frame (a circle, a rounded square, a rectangle). They
  // are all ink, so they are sized by their box (sizing_ink_fraction).
  std::vector<bool> framed;
  bool is_framed(int symbol) const {
    return symbol >= 0 && symbol < static_cast<int>(framed.size()) && framed[symbol];
  }
  // Smallest allowed symbol size (sqrt of ink area); 0 means the default: 8 mm for up to 8
  // symbols per card, less for more (min_symbol_size_mm), and less on cards under 87 mm.
  double min_symbol_mm = 0;

  // Engine settings (defaults are tuned; tests may lower them for speed).
  double grid_px_per_mm = 4;     // placement grid
  int fine_factor = 3;           // a last growing pass on a grid this many times finer (< 2: none)
  int starts = 2;                // independent greedy starts per card; the best is kept
  int grow_passes = 10;          // growing/relaxation passes after the greedy
  int thin_retries = 2;          // more starts, each grown to the end, for a thin card
  double verify_px_per_mm = 10;  // independent verification raster (>= 10)
  // A last growing pass against the true inks, off the grids (issue 29.3; CardPlacer::settle,
  // layout/ink_distance.h). Runs only with grow_passes.
  bool ink_pass = true;
};

// The rules every layout keeps, as the verifier checks them (issues 16 and 29).
//
// Apart (layout.apart: hull): no symbol's ink centre inside another's convex hull, and at most
// kApartShare of a symbol's ink inside another's hull, either way round. The issue saw
// pictures read as one from half inside on; a quarter keeps clear of that while a symbol may
// still tuck a corner into a neighbour's curve.
inline constexpr double kApartShare = 0.25;
// Air: the gap between two symbols' inks is at least min_gap plus both symbols' air, so big
// neighbours get more white between them (a "2" beside a big "5" no longer reads "25"). A
// picture's air is kAirPerSize of its size less half the gap, never below 0: two pictures keep
// kAirPerSize of each one's size on its side, or the gap when that is more (up to 20 mm for a
// 1 mm gap), so the gap grows with their size from where it is no longer plenty (issue 29.3:
// 2 % of the size on top of the gap cost the party deck 0.03 of its coverage, and gave two
// 30 mm pictures 2.2 mm; now 1.5 mm). One that reads as text has at least half of
// kTextAirShare of its height (its box's height), so two text symbols keep the gap plus a
// third of their mean height apart.
inline constexpr double kAirPerSize = 0.025;
inline constexpr double kTextAirShare = 1.0 / 3;
// Text keeps within this tilt either way of upright when turns are free, and upright
// otherwise: a 6 never turns into a 9.
inline constexpr double kTextTiltDeg = 30;
// The longer side of a symbol's box is at most this share of the card's size (issue 29: one
// symbol filling half the card crowded the others): the placer's cap, which the deal of
// pictures to points (symbol_spread.h) weighs boxes by too.
inline constexpr double kLargestSymbolShare = 0.45;
double symbol_air_mm(double size_mm, double box_height_mm, bool reads_as_text, double min_gap_mm);
// The least distance allowed between two symbols' inks with these airs.
inline double pair_gap_mm(const LayoutOptions& options, double air_a, double air_b) {
  return options.min_gap_mm + air_a + air_b;
}
// The same for two placed symbols, given their airs, whether each reads as text and their
// boxes' heights. A text symbol beside a picture also keeps a whole third of its own height
// from it, either way round (the picture's small air would otherwise leave it the gap and a
// sixth); two text symbols keep the gap plus their airs (a third of their mean height).
inline double pair_gap_mm(const LayoutOptions& options, double air_a, double air_b, bool text_a,
                          bool text_b, double height_a_mm, double height_b_mm) {
  const double gap = pair_gap_mm(options, air_a, air_b);
  if (text_a == text_b) return gap;
  return std::max(gap, kTextAirShare * (text_a ? height_a_mm : height_b_mm));
}

// Sizes are square roots of ink areas, so a shape that is all ink (a framed photo: a circle
// is 79 % of its box) printed smaller than clip art of the same size (issue 26: median long
// side 19.3 mm against 24.6 mm). A framed photo is sized as a picture whose box is
// kPictureInkShare ink (at most: a sparser one keeps its own): the share of its box the size
// counts. The placer and the verifier both size symbols by it.
inline constexpr double kPictureInkShare = 0.5;
// The other way round, a sparse picture (an outline drawing: some OpenMoji emoji are 12 %
// ink) sized by its ink alone took a box as large as its card's biggest symbol at a middle
// rank, and the hull the apart rule keeps others out of (issue 29: OpenMoji order 13's
// thinnest card 0.35 against a mean of 0.51). A picture is sized as if at least
// kSparseInkShare of its box were ink; the party deck's sparsest picture is 26 % ink.
inline constexpr double kSparseInkShare = 0.25;
inline double sizing_ink_fraction(const LayoutOptions& options, int symbol, double ink_fraction) {
  if (options.is_framed(symbol)) return std::min(ink_fraction, kPictureInkShare);
  return ink_fraction > 0 ? std::max(ink_fraction, kSparseInkShare) : ink_fraction;
}

// The smallest allowed symbol size for these options on a card of `count` symbols, in mm:
// min_symbol_mm when set, else 8 mm x sqrt(8 / count) for more than 8 symbols (the same share
// of the card per symbol as 8 symbols at 8 mm: 6.05 mm for 14), times the card's size / 87 mm
// on cards under 87 mm. It never grows with the card, so a bigger card always gives room.
double min_symbol_size_mm(const LayoutOptions& options, int count);

// Text keeps a third of its height clear (kTextAirShare), so at a picture's smallest size a
// number takes nearly twice a picture's room, and a deck of 57 two-digit numbers fitted no
// card of 8 (issue 29). A text symbol's smallest size is the one at which its box with that
// air and the gap takes no more room than a picture's box (kPictureInkShare ink, with the gap
// and its air) at smallest_mm, but never a box lower than kTextMinHeightShare of smallest_mm
// (a long word or a sentence stays as tall as before, so still too long to fit when it was)
// and never above smallest_mm: two digits stand about 8 mm tall on a card of 8 symbols.
// Pictures keep smallest_mm. The placer lets text down to it only on a card that can't be
// laid out otherwise.
inline constexpr double kTextMinHeightShare = 0.9;
double symbol_min_size_mm(double smallest_mm, bool reads_as_text, double aspect,
                          double ink_fraction, double min_gap_mm);

}  // namespace spotforge
