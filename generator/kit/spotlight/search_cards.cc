#include "kit/spotlight/search_cards.h"

#include <algorithm>

#include "base/diagnostic.h"

namespace spotforge {

int search_card_count(const Theme& theme, std::optional<int> asked) {
  const int characters = static_cast<int>(theme.spotlight_characters.size());
  if (!asked) return std::min(kDefaultSearchCards, characters);
  const std::string option = "--search-cards " + std::to_string(*asked);
  if (characters == 0) {
    throw InputError(option +
                     ": the theme has no spotlight: section, so there are no search "
                     "cards to make; leave out --search-cards or add spotlight: "
                     "characters to " +
                     theme.file.string());
  }
  if (*asked < 1 || *asked > characters) {
    throw InputError(option +
                     ": every search card shows a different character and the "
                     "theme's spotlight: section has " +
                     std::to_string(characters) + "; expected 1 to " + std::to_string(characters) +
                     " (default: " + std::to_string(std::min(kDefaultSearchCards, characters)) +
                     ")");
  }
  return *asked;
}

}  // namespace spotforge
