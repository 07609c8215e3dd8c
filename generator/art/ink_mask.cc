#include "art/ink_mask.h"

namespace spotforge {

double InkMask::ink_fraction() const {
  if (alpha.empty()) return 0.0;
  uint64_t sum = 0;
  for (uint8_t a : alpha) sum += a;
  return static_cast<double>(sum) / (255.0 * static_cast<double>(alpha.size()));
}

}  // namespace spotforge
