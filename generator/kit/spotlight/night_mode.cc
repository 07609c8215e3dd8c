#include "kit/spotlight/night_mode.h"

namespace spotforge {

const char* night_mode_name(NightMode mode) {
  switch (mode) {
    case NightMode::kFilm:
      return "film";
    case NightMode::kScreen:
      return "screen";
    case NightMode::kPaper:
      return "paper";
  }
  return "screen";
}

std::optional<NightMode> parse_night_mode(std::string_view name) {
  for (NightMode m : {NightMode::kFilm, NightMode::kScreen, NightMode::kPaper}) {
    if (name == night_mode_name(m)) return m;
  }
  return std::nullopt;
}

}  // namespace spotforge
