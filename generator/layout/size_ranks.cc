#include "layout/size_ranks.h"

#include <algorithm>
#include <utility>

namespace spotforge {
namespace {

// A bipartite multigraph edge colouring with as many colours as the largest degree (König).
class EdgeColouring {
 public:
  EdgeColouring(int vertices, int colours)
      : colours_(colours), at_(static_cast<size_t>(vertices) * colours, -1) {}

  // Colours the edge u-v (u a card, v a symbol vertex).
  void add(int u, int v) {
    const int a = free_colour(u);
    const int b = free_colour(v);
    if (a != b && neighbour(v, a) >= 0) flip_path(v, a, b);
    set(u, a, v);
    set(v, a, u);
  }

  int colour_of(int u, int v) const {
    for (int c = 0; c < colours_; ++c) {
      if (at_[static_cast<size_t>(u) * colours_ + c] == v) return c;
    }
    return -1;
  }

 private:
  int& slot(int vertex, int colour) { return at_[static_cast<size_t>(vertex) * colours_ + colour]; }
  int neighbour(int vertex, int colour) { return slot(vertex, colour); }
  void set(int vertex, int colour, int other) { slot(vertex, colour) = other; }

  int free_colour(int vertex) {
    for (int c = 0; c < colours_; ++c) {
      if (slot(vertex, c) < 0) return c;
    }
    return -1;  // unreachable: degrees never exceed the colour count
  }

  // Swaps colours a and b along the alternating path that starts at `start` with colour a.
  // In a bipartite graph that path never returns to the edge's other end, so afterwards a is
  // free at `start` and still free at the other end.
  void flip_path(int start, int a, int b) {
    std::vector<std::pair<int, int>> path;  // (vertex, neighbour) edges with their old colour
    std::vector<int> path_colour;
    int vertex = start;
    int colour = a;
    while (vertex >= 0 && neighbour(vertex, colour) >= 0) {
      const int next = neighbour(vertex, colour);
      path.emplace_back(vertex, next);
      path_colour.push_back(colour);
      vertex = next;
      colour = colour == a ? b : a;
    }
    for (size_t i = 0; i < path.size(); ++i) {
      const auto [x, y] = path[i];
      if (slot(x, path_colour[i]) == y) slot(x, path_colour[i]) = -1;
      if (slot(y, path_colour[i]) == x) slot(y, path_colour[i]) = -1;
    }
    for (size_t i = 0; i < path.size(); ++i) {
      const auto [x, y] = path[i];
      const int swapped = path_colour[i] == a ? b : a;
      set(x, swapped, y);
      set(y, swapped, x);
    }
  }

  int colours_;
  std::vector<int> at_;  // at_[vertex * colours + colour] = the neighbour joined by that colour
};

}  // namespace

std::vector<std::vector<int>> balanced_size_ranks(const Deck& deck) {
  const int cards = static_cast<int>(deck.cards.size());
  int symbols = deck.symbol_count;
  int max_degree = 0;
  for (const auto& card : deck.cards) {
    max_degree = std::max(max_degree, static_cast<int>(card.size()));
    for (int s : card) symbols = std::max(symbols, s + 1);
  }
  std::vector<int> symbol_degree(symbols, 0);
  for (const auto& card : deck.cards) {
    for (int s : card) max_degree = std::max(max_degree, ++symbol_degree[s]);
  }

  EdgeColouring colouring(cards + symbols, std::max(max_degree, 1));
  for (int c = 0; c < cards; ++c) {
    for (int s : deck.cards[c]) colouring.add(c, cards + s);
  }
  // Later alternating paths may recolour earlier edges, so the colours are read back from the
  // finished table rather than kept from add().

  std::vector<std::vector<int>> ranks(cards);
  for (int c = 0; c < cards; ++c) {
    const auto& card = deck.cards[c];
    std::vector<std::pair<int, int>> by_colour;  // (colour, position on the card)
    for (size_t j = 0; j < card.size(); ++j) {
      by_colour.emplace_back(colouring.colour_of(c, cards + card[j]), static_cast<int>(j));
    }
    std::sort(by_colour.begin(), by_colour.end());
    ranks[c].assign(card.size(), 0);
    for (size_t r = 0; r < by_colour.size(); ++r)
      ranks[c][by_colour[r].second] = static_cast<int>(r);
  }
  return ranks;
}

}  // namespace spotforge
