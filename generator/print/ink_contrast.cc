#include "print/ink_contrast.h"

#include <cmath>

namespace spotforge {

double lightness(const Rgba& c) { return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; }

Rgba contrast_ink(const Rgba& bg) {
  return lightness(bg) < 0.55 ? Rgba{1, 1, 1, 0.92} : Rgba{0.1, 0.1, 0.1, 0.9};
}

Rgba cut_line_ink(const Rgba& ground) {
  // Two greys 0.6 apart: whichever is farther from the ground is at least 0.3 from it. Neither
  // is black or white, so the line stays thin-looking and doesn't shout on the card's edge.
  constexpr double kDark = 0.25, kLight = 0.85;
  const double l = lightness(ground);
  const double grey = std::abs(l - kDark) >= std::abs(l - kLight) ? kDark : kLight;
  return {grey, grey, grey, 1};
}

}  // namespace spotforge
