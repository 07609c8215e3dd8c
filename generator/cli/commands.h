// The spotforge subcommands. Each add_*_command registers its CLI11 subcommand on `app`; when
// that subcommand is the one chosen, parsing stores what to run in *action. The action returns
// the exit code (0 success); bad input is reported by throwing InputError (exit 1).
#pragma once

#include <CLI/CLI.hpp>

#include <functional>

namespace spotforge::cli {

using Action = std::function<int()>;

void add_plane_command(CLI::App& app, Action* action);
void add_theme_command(CLI::App& app, Action* action);
void add_rules_command(CLI::App& app, Action* action);
void add_deck_command(CLI::App& app, Action* action);
void add_spotlight_command(CLI::App& app, Action* action);
void add_build_command(CLI::App& app, Action* action);
void add_manual_command(CLI::App& app, Action* action);
void add_init_command(CLI::App& app, Action* action);
void add_studio_command(CLI::App& app, Action* action);

}  // namespace spotforge::cli
