// Which deck sizes exist. A deck is a projective plane of order n: n^2+n+1 cards, n+1 symbols per
// card. Planes are built here from GF(q), so the supported orders are the prime powers in range.
#pragma once

#include <optional>
#include <string>

namespace spotforge {

inline constexpr int kMinPlaneOrder = 2;
inline constexpr int kMaxPlaneOrder = 128;

struct PlaneSize {
  int order = 0;
  int symbols_per_card = 0;  // order + 1
  int cards = 0;             // order^2 + order + 1
  int symbols = 0;           // as many as cards
};

PlaneSize plane_size(int order);
bool is_supported_order(int order);
// The nearest supported orders strictly below / above n (nothing past the ends of the range).
std::optional<int> supported_order_below(int n);
std::optional<int> supported_order_above(int n);
// True when the Bruck-Ryser theorem rules out a plane of order n: n = 1 or 2 (mod 4) and n is
// not a sum of two squares.
bool excluded_by_bruck_ryser(int n);

// Empty for a supported order; otherwise one sentence saying why there is no deck of that order
// and naming the nearest working sizes below and above with their card and symbol counts.
std::string order_problem(int order);
// Throws InputError carrying order_problem(order) unless the order is supported.
void require_supported_order(int order);

}  // namespace spotforge
