#include "theme/color.h"

#include <cmath>
#include <cstdio>

namespace spotforge {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<Color> parse_color(std::string_view text, std::string* error) {
  const bool shaped = (text.size() == 7 || text.size() == 9) && text[0] == '#';
  double channels[4] = {0, 0, 0, 255};
  for (size_t i = 1; shaped && i < text.size(); i += 2) {
    int hi = hex_digit(text[i]), lo = hex_digit(text[i + 1]);
    if (hi < 0 || lo < 0) {
      if (error) {
        *error = "'" + std::string(text) + "' is not a colour: '" + std::string(text.substr(i, 2)) +
                 "' is not a hex byte; expected \"#rrggbb\" or \"#rrggbbaa\" with digits 0-9, a-f";
      }
      return std::nullopt;
    }
    channels[i / 2] = hi * 16 + lo;
  }
  if (!shaped) {
    if (error) {
      *error = "'" + std::string(text) +
               "' is not a colour; expected \"#rrggbb\" or \"#rrggbbaa\" (quoted, since YAML "
               "reads # as a comment), e.g. \"#1f6feb\"";
    }
    return std::nullopt;
  }
  return Color{channels[0] / 255, channels[1] / 255, channels[2] / 255, channels[3] / 255};
}

std::string format_color(const Color& color) {
  auto byte = [](double v) { return static_cast<int>(std::lround(v * 255)); };
  char buf[16];
  if (byte(color.a) == 255) {
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x", byte(color.r), byte(color.g), byte(color.b));
  } else {
    std::snprintf(buf, sizeof buf, "#%02x%02x%02x%02x", byte(color.r), byte(color.g), byte(color.b),
                  byte(color.a));
  }
  return buf;
}

}  // namespace spotforge
