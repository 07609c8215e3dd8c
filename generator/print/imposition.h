// Imposition: where the cards sit on a sheet, computed from the paper, the card and its bleed
// (or loaded from a sheet template, see sheet_template.h). Page coordinates in millimetres,
// origin at the page's top-left corner, y down.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "print/card_trim.h"
#include "print/paper.h"
#include "print/rect_mm.h"

namespace spotforge {

struct CardSlot {
  double x_mm = 0;  // the card's centre
  double y_mm = 0;
  int row = 0;
  int column = 0;
  // The area this card's bleed may cover: its trim box grown by the bleed on outer sides and by
  // half the gap to a neighbour, so neighbouring bleeds never overlap.
  RectMm cell;
  bool operator==(const CardSlot&) const = default;
};

// How the backs are printed. kLong/kShort: a backs page after each fronts page, for a printer
// that flips on the paper's physical long/short edge (portrait pages: mirrored columns/rows;
// landscape pages: mirrored rows/columns). kFold: fronts on
// the top half, backs on the bottom half, the sheet folded on the middle line. kNone: no backs.
enum class DuplexMode { kLong, kShort, kFold, kNone };

struct ImposeOptions {
  bool fold = false;              // use only the top half (fold mode)
  double min_inner_bleed_mm = 1;  // bleed may shrink down to this between cards to fit more
  double mark_strip_mm = 6.5;     // kept free at the left and right for the ruler and label
};

struct Imposition {
  std::string name;  // "computed" or the template's name
  Paper paper;
  CardTrim card;
  double bleed_mm = 3;
  double mark_strip_mm = 6.5;
  int columns = 0;
  int rows = 0;
  std::vector<CardSlot> slots;      // fronts, in reading order (row by row)
  std::vector<double> cut_x_mm;     // vertical cut lines (x), one per distinct trim edge
  std::vector<double> cut_y_mm;     // horizontal cut lines (y)
  std::optional<double> fold_y_mm;  // fold mode: the fold line

  int per_page() const { return static_cast<int>(slots.size()); }
  // The bleed each card keeps towards its neighbours (less than bleed_mm when reduced to fit).
  double inner_bleed_x_mm() const;
  double inner_bleed_y_mm() const;
  bool bleed_reduced() const;
  // A sentence for the summary: "6 cards per A4 page (2 x 3), bleed 3 mm" and, when reduced,
  // "; bleed between rows reduced to 1.4 mm".
  std::string describe() const;
};

// As many cards as fit with their bleed inside the page margin and the mark strips, centred on
// the page (so fronts and backs coincide). Where full bleed does not fit but reduced bleed
// between cards does (never below min_inner_bleed_mm), the reduced layout is used; the outer
// bleed may then run into the margin. Throws InputError when not even one card fits.
Imposition impose(const Paper& paper, const CardTrim& card, double bleed_mm,
                  const ImposeOptions& options = {});

// Whether turning the sheet for this mode swaps left and right (else top and bottom).
bool flip_mirrors_columns(const Paper& paper, DuplexMode mode);

// Where the back of each front slot goes: on the following backs page for kLong and kShort
// (mirrored as flip_mirrors_columns says), on the same page's bottom half for kFold, shifted by the
// printer's back offset (not for kFold, printed on one side). Empty for kNone. row/column of a
// back slot are its own place on the backs page.
std::vector<CardSlot> back_slots(const Imposition& imposition, DuplexMode mode,
                                 double offset_x_mm = 0, double offset_y_mm = 0);

// "long", "short", "fold", "none" (and the reverse).
std::optional<DuplexMode> parse_duplex_mode(const std::string& text);
std::string to_string(DuplexMode mode);

}  // namespace spotforge
