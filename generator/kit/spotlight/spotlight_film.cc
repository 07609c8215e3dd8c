#include "kit/spotlight/spotlight_film.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "base/handles.h"
#include "kit/spotlight/spotlight_board.h"
#include "kit/spotlight/spotlight_contrast.h"
#include "kit/spotlight/spotlight_verify.h"
#include "print/page_text.h"
#include "typeset/language_pack.h"

namespace spotforge {

namespace {

// Corner marks just outside the film piece (they are cut away with the waste).
void cut_marks(cairo_t* cr, const BoardRect& r) {
  const double len = 4, gap = 1;
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.25);
  for (double x : {r.x, r.right()}) {
    for (double y : {r.y, r.bottom()}) {
      const double sx = x == r.x ? -1 : 1, sy = y == r.y ? -1 : 1;
      cairo_move_to(cr, x + sx * gap, y);
      cairo_line_to(cr, x + sx * (gap + len), y);
      cairo_move_to(cr, x, y + sy * gap);
      cairo_line_to(cr, x, y + sy * (gap + len));
    }
  }
  cairo_stroke(cr);
}

constexpr double kOutlineMm = 0.35;

// A hatched tab where a strip of clear tape goes: the board's hinge (issue 28). The film's top
// edge and then the frame's are taped to the black card there, and nowhere else, so a disc
// slid in from the bottom or the sides lifts the layers without dragging them out of register.
void tape_tab(cairo_t* cr, double x, double y, double w, double h, Rgba ink) {
  CairoSaved saved(cr);
  cairo_rectangle(cr, x, y, w, h);
  cairo_clip_preserve(cr);
  cairo_set_source_rgba(cr, ink.r, ink.g, ink.b, ink.a);
  cairo_set_line_width(cr, 0.3);
  const double dash[] = {1.2, 0.8};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_stroke(cr);
  cairo_set_dash(cr, nullptr, 0, 0);
  for (double u = x - h; u < x + w; u += 1.6) {
    cairo_move_to(cr, u, y + h);
    cairo_line_to(cr, u + h, y);
  }
  cairo_set_line_width(cr, 0.2);
  cairo_stroke(cr);
}

}  // namespace

std::array<BoardRect, 2> hinge_tabs(double centre_x, double y, double height_mm) {
  const double w = 24, offset = 35;
  return {BoardRect{centre_x - offset - w / 2, y, w, height_mm},
          BoardRect{centre_x + offset - w / 2, y, w, height_mm}};
}
bool needs_film_outline(const SymbolArt& art) {
  return share_near_tone(art.picture(48), {1, 1, 1, 1}) > VerifyOptions{}.max_background_share;
}

void draw_film_copy(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy, bool outline) {
  if (!outline) {
    draw_copy_picture(cr, art, copy);
    return;
  }
  // The silhouette stamped in dark ink on a ring of offsets, the picture on top.
  cairo_push_group(cr);
  draw_copy_picture(cr, art, copy);
  cairo_pattern_t* picture = cairo_pop_group(cr);
  cairo_set_source_rgb(cr, 0.12, 0.12, 0.16);
  for (int k = 0; k < 12; ++k) {
    CairoSaved shifted(cr);
    const double a = k * 3.14159265358979323846 / 6;
    cairo_translate(cr, kOutlineMm * std::cos(a), kOutlineMm * std::sin(a));
    cairo_mask(cr, picture);
  }
  cairo_set_source(cr, picture);
  cairo_paint(cr);
  cairo_pattern_destroy(picture);
}

void draw_film_page(cairo_t* cr, const BoardGeometry& g, const BoardPlacement& placement,
                    const std::vector<SymbolArt>& characters, int board_number,
                    const std::string& language) {
  CairoSaved saved(cr);
  const BoardRect piece{g.play.x - kFilmOverlapMm, g.play.y - kFilmOverlapMm,
                        g.play.width + 2 * kFilmOverlapMm, g.play.height + 2 * kFilmOverlapMm};
  cut_marks(cr, piece);
  // The hinge on the strip the frame covers: tape here, film to card.
  for (const BoardRect& t : hinge_tabs(g.centre_x(), piece.y, kFilmOverlapMm - 1)) {
    tape_tab(cr, t.x, t.y + 0.5, t.width, t.height, {0.3, 0.3, 0.35, 1});
  }
  TextStyle note{"Andika", 6, false, {0, 0, 0, 1}};
  draw_text(cr,
            typeset::language_pack(language)->format("spotlight_film_note",
                                                     {{"n", std::to_string(board_number)}}),
            note, piece.x + 2, piece.y - 3.2);  // clear of the corner mark
  {
    CairoSaved mirrored(cr);
    cairo_translate(cr, 2 * g.centre_x(), 0);
    cairo_scale(cr, -1, 1);
    cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
    cairo_clip(cr);
    std::vector<int> outline(characters.size(), -1);  // per character: unknown, no, yes
    for (const BoardCopy& copy : placement.copies) {
      int& o = outline.at(copy.character);
      if (o < 0) o = needs_film_outline(characters[copy.character]) ? 1 : 0;
      draw_film_copy(cr, characters[copy.character], copy, o == 1);
    }
    // The centre balloon in outline on the film, where it stays (the frame's window around it
    // is cut away): it shows over the disc like the characters (issue 28).
    draw_centre_balloon(cr, g, {1, 1, 1, 0});
  }
}

void draw_frame_page(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                     const std::string& title, const std::string& language) {
  CairoSaved saved(cr);
  draw_board_furniture(cr, g, spec, title, language, /*with_balloon=*/false);
  // The hinge across the stripe's top edge, over the film's own tabs: tape here, frame to card.
  for (const BoardRect& t : hinge_tabs(g.centre_x(), g.stripe.y, 4)) {
    tape_tab(cr, t.x, t.y, t.width, t.height, {1, 1, 1, 0.9});
  }
  // The window: everything inside the play area is cut away, this note with it.
  cairo_set_source_rgb(cr, 0.45, 0.45, 0.5);
  cairo_set_line_width(cr, 0.3);
  const double dash[] = {2, 1.5};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_rectangle(cr, g.play.x + 0.2, g.play.y + 0.2, g.play.width - 0.4, g.play.height - 0.4);
  cairo_stroke(cr);
  TextStyle note{"Andika", 9, false, {0.45, 0.45, 0.5, 1}};
  draw_text(cr, typeset::language_pack(language)->text("spotlight_frame_note"), note, g.centre_x(),
            g.play.y + g.play.height * 0.3, TextAlign::kCentre);
}

}  // namespace spotforge
