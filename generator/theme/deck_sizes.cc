#include "theme/deck_sizes.h"

#include "design/plane_order.h"

namespace spotforge {

std::vector<DeckSize> deck_sizes_for(int symbol_count) {
  std::vector<DeckSize> sizes;
  for (int n = kMinPlaneOrder; n <= kMaxPlaneOrder && symbols_for_order(n) <= symbol_count; ++n) {
    if (!is_supported_order(n)) continue;
    const PlaneSize plane = plane_size(n);
    sizes.insert(sizes.begin(), DeckSize{n, plane.symbols, plane.cards, plane.symbols_per_card});
  }
  return sizes;
}

std::string describe_card_range(int order) {
  const std::string all = std::to_string(symbols_for_order(order));
  return "build --cards " + std::to_string(kMinKitCards) + " to " + all + ", deck --cards 1 to " +
         all + " at order " + std::to_string(order);
}

int next_order_after(int order) { return supported_order_above(order).value_or(0); }

std::string describe_deck_sizes(int symbol_count) {
  const auto sizes = deck_sizes_for(symbol_count);
  std::string out = std::to_string(symbol_count) + " symbols: ";
  if (sizes.empty()) {
    return out + "too few for any deck; order 2 needs 7 symbols (n^2+n+1 for order n)";
  }
  const DeckSize& best = sizes.front();
  out += "order " + std::to_string(best.order) + ", up to " + std::to_string(best.cards) +
         " cards of " + std::to_string(best.symbols_per_card) + " symbols";
  if (sizes.size() > 1) {
    out += " (also order";
    out += sizes.size() > 2 ? "s " : " ";
    for (size_t i = 1; i < sizes.size(); ++i) {
      out += (i > 1 ? ", " : "") + std::to_string(sizes[i].order);
    }
    out += ")";
  }
  if (int unused = symbol_count - best.symbols; unused > 0) {
    out += "; " + std::to_string(unused) + " symbol" + (unused == 1 ? "" : "s") +
           " left over at order " + std::to_string(best.order);
  }
  const int next = next_order_after(best.order);
  if (next == 0) return out;  // already the largest order the deck builder supports
  out += "; order " + std::to_string(next) + " needs " + std::to_string(symbols_for_order(next)) +
         " symbols (n^2+n+1)";
  return out;
}

}  // namespace spotforge
