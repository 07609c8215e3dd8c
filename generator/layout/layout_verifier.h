// Independent check of a laid-out card: rasterises it from the placements and the symbols'
// masks alone (not from the placer's grid) at 10 px/mm or finer and measures it.
#pragma once

#include <string>
#include <vector>

#include "art/ink_mask.h"
#include "layout/card_layout.h"
#include "layout/layout_options.h"

namespace spotforge {

struct CardCheck {
  CardMetrics metrics;                // everything but `shrunk`, measured on the raster
  std::vector<std::string> problems;  // empty when the card passes
  double px_per_mm = 0;               // the raster it was checked on
};

// `expected` lists the symbols the card must show (the deck's card). Checks, from the rules
// in layout_options.h and this raster alone (no code of the placer's): every expected symbol
// placed once and visible, nothing else; no two inks closer than the gap plus both symbols'
// air, less one pixel (touching or overlapping inks included); no ink outside the safe area;
// text kept within its tilt; with options.apart, no symbol inside another's outline, naming
// both. The smallest gap is measured up to kGapMeasureReachMm beyond the requested gap.
CardCheck verify_card(const CardLayout& card, const std::vector<int>& expected,
                      const std::vector<InkMask>& masks, const LayoutOptions& options);

inline constexpr double kGapMeasureReachMm = 1.5;

}  // namespace spotforge
