#include "typeset/line_breaker.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

namespace spotforge::typeset {
namespace {

// A paragraph of words (widths) separated by spaces 1 wide; a word given as two parts may
// break between them with a hyphen 1 wide.
struct Word {
  double first = 0, second = 0;  // second > 0: a break point inside the word
};

std::vector<BreakCandidate> paragraph(const std::vector<Word>& words) {
  std::vector<BreakCandidate> c;
  double x = 0, spaces = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    x += words[i].first;
    if (words[i].second > 0) {
      c.push_back({x, spaces, x, spaces, 1, 50, true});
      x += words[i].second;
    }
    if (i + 1 < words.size()) {
      c.push_back({x, spaces, x + 1, spaces + 1, 0, 0, false});
      x += 1;
      spaces += 1;
    } else {
      c.push_back({x, spaces, x, spaces, 0, 0, false});
    }
  }
  return c;
}

std::vector<Word> random_words(std::mt19937& rng, int count, bool hyphens) {
  std::uniform_int_distribution<int> width(2, 9), coin(0, 2);
  std::vector<Word> words;
  for (int i = 0; i < count; ++i) {
    Word w{static_cast<double>(width(rng)), 0};
    if (hyphens && coin(rng) == 0) w.second = width(rng);
    words.push_back(w);
  }
  return words;
}

// The demerits of a set of breaks without the fitness and hyphen terms (the style below turns
// them off), or infinity when a line is overfull or too loose for `tolerance` (< 0: any).
double plain_demerits(const std::vector<BreakCandidate>& c, const std::vector<size_t>& breaks,
                      double width, const BreakingStyle& style, double tolerance) {
  double total = 0;
  size_t from = static_cast<size_t>(-1);
  for (size_t k = 0; k < breaks.size(); ++k) {
    const bool last = k + 1 == breaks.size();
    double ratio = adjustment_ratio(c, from, breaks[k], width, style);
    if (ratio < -1) return std::numeric_limits<double>::infinity();
    if (last && ratio > 0) ratio = 0;
    if (tolerance >= 0 && ratio > tolerance) return std::numeric_limits<double>::infinity();
    const double badness = 100 * std::pow(std::abs(std::min(ratio, 50.0)), 3);
    total += std::pow(style.line_penalty + badness, 2);
    if (!last) total += c[breaks[k]].penalty * c[breaks[k]].penalty;
    from = breaks[k];
  }
  return total;
}

// Total-fit finds the best of all the ways to break a paragraph: checked against every subset
// of break points on small random paragraphs.
TEST(LineBreaker, FindsTheLeastDemeritsOfAllWaysToBreak) {
  BreakingStyle style;
  style.adjacent_demerits = style.double_hyphen_demerits = style.final_hyphen_demerits = 0;
  style.most_hyphens_in_a_row = 100;
  std::mt19937 rng(7);
  for (int trial = 0; trial < 150; ++trial) {
    const auto c = paragraph(random_words(rng, 9, trial % 2 == 0));
    const double width = 14 + trial % 9;
    const std::vector<size_t> chosen = break_lines(c, width, style);
    ASSERT_FALSE(chosen.empty());
    EXPECT_EQ(chosen.back(), c.size() - 1);
    double best = std::numeric_limits<double>::infinity(), best_any = best;
    const size_t inner = c.size() - 1;
    for (unsigned mask = 0; mask < (1u << inner); ++mask) {
      std::vector<size_t> breaks;
      for (size_t i = 0; i < inner; ++i) {
        if (mask & (1u << i)) breaks.push_back(i);
      }
      breaks.push_back(inner);
      best = std::min(best, plain_demerits(c, breaks, width, style, style.tolerance));
      best_any = std::min(best_any, plain_demerits(c, breaks, width, style, -1));
    }
    const double got = plain_demerits(c, chosen, width, style, -1);
    const double expected = std::isfinite(best) ? best : best_any;
    EXPECT_NEAR(got, expected, 1e-6 * expected) << "trial " << trial;
  }
}

TEST(LineBreaker, NeverSetsMoreHyphenatedLinesInARowThanAllowed) {
  for (int most : {1, 2}) {
    BreakingStyle style;
    style.most_hyphens_in_a_row = most;
    style.double_hyphen_demerits = 0;  // only the hard limit keeps them apart
    for (int trial = 0; trial < 60; ++trial) {
      std::vector<Word> words;
      for (int i = 0; i < 40; ++i) words.push_back({4, 5});  // every word may break
      const auto c = paragraph(words);
      const auto breaks = break_lines(c, 17 + trial % 7, style);
      int run = 0;
      for (size_t k = 0; k + 1 < breaks.size(); ++k) {
        run = c[breaks[k]].flagged ? run + 1 : 0;
        EXPECT_LE(run, most) << "width " << 17 + trial % 7;
      }
    }
  }
}

// A word wider than the line still gets a line of its own rather than no breaks at all.
TEST(LineBreaker, AWordWiderThanTheLineStandsAlone) {
  const auto c = paragraph({{3}, {30}, {3}, {4}});
  const auto breaks = break_lines(c, 12);
  ASSERT_FALSE(breaks.empty());
  EXPECT_EQ(breaks.back(), c.size() - 1);
  EXPECT_EQ(breaks.front(), 0u);  // "3" then "30" alone
  EXPECT_EQ(breaks[1], 1u);
}

TEST(LineBreaker, NoCandidatesNoLines) { EXPECT_TRUE(break_lines({}, 10).empty()); }

}  // namespace
}  // namespace spotforge::typeset
