// How many search cards a Spotlight kit has. Every search card shows a different character,
// so a theme with fewer characters than the usual 60 gets one card per character, unless the
// user asks for a number (--search-cards on build and spotlight).
#pragma once

#include <optional>
#include <string>

#include "theme/theme.h"

namespace spotforge {

// The published game has about 60 search cards.
inline constexpr int kDefaultSearchCards = 60;

// `asked` (the --search-cards value) or, when not given, one per character up to 60. Throws
// InputError naming --search-cards and the possible range when `asked` is impossible, or when
// the theme has no spotlight: section to make search cards from.
int search_card_count(const Theme& theme, std::optional<int> asked);

}  // namespace spotforge
