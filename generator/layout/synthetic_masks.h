// Ink masks of simple and awkward shapes drawn with Cairo, for the layout's tests and
// benchmarks (they don't need the real art): each mask is cropped to its ink box.
#pragma once

#include <string>
#include <vector>

#include "art/ink_mask.h"

namespace spotforge {

enum class TestShape {
  kDisc,
  kLongBar,  // 8:1, all ink
  kLShape,
  kRing,      // a ring with a big hole
  kCrescent,  // a banana: something small may sit in its hollow
  kTinyDot,   // a 4 x 4 pixel mask
  kWideWord,  // a long word rendered with Cairo's toy font
  kStar,
};

InkMask synthetic_mask(TestShape shape, int longest_px = 192);
// `text` in bold DejaVu Sans (Cairo's toy font) at a font size of height_px: digits, words.
InkMask text_mask(const std::string& text, int height_px = 120);
// `count` masks cycling through every TestShape.
std::vector<InkMask> synthetic_masks(int count);

}  // namespace spotforge
