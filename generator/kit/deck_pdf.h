// The deck's PDF: the card faces (background through the bleed, border ring, symbols where the
// layout placed them, a tiny card number) and backs on card sheets, through the print engine.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "layout/card_layout.h"
#include "print/card_decor.h"
#include "print/card_sheet.h"
#include "print/card_trim.h"
#include "print/imposition.h"
#include "print/paper.h"
#include "theme/theme.h"

namespace spotforge {

struct DeckPrintOptions {
  Paper paper = paper_a4();
  std::optional<std::filesystem::path> sheet_template;  // instead of the computed imposition
  DuplexMode duplex = DuplexMode::kLong;
  double back_offset_x_mm = 0;
  double back_offset_y_mm = 0;
  CutGuideOptions cut_guides;
  bool card_numbers = true;
  bool duplex_test = false;  // append the duplex test pages
};

// Where one card went: its fronts page and centre, and its back's (page 0: no back).
struct CardPlacement {
  int page = 0;  // 1-based
  double x_mm = 0, y_mm = 0;
  int back_page = 0;
  double back_x_mm = 0, back_y_mm = 0;
};

struct DeckPdfReport {
  std::vector<CardPlacement> placements;  // one per card, in deck order
  int pages = 0;
  int sheets = 0;
  std::string imposition;  // e.g. "6 cards per A4 page (2 x 3), bleed 3 mm"
  std::uintmax_t bytes = 0;
};

// The card's trim shape as the print engine sees it.
CardTrim card_trim(const CardStyle& card);

// The theme's card back (its colour, picture or text, or the default design with its title).
BackDesign back_design(const Theme& theme);

// The imposition the options ask for (computed, or the sheet template checked against the
// theme's card size and bleed). Throws InputError when the template doesn't match the card.
Imposition deck_imposition(const Theme& theme, const DeckPrintOptions& options);

// Writes the deck PDF atomically. arts[i] draws theme.symbols[i]; cards[c] is card c's layout.
DeckPdfReport write_deck_pdf(const std::filesystem::path& pdf, const Theme& theme,
                             const std::vector<SymbolArt>& arts,
                             const std::vector<CardLayout>& cards, const DeckPrintOptions& options);

}  // namespace spotforge
