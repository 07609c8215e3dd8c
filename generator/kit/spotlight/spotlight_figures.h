// The Spotlight rulebook's figures, drawn from the kit being built: "spotlight-board" (board 1
// with its quadrant key ringed; at night, dark but for the light on a copy of the first card's
// character), "spotlight-card" (the first search card, picture side and solution side) and
// "spotlight-dial" (a dial's wheel and cover).
#pragma once

#include <cairo.h>

#include <string>

#include "kit/spotlight/night_mode.h"
#include "kit/spotlight/spotlight_kit.h"

namespace spotforge::kit {

// Draws the figure `id` fitted into the box (points); false when the id names no figure. The
// words on it (board header, dial) are in `language`, the book's (empty: the kit's own).
bool draw_spotlight_figure(const SpotlightKit& kit, NightMode night, cairo_t* cr,
                           const std::string& id, double x, double y, double w, double h,
                           const std::string& language = "");

}  // namespace spotforge::kit
