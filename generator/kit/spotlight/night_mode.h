// How a Spotlight kit plays the night: `film` (boards printed mirrored on clear film over black
// card, lit from below by paper discs), `screen` (boards.html: a phone or tablet per player,
// the board in the dark and a light under the finger) or `paper` (no trick: the whole board in
// view). The mode decides what is printed and which rules the rulebook prints.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace spotforge {

enum class NightMode { kFilm, kScreen, kPaper };

// The default plays the original's trick at home with nothing to buy: see README (Spotlight).
inline constexpr NightMode kDefaultNightMode = NightMode::kScreen;

// "film", "screen", "paper".
const char* night_mode_name(NightMode mode);

// The mode for a name as written on the command line; nullopt for anything else.
std::optional<NightMode> parse_night_mode(std::string_view name);

// The paper flashlight discs are printed for film only; the others light the board otherwise
// (screen) or not at all (paper).
inline bool prints_flashlights(NightMode mode) { return mode == NightMode::kFilm; }

}  // namespace spotforge
