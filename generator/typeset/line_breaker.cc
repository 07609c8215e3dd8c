#include "typeset/line_breaker.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace spotforge::typeset {

namespace {

constexpr double kInfinite = std::numeric_limits<double>::infinity();
constexpr size_t kStart = static_cast<size_t>(-1);
// Stands for "cannot stretch at all": worse than any line that can.
constexpr double kRigid = 1000;

// Where a line starting after `from` begins: the paragraph's start or a candidate's next line.
double start_x(const std::vector<BreakCandidate>& c, size_t from) {
  return from == kStart ? 0 : c[from].start_x;
}
double start_spaces(const std::vector<BreakCandidate>& c, size_t from) {
  return from == kStart ? 0 : c[from].start_spaces;
}
double start_glyphs(const std::vector<BreakCandidate>& c, size_t from) {
  return from == kStart ? 0 : c[from].start_glyphs;
}

// TeX's fitness classes: 0 tight, 1 decent, 2 loose, 3 very loose. A line of one class next
// to one two classes away reads as a change of colour in the column.
int fitness(double ratio) {
  if (ratio < -0.5) return 0;
  if (ratio <= 0.5) return 1;
  if (ratio <= 1) return 2;
  return 3;
}

// One way to reach a candidate: the best demerits so far for a given fitness class of the
// line ending there and a given run of hyphenated lines ending there.
struct Node {
  double demerits = kInfinite;
  size_t from = kStart;  // the break before this line
  int from_state = -1;   // the state at `from`
};

constexpr int kFitnessClasses = 4;

}  // namespace

double adjustment_ratio(const std::vector<BreakCandidate>& candidates, size_t from, size_t to,
                        double width, const BreakingStyle& style) {
  const BreakCandidate& end = candidates[to];
  const double natural = end.end_x - start_x(candidates, from) + end.extra;
  const double spaces = std::max(0.0, end.end_spaces - start_spaces(candidates, from));
  // The space after each letter but the line's last.
  const double gaps = std::max(0.0, end.end_glyphs - start_glyphs(candidates, from) - 1);
  if (natural < width) {
    const double stretch = spaces * style.stretch + gaps * style.letter_stretch;
    return stretch > 0 ? (width - natural) / stretch : kRigid;
  }
  if (natural > width) {
    const double shrink = spaces * style.shrink + gaps * style.letter_shrink;
    return shrink > 0 ? -(natural - width) / shrink : -kRigid;
  }
  return 0;
}

namespace {

// One pass of the total-fit search; `tolerance` < 0 allows any looseness. Returns the breaks,
// or nothing when no way through keeps every line within the tolerance and the width.
std::vector<size_t> search(const std::vector<BreakCandidate>& c, double width,
                           const BreakingStyle& style, double tolerance) {
  const size_t n = c.size();
  const int runs = style.most_hyphens_in_a_row + 1;
  const int states = kFitnessClasses * runs;
  auto state_of = [runs](int fit, int run) { return fit * runs + run; };
  // nodes[k + 1][state]: reaching candidate k; nodes[0] is the paragraph's start.
  std::vector<std::vector<Node>> nodes(n + 1, std::vector<Node>(states));
  nodes[0][state_of(1, 0)].demerits = 0;
  const bool loose_allowed = tolerance < 0;

  for (size_t to = 0; to < n; ++to) {
    const bool last = to + 1 == n;
    // Walk back over earlier breaks; once a line is too long even at full shrink, every
    // longer one is too (widths only grow going back).
    for (size_t k = to + 1; k-- > 0;) {
      const size_t from = k == 0 ? kStart : k - 1;
      const bool has_reached = std::any_of(nodes[k].begin(), nodes[k].end(),
                                           [](const Node& x) { return x.demerits < kInfinite; });
      double ratio = adjustment_ratio(c, from, to, width, style);
      // A line too wide even at full shrink: every longer one is too (widths only grow going
      // back). Only the shortest line ending here may still be taken, in the last resort,
      // when one word is wider than the line.
      const bool overfull = ratio < -1;
      if (overfull && (k != to || !loose_allowed)) break;
      if (!has_reached) continue;
      // The last line is set at its natural width: it never counts as loose.
      if (last && ratio > 0) ratio = 0;
      if (!loose_allowed && ratio > tolerance) continue;
      const double badness = overfull ? 1e7 : 100 * std::pow(std::abs(std::min(ratio, 50.0)), 3);
      const int fit = fitness(ratio);
      double line = std::pow(style.line_penalty + badness, 2);
      const double penalty = last ? 0 : c[to].penalty;
      line += penalty >= 0 ? penalty * penalty : -penalty * penalty;
      const bool flagged = !last && c[to].flagged;
      for (int s = 0; s < states; ++s) {
        const Node& before = nodes[k][s];
        if (before.demerits == kInfinite) continue;
        const int before_fit = s / runs, before_run = s % runs;
        const int run = flagged ? before_run + 1 : 0;
        if (run >= runs) continue;  // one hyphenated line too many in a row
        double d = before.demerits + line;
        if (flagged && before_run > 0) d += style.double_hyphen_demerits;
        if (last && before_run > 0) d += style.final_hyphen_demerits;
        if (std::abs(fit - before_fit) > 1) d += style.adjacent_demerits;
        Node& here = nodes[to + 1][state_of(fit, run)];
        if (d < here.demerits) here = {d, from, s};
      }
      if (overfull) break;
    }
  }

  int best = -1;
  for (int s = 0; s < states; ++s) {
    if (nodes[n][s].demerits < kInfinite &&
        (best < 0 || nodes[n][s].demerits < nodes[n][best].demerits)) {
      best = s;
    }
  }
  if (best < 0) return {};
  std::vector<size_t> breaks;
  size_t at = n - 1;
  int state = best;
  while (true) {
    breaks.push_back(at);
    const Node& node = nodes[at + 1][state];
    if (node.from == kStart) break;
    at = node.from;
    state = node.from_state;
  }
  std::reverse(breaks.begin(), breaks.end());
  return breaks;
}

}  // namespace

std::vector<size_t> break_lines(const std::vector<BreakCandidate>& candidates, double width,
                                const BreakingStyle& style) {
  if (candidates.empty()) return {};
  std::vector<size_t> breaks = search(candidates, width, style, style.tolerance);
  if (breaks.empty()) breaks = search(candidates, width, style, -1);
  return breaks;
}

}  // namespace spotforge::typeset
