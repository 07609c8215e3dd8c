// The text `spotforge theme check` prints for a valid theme.
#pragma once

#include <string>

#include "theme/theme.h"

namespace spotforge {

// Several lines: title and id, languages, card, symbols by source kind with the mascot, the
// deck sizes the symbol count allows, and the spotlight characters.
std::string theme_summary(const Theme& theme);

}  // namespace spotforge
