// Which symbols of a theme look so alike that players could mistake one for another: every
// pair scoring at least the threshold, for a warning naming both.
#pragma once

#include <cstddef>
#include <vector>

#include "art/shape_similarity.h"
#include "art/symbol_art.h"

namespace spotforge {

struct ConfusablePair {
  size_t first = 0;  // indices into the symbols given, first < second
  size_t second = 0;
  double score = 0;  // shape_similarity, >= the threshold
};

// Compares the symbols' colour pictures (kSimilarityMaskPixels) pairwise under the options
// (the theme's rotation and mirroring); returns the pairs at or above `threshold`, most alike
// first (equal scores in the order of their indices). The work is spread over `threads`
// (0: one per core); the result is the same for any count.
std::vector<ConfusablePair> find_confusable_pairs(const std::vector<SymbolArt>& symbols,
                                                  const SimilarityOptions& options,
                                                  double threshold = kConfusableThreshold,
                                                  int threads = 0);

}  // namespace spotforge
