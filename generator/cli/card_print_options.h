// The options that say how the cards are printed (backs, duplex, cut guides, numbers), shared
// by `spotforge deck` and `spotforge build` so that both accept and check them alike.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "kit/deck_pdf.h"

namespace spotforge::cli {

struct CardPrintArgs {
  std::string sheet;
  std::string duplex = "long";
  std::string back_offset = "0,0";
  std::string cut_guides = "under";
  bool centre_cross = false;
  bool no_card_numbers = false;
  bool duplex_test = false;
};

// Registers --sheet, --duplex, --back-offset, --duplex-test, --cut-guides, --centre-cross and
// --no-card-numbers on `command`, each checked as it is parsed.
void add_card_print_options(CLI::App* command, CardPrintArgs* args);

// The parsed options into `print` (its paper is left as it is).
void apply_card_print_options(const CardPrintArgs& args, DeckPrintOptions* print);

}  // namespace spotforge::cli
