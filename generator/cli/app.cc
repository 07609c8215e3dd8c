#include "cli/app.h"

#include <cstdio>
#include <exception>
#include <iostream>

#include "base/diagnostic.h"
#include "cli/commands.h"

namespace spotforge::cli {

int run(int argc, char** argv) {
  CLI::App app{"spotforge: turns a theme of symbol pictures into a print-and-play kit",
               "spotforge"};
  app.set_version_flag("--version", std::string("spotforge ") + SPOTFORGE_VERSION);
  app.require_subcommand(1);
  app.footer("Run 'spotforge COMMAND --help' for the options of a command.");

  Action action;
  add_init_command(app, &action);
  add_studio_command(app, &action);
  add_build_command(app, &action);
  add_plane_command(app, &action);
  add_theme_command(app, &action);
  add_deck_command(app, &action);
  add_rules_command(app, &action);
  add_spotlight_command(app, &action);
  add_manual_command(app, &action);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
    std::cerr << "spotforge: " << e.what() << "\n"
              << "Run 'spotforge --help' for usage.\n";
    return 2;
  }
  try {
    return action ? action() : 0;
  } catch (const InputError& e) {
    for (const auto& d : e.diagnostics()) std::cerr << d.to_string() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "spotforge: error: " << e.what() << "\n";
    return 1;
  } catch (...) {
    std::cerr << "spotforge: error: an unexpected failure (please report it)\n";
    return 1;
  }
}

}  // namespace spotforge::cli
