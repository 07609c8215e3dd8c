// `spotforge build THEME`: the whole kit in one folder, with progress on stderr and a table of
// what was written on stdout.
#include <iostream>

#include "base/languages.h"
#include <memory>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "cli/card_print_options.h"
#include "cli/commands.h"
#include "cli/theme_argument.h"
#include "cli/night_option.h"
#include "cli/paper_option.h"
#include "cli/progress_bar.h"
#include "cli/seed_option.h"
#include "kit/kit_build.h"
#include "print/paper.h"

namespace spotforge::cli {
namespace {

struct BuildOptions {
  KitBuildRequest request;
  std::string paper = "a4";
  CLI::Option* paper_option = nullptr;
  CardPrintArgs print;
  std::string night;
  bool no_previews = false;
  bool quiet = false;
  bool verbose = false;
};

int run_build(BuildOptions& o) {
  KitBuildRequest& r = o.request;
  r.paper = *parse_paper(o.paper);
  apply_card_print_options(o.print, &r.print);
  r.previews = !o.no_previews;
  r.night = night_mode_from(o.night);
  const Verbosity verbosity =
      o.quiet ? Verbosity::kQuiet : (o.verbose ? Verbosity::kVerbose : Verbosity::kNormal);
  if (verbosity != Verbosity::kQuiet) {
    DeckPrintOptions deck_print = r.print;
    deck_print.paper = *r.paper;
    warn_unused_print_options(deck_print, o.paper_option->count() > 0, std::cerr);
  }
  ProgressBar progress(stderr, stderr_progress_style(verbosity));
  const KitBuildReport report = build_kit(r, &progress);
  for (const Diagnostic& w : report.warnings) {
    if (verbosity != Verbosity::kQuiet) std::cerr << w.to_string() << "\n";
  }
  if (verbosity == Verbosity::kVerbose) {
    for (const std::string& detail : report.details) std::cout << detail << "\n";
  }
  if (verbosity != Verbosity::kQuiet) std::cout << describe_build(report);
  return 0;
}

}  // namespace

void add_build_command(CLI::App& app, Action* action) {
  auto o = std::make_shared<BuildOptions>();
  CLI::App* build = app.add_subcommand(
      "build",
      "Make the whole kit: the deck, the rulebooks in every language, the Spotlight kit, the "
      "party components, layout.json, solutions.json and PNG previews, verified");
  add_theme_argument(build, &o->request.theme, "Theme folder or shipped theme name (e.g. party)");
  build->add_option("--out,-o", o->request.out_dir, "Output folder (default: output/<theme>)");
  o->paper_option = add_paper_option(build, &o->paper);
  build
      ->add_option("--lang,-l", o->request.languages,
                   "Rulebook languages, e.g. en,pl (default: every language of the theme)")
      ->delimiter(',')
      ->check(CLI::IsMember(available_languages()));
  build->add_option("--seed", o->request.seed, "Seed for the deck order, layout and boards")
      ->transform(seed_value())
      ->capture_default_str();
  build->add_option("--order", o->request.order,
                    "Order n of the plane (n+1 symbols per card); default: the largest the "
                    "theme's symbols allow");
  build->add_option("--cards", o->request.cards, "Keep only this many cards (default: all)");
  build->add_option("--search-cards", o->request.search_cards,
                    "Spotlight search cards, one character each (default: one per character of "
                    "the theme's spotlight: section, at most 60)");
  add_card_print_options(build, &o->print);
  add_night_option(build, &o->night);
  build->add_option("--holders", o->request.holders, "Party card holders to print (0-8)")
      ->check(CLI::Range(0, 8))
      ->capture_default_str();
  build->add_flag("--no-previews", o->no_previews, "Don't render the PNG previews");
  build->add_option("--threads", o->request.threads, "Threads (default: one per core)")
      ->check(CLI::Range(1, 256));
  CLI::Option* quiet = build->add_flag("--quiet,-q", o->quiet, "Print nothing but errors");
  build
      ->add_flag("--verbose,-v", o->verbose,
                 "Also print the layout metrics and the Spotlight counts")
      ->excludes(quiet);
  build->footer(
      "Examples:\n"
      "  spotforge build party                      the default kit into output/party/\n"
      "  spotforge build themes/my-photos --lang pl --paper letter --out ~/print\n"
      "  spotforge build party --order 5 --cards 30 --holders 4   a smaller deck\n"
      "Progress goes to stderr (a bar on a terminal, a line per phase otherwise; NO_COLOR is\n"
      "respected), the table of files to stdout. Nothing is replaced until everything is\n"
      "written and verified; Ctrl-C leaves the folder as it was. The summary names the\n"
      "pictures no card shows and why; a PNG or JPEG with under 150 pixels per inch at the\n"
      "widest the layout prints it gets a warning with its pixels and that size.");
  build->callback([o, action] { *action = [o] { return run_build(*o); }; });
}

}  // namespace spotforge::cli
