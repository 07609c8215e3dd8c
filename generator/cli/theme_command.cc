// `spotforge theme check THEME`: validates a theme folder and prints what it holds.
#include <iostream>

#include "base/diagnostic.h"
#include "cli/commands.h"
#include "theme/loader.h"
#include "theme/summary.h"
#include "theme/theme_art.h"

namespace spotforge::cli {

void add_theme_command(CLI::App& app, Action* action) {
  CLI::App* theme = app.add_subcommand("theme", "Work with themes");
  theme->require_subcommand(1);
  CLI::App* check = theme->add_subcommand(
      "check", "Validate a theme and print its summary (symbols, languages, deck sizes)");
  auto argument = std::make_shared<std::string>();
  check->add_option("THEME", *argument, "A theme folder, or the name of a shipped theme (party)")
      ->required();
  check->footer(
      "Examples:\n"
      "  spotforge theme check party\n"
      "  spotforge theme check themes/my-photos      every problem at its line and column");
  check->callback([action, argument] {
    *action = [argument] {
      std::vector<Diagnostic> warnings;
      const ThemeArt loaded = load_theme_with_art(find_theme_folder(*argument), &warnings);
      for (const auto& w : warnings) std::cerr << w.to_string() << "\n";
      std::cout << theme_summary(loaded.theme);
      return 0;
    };
  });
}

}  // namespace spotforge::cli
