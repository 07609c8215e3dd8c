#include "design/truncation.h"

#include <algorithm>
#include <numeric>
#include <string>

#include "base/diagnostic.h"
#include "design/galois_field.h"
#include "design/plane_order.h"
#include "design/projective_plane.h"
#include "design/spread_bound.h"
#include "design/spread_search.h"

namespace spotforge {
namespace {

// k <= largest_dual_arc(q) lines with no three through one point, as indices into
// projective_plane(q): the line at infinity, for even q the line x = 0, then y = t x + t^2 for
// t = 0, 1, ... Three lines y = t x + t^2 through one point (x, y) would give three roots of
// t^2 + x t - y; two of them meet at x = -(t1 + t2), never at infinity (their slopes differ),
// and for even q never on x = 0 (t1 + t2 = 0 means t1 = t2). Each point then lies on 0, 1 or
// 2 of the lines: spread 2, which spread_bound.cc shows is the least possible for k >= 2.
std::vector<int> dual_arc(int q, int k) {
  const GaloisField field(q);
  std::vector<int> lines{q * q + q};
  if (q % 2 == 0) lines.push_back(q * q);
  for (int t = 0; t < q; ++t) lines.push_back(t * q + field.mul(t, t));  // card m*q + c
  lines.resize(k);
  std::sort(lines.begin(), lines.end());
  return lines;
}

std::vector<int> complement(const std::vector<int>& lines, int v) {
  std::vector<char> in(v, false);
  for (int c : lines) in[c] = true;
  std::vector<int> out;
  for (int c = 0; c < v; ++c) {
    if (!in[c]) out.push_back(c);
  }
  return out;
}

// Renumbers symbols most frequent first, ties in their old order.
void number_by_frequency(Deck& deck) {
  std::vector<int> frequency(deck.symbol_count, 0);
  for (const auto& card : deck.cards) {
    for (int s : card) ++frequency[s];
  }
  std::vector<int> by_frequency(deck.symbol_count);
  std::iota(by_frequency.begin(), by_frequency.end(), 0);
  std::stable_sort(by_frequency.begin(), by_frequency.end(),
                   [&](int a, int b) { return frequency[a] > frequency[b]; });
  std::vector<int> new_name(deck.symbol_count);
  for (int i = 0; i < deck.symbol_count; ++i) new_name[by_frequency[i]] = i;
  for (auto& card : deck.cards) {
    for (int& s : card) s = new_name[s];
  }
}

void require_card_count(int order, int cards) {
  require_supported_order(order);
  const int v = plane_size(order).cards;
  if (cards < 1 || cards > v) {
    throw InputError(std::to_string(cards) + " cards is out of range for order " +
                     std::to_string(order) + "; a deck of order " + std::to_string(order) +
                     " has 1 to " + std::to_string(v) + " cards");
  }
}

}  // namespace

std::vector<int> choose_cards(int order, int cards) {
  require_card_count(order, cards);
  const Deck plane = projective_plane(order);
  const int v = static_cast<int>(plane.cards.size());
  // Keeping k cards or dropping k gives the same spread; work on the smaller side.
  const int k = std::min(cards, v - cards);
  const std::vector<int> chosen =
      k <= largest_dual_arc(order)
          ? dual_arc(order, k)
          : balanced_lines(plane, k, truncation_spread_lower_bound(order, cards));
  return k == cards ? chosen : complement(chosen, v);
}

Deck truncated_plane(int order, int cards) {
  const std::vector<int> chosen = choose_cards(order, cards);
  const Deck plane = projective_plane(order);
  Deck deck = plane;
  deck.cards.clear();
  for (int c : chosen) deck.cards.push_back(plane.cards[c]);
  number_by_frequency(deck);
  return deck;
}

}  // namespace spotforge
