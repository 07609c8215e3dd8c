#include "design/spread_search.h"

#include <algorithm>
#include <numeric>
#include <optional>

#include "design/random.h"
#include "design/spread_bound.h"

namespace spotforge {
namespace {

// The search keeps k lines (the kept cards, or the dropped ones when fewer: dropping a set of
// cards gives the same spread as keeping it, frequencies become K - f) and counts, for each
// point, how many chosen lines pass through it. A greedy start picks lines through the least
// used points; then repair moves narrow the spread: for a window [lo, hi] one width smaller,
// a point outside it picks a line through it to swap out (or in) and the best partner line
// from a sample is swapped in (or out), with a short tabu list and a little noise.
class SpreadSearch {
 public:
  SpreadSearch(const Deck& plane, int k)
      : plane_(plane),
        v_(static_cast<int>(plane.cards.size())),
        k_(k),
        random_(0x5eed5eedULL + static_cast<unsigned>(plane.order) * 100003ULL + k) {
    start_.assign(plane.symbol_count + 1, 0);
    for (const auto& card : plane.cards) {
      for (int s : card) ++start_[s + 1];
    }
    for (int s = 0; s < plane.symbol_count; ++s) start_[s + 1] += start_[s];
    lines_of_.resize(start_.back());
    std::vector<int> fill(start_.begin(), start_.end() - 1);
    for (int c = 0; c < v_; ++c) {
      for (int s : plane.cards[c]) lines_of_[fill[s]++] = c;
    }
  }

  // A balanced first choice: each next line is the least loaded of a sample. Returns its spread.
  int greedy() {
    reset(0, plane_.order + 1);
    for (int i = 0; i < k_; ++i) toggle(least_loaded());
    return spread();
  }

  // Starting from `start`, looks for a choice with every count in [lo, hi]; true when found
  // within the step budget (the current choice is then that one).
  bool search(const std::vector<int>& start, int lo, int hi) {
    reset(lo, hi);
    for (int line : start) toggle(line);
    // Enough steps to settle small planes exactly, capped so that one attempt on the largest
    // planes stays near 4*10^7 elementary operations (a step costs about K^2 + 48K).
    const long long k = plane_.order + 1;
    const long long budget = std::min(2000 + 40LL * v_, 40000000LL / (k * k + 48 * k));
    for (long long step = 0; step < budget && cost_ > 0; ++step) repair(step);
    return cost_ == 0;
  }

  int spread() const {
    const auto [lo, hi] = std::minmax_element(count_.begin(), count_.end());
    return *hi - *lo;
  }

  std::vector<int> chosen() const {
    std::vector<int> out = chosen_;
    std::sort(out.begin(), out.end());
    return out;
  }

 private:
  int penalty(int count) const { return std::max(0, count - hi_) + std::max(0, lo_ - count); }

  void reset(int lo, int hi) {
    lo_ = lo;
    hi_ = hi;
    count_.assign(plane_.symbol_count, 0);
    in_set_.assign(v_, false);
    tabu_until_.assign(v_, -1);
    chosen_.clear();
    free_.resize(v_);
    std::iota(free_.begin(), free_.end(), 0);
    position_.resize(v_);
    std::iota(position_.begin(), position_.end(), 0);
    violators_.clear();
    violator_at_.assign(plane_.symbol_count, -1);
    cost_ = 0;
    for (int s = 0; s < plane_.symbol_count; ++s) {
      cost_ += penalty(0);
      update_violator(s);
    }
  }

  void update_violator(int s) {
    const bool bad = penalty(count_[s]) > 0;
    if (bad && violator_at_[s] < 0) {
      violator_at_[s] = static_cast<int>(violators_.size());
      violators_.push_back(s);
    } else if (!bad && violator_at_[s] >= 0) {
      const int last = violators_.back();
      violators_[violator_at_[s]] = last;
      violator_at_[last] = violator_at_[s];
      violators_.pop_back();
      violator_at_[s] = -1;
    }
  }

  // Moves a line between the free and chosen lists and updates the counts.
  void toggle(int line) {
    auto& from = in_set_[line] ? chosen_ : free_;
    auto& to = in_set_[line] ? free_ : chosen_;
    const int last = from.back();
    from[position_[line]] = last;
    position_[last] = position_[line];
    from.pop_back();
    position_[line] = static_cast<int>(to.size());
    to.push_back(line);
    const int step = in_set_[line] ? -1 : 1;
    in_set_[line] = !in_set_[line];
    for (int s : plane_.cards[line]) {
      cost_ -= penalty(count_[s]);
      count_[s] += step;
      cost_ += penalty(count_[s]);
      update_violator(s);
    }
  }

  int delta(int line, int step) const {
    int d = 0;
    for (int s : plane_.cards[line]) d += penalty(count_[s] + step) - penalty(count_[s]);
    return d;
  }

  int load(int line) const {
    int sum = 0;
    for (int s : plane_.cards[line]) sum += count_[s];
    return sum;
  }

  // The line of least score among up to kSamples drawn from `pool` (all of it when small);
  // `score` gives std::nullopt for a line to skip. -1 when there is none.
  template <typename Score>
  int least_sampled(const std::vector<int>& pool, Score score) {
    constexpr int kSamples = 48;
    const int n = static_cast<int>(pool.size());
    const bool all = n <= kSamples;
    int best = -1;
    long long best_score = 0;
    for (int i = 0; i < (all ? n : kSamples); ++i) {
      const int line = all ? pool[i] : pool[random_.below(n)];
      const std::optional<long long> line_score = score(line);
      if (line_score && (best < 0 || *line_score < best_score)) {
        best = line;
        best_score = *line_score;
      }
    }
    return best;
  }

  // The best of the sampled lines from `pool` to add (step +1) or remove (step -1), skipping
  // `except` and tabu lines; -1 when there is none.
  int best_of(const std::vector<int>& pool, int step, int except, long long now) {
    return least_sampled(pool, [&](int line) -> std::optional<long long> {
      if (line == except || tabu_until_[line] > now) return std::nullopt;
      return 1000000LL * delta(line, step) + step * load(line);
    });
  }

  // The free line whose busiest point is least busy (then the least loaded), of those sampled.
  int least_loaded() {
    return least_sampled(free_, [&](int line) -> std::optional<long long> {
      int most = 0;
      for (int s : plane_.cards[line]) most = std::max(most, count_[s]);
      return 1000000LL * most + load(line);
    });
  }

  // The best line through point s with the given membership, or a random one now and then.
  int through(int s, bool member, int step) {
    std::vector<int>& options = scratch_;
    options.clear();
    for (int i = start_[s]; i < start_[s + 1]; ++i) {
      if (in_set_[lines_of_[i]] == member) options.push_back(lines_of_[i]);
    }
    if (options.empty()) return -1;
    if (random_.below(8) == 0) return options[random_.below(options.size())];
    int best = options[0];
    int best_delta = delta(best, step);
    for (int line : options) {
      const int d = delta(line, step);
      if (d < best_delta) {
        best = line;
        best_delta = d;
      }
    }
    return best;
  }

  void repair(long long step) {
    const int s = violators_[random_.below(violators_.size())];
    const bool too_many = count_[s] > hi_;
    // Too many chosen lines through s: swap one of them out; too few: swap one in.
    const int first = through(s, too_many, too_many ? -1 : +1);
    if (first < 0) return;
    toggle(first);
    const int second = best_of(too_many ? free_ : chosen_, too_many ? +1 : -1, first, step);
    if (second < 0) {
      toggle(first);  // nothing to swap with: undo
      return;
    }
    toggle(second);
    const long long tenure = 5 + static_cast<long long>(random_.below(10));
    tabu_until_[first] = step + tenure;
    tabu_until_[second] = step + tenure;
  }

  const Deck& plane_;
  int v_, k_;
  Random random_;
  std::vector<int> start_, lines_of_;
  int lo_ = 0, hi_ = 0;
  long long cost_ = 0;
  std::vector<int> count_;
  std::vector<char> in_set_;
  std::vector<long long> tabu_until_;
  std::vector<int> chosen_, free_, position_;
  std::vector<int> violators_, violator_at_;
  std::vector<int> scratch_;
};

}  // namespace

std::vector<int> balanced_lines(const Deck& plane, int k, int bound) {
  if (k == 0) return {};
  // Top down: from the greedy choice, narrow the window one step at a time, each search warm
  // started from the last success, until the bound is met or a search fails.
  SpreadSearch search(plane, k);
  int spread = search.greedy();
  std::vector<int> chosen = search.chosen();
  for (bool narrowed = true; narrowed && spread > bound;) {
    narrowed = false;
    const auto starts = possible_windows(plane.order, k, spread - 1);
    for (std::size_t i = 0; i < starts.size() && i < 2 && !narrowed; ++i) {
      if (search.search(chosen, starts[i], starts[i] + spread - 1)) {
        chosen = search.chosen();
        spread = search.spread();
        narrowed = true;
      }
    }
  }
  return chosen;
}

}  // namespace spotforge
