#include "theme/spelling.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace spotforge {

int edit_distance(std::string_view a, std::string_view b) {
  // One row of the dynamic-programming table is enough.
  std::vector<int> row(b.size() + 1);
  std::iota(row.begin(), row.end(), 0);
  for (size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      int above = row[j];
      int substitute = diagonal + (std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                                           std::tolower(static_cast<unsigned char>(b[j - 1]))
                                       ? 0
                                       : 1);
      row[j] = std::min({above + 1, row[j - 1] + 1, substitute});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::optional<std::string> closest_match(std::string_view word,
                                         const std::vector<std::string>& known) {
  const int allowed = std::max(1, static_cast<int>(word.size()) / 3);
  std::optional<std::string> best;
  int best_distance = allowed + 1;
  for (const auto& candidate : known) {
    int d = edit_distance(word, candidate);
    if (d < best_distance) {
      best_distance = d;
      best = candidate;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& known) {
  auto match = closest_match(word, known);
  return match ? " (did you mean '" + *match + "'?)" : "";
}

}  // namespace spotforge
