// Whether the raster pictures (PNG, JPEG) have pixels enough for the size they are printed at:
// under 150 ppi a picture prints visibly soft or blocky. The printed size is the widest the
// deck's layout draws the picture, or, before there is a layout (`theme check`), the nominal
// size of the biggest picture on a card of the theme's largest deck.
#pragma once

#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "layout/card_layout.h"
#include "theme/theme.h"

namespace spotforge {

inline constexpr double kMinPrintPpi = 150;

// A picture's ink box printed at its widest: width and height in millimetres.
struct PrintedSize {
  double width_mm = 0;
  double height_mm = 0;
};

// The widest each of `symbol_count` symbols is placed on any card (zero for one on no card).
std::vector<PrintedSize> largest_placed_sizes(const std::vector<CardLayout>& cards,
                                              int symbol_count);

// For every symbol of the theme: the nominal size of the biggest of the K pictures on a card of
// the largest deck the theme allows (what the layout aims at before packing), with this
// picture's shape, kept inside the card's safe area.
std::vector<PrintedSize> nominal_largest_sizes(const Theme& theme,
                                               const std::vector<SymbolArt>& arts);

// A warning at the symbol's theme.yaml line for each PNG or JPEG among the first
// sizes.size() symbols whose pixels give under kMinPrintPpi at that size, naming the
// picture, the pixels of its ink box (an opaque picture's white margin is not ink), the printed
// size of that box and the pixels it would need. `basis` says where the
// size comes from ("in the layout", "at the nominal size of the biggest picture on a card").
std::vector<Diagnostic> low_resolution_warnings(const Theme& theme,
                                                const std::vector<SymbolArt>& arts,
                                                const std::vector<PrintedSize>& sizes,
                                                const std::string& basis);

}  // namespace spotforge
