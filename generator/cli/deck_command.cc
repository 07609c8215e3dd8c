// `spotforge deck THEME`: the card deck as a print-ready PDF (cards.pdf) and its layout
// manifest (layout.json), with a short summary.
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "base/diagnostic.h"
#include "cli/commands.h"
#include "cli/progress_bar.h"
#include "kit/deck_kit.h"
#include "print/paper.h"

namespace spotforge::cli {
namespace {

struct DeckCommandOptions {
  DeckKitRequest request;
  std::string paper = "a4";
  std::string sheet;
  std::string duplex = "long";
  std::string back_offset = "0,0";
  std::string cut_guides = "under";
  bool centre_cross = false;
  bool no_card_numbers = false;
  std::string out;
};

// "DX,DY" in millimetres, e.g. "1.5,-0.5".
bool parse_offset(const std::string& text, double* dx, double* dy) {
  char tail = 0;
  return std::sscanf(text.c_str(), "%lf,%lf%c", dx, dy, &tail) == 2 && std::abs(*dx) <= 20 &&
         std::abs(*dy) <= 20;
}

int run_deck(DeckCommandOptions& o) {
  DeckKitRequest& r = o.request;
  r.print.paper = *parse_paper(o.paper);
  if (!o.sheet.empty()) r.print.sheet_template = o.sheet;
  r.print.duplex = *parse_duplex_mode(o.duplex);
  parse_offset(o.back_offset, &r.print.back_offset_x_mm, &r.print.back_offset_y_mm);
  r.print.cut_guides.trim_line = *parse_trim_line(o.cut_guides);
  r.print.cut_guides.centre_cross = o.centre_cross;
  r.print.card_numbers = !o.no_card_numbers;
  r.out_dir = o.out;
  ProgressBar progress(stderr, stderr_progress_style(Verbosity::kNormal));
  const DeckKit kit = make_deck_kit(r, &progress);
  for (const auto& w : kit.warnings) std::cerr << w.to_string() << "\n";
  std::cout << deck_kit_summary(kit);
  return 0;
}

}  // namespace

void add_deck_command(CLI::App& app, Action* action) {
  auto o = std::make_shared<DeckCommandOptions>();
  CLI::App* deck = app.add_subcommand(
      "deck", "Make the card deck: DIR/cards.pdf (print-ready, with backs) and DIR/layout.json");
  deck->add_option("theme", o->request.theme, "Theme folder or shipped theme name (e.g. party)")
      ->required();
  deck->add_option("--order", o->request.order,
                   "Order n of the plane (n+1 symbols per card); default: the largest the "
                   "theme's symbols allow");
  deck->add_option("--cards", o->request.cards, "Keep only this many cards (default: all)");
  deck->add_option("--seed", o->request.seed, "Seed for the deck order and the layout")
      ->capture_default_str();
  deck->add_option("--out", o->out, "Output folder (default: output/<theme>)");
  deck->add_option("--paper", o->paper, "Paper: a4, letter, a3 or WxH with units (210mmx148mm)")
      ->check([](const std::string& v) {
        std::string why;
        return parse_paper(v, &why) ? std::string() : why;
      })
      ->capture_default_str();
  deck->add_option("--sheet", o->sheet,
                   "A sheet template (templates/sheets/*.yaml) instead of the computed layout");
  deck->add_option("--duplex", o->duplex,
                   "Backs: long (flip on long edge), short, fold (side by side) or none")
      ->check(CLI::IsMember({"long", "short", "fold", "none"}))
      ->capture_default_str();
  deck->add_option("--back-offset", o->back_offset,
                   "Shift the backs by DX,DY mm to correct your printer (see --duplex-test)")
      ->check([](const std::string& v) {
        double dx, dy;
        return parse_offset(v, &dx, &dy)
                   ? std::string()
                   : "'" + v +
                         "' is not an offset; expected DX,DY in mm, e.g. 1.5,-0.5 "
                         "(each at most 20)";
      })
      ->capture_default_str();
  deck->add_flag("--duplex-test", o->request.print.duplex_test,
                 "Add two pages that measure your printer's front/back offset");
  deck->add_option("--cut-guides", o->cut_guides,
                   "The cut line at each card's trim: none, under the art, or over it")
      ->check(CLI::IsMember({"none", "under", "over"}))
      ->capture_default_str();
  deck->add_flag("--centre-cross", o->centre_cross, "Mark each card's centre (compass cutters)");
  deck->add_flag("--no-card-numbers", o->no_card_numbers, "Leave out the tiny card numbers");
  deck->add_option("--threads", o->request.threads, "Layout threads (default: one per core)");
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
