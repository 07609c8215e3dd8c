// Everything the layout engine needs to know about the card and the theme's layout wishes, as
// plain data of its own (the kit fills it from the theme), so layout doesn't depend on the
// theme loader.
#pragma once

#include <cstdint>

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
  // Smallest allowed symbol size (sqrt of ink area); 0 means 8 mm scaled with the card
  // (8 mm on an 87 mm card).
  double min_symbol_mm = 0;

  // Engine settings (defaults are tuned; tests may lower them for speed).
  double grid_px_per_mm = 4;     // placement grid
  int fine_factor = 3;           // a last growing pass on a grid this many times finer (< 2: none)
  int starts = 2;                // independent greedy starts per card; the best is kept
  int grow_passes = 10;          // growing/relaxation passes after the greedy
  double verify_px_per_mm = 10;  // independent verification raster (>= 10)
};

// The smallest allowed symbol size for these options, in mm.
double min_symbol_size_mm(const LayoutOptions& options);

}  // namespace spotforge
