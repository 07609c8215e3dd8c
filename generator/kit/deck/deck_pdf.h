// The deck's PDF: the card faces (background through the bleed, border ring, symbols where the
// layout placed them, a tiny card number) and backs on card sheets, through the print engine.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "base/diagnostic.h"
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
  bool solid_backs = false;  // the back's colour through the bleed instead of its light tint
  // Also one PNG per card face and one for the back, with the bleed, into this folder
  // (card_images.h), at images_ppi.
  std::optional<std::filesystem::path> images_dir;
  double images_ppi = 300;
  // The language of the sheets' labels (kit/kit_words.h); "" for the theme's first language.
  std::string language;
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
  std::vector<std::filesystem::path> images;  // the card images written, if asked for
};

// The card's trim shape as the print engine sees it.
CardTrim card_trim(const CardStyle& card);

// How far in from the trim the border's colour reaches on the printed card: the theme's width,
// widened to the safe margin (the band where the layout puts no symbols), so that a 1 mm cut
// slip changes the border by a third at most; 0 with no border.
double printed_border_mm(const CardStyle& card);
// The band the card number is centred in: the printed border, or the safe margin without one.
double card_number_band_mm(const CardStyle& card);
// The colour under the cut line: the border's, or the face's.
Rgba trim_ground(const CardStyle& card);

// Settings that the chosen options make meaningless, as warnings naming what is not used and
// why ("--back-offset is not used with --duplex fold ..."). paper_given: the user named
// --paper (a sheet template brings its own paper).
std::vector<Diagnostic> print_option_warnings(const DeckPrintOptions& options, bool paper_given);

// The theme's card back (its colour, picture or text, or the default design with its title);
// light (a tint through the bleed) unless solid.
BackDesign back_design(const Theme& theme, bool solid = false);

// The imposition the options ask for (computed, or the sheet template checked against the
// theme's card size and bleed). Throws InputError when the template doesn't match the card.
Imposition deck_imposition(const Theme& theme, const DeckPrintOptions& options);

// What each card shows, for the print engine: the face (background and border through the
// bleed, the symbols, the number) and the back. The PDF and the card images share it. Keeps
// references to theme, arts and cards.
CardPainter deck_card_painter(const Theme& theme, const std::vector<SymbolArt>& arts,
                              const std::vector<CardLayout>& cards, const DeckPrintOptions& options,
                              double bleed_mm);

// Writes the deck PDF atomically (and the card images when options.images_dir is set). arts[i]
// draws theme.symbols[i]; cards[c] is card c's layout.
DeckPdfReport write_deck_pdf(const std::filesystem::path& pdf, const Theme& theme,
                             const std::vector<SymbolArt>& arts,
                             const std::vector<CardLayout>& cards, const DeckPrintOptions& options);

}  // namespace spotforge
