// Local search for a set of lines (cards) of a plane whose points (symbols) are covered as evenly
// as possible.
#pragma once

#include <vector>

#include "design/deck.h"

namespace spotforge {

// k lines of the complete plane `plane` (indices, increasing) with a small spread of per-point
// counts: a greedy start, then narrowing toward `bound` (a proven lower bound; see
// spread_bound.h) until a step-capped search fails. Deterministic for given arguments.
std::vector<int> balanced_lines(const Deck& plane, int k, int bound);

}  // namespace spotforge
