// Film mode's two sheets per board. The film carries the characters only, mirrored, so the ink
// faces the black card and is read through the clear side; with no background tint the film
// shows nothing over black and the characters wherever a white disc lies under them. The
// labels (title stripe, quadrant key, grid letters and numbers, edge triangles) would vanish
// over black, so they go on a paper frame laid over the film's edges, its window cut out.
#pragma once

#include <cairo.h>

#include <array>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "kit/spotlight/board_fill.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/spotlight_plan.h"

namespace spotforge {

// The film is cut this far outside the play area, so the frame overlaps and holds it.
inline constexpr double kFilmOverlapMm = 4;

// The two hinge tabs along a sheet's top strip (the film's covered overlap, the frame's
// stripe), from `y`: where clear tape joins film and then frame to the black card, 35 mm
// either side of the board's centre line on both sheets (so they lie one over the other, and
// clear of the stripe's title and quadrant key).
std::array<BoardRect, 2> hinge_tabs(double centre_x, double y, double height_mm);

// The copies, mirrored about the play area's vertical centre line, and cut marks outside the
// film piece. Nothing else: no background, no labels.
void draw_film_page(cairo_t* cr, const BoardGeometry& g, const BoardPlacement& placement,
                    const std::vector<SymbolArt>& characters, int board_number,
                    const std::string& language);

// A copy as the film carries it. White ink can't be printed, so a character drawn mostly in
// white would show over the white disc as white on white: those (over the verifier's share of
// ink within the blend distance of white) get a thin dark outline, invisible over the black
// card and the shape's edge over the light.
bool needs_film_outline(const SymbolArt& art);
void draw_film_copy(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy, bool outline);

// The paper frame: the board's furniture, unmirrored, around a window to cut out.
void draw_frame_page(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                     const std::string& title, const std::string& language);

}  // namespace spotforge
