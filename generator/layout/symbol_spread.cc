#include "layout/symbol_spread.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
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

class Deal {
 public:
  // weight: each picture's hollowness; scale[c][j]: what a picture at card c's position j
  // counts for (its rank's share of the card's biggest size).
  Deal(const Deck& deck, std::vector<int64_t> weight, std::vector<std::vector<int64_t>> scale)
      : deck_(deck), weight_(std::move(weight)), scale_(std::move(scale)), on_(deck.symbol_count) {
    at_.resize(deck.symbol_count);
    for (int s = 0; s < deck.symbol_count; ++s) at_[s] = s;
    for (int c = 0; c < static_cast<int>(deck.cards.size()); ++c) {
      for (int p : deck.cards[c]) on_[p].push_back(c);
    }
    card_.assign(deck.cards.size(), 0);
    for (int c = 0; c < static_cast<int>(card_.size()); ++c) {
      card_[c] = sum_of(c);
      squares_ += card_[c] * card_[c];
    }
  }

  // Points p and q (symbol indices of the plane) swap their pictures when that lowers the
  // heaviest card, or keeps it and lowers the sum of squares.
  bool try_swap(int p, int q) {
    const int64_t before_max = heaviest();
    const int64_t before_squares = squares_;
    swap(p, q);
    const int64_t max = heaviest();
    if (max < before_max || (max == before_max && squares_ < before_squares)) return true;
    swap(p, q);
    return false;
  }

  int cards_of(int p) const { return static_cast<int>(on_[p].size()); }
  bool same_weight(int p, int q) const { return weight_[at_[p]] == weight_[at_[q]]; }
  int picture_at(int p) const { return at_[p]; }

 private:
  int64_t sum_of(int c) const {
    int64_t sum = 0;
    const std::vector<int>& card = deck_.cards[c];
    for (size_t j = 0; j < card.size(); ++j) sum += weight_[at_[card[j]]] * scale_[c][j];
    return sum;
  }
  void update(int c) {
    squares_ -= card_[c] * card_[c];
    card_[c] = sum_of(c);
    squares_ += card_[c] * card_[c];
  }
  void swap(int p, int q) {
    std::swap(at_[p], at_[q]);
    for (int c : on_[p]) update(c);
    for (int c : on_[q]) update(c);
  }
  int64_t heaviest() const { return *std::max_element(card_.begin(), card_.end()); }

  const Deck& deck_;
  std::vector<int64_t> weight_;              // by picture
  std::vector<std::vector<int64_t>> scale_;  // by card and position
  std::vector<int> at_;                      // the picture at each point
  std::vector<std::vector<int>> on_;         // the cards of each point
  std::vector<int64_t> card_;                // each card's hollowness
  int64_t squares_ = 0;
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
  Deal deal(deck, std::move(weight), std::move(scale));
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool improved = false;
    for (int p = 0; p < deck.symbol_count; ++p) {
      for (int q = p + 1; q < deck.symbol_count; ++q) {
        if (deal.cards_of(p) == 0 || deal.cards_of(p) != deal.cards_of(q)) continue;
        if (deal.same_weight(p, q)) continue;  // nothing would change
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
