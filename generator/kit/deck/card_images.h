// One image per card for print services that take a picture per card (and for screens): each
// face and the back as an sRGB PNG covering the card and its bleed, at a chosen resolution,
// named by card number (card-01.png ... card-57.png, back.png). The corners of a round card's
// square image carry the colour at its trim, so a service's own bleed never shows white.
// Same input, same bytes.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "print/card_sheet.h"
#include "print/card_trim.h"
#include "theme/theme.h"

namespace spotforge {

// The image's side in pixels for a card length plus its bleed on both sides.
int card_image_pixels(double length_mm, double bleed_mm, double ppi);

// One card's face (or its back, with card < 0) as PNG bytes, as write_card_images draws it
// (the studio's live preview shows exactly what a print service gets).
std::string card_image_png(const Theme& theme, const CardPainter& painter, const CardTrim& trim,
                           double bleed_mm, int card, double ppi);

// Writes `cards` face images and one back into dir (made if missing), each file atomically.
// Returns the files in order: the faces, then the back. Throws std::runtime_error when a
// file can't be written.
std::vector<std::filesystem::path> write_card_images(const std::filesystem::path& dir,
                                                     const Theme& theme, const CardPainter& painter,
                                                     const CardTrim& trim, double bleed_mm,
                                                     int cards, double ppi);

}  // namespace spotforge
