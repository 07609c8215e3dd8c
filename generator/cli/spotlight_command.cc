// `spotforge spotlight THEME [--boards 5] [--search-cards N] [--paper a4|letter|a3]
// [--night screen|film|paper] [--seed N] [--out DIR]`: the Spotlight kit, verified before anything is
// written.
#include <iostream>
#include <optional>

#include "base/diagnostic.h"
#include "cli/commands.h"
#include "cli/theme_argument.h"
#include "cli/night_option.h"
#include "cli/paper_option.h"
#include "cli/progress_bar.h"
#include "cli/seed_option.h"
#include "design/shuffle.h"
#include "kit/spotlight/search_cards.h"
#include "kit/spotlight/spotlight_kit.h"
#include "theme/loader.h"

namespace spotforge::cli {

namespace {

struct SpotlightArgs {
  std::string theme;
  int boards = 5;
  std::optional<int> search_cards;  // default: one per character, at most 60
  std::string paper = "a4";
  std::string night;
  std::uint64_t seed = kDefaultSeed;
  std::string out;
};

int run_spotlight(const SpotlightArgs& args) {
  SpotlightOptions options;
  options.boards = args.boards;
  options.seed = args.seed;
  std::string error;
  const auto paper = parse_paper(args.paper, &error);
  if (!paper) throw InputError("--paper " + args.paper + ": " + error);
  options.paper = *paper;
  options.night = night_mode_from(args.night);
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme(find_theme_folder(args.theme), &warnings);
  for (const auto& w : warnings) std::cerr << w.to_string() << "\n";
  // Before any art is loaded; a theme without spotlight: is refused by build_spotlight.
  options.cards = search_card_count(theme, args.search_cards);
  ProgressBar progress(stderr, stderr_progress_style(Verbosity::kNormal));
  const SpotlightKit kit = build_spotlight(theme, options, &progress);
  const std::filesystem::path out = args.out.empty() ? std::filesystem::path("output") / theme.id
                                                     : std::filesystem::path(args.out);
  const SpotlightFiles files = write_spotlight(kit, options, out);
  std::cout << spotlight_summary(kit, options);
  std::cout << "Wrote " << (out / "boards.pdf").string() << " (" << files.boards_bytes / 1024
            << " KB), " << (out / "search-cards.pdf").string() << " (" << files.cards_bytes / 1024
            << " KB), " << (out / "spotlight-components.pdf").string() << " ("
            << files.components_bytes / 1024 << " KB), " << (out / "solutions.json").string()
            << " (" << files.solutions_bytes / 1024 << " KB)";
  if (files.html_bytes > 0) {
    std::cout << ", " << (out / "boards.html").string() << " (" << files.html_bytes / 1024
              << " KB)";
  }
  std::cout << "\n";
  return 0;
}

}  // namespace

void add_spotlight_command(CLI::App& app, Action* action) {
  CLI::App* cmd = app.add_subcommand(
      "spotlight",
      "Build the Spotlight kit: boards, search cards, components and solutions, verified");
  auto args = std::make_shared<SpotlightArgs>();
  add_theme_argument(cmd, &args->theme,
                     "A theme folder with a spotlight: section, or a shipped theme");
  cmd->add_option("--boards", args->boards, "Number of boards (1-5)")
      ->check(CLI::Range(1, 5))
      ->capture_default_str();
  cmd->add_option("--search-cards", args->search_cards,
                  "Number of search cards, one character each (default: one per character of "
                  "the theme's spotlight: section, at most 60)");
  add_paper_option(cmd, &args->paper);
  add_night_option(cmd, &args->night);
  cmd->add_option("--seed", args->seed, "Seed for the boards and the search cards")
      ->transform(seed_value())
      ->capture_default_str();
  cmd->add_option("--out,-o", args->out, "Output folder (default: output/<theme>)");
  cmd->footer(
      "Examples:\n"
      "  spotforge spotlight party                     5 boards, 60 search cards, A4\n"
      "  spotforge spotlight party --search-cards 30   a shorter game\n"
      "  spotforge spotlight party --night film --paper a3 --seed 7\n"
      "  spotforge spotlight party --night paper      boards in full view, no flashlights");
  cmd->callback([action, args] { *action = [args] { return run_spotlight(*args); }; });
}

}  // namespace spotforge::cli
