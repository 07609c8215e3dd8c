#include "design/projective_plane.h"

#include "design/galois_field.h"
#include "design/plane_order.h"

namespace spotforge {

// PG(2, q) as the affine plane AG(2, q) plus a line at infinity. Symbols: the affine points
// (x, y) are x*q + y; the point at infinity of slope m is q^2 + m; the vertical direction is
// q^2 + q. Cards: y = m*x + c for every m, c (q^2 cards, each closed by its slope point), the
// verticals x = c (q cards, closed by the vertical point), and the line at infinity. Any two of
// these meet in exactly one point, which is what makes them a deck.
Deck projective_plane(int order) {
  require_supported_order(order);
  const GaloisField field(order);
  const int q = order;
  const int vertical = q * q + q;

  Deck deck;
  deck.order = q;
  deck.symbols_per_card = q + 1;
  deck.symbol_count = q * q + q + 1;
  deck.cards.reserve(deck.symbol_count);

  for (int m = 0; m < q; ++m) {
    for (int c = 0; c < q; ++c) {
      std::vector<int> card;
      card.reserve(q + 1);
      for (int x = 0; x < q; ++x) card.push_back(x * q + field.add(field.mul(m, x), c));
      card.push_back(q * q + m);
      deck.cards.push_back(std::move(card));
    }
  }
  for (int c = 0; c < q; ++c) {
    std::vector<int> card;
    card.reserve(q + 1);
    for (int y = 0; y < q; ++y) card.push_back(c * q + y);
    card.push_back(vertical);
    deck.cards.push_back(std::move(card));
  }
  std::vector<int> infinity;
  infinity.reserve(q + 1);
  for (int m = 0; m <= q; ++m) infinity.push_back(q * q + m);
  deck.cards.push_back(std::move(infinity));
  return deck;
}

}  // namespace spotforge
