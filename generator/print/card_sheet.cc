#include "print/card_sheet.h"

#include <algorithm>
#include <cmath>

#include "base/handles.h"
#include "print/page_marks.h"

namespace spotforge {
namespace {

// The card's bleed area as the clip: its outline grown by the bleed, within its cell.
void clip_to_bleed(cairo_t* cr, const Imposition& imp, const CardSlot& slot) {
  cairo_new_path(cr);
  cairo_rectangle(cr, slot.cell.x - slot.x_mm, slot.cell.y - slot.y_mm, slot.cell.width,
                  slot.cell.height);
  cairo_clip(cr);
  append_trim_path(cr, imp.card, imp.bleed_mm);
  cairo_clip(cr);
}

// The imposed-sheet convention: the product a shop delivers is the whole printed sheet (the
// cards are cut from it afterwards, by the user), so TrimBox and BleedBox are the page itself.
// A shop that prints "to the trim box" or "to the bleed box" then keeps the cut marks, the
// ruler and the labels, and prints at 100 %. (Boxes around the card grid lost them.)
PageBoxes sheet_boxes(const Paper& paper) {
  const RectMm page{0, 0, paper.width_mm, paper.height_mm};
  return {page, page};
}

struct PageInfo {
  int sheet = 0;  // 1-based
  int sheets = 0;
  int page = 0;  // 1-based in the document
  int pages = 0;
};

std::string page_label(const CardSheetOptions& o, const PageInfo& p, const std::string& side) {
  return fill_words(o.words.sheet_label, {{"product", o.product},
                                          {"sheet", std::to_string(p.sheet)},
                                          {"sheets", std::to_string(p.sheets)},
                                          {"side", side},
                                          {"page", std::to_string(p.page)},
                                          {"pages", std::to_string(p.pages)},
                                          {"instruction", o.words.duplex(o.duplex)}});
}

void draw_fronts(cairo_t* cr, const Imposition& imp, int first_card, int count,
                 const CardPainter& painter, const CutGuideOptions& guides) {
  const bool under = guides.trim_line == TrimLine::kUnder;
  const bool over = guides.trim_line == TrimLine::kOver;
  for (int i = 0; i < count; ++i) {
    const CardSlot& slot = imp.slots[i];
    CairoSaved saved(cr);
    cairo_translate(cr, slot.x_mm, slot.y_mm);
    clip_to_bleed(cr, imp, slot);
    if (painter.background) painter.background(cr, first_card + i);
    if (under) draw_trim_line(cr, imp.card, guides.ground);
    if (painter.art) painter.art(cr, first_card + i);
  }
  // Over the art: the trim line when asked, and always the centre cross (a compass needle
  // needs to find it, and the art would hide it).
  for (int i = 0; i < count && (over || guides.centre_cross); ++i) {
    CairoSaved saved(cr);
    cairo_translate(cr, imp.slots[i].x_mm, imp.slots[i].y_mm);
    if (over) draw_trim_line(cr, imp.card, guides.ground);
    if (guides.centre_cross) draw_centre_cross(cr);
  }
  if (guides.edge_ticks) draw_edge_ticks(cr, imp);
}

// Backs go where the card will be after the sheet is turned (or folded); in fold mode they are
// also turned half round, so they read upright once the folded card is turned over.
void draw_backs(cairo_t* cr, const Imposition& imp, const std::vector<CardSlot>& backs,
                int first_card, int count, const CardPainter& painter, bool turned) {
  for (int i = 0; i < count && painter.back; ++i) {
    CairoSaved saved(cr);
    cairo_translate(cr, backs[i].x_mm, backs[i].y_mm);
    clip_to_bleed(cr, imp, backs[i]);
    if (turned) cairo_rotate(cr, M_PI);
    painter.back(cr, first_card + i);
  }
}

}  // namespace

int card_sheet_count(const Imposition& imp, int cards) {
  return (cards + imp.per_page() - 1) / imp.per_page();
}

int card_sheet_page_count(const Imposition& imp, int cards, DuplexMode duplex) {
  const int sheets = card_sheet_count(imp, cards);
  const bool backs_page = duplex == DuplexMode::kLong || duplex == DuplexMode::kShort;
  return backs_page ? 2 * sheets : sheets;
}

int add_card_sheets(PdfDocument& doc, const Imposition& imp, int cards, const CardPainter& painter,
                    const CardSheetOptions& o) {
  const int sheets = card_sheet_count(imp, cards);
  const int own_pages = card_sheet_page_count(imp, cards, o.duplex);
  const int pages = o.total_pages > 0 ? o.total_pages : own_pages;
  const bool fold = o.duplex == DuplexMode::kFold;
  const bool backs_page = o.duplex == DuplexMode::kLong || o.duplex == DuplexMode::kShort;
  const std::vector<CardSlot> backs =
      back_slots(imp, o.duplex, o.back_offset_x_mm, o.back_offset_y_mm);
  int page = o.first_page;
  const int group = doc.add_bookmark(o.product, page);
  for (int sheet = 0; sheet < sheets; ++sheet) {
    const int first = sheet * imp.per_page();
    const int count = std::min(imp.per_page(), cards - first);
    PageInfo info{sheet + 1, sheets, page, pages};

    const std::map<std::string, std::string> n = {{"n", std::to_string(sheet + 1)}};
    const PrintWords& w = o.words;
    cairo_t* cr = doc.begin_page(imp.paper, fill_words(fold ? w.sheet_bookmark : w.page_fronts, n));
    doc.add_bookmark(fill_words(fold ? w.sheet_bookmark : w.sheet_bookmark_fronts, n), page, group);
    draw_fronts(cr, imp, first, count, painter, o.cut_guides);
    if (fold) {
      draw_backs(cr, imp, backs, first, count, painter, /*turned=*/true);
      draw_fold_line(cr, imp.paper, *imp.fold_y_mm);
    }
    doc.set_page_boxes(sheet_boxes(imp.paper));
    draw_page_marks(cr, imp.paper, w.ruler, page_label(o, info, fold ? w.side_fold : w.side_fronts),
                    o.font);
    ++page;

    if (!backs_page) continue;
    cr = doc.begin_page(imp.paper, fill_words(w.page_backs, n));
    doc.add_bookmark(fill_words(w.sheet_bookmark_backs, n), page, group);
    draw_backs(cr, imp, backs, first, count, painter, /*turned=*/false);
    doc.set_page_boxes(sheet_boxes(imp.paper));
    info.page = page;
    draw_page_marks(
        cr, imp.paper, w.ruler,
        page_label(o, info, fill_words(w.side_backs, {{"page", std::to_string(page - 1)}})),
        o.font);
    ++page;
  }
  return page - o.first_page;
}

}  // namespace spotforge
