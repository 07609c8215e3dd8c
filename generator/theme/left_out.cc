#include "theme/left_out.h"

#include "theme/deck_sizes.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

std::string pictures(int n) { return std::to_string(n) + (n == 1 ? " picture" : " pictures"); }

std::string listed(const std::vector<std::string>& ids, const std::vector<int>& which) {
  std::string out;
  for (int i : which) out += (out.empty() ? "" : ", ") + ids[i];
  return out;
}

}  // namespace

std::string describe_left_out(const std::vector<std::string>& ids, int order, int plane_symbols,
                              const std::vector<int>& on_no_card, int cards) {
  const int total = static_cast<int>(ids.size());
  std::vector<int> past_plane;
  for (int i = plane_symbols; i < total; ++i) past_plane.push_back(i);
  if (past_plane.empty() && on_no_card.empty()) return "";
  const int left = static_cast<int>(past_plane.size() + on_no_card.size());
  std::string out = std::to_string(left) + " of the " + pictures(total) + " " +
                    (left == 1 ? "is" : "are") + " on no card";
  std::string sep = ": ";
  if (!past_plane.empty()) {
    out += sep + "a deck of order " + std::to_string(order) + " takes " +
           std::to_string(plane_symbols) + ", the first of the list, so " +
           listed(ids, past_plane) + (past_plane.size() == 1 ? " is" : " are") + " left out";
    const int next = next_order_after(order);
    const int next_symbols = next > 0 ? symbols_for_order(next) : 0;
    out += " (move a picture up the list to use it";
    if (next > 0 && next_symbols <= static_cast<int>(kMaxThemeSymbols)) {
      out += ", or add " + std::to_string(next_symbols - total) + " for " +
             std::to_string(next_symbols) + " cards of " + std::to_string(next + 1);
    }
    out += ")";
    sep = "; ";
  }
  if (!on_no_card.empty()) {
    out += sep + "the " + std::to_string(cards) + (cards == 1 ? " card" : " cards") + " kept of the " +
           std::to_string(plane_symbols) + " (--cards) never show " + listed(ids, on_no_card);
  }
  return out;
}

}  // namespace spotforge
