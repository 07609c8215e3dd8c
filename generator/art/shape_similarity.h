// How alike two symbols' ink shapes are, for "these two symbols can be confused" warnings
// (a 6 and a 9 under free rotation, an arrow and its turn).
#pragma once

#include <vector>

#include "art/ink_mask.h"

namespace spotforge {

struct SimilarityOptions {
  enum class Rotation { kNone, kQuarterTurns, kFree };
  Rotation rotation = Rotation::kNone;
  bool mirror = false;  // also compare against the mirrored shape
};

// A shape prepared for comparison: its ink normalised onto a square grid (the ink's bounding
// box scaled to fill the grid, aspect kept, centred), once per allowed orientation. Make one
// per symbol when comparing many pairs.
struct ShapeSignature {
  static constexpr int kGrid = 32;
  std::vector<std::vector<float>> orientations;  // [0] is the shape as drawn
};

ShapeSignature make_shape_signature(const InkMask& mask, const SimilarityOptions& options);

// Score in [0, 1]: the best soft intersection-over-union (sum of min / sum of max coverage)
// of a as drawn against b in any of b's orientations. 1 = the same shape.
double shape_similarity(const ShapeSignature& a, const ShapeSignature& b);
double shape_similarity(const InkMask& a, const InkMask& b, const SimilarityOptions& options);

// Scores at or above this are "confusable" (warn naming both symbols). Calibrated in
// shape_similarity_test.cc: DejaVu Sans "6" against "9" scores about 0.9 under free rotation;
// the most alike pair among the 57 default symbols stays below it.
inline constexpr double kConfusableThreshold = 0.80;

// The mask resolution to ask SymbolArt::mask() for before comparing.
inline constexpr int kSimilarityMaskPixels = 64;

}  // namespace spotforge
