// Drawing a Spotlight board: the background (our own abstract night pattern, under
// everything), the copies of the characters, and the furniture (title stripe with the board's
// colour and symbol and the quadrant recap, coordinate letters and numbers, edge triangles and
// the centre balloon at the quadrant borders, the quadrant symbols in the corners). The PDF
// and the verifier's rasteriser call the same functions. Page millimetres, top-left origin.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "kit/spotlight/board_fill.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/spotlight_plan.h"
#include "print/page_text.h"

namespace spotforge {

// kScreen: the paper design as the screen page's picture (pixels only): an outline's ring is
// stamped at whole-pixel offsets, a difference of at most half a pixel no one sees; at the
// exact offsets, each of its 12 stamps was a slow general pixman path (two fifths of the
// picture's time).
enum class BoardMode { kPaper, kFilm, kScreen };

// The background tones a board can be printed on, lightest first (BoardSpec::background).
inline constexpr int kBackgroundTones = 6;
Rgba background_tone(int index);
std::string background_tone_name(int index);
// The colours a copy can lie on with that tone: the tone itself, then under one and two of the
// background's overlapping shade discs.
std::vector<Rgba> background_colours(int index);

void draw_board_background(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                           std::uint64_t seed);
// A copy as the board shows it: its outline (if any), then its picture.
void draw_board_copy(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy,
                     BoardMode mode = BoardMode::kPaper);
// The two parts alone (the verifier measures the picture against what lies under it).
void draw_copy_picture(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy);
void draw_copy_outline(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy,
                       BoardMode mode = BoardMode::kPaper);
// The same outline on pixels (kPaper) through the picture already drawn: `alpha` holds its
// alpha on cr's device pixels (the verifier's raster of the copy), not drawn again.
void draw_copy_outline_through(cairo_t* cr, cairo_surface_t* alpha, const BoardCopy& copy);
// `language`: of the stripe's words (a folder of templates/lang/).
// `with_balloon`: the centre balloon too (not on the film's paper frame, whose window is cut
// away: the film carries it there).
void draw_board_furniture(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                          const std::string& title, const std::string& language,
                          bool with_balloon = true);
// The balloon at the gutter crossing that marks the quadrant borders' centre.
void draw_centre_balloon(cairo_t* cr, const BoardGeometry& g, const Rgba& fill);

// The whole page, in order: background, copies, furniture. Film mode mirrors the page (it is
// printed on the back of transparency film and read through it).
void draw_board_page(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                     const BoardPlacement& placement, const std::vector<SymbolArt>& characters,
                     const std::string& title, const std::string& language, BoardMode mode,
                     std::uint64_t seed);

// The page-millimetre box that holds a copy's box in its pose (rotation included).
BoardRect posed_bounds(const BoardCopy& copy);

}  // namespace spotforge
