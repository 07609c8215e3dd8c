// Rasterising a drawn board for verification: every copy is drawn alone (the same drawing
// call as the PDF) into an alpha buffer and its pixels written into an index buffer in drawing
// order, then the furniture on top; what still carries a copy's id at the end is what shows.
// The background is drawn too, in colour, so every copy's ink can be compared with the
// background under it (kit/spotlight/spotlight_contrast).
#pragma once

#include <cstdint>
#include <vector>

#include "art/symbol_art.h"
#include "kit/spotlight/board_fill.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/spotlight_verify.h"

namespace spotforge {

DrawnBoard rasterise_board(const BoardGeometry& g, const BoardSpec& spec,
                           const BoardPlacement& placement,
                           const std::vector<SymbolArt>& characters, const std::string& title,
                           const std::string& language, double px_per_mm,
                           std::uint64_t background_seed);

}  // namespace spotforge
