#include "kit/spotlight/spotlight_figures.h"

#include <algorithm>
#include <cmath>

#include "base/handles.h"
#include "kit/spotlight/spotlight_board.h"
#include "kit/spotlight/spotlight_film.h"

namespace spotforge::kit {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kPtPerMm = 72 / 25.4;

// Scales and centres a drawing of w_mm x h_mm (origin top-left) into the box.
void fit(cairo_t* cr, double w_mm, double h_mm, double x, double y, double w, double h) {
  const double s = std::min(w / (w_mm * kPtPerMm), h / (h_mm * kPtPerMm)) * kPtPerMm;
  cairo_translate(cr, x + (w - w_mm * s) / 2, y + (h - h_mm * s) / 2);
  cairo_scale(cr, s, s);
}

// The film board at night, true to its layers: the white disc lies on the black card under
// the film, and the frame lies over both, so the disc and the characters it lights show only
// in the frame's window (issue 28: the figure drew the disc over the frame).
void film_light(const SpotlightKit& kit, const BoardCopy& lit, cairo_t* cr) {
  const BoardGeometry& g = kit.geometry;
  CairoSaved window(cr);
  cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
  cairo_clip(cr);
  cairo_new_sub_path(cr);
  cairo_arc(cr, lit.x_mm, lit.y_mm, kChargedSpotMm / 2, 0, 2 * kPi);
  cairo_set_source_rgb(cr, 0.95, 0.75, 0.1);
  cairo_set_line_width(cr, 0.8);
  cairo_stroke_preserve(cr);
  // The film has no background: over the white disc the characters show on white.
  cairo_clip(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  for (const BoardCopy& c : kit.boards[0].copies) {
    const SymbolArt& art = kit.characters.at(c.character);
    draw_film_copy(cr, art, c, needs_film_outline(art));
  }
  draw_centre_balloon(cr, g, {1, 1, 1, 0});
}

// The board as the book shows it: its characters and furniture on white paper, not on the
// board's own dark ground, so that the figure reads in black and white and costs little ink
// (issue 27). At night only the light shows the characters at full strength: outside its disc
// they are pale ghosts, and the disc is outlined. The light lies on a copy of the search card
// the book shows (the one nearest the middle: clear of the ringed key).
void board_figure(const SpotlightKit& kit, NightMode night, const std::string& language,
                  cairo_t* cr) {
  const BoardGeometry& g = kit.geometry;
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, 0, 0, g.page_width_mm, g.page_height_mm);
  cairo_fill(cr);
  const int shown = figure_search_card(kit);
  const BoardCopy* lit = nullptr;
  for (const BoardCopy& c : kit.boards[0].copies) {
    const auto off = [&](const BoardCopy& k) {
      return std::hypot(k.x_mm - g.centre_x(), k.y_mm - g.centre_y());
    };
    if (c.card == shown && (!lit || off(c) < off(*lit))) lit = &c;
  }
  const bool dark = night != NightMode::kPaper && lit;
  {
    CairoSaved play(cr);
    cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
    cairo_clip(cr);
    for (const BoardCopy& c : kit.boards[0].copies) {
      draw_copy_picture(cr, kit.characters.at(c.character), c);
    }
    if (dark) {
      // The dark: a white veil over everything but the disc the light makes.
      cairo_new_path(cr);
      cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
      cairo_new_sub_path(cr);
      cairo_arc_negative(cr, lit->x_mm, lit->y_mm, kChargedSpotMm / 2, 2 * kPi, 0);
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_set_source_rgba(cr, 1, 1, 1, 0.72);
      cairo_fill(cr);
      // On film the disc lies under the film and the frame: drawn before the frame.
      if (night == NightMode::kFilm) film_light(kit, *lit, cr);
    }
  }
  draw_board_furniture(cr, g, kit.plan.boards[0], kit.title, language);
  if (dark && night != NightMode::kFilm) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, lit->x_mm, lit->y_mm, kChargedSpotMm / 2, 0, 2 * kPi);
    cairo_set_source_rgb(cr, 0.85, 0.6, 0.05);
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
  }
  // The quadrant key, ringed.
  const BoardRect& s = g.stripe;
  cairo_new_sub_path(cr);
  cairo_arc(cr, s.right() - s.height / 2, s.y + s.height / 2, s.height * 0.9, 0, 2 * kPi);
  cairo_set_source_rgb(cr, 0.95, 0.45, 0.1);
  cairo_set_line_width(cr, 1.2);
  cairo_stroke(cr);
}

}  // namespace

int figure_search_card(const SpotlightKit& kit) {
  int most = 0;
  for (size_t i = 0; i < kit.cards.size(); ++i) {
    if (kit.cards[i].total >= 2) return static_cast<int>(i);
    if (kit.cards[i].total > kit.cards[static_cast<size_t>(most)].total) most = static_cast<int>(i);
  }
  return most;
}

bool draw_spotlight_figure(const SpotlightKit& kit, NightMode night, cairo_t* cr,
                           const std::string& id, double x, double y, double w, double h,
                           const std::string& language) {
  const std::string& words = language.empty() ? kit.language : language;
  if (kit.boards.empty() || kit.cards.empty()) return false;
  if (id != "spotlight-board" && id != "spotlight-card" && id != "spotlight-dial") return false;
  CairoSaved saved(cr);
  if (id == "spotlight-board") {
    fit(cr, kit.geometry.page_width_mm, kit.geometry.page_height_mm, x, y, w, h);
    board_figure(kit, night, words, cr);
    return true;
  }
  if (id == "spotlight-card") {
    // Picture side and solution side, 63 x 88 mm each, 6 mm apart.
    fit(cr, 2 * 63 + 6, 88, x, y, w, h);
    cairo_translate(cr, 63 / 2.0, 44);
    const int card = figure_search_card(kit);
    draw_search_card_side(cr, kit, card, false, words);
    cairo_translate(cr, 63 + 6, 0);
    draw_search_card_side(cr, kit, card, true, words);
    return true;
  }
  if (id == "spotlight-dial") {
    const double r = 30;
    fit(cr, 4 * r + 8, 2 * r + 2, x, y, w, h);
    draw_dial_parts(cr, 2 * r + 4, r + 1, r, 0, kit.plan.rules.dial_max, words);
    return true;
  }
  return false;
}

}  // namespace spotforge::kit
