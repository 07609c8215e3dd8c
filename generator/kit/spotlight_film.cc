#include "kit/spotlight_film.h"

#include "base/handles.h"
#include "kit/spotlight_board.h"
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

}  // namespace

void draw_film_page(cairo_t* cr, const BoardGeometry& g, const BoardPlacement& placement,
                    const std::vector<SymbolArt>& characters, int board_number,
                    const std::string& language) {
  CairoSaved saved(cr);
  const BoardRect piece{g.play.x - kFilmOverlapMm, g.play.y - kFilmOverlapMm,
                        g.play.width + 2 * kFilmOverlapMm, g.play.height + 2 * kFilmOverlapMm};
  cut_marks(cr, piece);
  TextStyle note{"Andika", 6, false, {0, 0, 0, 1}};
  draw_text(cr,
            typeset::language_pack(language)->format("spotlight_film_note",
                                                     {{"n", std::to_string(board_number)}}),
            note, piece.x, piece.y - 3.2);
  {
    CairoSaved mirrored(cr);
    cairo_translate(cr, 2 * g.centre_x(), 0);
    cairo_scale(cr, -1, 1);
    cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
    cairo_clip(cr);
    for (const BoardCopy& copy : placement.copies) {
      draw_board_copy(cr, characters.at(copy.character), copy);
    }
  }
}

void draw_frame_page(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                     const std::string& title, const std::string& language) {
  CairoSaved saved(cr);
  draw_board_furniture(cr, g, spec, title, language);
  // The window: everything inside the play area is cut away, this note with it.
  cairo_set_source_rgb(cr, 0.45, 0.45, 0.5);
  cairo_set_line_width(cr, 0.3);
  const double dash[] = {2, 1.5};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_rectangle(cr, g.play.x + 0.2, g.play.y + 0.2, g.play.width - 0.4, g.play.height - 0.4);
  cairo_stroke(cr);
  TextStyle note{"Andika", 9, false, {0.45, 0.45, 0.5, 1}};
  draw_text(cr, typeset::language_pack(language)->text("spotlight_frame_note"), note,
            g.centre_x(), g.play.y + g.play.height * 0.3, TextAlign::kCentre);
}

}  // namespace spotforge
