// Screen mode's boards.html: one self-contained offline page for the whole kit (every board as
// an inline PNG data URL, the script and the style inline, nothing fetched), for a phone or
// tablet per player: the board in the dark, a light under the finger or mouse in the charged
// or low-battery size, the quadrant cover for the variant and the search timer.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "kit/spotlight/spotlight_kit.h"

namespace spotforge {

// Board pictures are drawn at this resolution: a 297 mm board is 1485 pixels wide, sharp on a
// phone held sideways and on most tablets.
inline constexpr double kScreenPxPerMm = 5;

// The page as text, from templates/spotlight/boards.html in the data folder.
std::string spotlight_boards_html(const SpotlightKit& kit, const SpotlightOptions& options);

// The PNG of one board as the page shows it (the paper design, unmirrored).
std::string board_png(const SpotlightKit& kit, const SpotlightOptions& options, int board,
                      double px_per_mm);

std::uintmax_t write_boards_html(const SpotlightKit& kit, const SpotlightOptions& options,
                                 const std::filesystem::path& file);

}  // namespace spotforge
