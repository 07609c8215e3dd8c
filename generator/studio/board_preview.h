// The studio's Spotlight board preview: the first board of the Spotlight kit the theme's
// characters make, planned, packed and verified by the kit's own code (kit/spotlight) with the
// settings a studio build uses, and drawn as boards.html shows it. Only one board is packed,
// so the picture comes in seconds; it is kept while the characters' pictures, the title and
// the language are unchanged, so an edit elsewhere (a card setting, a name) draws nothing.
#pragma once

#include <mutex>
#include <string>

#include "theme/theme.h"

namespace spotforge::studio {

// Pixels per millimetre of the preview: an A4 board some 890 pixels across.
inline constexpr double kBoardPreviewPxPerMm = 3;

class BoardPreview {
 public:
  // The PNG of board 1. Throws InputError (the kit's own words) when the theme has no
  // Spotlight characters or a character's picture can't be used.
  std::string png(const Theme& theme, double px_per_mm = kBoardPreviewPxPerMm);

 private:
  std::mutex mutex_;
  std::string key_;  // what png_ was drawn from
  std::string png_;
};

}  // namespace spotforge::studio
