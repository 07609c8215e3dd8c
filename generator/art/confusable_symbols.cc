#include "art/confusable_symbols.h"

#include <algorithm>

namespace spotforge {

std::vector<ConfusablePair> find_confusable_pairs(const std::vector<SymbolArt>& symbols,
                                                  const SimilarityOptions& options,
                                                  double threshold) {
  std::vector<ShapeSignature> signatures;
  signatures.reserve(symbols.size());
  for (const SymbolArt& art : symbols) {
    signatures.push_back(make_shape_signature(art.picture(kSimilarityMaskPixels), options));
  }
  std::vector<ConfusablePair> out;
  for (size_t i = 0; i < symbols.size(); ++i) {
    for (size_t j = i + 1; j < symbols.size(); ++j) {
      if (auto score = similarity_at_least(signatures[i], signatures[j], threshold)) {
        out.push_back({i, j, *score});
      }
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const ConfusablePair& a, const ConfusablePair& b) {
    return a.score > b.score;
  });
  return out;
}

}  // namespace spotforge
