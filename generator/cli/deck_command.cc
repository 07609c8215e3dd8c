// `spotforge deck THEME`: the card deck as a print-ready PDF (cards.pdf) and its layout
// manifest (layout.json), with a short summary.
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "base/diagnostic.h"
#include "cli/card_print_options.h"
#include "cli/commands.h"
#include "cli/theme_argument.h"
#include "cli/paper_option.h"
#include "cli/progress_bar.h"
#include "cli/seed_option.h"
#include "kit/deck/deck_kit.h"
#include "print/paper.h"

namespace spotforge::cli {
namespace {

struct DeckCommandOptions {
  DeckKitRequest request;
  std::string paper = "a4";
  CLI::Option* paper_option = nullptr;
  CardPrintArgs print;
  std::string out;
};

int run_deck(DeckCommandOptions& o) {
  DeckKitRequest& r = o.request;
  r.print.paper = *parse_paper(o.paper);
  apply_card_print_options(o.print, &r.print);
  warn_unused_print_options(r.print, o.paper_option->count() > 0, std::cerr);
  r.out_dir = o.out;
  ProgressBar progress(stderr, stderr_progress_style(Verbosity::kNormal));
  const DeckKit kit = make_deck_kit(r, &progress);
  for (const auto& w : kit.warnings) std::cerr << w.to_string() << "\n";
  std::cout << deck_kit_summary(kit);
  if (!kit.pdf.images.empty()) {
    std::cout << "  wrote " << kit.pdf.images.size() << " card images to "
              << kit.pdf.images.front().parent_path().string() << "\n";
  }
  return 0;
}

}  // namespace

void add_deck_command(CLI::App& app, Action* action) {
  auto o = std::make_shared<DeckCommandOptions>();
  CLI::App* deck = app.add_subcommand(
      "deck", "Make the card deck: DIR/cards.pdf (print-ready, with backs) and DIR/layout.json");
  add_theme_argument(deck, &o->request.theme, "Theme folder or shipped theme name (e.g. party)");
  deck->add_option("--order", o->request.order,
                   "Order n of the plane (n+1 symbols per card); default: the largest the "
                   "theme's symbols allow");
  deck->add_option("--cards", o->request.cards, "Keep only this many cards (default: all)");
  deck->add_option("--seed", o->request.seed, "Seed for the deck order and the layout")
      ->transform(seed_value())
      ->capture_default_str();
  deck->add_option("--out,-o", o->out, "Output folder (default: output/<theme>)");
  o->paper_option = add_paper_option(deck, &o->paper);
  add_card_print_options(deck, &o->print);
  deck->add_option("--threads", o->request.threads, "Layout threads (default: one per core)")
      ->check(CLI::Range(1, 256));
  deck->footer(
      "Examples:\n"
      "  spotforge deck party                          57 cards, 6 to an A4 page, backs for "
      "long-edge duplex\n"
      "  spotforge deck party --paper letter --duplex short --cards 55\n"
      "  spotforge deck themes/my-photos --order 5 --duplex-test   31 cards and a printer offset "
      "test");
  deck->callback([o, action] { *action = [o] { return run_deck(*o); }; });
}

}  // namespace spotforge::cli
