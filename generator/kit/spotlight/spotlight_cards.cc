// search-cards.pdf: the picture side (the character large, the low-battery symbol on easy
// cards) and the solution side (the total in a circle upper left, moons, a mini-map per board,
// the quadrant-excluded counts), on the print engine's duplex card sheets.
#include <cmath>

#include "base/handles.h"
#include "kit/kit_words.h"
#include "kit/spotlight/spotlight_kit.h"
#include "kit/spotlight/spotlight_shapes.h"
#include "print/card_sheet.h"
#include "print/imposition.h"
#include "print/pdf_document.h"
#include "typeset/language_pack.h"

namespace spotforge {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kCardW = 63, kCardH = 88, kCorner = 3.5, kBleed = 3, kSafe = 3;
const Rgba kNight{0.12, 0.15, 0.30, 1};
const Rgba kInk{0.12, 0.12, 0.16, 1};
const Rgba kMoonYellow{0.98, 0.84, 0.30, 1};

void draw_moons(cairo_t* cr, int moons, double x, double y, double size, bool vertical) {
  for (int i = 0; i < moons; ++i) {
    const double cx = vertical ? x : x + i * size * 1.1;
    const double cy = vertical ? y + i * size * 1.1 : y;
    moon_path(cr, cx, cy, size);
    fill_path(cr, kMoonYellow, size * 0.07, kInk);
  }
}

// The character's name in `language`, else in the kit's.
const std::string& character_name(const SpotlightKit& kit, int character,
                                  const std::string& language) {
  const auto& names = kit.character_names_by_language;
  if (static_cast<size_t>(character) < names.size()) {
    const auto it = names[static_cast<size_t>(character)].find(language);
    if (it != names[static_cast<size_t>(character)].end()) return it->second;
  }
  return kit.character_names.at(static_cast<size_t>(character));
}

void draw_front(cairo_t* cr, const SpotlightKit& kit, const SearchCardFace& face,
                const std::string& language) {
  // The spotlight: a pale disc with the character in it.
  cairo_new_sub_path(cr);
  cairo_arc(cr, 0, -6, 25, 0, 2 * kPi);
  fill_path(cr, {1.0, 0.98, 0.88, 1});
  const SymbolArt& art = kit.characters.at(face.character);
  const double aspect = art.box().width / art.box().height;
  const double side = 36;
  const double w = aspect >= 1 ? side : side * aspect, h = aspect >= 1 ? side / aspect : side;
  art.draw(cr, -w / 2, -6 - h / 2, w, h);
  TextStyle name{"Quicksand", 12, true, {1, 1, 1, 1}};
  const std::string& label = character_name(kit, face.character, language);
  TextSize t = measure_text(cr, label, name);
  if (t.width_mm > kCardW - 2 * kSafe - 4) {
    name.size_pt *= (kCardW - 2 * kSafe - 4) / t.width_mm;
    t = measure_text(cr, label, name);
  }
  draw_text(cr, label, name, 0, 27, TextAlign::kCentre);
  if (face.easy) {
    set_source(cr, {1, 1, 1, 1});
    draw_low_battery(cr, 21, -36, 8);
  }
  TextStyle number{"Andika", 6, false, {0.75, 0.78, 0.9, 1}};
  draw_text(cr, std::to_string(face.card + 1), number, 0, 37.5, TextAlign::kCentre);
}

void draw_minimap(cairo_t* cr, const SpotlightKit& kit, const SearchCardFace& face, int b, double x,
                  double y, double width, const std::string& language) {
  const BoardGeometry& g = kit.geometry;
  const BoardSpec& spec = kit.plan.boards[b];
  const Rgba colour = spotlight_colour(spec.colour);
  // Label: the board's symbol in its colour and its number.
  board_symbol_path(cr, spec.symbol, x + 1.6, y + 1.5, 3.2);
  fill_path(cr, colour, 0.2, kInk);
  TextStyle label{"Andika", 6, true, kInk};
  draw_text(cr,
            typeset::language_pack(language)
                ->format("spotlight_board_n", {{"n", std::to_string(b + 1)}}),
            label, x + 3.8, y - 0.2);
  const double top = y + 3.4;
  const double s = width / g.play.width;
  const double height = g.play.height * s;
  auto mx = [&](double page_x) { return x + (page_x - g.play.x) * s; };
  auto my = [&](double page_y) { return top + (page_y - g.play.y) * s; };
  cairo_rectangle(cr, x, top, width, height);
  fill_path(cr, {1, 1, 1, 1});
  // Cells holding a copy, tinted.
  const double cw = g.cell_width() * s, ch = g.cell_height() * s;
  for (const CardMarker& m : face.markers[b]) {
    const int col = static_cast<int>((m.x_mm - g.play.x) / g.cell_width());
    const int row = static_cast<int>((m.y_mm - g.play.y) / g.cell_height());
    cairo_rectangle(cr, x + col * cw, top + row * ch, cw, ch);
    fill_path(cr, {colour.r, colour.g, colour.b, 0.35});
  }
  // The grid, light; the quadrant borders, darker.
  cairo_set_line_width(cr, 0.08);
  set_source(cr, {0.7, 0.7, 0.75, 1});
  for (int c = 1; c < g.grid_columns; ++c) {
    cairo_move_to(cr, x + c * cw, top);
    cairo_line_to(cr, x + c * cw, top + height);
  }
  for (int r = 1; r < g.grid_rows; ++r) {
    cairo_move_to(cr, x, top + r * ch);
    cairo_line_to(cr, x + width, top + r * ch);
  }
  cairo_stroke(cr);
  set_source(cr, kInk);
  cairo_set_line_width(cr, 0.25);
  cairo_move_to(cr, mx(g.centre_x()), top);
  cairo_line_to(cr, mx(g.centre_x()), top + height);
  cairo_move_to(cr, x, my(g.centre_y()));
  cairo_line_to(cr, x + width, my(g.centre_y()));
  cairo_stroke(cr);
  set_source(cr, colour);
  cairo_set_line_width(cr, 0.6);
  cairo_rectangle(cr, x, top, width, height);
  cairo_stroke(cr);
  // Tiny quadrant symbols in the map's corners, as on the board.
  for (int c = 0; c < kQuadrants; ++c) {
    const double qx = c % 2 == 0 ? x + 1.1 : x + width - 1.1;
    const double qy = c < 2 ? top + 1.1 : top + height - 1.1;
    quadrant_symbol_path(cr, spec.corner_symbol[c], qx, qy, 1.4);
    fill_path(cr, {0.45, 0.45, 0.5, 1});
  }
  for (const CardMarker& m : face.markers[b]) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, mx(m.x_mm), my(m.y_mm), 0.95, 0, 2 * kPi);
    fill_path(cr, kInk, 0.3, {1, 1, 1, 1});
  }
}

void draw_back(cairo_t* cr, const SpotlightKit& kit, const SearchCardFace& face,
               const std::string& language) {
  const double left = -kCardW / 2 + kSafe, top = -kCardH / 2 + kSafe;
  const double col_w = (kCardW - 2 * kSafe - 2) / 2;
  const double row_h = 22.2;
  // The total in a circle at the upper left, the moons beside it.
  cairo_new_sub_path(cr);
  cairo_arc(cr, left + 8.5, top + 10, 8, 0, 2 * kPi);
  fill_path(cr, kNight);
  TextStyle total{"Quicksand", 26, true, {1, 1, 1, 1}};
  const std::string k = std::to_string(face.total);
  const TextSize ts = measure_text(cr, k, total);
  draw_text(cr, k, total, left + 8.5, top + 10 - ts.height_mm / 2, TextAlign::kCentre);
  draw_moons(cr, face.moons, left + 21.5, top + 5, 5.5, true);
  // The mini-maps: board 1 beside the total, then two per row.
  const int boards = static_cast<int>(kit.boards.size());
  for (int b = 0; b < boards; ++b) {
    const int slot = b + 1;
    const double x = left + (slot % 2) * (col_w + 2);
    const double y = top + (slot / 2) * row_h;
    draw_minimap(cr, kit, face, b, x, y, col_w, language);
  }
  // Quadrant variant: the count with each quadrant covered, and its moons.
  const double y = kCardH / 2 - kSafe - 7;
  const double step = (kCardW - 2 * kSafe) / 4;
  TextStyle count{"Quicksand", 11, true, kInk};
  for (int q = 0; q < kQuadrants; ++q) {
    const double x = left + step * q + 3;
    quadrant_symbol_path(cr, static_cast<QuadrantSymbol>(q), x, y + 2.4, 4);
    fill_path(cr, {1, 1, 1, 1}, 0.35, kInk);
    cairo_move_to(cr, x - 2.3, y + 4.7);
    cairo_line_to(cr, x + 2.3, y + 0.1);
    set_source(cr, {0.8, 0.1, 0.1, 1});
    cairo_set_line_width(cr, 0.5);
    cairo_stroke(cr);
    draw_text(cr, std::to_string(face.excluded[q]), count, x + 3, y - 0.6);
    draw_moons(cr, moons_for_count(face.excluded[q]), x + 1, y + 6.8, 2.4, false);
  }
}

}  // namespace

std::uintmax_t write_search_cards_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                      const std::filesystem::path& file) {
  const auto words = typeset::language_pack(kit.language);
  PdfDocument pdf(file,
                  {words->format("spotlight_cards_pdf_title", {{"title", kit.title}}), "",
                   words->text("spotlight_cards_product"), "spotforge spotlight", kit.language});
  Paper paper = options.paper;
  if (paper.width_mm > paper.height_mm) std::swap(paper.width_mm, paper.height_mm);
  const CardTrim outline = CardTrim::rounded_rect(kCardW, kCardH, kCorner);
  const Imposition imp = impose(paper, outline, kBleed);
  CardPainter painter;
  painter.background = [](cairo_t* cr, int) {
    set_source(cr, kNight);
    cairo_paint(cr);
  };
  painter.art = [&](cairo_t* cr, int card) { draw_front(cr, kit, kit.cards.at(card), kit.language); };
  painter.back = [&](cairo_t* cr, int card) {
    set_source(cr, {0.99, 0.97, 0.92, 1});
    cairo_paint(cr);
    draw_back(cr, kit, kit.cards.at(card), kit.language);
  };
  CardSheetOptions sheet;
  sheet.duplex = DuplexMode::kLong;
  sheet.product = words->text("spotlight_cards_product");
  sheet.words = print_words(kit.language);
  pdf.set_viewer_settings({DuplexMode::kLong});
  add_card_sheets(pdf, imp, static_cast<int>(kit.cards.size()), painter, sheet);
  return pdf.finish();
}

}  // namespace spotforge

namespace spotforge {

void draw_search_card_side(cairo_t* cr, const SpotlightKit& kit, int card, bool solution_side,
                           const std::string& language) {
  const std::string& words = language.empty() ? kit.language : language;
  CairoSaved saved(cr);
  cairo_new_path(cr);
  // The trimmed card: a rounded rectangle centred at the origin.
  const double x = -kCardW / 2, y = -kCardH / 2, r = kCorner;
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + kCardW - r, y + r, r, -kPi / 2, 0);
  cairo_arc(cr, x + kCardW - r, y + kCardH - r, r, 0, kPi / 2);
  cairo_arc(cr, x + r, y + kCardH - r, r, kPi / 2, kPi);
  cairo_arc(cr, x + r, y + r, r, kPi, 3 * kPi / 2);
  cairo_close_path(cr);
  cairo_clip_preserve(cr);
  set_source(cr, solution_side ? Rgba{0.99, 0.97, 0.92, 1} : kNight);
  cairo_fill(cr);
  const SearchCardFace& face = kit.cards.at(static_cast<size_t>(card));
  if (solution_side) {
    draw_back(cr, kit, face, words);
  } else {
    draw_front(cr, kit, face, words);
  }
}

}  // namespace spotforge
