// Screen mode's boards.html: one self-contained offline page for the whole kit (every board as
// an inline WebP data URL, the script and the style inline, nothing fetched), for a phone or
// tablet per player: the board in the dark, a light under the finger or mouse in the charged
// or low-battery size, the quadrant cover for the variant and the search timer.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "kit/spotlight/spotlight_kit.h"

namespace spotforge {

// Board pictures are drawn at this resolution: the page shows one quadrant at a time on a
// phone, and an A4 quadrant (about 136 mm) filling a 390 CSS px screen at 3 device pixels per
// CSS pixel needs 1170 pixels, 8.6 a millimetre (5 was soft there). Encoded as lossy WebP
// (kScreenWebpQuality), the five boards weigh about what the old PNGs at 5 px/mm did.
inline constexpr double kScreenPxPerMm = 9;
// libwebp's speed/size trade-off (0 fastest .. 6 smallest; WebPEncodeBGRA's default is 4) and
// quality. Measured on a default kit's board (2673 x 1890): method 4 took 0.34 s of CPU, method
// 2 at quality 88 0.17 s for 686 KB, method 0 at 88 0.11 s for 811 KB (+18 %); method 0 at 84
// 0.10 s for 718 KB (+4.7 %, 0.2 dB less PSNR against the drawing, no difference to see at
// twice the size).
inline constexpr float kScreenWebpQuality = 84;
inline constexpr int kScreenWebpMethod = 0;

// The page as text, from templates/spotlight/boards.html in the data folder.
std::string spotlight_boards_html(const SpotlightKit& kit, const SpotlightOptions& options);
// That template; an InputError naming the file when it is missing or not spotforge's. Read
// before any board is drawn, so that a broken install fails at once.
std::string screen_page_template();
// The page from the template and the boards' pictures already encoded (board_webp at
// kScreenPxPerMm, in board order), so that a build can encode them in parallel.
std::string spotlight_boards_html(const SpotlightKit& kit, const std::string& page,
                                  const std::vector<std::string>& board_webps);

// The picture of one board as the page shows it (the paper design, unmirrored), as the lossy
// WebP the page embeds.
std::string board_webp(const SpotlightKit& kit, const SpotlightOptions& options, int board,
                       double px_per_mm);

// The same picture as a PNG (the studio's board preview).
std::string board_png(const SpotlightKit& kit, const SpotlightOptions& options, int board,
                      double px_per_mm);

std::uintmax_t write_boards_html(const SpotlightKit& kit, const SpotlightOptions& options,
                                 const std::filesystem::path& file);
std::uintmax_t write_boards_html(const SpotlightKit& kit, const std::string& page,
                                 const std::vector<std::string>& board_webps,
                                 const std::filesystem::path& file);

}  // namespace spotforge
