// The options that say how the cards are printed (backs, duplex, cut guides, numbers), shared
// by `spotforge deck` and `spotforge build` so that both accept and check them alike.
#pragma once

#include <CLI/CLI.hpp>

#include <ostream>
#include <string>

#include "kit/deck/deck_pdf.h"

namespace spotforge::cli {

struct CardPrintArgs {
  std::string sheet;
  std::string duplex = "long";
  std::string back_offset = "0,0";
  std::string cut_guides = "under";
  bool centre_cross = false;
  bool no_card_numbers = false;
  bool duplex_test = false;
  std::string backs = "light";
  std::string images;  // folder for the card images; "" = none
  double images_ppi = 300;
};

// Registers --sheet, --duplex, --back-offset, --duplex-test, --cut-guides, --centre-cross,
// --no-card-numbers, --backs, --images and --images-ppi on `command`, each checked as it is parsed.
void add_card_print_options(CLI::App* command, CardPrintArgs* args);

// The parsed options into `print` (its paper is left as it is).
void apply_card_print_options(const CardPrintArgs& args, DeckPrintOptions* print);

// Prints a warning to `err` for every option the others make meaningless (never silently
// ignored); paper_given: --paper was on the command line.
void warn_unused_print_options(const DeckPrintOptions& print, bool paper_given, std::ostream& err);

}  // namespace spotforge::cli
