// Colours as themes write them: "#rrggbb" or "#rrggbbaa" (hex digits, either case).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "theme/theme.h"

namespace spotforge {

// The colour, or nullopt with a sentence in *error saying what was expected.
std::optional<Color> parse_color(std::string_view text, std::string* error = nullptr);

// "#rrggbb" (or "#rrggbbaa" when not opaque), for summaries.
std::string format_color(const Color& color);

}  // namespace spotforge
