// The THEME argument of build, deck, rules, spotlight and theme check: a theme folder or a
// theme's name, and, when left out, the current folder if it holds a theme.yaml (a user
// working inside their theme folder types `spotforge build`).
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace spotforge::cli {

// Adds THEME to `command`, optional: when it is not given, *theme becomes "." if ./theme.yaml
// exists; otherwise parsing fails (exit 2) saying to name a theme or run in a theme folder.
CLI::Option* add_theme_argument(CLI::App* command, std::string* theme, const std::string& help);

}  // namespace spotforge::cli
