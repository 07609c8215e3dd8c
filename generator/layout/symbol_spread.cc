#include "layout/symbol_spread.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "layout/card_geometry.h"
#include "layout/card_placer.h"
#include "layout/nominal_size.h"
#include "layout/size_ranks.h"

namespace spotforge {
namespace {

// Costs in thousandths of a mm^2: the search adds and compares integers, so the deal is the
// same whatever the compiler makes of the floating-point sums.
constexpr double kUnitsPerMm2 = 1000;
// A hollow's room against a mm^2 of ink. Measured (party deck seeds 57/1/2/3 and BM_Order 2-5,
// thinnest card): 1 leaves the party deck's 0.01 thinner, 3 order 4's 0.03; 2 keeps both.
constexpr double kHollowWeight = 2;
// Passes over every pair at most (the search stops earlier, when a pass improves nothing: the
// party deck settles in a few).
constexpr int kMaxPasses = 20;

// The pictures at the points and each card's hollowness, kept up to date swap by swap: a swap
// changes only the cards through its two points, so it is weighed on those (and the count of
// cards at the heaviest), not on the whole deck (an order-13 deal took 0.8 s that way).
class Deal {
 public:
  // cost[picture][rank]: what a picture weighs on a card at that size rank; ranks[c][j]: the
  // rank of card c's position j.
  Deal(const Deck& deck, std::vector<std::vector<int64_t>> cost,
       const std::vector<std::vector<int>>& ranks)
      : cost_(std::move(cost)),
        at_(deck.symbol_count),
        on_(deck.symbol_count),
        card_(deck.cards.size(), 0),
        stamp_(deck.cards.size(), 0) {
    for (int s = 0; s < deck.symbol_count; ++s) at_[s] = s;
    for (size_t c = 0; c < deck.cards.size(); ++c) {
      for (size_t j = 0; j < deck.cards[c].size(); ++j) {
        const int p = deck.cards[c][j];
        on_[p].push_back({static_cast<int>(c), ranks[c][j]});
        card_[c] += cost_[p][ranks[c][j]];
      }
    }
    for (int64_t v : card_) squares_ += v * v;
    rescan();
  }

  // Points p and q (symbol indices of the plane) swap their pictures when that lowers the
  // heaviest card, or keeps it and lowers the sum of squares.
  bool try_swap(int p, int q) {
    const std::vector<int64_t>& to_p = cost_[at_[q]];
    const std::vector<int64_t>& to_q = cost_[at_[p]];
    const int64_t before_squares = squares_;
    ++stamp_now_;
    touched_.clear();
    for (const auto& [c, rank] : on_[p]) add(c, to_p[rank] - to_q[rank]);
    for (const auto& [c, rank] : on_[q]) add(c, to_q[rank] - to_p[rank]);
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

  std::vector<std::vector<int64_t>> cost_;            // by picture and rank
  std::vector<int> at_;                               // the picture at each point
  std::vector<std::vector<std::pair<int, int>>> on_;  // each point's cards and ranks
  std::vector<int64_t> card_;                         // each card's hollowness
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
  // What a picture weighs on a card at each size rank: the room its hollow keeps from the
  // others (twice) less the ink it prints, in mm^2 at the rank's nominal size, its box held to the
  // placer's cap (a picture of little ink at the cap prints little whatever its hollow: the
  // small decks' cards are mostly capped). Ranks are the same whatever picture stands at a
  // point (the edge colouring never reads a symbol's number), so they are known before the
  // deal.
  const std::vector<std::vector<int>> ranks = balanced_size_ranks(deck);
  int count = 0;
  for (const auto& card : deck.cards) count = std::max(count, static_cast<int>(card.size()));
  const double biggest = nominal_biggest_symbol_mm(options, count);
  const double cap = kLargestSymbolShare * card_reference_mm(options);
  std::vector<std::vector<int64_t>> cost(deck.symbol_count, std::vector<int64_t>(count, 0));
  for (int s = 0; s < deck.symbol_count; ++s) {
    const SymbolFootprint& f = footprints[s];
    const double ink = f.ink_fraction * f.ink_scale;
    const double sizing = sizing_ink_fraction(options, s, ink);
    // Text keeps its own rules (its box and a third of its height are its room, whatever its
    // hull): it weighs nothing, so a deck of words is dealt as numbered.
    if (!(sizing > 0) || options.is_text(s)) continue;
    const double elongation = f.aspect > 0 ? std::max(f.aspect, 1 / f.aspect) : 1;
    const double hollow = hollowness(f, options, s);
    for (int r = 0; r < count; ++r) {
      const double size = biggest * rank_share(options.size_variety, 1, r, count);
      double box = size * size / sizing;
      if (box * elongation > cap * cap) box = cap * cap / elongation;
      cost[s][r] = std::llround((kHollowWeight * box * sizing * hollow - box * ink) * kUnitsPerMm2);
    }
  }
  Deal deal(deck, std::move(cost), ranks);
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
