// Which of a theme's pictures a deck leaves out, in plain words: a deck of order n shows the
// first n^2+n+1 symbols of the list, and a deck cut to fewer cards (--cards) may show some of
// those on no card at all.
#pragma once

#include <string>
#include <vector>

namespace spotforge {

// One sentence naming every symbol (by id) not on any card and why; "" when every symbol is
// used. `plane_symbols` is what the deck's order takes (n^2+n+1), `on_no_card` the indices
// below it that none of the `cards` kept cards shows (empty for a full deck).
std::string describe_left_out(const std::vector<std::string>& ids, int order, int plane_symbols,
                              const std::vector<int>& on_no_card, int cards);

}  // namespace spotforge
