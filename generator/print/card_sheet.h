// Card sheets: the pages that carry cards (the deck, Spotlight's search cards). Fronts pages
// with their cut guides, each followed by its backs page placed for the duplex mode (or backs
// on the bottom half in fold mode), every page with its ruler and label, TrimBox/BleedBox (the
// whole page: an imposed sheet) and bookmarks. What a card shows is drawn by the caller's
// CardPainter.
#pragma once

#include <cairo.h>

#include <functional>
#include <string>

#include "print/cut_guides.h"
#include "print/imposition.h"
#include "print/page_text.h"
#include "print/pdf_document.h"
#include "print/print_words.h"

namespace spotforge {

// Each function draws one card with the origin at the card's centre, in millimetres, clipped to
// the card's bleed area (its outline grown by the bleed, within its cell).
struct CardPainter {
  std::function<void(cairo_t*, int card)> background;  // runs through the bleed
  std::function<void(cairo_t*, int card)> art;         // inside the safe area
  std::function<void(cairo_t*, int card)> back;        // the card's back, through the bleed
};

struct CardSheetOptions {
  DuplexMode duplex = DuplexMode::kLong;
  double back_offset_x_mm = 0;  // shifts the backs pages (the printer's measured offset)
  double back_offset_y_mm = 0;
  CutGuideOptions cut_guides;
  TextStyle font;       // for the page labels
  std::string product;  // the deck's name in the labels and its bookmark
  PrintWords words;     // the labels' words, in the kit's language (kit/kit_words.h)
  int first_page = 1;   // this group's first page number in the document
  int total_pages = 0;  // pages in the whole document; 0 = only these sheets
};

// How many sheets (fronts pages) and PDF pages the cards take.
int card_sheet_count(const Imposition& imposition, int cards);
int card_sheet_page_count(const Imposition& imposition, int cards, DuplexMode duplex);

// Appends the card sheets to the document. Returns the number of pages added.
int add_card_sheets(PdfDocument& doc, const Imposition& imposition, int cards,
                    const CardPainter& painter, const CardSheetOptions& options);

// Two pages to measure a printer's front/back offset: lines on the front, millimetre scales on
// the back at the mirrored places; the page tells how to read them into --back-offset DX,DY.
inline constexpr int kDuplexTestPages = 2;
int add_duplex_test_pages(PdfDocument& doc, const Paper& paper, const CardSheetOptions& options);

}  // namespace spotforge
