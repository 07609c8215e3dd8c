#include "design/plane_order.h"

#include <algorithm>

#include "base/diagnostic.h"
#include "design/prime_power.h"

namespace spotforge {
namespace {

std::string describe(int order) {
  const PlaneSize s = plane_size(order);
  return "order " + std::to_string(order) + " (" + std::to_string(s.symbols_per_card) +
         " symbols per card, " + std::to_string(s.cards) + " cards, " + std::to_string(s.symbols) +
         " symbols)";
}

std::string nearest_sizes(int order) {
  const auto below = supported_order_below(order);
  const auto above = supported_order_above(order);
  if (below && above)
    return "nearest sizes that work: " + describe(*below) + " and " + describe(*above);
  if (below) return "the nearest size that works is " + describe(*below);
  return "the nearest size that works is " + describe(*above);
}

std::string why_no_plane(int n) {
  if (n == 10) {
    return "no projective plane of order 10 exists (shown by exhaustive computer search, Lam, "
           "Thiel and Swiercz, 1989)";
  }
  if (excluded_by_bruck_ryser(n)) {
    return "no projective plane of order " + std::to_string(n) +
           " exists (Bruck-Ryser theorem: " + std::to_string(n) + " is " + std::to_string(n % 4) +
           " mod 4 and not a sum of two squares)";
  }
  return "no projective plane of order " + std::to_string(n) +
         " is known (every known plane has a prime-power order, and " + std::to_string(n) +
         " is not a prime power)";
}

}  // namespace

PlaneSize plane_size(int order) {
  return {order, order + 1, order * order + order + 1, order * order + order + 1};
}

bool is_supported_order(int order) {
  return order >= kMinPlaneOrder && order <= kMaxPlaneOrder && is_prime_power(order);
}

std::optional<int> supported_order_below(int n) {
  for (long long m = std::min(n - 1LL, 0LL + kMaxPlaneOrder); m >= kMinPlaneOrder; --m) {
    if (is_supported_order(static_cast<int>(m))) return static_cast<int>(m);
  }
  return std::nullopt;
}

std::optional<int> supported_order_above(int n) {
  for (long long m = std::max(n + 1LL, 0LL + kMinPlaneOrder); m <= kMaxPlaneOrder; ++m) {
    if (is_supported_order(static_cast<int>(m))) return static_cast<int>(m);
  }
  return std::nullopt;
}

bool excluded_by_bruck_ryser(int n) {
  if (n < 1 || (n % 4 != 1 && n % 4 != 2)) return false;
  for (int a = 0; a * a <= n; ++a) {
    for (int b = a; a * a + b * b <= n; ++b) {
      if (a * a + b * b == n) return false;
    }
  }
  return true;
}

std::string order_problem(int order) {
  if (is_supported_order(order)) return "";
  const long long k = order + 1LL;
  const std::string asked = "order " + std::to_string(order) + " (" + std::to_string(k) +
                            (k == 1 ? " symbol" : " symbols") + " per card)";
  if (order < kMinPlaneOrder || order > kMaxPlaneOrder) {
    return asked + " is out of range; the order must be a prime power from " +
           std::to_string(kMinPlaneOrder) + " to " + std::to_string(kMaxPlaneOrder) + " (" +
           std::to_string(kMinPlaneOrder + 1) + " to " + std::to_string(kMaxPlaneOrder + 1) +
           " symbols per card); " + nearest_sizes(order);
  }
  return "no deck of " + asked + ": " + why_no_plane(order) + "; " + nearest_sizes(order);
}

void require_supported_order(int order) {
  const std::string problem = order_problem(order);
  if (!problem.empty()) throw InputError(problem);
}

}  // namespace spotforge
