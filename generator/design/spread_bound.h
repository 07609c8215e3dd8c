// How even the symbol frequencies of a truncated plane can possibly be.
#pragma once

#include <vector>

namespace spotforge {

// A proven lower bound on the spread (most minus least used symbol's card count) over every
// choice of `cards` cards of the plane of this order. The argument is in spread_bound.cc.
int truncation_spread_lower_bound(int order, int cards);

// The most lines of a plane of order q with no three through one point (the dual of the
// largest arc): q+1 for odd q (Bose), q+2 for even q (hyperovals).
int largest_dual_arc(int order);

// Whether k chosen lines of the plane of order q could have every point's count of chosen lines
// in [a, a+w] (false when the argument in spread_bound.cc rules it out).
bool window_possible(int order, int k, int a, int w);

// The lower ends a of the windows [a, a+w] that window_possible allows, roomiest first.
std::vector<int> possible_windows(int order, int k, int w);

}  // namespace spotforge
