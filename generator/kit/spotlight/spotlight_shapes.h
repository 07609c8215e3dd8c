// The small vector pictures of the Spotlight kit, drawn by us (never a theme character, so
// nothing on a board or card mimics a character): quadrant symbols, board symbols, moon,
// low battery, star, home. Each appends a closed path of about `size` mm across, centred at
// (cx, cy); the caller fills or strokes it.
#pragma once

#include <cairo.h>

#include <string>

#include "kit/spotlight/spotlight_plan.h"
#include "print/page_text.h"

namespace spotforge {

inline constexpr int kBoardColours = 5;
// The five board, pawn and dial colours: red, yellow, green, blue, purple.
Rgba spotlight_colour(int index);
std::string spotlight_colour_name(int index);
// The five board symbols: star, heart, hexagon, cross, bolt.
std::string board_symbol_name(int index);

void quadrant_symbol_path(cairo_t* cr, QuadrantSymbol q, double cx, double cy, double size);
void board_symbol_path(cairo_t* cr, int symbol, double cx, double cy, double size);
void star_path(cairo_t* cr, double cx, double cy, double size);
void moon_path(cairo_t* cr, double cx, double cy, double size);
void home_path(cairo_t* cr, double cx, double cy, double size);
// A battery outline with one bar: the low-battery symbol (stroked and filled by the function,
// in the current source).
void draw_low_battery(cairo_t* cr, double cx, double cy, double size);
// Filled shape helpers: set the colour, fill, and optionally outline in dark grey.
void fill_path(cairo_t* cr, const Rgba& fill, double outline_mm = 0,
               const Rgba& outline = {0.1, 0.1, 0.12, 1});

}  // namespace spotforge
