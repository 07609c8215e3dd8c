// How alike two symbols look, for "these two symbols can be confused" warnings (a 6 and a 9
// under free rotation, an arrow and its turn).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "art/ink_mask.h"

namespace spotforge {

struct SimilarityOptions {
  enum class Rotation { kNone, kQuarterTurns, kFree };
  Rotation rotation = Rotation::kNone;
  bool mirror = false;  // also compare against the mirrored shape
};

// A symbol prepared for comparison: its ink normalised onto a square grid (the ink's
// bounding box scaled to fill the grid, aspect kept, centred), once per allowed orientation.
// Each cell holds four ink amounts: coverage (alpha) and the cyan, magenta and yellow ink a
// printer would lay down there, so that two round blobs of different colours and features
// (a tomato, a chestnut) differ while two black glyphs compare by shape alone. Make one per
// symbol when comparing many pairs.
struct ShapeSignature {
  static constexpr int kGrid = 24;
  static constexpr int kChannels = 4;
  static constexpr int kCoarse = 6;  // coarse grid side: blocks of (kGrid / kCoarse)^2 cells
  std::vector<std::vector<float>> orientations;  // [0] is the symbol as drawn

  // Cheap summaries of one orientation, for similarity_at_least to skip pairs that can't
  // reach a threshold (a theme of hundreds of symbols has ~10^5 pairs x 24 turns).
  struct Summary {
    double total = 0;                                            // sum of every cell and channel
    std::array<double, kChannels> channels{};                    // per channel
    std::array<double, kCoarse * kCoarse * kChannels> coarse{};  // per block and channel
    std::vector<uint8_t> ceiling;  // every cell value x kCeilingScale, rounded up
  };
  static constexpr double kCeilingScale = 254;
  std::vector<Summary> summaries;  // one per orientation
};

ShapeSignature make_shape_signature(const InkPicture& picture, const SimilarityOptions& options);
// A mask compares as black ink.
ShapeSignature make_shape_signature(const InkMask& mask, const SimilarityOptions& options);

// Score in [0, 1]: the best soft intersection-over-union (sum of min / sum of max over every
// cell and channel) of a as drawn against b in any of b's orientations (free rotation: every
// 15 degrees). 1 = the same look.
double shape_similarity(const ShapeSignature& a, const ShapeSignature& b);
double shape_similarity(const InkMask& a, const InkMask& b, const SimilarityOptions& options);
// shape_similarity(a, b) when it is at least `threshold`, else nothing; the same score, but
// orientations that can't reach the threshold are skipped on ever finer upper bounds (sums per
// channel, per block, then whole-number cells) before the full comparison.
std::optional<double> similarity_at_least(const ShapeSignature& a, const ShapeSignature& b,
                                          double threshold);
double shape_similarity(const InkPicture& a, const InkPicture& b, const SimilarityOptions& options);

// Scores at or above this are "confusable" (warn naming both symbols). Calibrated in
// shape_similarity_test.cc: black DejaVu Sans "6" against "9" scores 0.92 under rotation and
// "p" against "d" 0.95, "u" against "n" 0.86; the most alike pair among the 57 default
// symbols (colour pictures, free rotation: raised-hand / potato) scores 0.73, and among the 64
// Spotlight characters (mirroring allowed: superhero / supervillain) 0.71.
inline constexpr double kConfusableThreshold = 0.85;

// The resolution to ask SymbolArt::mask() / picture() for before comparing.
inline constexpr int kSimilarityMaskPixels = 64;

}  // namespace spotforge
