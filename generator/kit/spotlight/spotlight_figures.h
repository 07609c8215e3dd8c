// The Spotlight rulebook's figures, drawn from the kit being built: "spotlight-board" (board 1
// with its quadrant key ringed, on white paper; at night the characters pale but for the light
// on a copy of the shown search card's character), "spotlight-card" (a search card that hides
// several copies, picture side and solution side) and "spotlight-dial" (a dial's wheel and
// cover).
#pragma once

#include <cairo.h>

#include <string>

#include "kit/spotlight/night_mode.h"
#include "kit/spotlight/spotlight_kit.h"

namespace spotforge::kit {

// The search card the figures show: the first that hides several copies on each board (the
// book says boards hide several), else the one that hides the most.
int figure_search_card(const SpotlightKit& kit);

// Draws the figure `id` fitted into the box (points); false when the id names no figure. The
// words on it (board header, dial) are in `language`, the book's (empty: the kit's own).
bool draw_spotlight_figure(const SpotlightKit& kit, NightMode night, cairo_t* cr,
                           const std::string& id, double x, double y, double w, double h,
                           const std::string& language = "");

}  // namespace spotforge::kit
