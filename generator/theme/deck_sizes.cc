#include "theme/deck_sizes.h"

namespace spotforge {
namespace {

// TODO(design): use design's is_prime_power once the design branch lands; this private copy
// only serves the summary.
bool is_prime_power(int n) {
  if (n < 2) return false;
  for (int p = 2; p * p <= n; ++p) {
    if (n % p != 0) continue;
    while (n % p == 0) n /= p;
    return n == 1;  // n had a smallest prime factor p; it is a power of p only if nothing is left
  }
  return true;  // n is prime
}

}  // namespace

std::vector<DeckSize> deck_sizes_for(int symbol_count) {
  std::vector<DeckSize> sizes;
  for (int n = 2; symbols_for_order(n) <= symbol_count; ++n) {
    if (!is_prime_power(n)) continue;
    int v = symbols_for_order(n);
    sizes.insert(sizes.begin(), DeckSize{n, v, v, n + 1});
  }
  return sizes;
}

int next_order_after(int order) {
  int n = order + 1;
  while (!is_prime_power(n)) ++n;
  return n;
}

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
  int next = next_order_after(best.order);
  out += "; order " + std::to_string(next) + " needs " + std::to_string(symbols_for_order(next)) +
         " symbols (n^2+n+1)";
  return out;
}

}  // namespace spotforge
