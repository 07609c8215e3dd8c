#include "design/spread_bound.h"

#include <algorithm>
#include <utility>

namespace spotforge {

// Choose k of the v = q^2+q+1 lines (cards) and let f_P be how many chosen lines pass through
// point (symbol) P. Counting incidences, sum f_P = k(q+1); counting ordered pairs of chosen lines
// through a common point (any two lines meet exactly once), sum f_P(f_P-1) = k(k-1). So over the
// v points the mean is mu = k(q+1)/v and the variance is sigma^2 = q p (1-p) with p = k/v,
// whichever lines are chosen. Values confined to [a, a+w] have variance at most
// (a+w-mu)(mu-a) (Bhatia-Davis), so a window without that much room is impossible.
// Two more facts sharpen this:
//  - Spread 1 (counts m or m+1 only): solving the two equations for k gives a quadratic with
//    discriminant 1 - 4mq(q-m), negative for 0 < m < q; so only k in {0, 1, v-1, v} allows it.
//  - Counts in [0, 2] mean no three chosen lines share a point: a dual arc, which has at most
//    q+1 lines for odd q (Bose 1947) and q+2 for even q.
// Dropping lines instead of keeping them turns f into q+1-f: the same spread, so the bound is
// computed on whichever side is smaller.
bool window_possible(int order, int k, int a, int w) {
  const long long q = order, v = q * q + q + 1, kk = k;
  const long long mean_v = kk * (q + 1);  // mu * v
  const long long low = static_cast<long long>(a) * v, high = static_cast<long long>(a + w) * v;
  if (low > mean_v || mean_v > high) return false;
  if ((high - mean_v) * (mean_v - low) < q * kk * (v - kk)) return false;  // both sides * v^2
  if (w == 1 && k != 1 && k != v - 1) return false;
  if (a == 0 && w <= 2 && k > largest_dual_arc(order)) return false;
  return true;
}

int largest_dual_arc(int order) { return order % 2 == 0 ? order + 2 : order + 1; }

std::vector<int> possible_windows(int order, int k, int w) {
  const long long q = order, v = q * q + q + 1;
  const long long mean_v = static_cast<long long>(k) * (q + 1);
  std::vector<std::pair<long long, int>> fits;
  for (long long a = std::max(0LL, mean_v / v - w); a * v <= mean_v; ++a) {
    if (!window_possible(order, k, static_cast<int>(a), w)) continue;
    const long long room = ((a + w) * v - mean_v) * (mean_v - a * v);
    fits.push_back({-room, static_cast<int>(a)});
  }
  std::sort(fits.begin(), fits.end());
  std::vector<int> out;
  for (const auto& f : fits) out.push_back(f.second);
  return out;
}

int truncation_spread_lower_bound(int order, int cards) {
  const int v = order * order + order + 1;
  const int k = std::min(cards, v - cards);
  int w = 0;
  while (possible_windows(order, k, w).empty()) ++w;
  return w;
}

}  // namespace spotforge
