// How alike two symbols' ink shapes are, for "these two symbols can be confused" warnings
// (a 6 and a 9 under free rotation, an arrow and its turn).
#pragma once

#include "art/ink_mask.h"

namespace spotforge {

struct SimilarityOptions {
  enum class Rotation { kNone, kQuarterTurns, kFree };
  Rotation rotation = Rotation::kNone;
  bool mirror = false;  // also compare against the mirrored shape
};

// Score in [0, 1]: the best soft intersection-over-union of the two ink shapes after scaling
// each shape's ink to fill the same square grid (size normalised, aspect kept), over the
// allowed rotations (free: every 10 degrees) and mirroring. 1 = the same shape.
double shape_similarity(const InkMask& a, const InkMask& b, const SimilarityOptions& options);

// Scores at or above this are "confusable". Calibrated on DejaVu Sans digits (6 vs 9 under
// free rotation scores about 0.9) and on the 57 default symbols (the most alike pair scores
// well below it); see shape_similarity_test.cc.
inline constexpr double kConfusableThreshold = 0.80;

// The mask resolution the similarity check expects from SymbolArt::mask().
inline constexpr int kSimilarityMaskPixels = 64;

}  // namespace spotforge
