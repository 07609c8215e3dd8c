#include "art/confusable_symbols.h"

#include <algorithm>

#include "base/parallel_for.h"

namespace spotforge {

std::vector<ConfusablePair> find_confusable_pairs(const std::vector<SymbolArt>& symbols,
                                                  const SimilarityOptions& options,
                                                  double threshold, int threads) {
  const int count = static_cast<int>(symbols.size());
  // Both halves on every core: 600 text symbols are 600 signatures of 24 turns each and
  // 179,700 pairs, a third of `theme check`'s time when it ran on one thread.
  std::vector<ShapeSignature> signatures(symbols.size());
  parallel_for(count, threads, [&](int i) {
    signatures[i] = make_shape_signature(symbols[i].picture(kSimilarityMaskPixels), options);
  });
  // Row i holds the pairs (i, j > i), so joined in row order they come as one scan would give
  // them, whichever thread took which row.
  std::vector<std::vector<ConfusablePair>> rows(symbols.size());
  parallel_for(count, threads, [&](int i) {
    for (size_t j = static_cast<size_t>(i) + 1; j < symbols.size(); ++j) {
      if (auto score = similarity_at_least(signatures[i], signatures[j], threshold)) {
        rows[i].push_back({static_cast<size_t>(i), j, *score});
      }
    }
  });
  std::vector<ConfusablePair> out;
  for (const auto& row : rows) out.insert(out.end(), row.begin(), row.end());
  std::stable_sort(out.begin(), out.end(), [](const ConfusablePair& a, const ConfusablePair& b) {
    return a.score > b.score;
  });
  return out;
}

}  // namespace spotforge
