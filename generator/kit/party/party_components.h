// party-components.pdf: what Spot it! Party puts in the box besides the cards, as paper to cut
// and fold: a card holder per player (a tent that stands a card facing its owner and hides it
// from the others) and the mascot, the theme's mascot symbol as a standing figure.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "print/paper.h"
#include "theme/theme.h"

namespace spotforge {

struct PartyComponentsOptions {
  Paper paper = paper_a4();
  int holders = 8;              // one per player; Party plays up to 8
  std::string language = "en";  // of the instructions: a folder of templates/lang/
};

struct PartyComponentsReport {
  int pages = 0;
  std::uintmax_t bytes = 0;
};

// Throws InputError when the theme has no mascot symbol or the holders don't fit the paper.
// arts[i] draws theme.symbols[i].
PartyComponentsReport write_party_components_pdf(const Theme& theme,
                                                 const std::vector<SymbolArt>& arts,
                                                 const PartyComponentsOptions& options,
                                                 const std::filesystem::path& file);

}  // namespace spotforge
