#include "layout/symbol_spread.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "layout/card_placer.h"
#include "layout/size_ranks.h"

namespace spotforge {
namespace {

// Hollowness in thousandths: the search adds and compares integers, so the deal is the same
// whatever the compiler makes of the floating-point sums.
constexpr double kUnitsPerHollowness = 1000;
// Passes over every pair at most (the search stops earlier, when a pass improves nothing: the
// party deck settles in a few).
constexpr int kMaxPasses = 20;

// The pictures at the points and each card's hollowness, kept up to date swap by swap: a swap
// changes only the cards through its two points, so it is weighed on those (and the count of
// cards at the heaviest), not on the whole deck (an order-13 deal took 0.8 s that way).
class Deal {
 public:
  // weight: each picture's hollowness; scale[c][j]: what a picture at card c's position j
  // counts for (its rank's share of the card's biggest size).
  Deal(const Deck& deck, std::vector<int64_t> weight,
       const std::vector<std::vector<int64_t>>& scale)
      : weight_(std::move(weight)),
        at_(deck.symbol_count),
        on_(deck.symbol_count),
        card_(deck.cards.size(), 0),
        stamp_(deck.cards.size(), 0) {
    for (int s = 0; s < deck.symbol_count; ++s) at_[s] = s;
    for (size_t c = 0; c < deck.cards.size(); ++c) {
      for (size_t j = 0; j < deck.cards[c].size(); ++j) {
        const int p = deck.cards[c][j];
        on_[p].push_back({static_cast<int>(c), scale[c][j]});
        card_[c] += weight_[p] * scale[c][j];
      }
    }
    for (int64_t v : card_) squares_ += v * v;
    rescan();
  }

  // Points p and q (symbol indices of the plane) swap their pictures when that lowers the
  // heaviest card, or keeps it and lowers the sum of squares.
  bool try_swap(int p, int q) {
    const int64_t d = weight_[at_[q]] - weight_[at_[p]];
    if (d == 0) return false;  // nothing would change
    const int64_t before_squares = squares_;
    ++stamp_now_;
    touched_.clear();
    for (const auto& [c, scale] : on_[p]) add(c, d * scale);
    for (const auto& [c, scale] : on_[q]) add(c, -d * scale);
    int64_t touched_max = std::numeric_limits<int64_t>::min();
    int was_at_max = 0, now_at_max = 0;
    for (const auto& [c, old] : touched_) {
      touched_max = std::max(touched_max, card_[c]);
      was_at_max += old == max_;
      now_at_max += card_[c] == max_;
    }
    const int others_at_max = at_max_ - was_at_max;
    bool better = false;
    if (touched_max <= max_) {
      if (others_at_max == 0 && touched_max < max_) {
        better = true;  // the heaviest card got lighter
      } else if (squares_ < before_squares) {
        better = true;
        at_max_ = others_at_max + now_at_max;
      }
    }
    if (!better) {
      for (const auto& [c, old] : touched_) card_[c] = old;
      squares_ = before_squares;
      return false;
    }
    std::swap(at_[p], at_[q]);
    if (others_at_max == 0 && touched_max < max_) rescan();
    return true;
  }

  int cards_of(int p) const { return static_cast<int>(on_[p].size()); }
  int picture_at(int p) const { return at_[p]; }

 private:
  void add(int c, int64_t delta) {
    if (stamp_[c] != stamp_now_) {
      stamp_[c] = stamp_now_;
      touched_.emplace_back(c, card_[c]);
    }
    squares_ -= card_[c] * card_[c];
    card_[c] += delta;
    squares_ += card_[c] * card_[c];
  }
  void rescan() {
    max_ = *std::max_element(card_.begin(), card_.end());
    at_max_ = static_cast<int>(std::count(card_.begin(), card_.end(), max_));
  }

  std::vector<int64_t> weight_;                           // by picture
  std::vector<int> at_;                                   // the picture at each point
  std::vector<std::vector<std::pair<int, int64_t>>> on_;  // each point's cards and scales
  std::vector<int64_t> card_;                             // each card's hollowness
  int64_t squares_ = 0;
  int64_t max_ = 0;  // the heaviest card's hollowness
  int at_max_ = 0;   // how many cards have it
  // The cards a swap touched, with their hollowness before it.
  std::vector<std::pair<int, int64_t>> touched_;
  std::vector<int> stamp_;
  int stamp_now_ = 0;
};

}  // namespace

double hollowness(const SymbolFootprint& footprint, const LayoutOptions& options, int symbol) {
  const double ink = footprint.ink_fraction * footprint.ink_scale;
  const double sizing = sizing_ink_fraction(options, symbol, ink);
  if (!(sizing > 0)) return 0;
  // At most a hull of the whole box per a quarter of it as ink (kSparseInkShare); a framed
  // photo is all ink, so a larger figure could only come of a broken mask.
  return std::min(std::max(0.0, footprint.hull_fraction - ink) / sizing, 1 / kSparseInkShare);
}

Deck spread_hollow_symbols(Deck deck, const std::vector<SymbolFootprint>& footprints,
                           const LayoutOptions& options) {
  if (deck.cards.empty() || static_cast<int>(footprints.size()) < deck.symbol_count) return deck;
  std::vector<int64_t> weight(deck.symbol_count);
  for (int s = 0; s < deck.symbol_count; ++s) {
    weight[s] = std::llround(hollowness(footprints[s], options, s) * kUnitsPerHollowness);
  }
  // A picture's hollow takes room by its size: ranks are the same whatever picture stands at a
  // point (the edge colouring never reads a symbol's number), so they are known before the deal.
  const std::vector<std::vector<int>> ranks = balanced_size_ranks(deck);
  std::vector<std::vector<int64_t>> scale(deck.cards.size());
  for (size_t c = 0; c < deck.cards.size(); ++c) {
    const int count = static_cast<int>(deck.cards[c].size());
    for (int r : ranks[c]) {
      scale[c].push_back(
          std::llround(rank_share(options.size_variety, 1, r, count) * kUnitsPerHollowness));
    }
  }
  Deal deal(deck, std::move(weight), scale);
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool improved = false;
    for (int p = 0; p < deck.symbol_count; ++p) {
      for (int q = p + 1; q < deck.symbol_count; ++q) {
        if (deal.cards_of(p) == 0 || deal.cards_of(p) != deal.cards_of(q)) continue;
        improved = deal.try_swap(p, q) || improved;
      }
    }
    if (!improved) break;
  }
  for (std::vector<int>& card : deck.cards) {
    for (int& p : card) p = deal.picture_at(p);
  }
  return deck;
}

}  // namespace spotforge
