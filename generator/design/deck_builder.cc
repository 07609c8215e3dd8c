#include "design/deck_builder.h"

#include "design/plane_order.h"
#include "design/truncation.h"

namespace spotforge {

Deck build_deck(const DeckRequest& request) {
  require_supported_order(request.order);
  const int cards = request.cards.value_or(plane_size(request.order).cards);
  return shuffled(truncated_plane(request.order, cards), request.seed);
}

}  // namespace spotforge
