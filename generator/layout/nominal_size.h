// The size the layout aims at for the biggest symbol on a card, from the options alone: for
// reports made before (or without) a layout, such as `theme check`'s print-resolution warning.
#pragma once

#include "layout/layout_options.h"

namespace spotforge {

// nominal_biggest_mm (card_placer.h) for a card of `count` symbols with these options: the
// square root of the biggest symbol's ink area, in mm.
double nominal_biggest_symbol_mm(const LayoutOptions& options, int count);

}  // namespace spotforge
