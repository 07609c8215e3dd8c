// The --paper option, one definition for every command that prints pages, so the accepted
// values and the help text are the same in build, deck, rules and spotlight.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

namespace spotforge::cli {

// Adds `--paper` (a4, letter, a3 or WxH with units) to `command`, storing the text in *paper;
// a value parse_paper refuses is a usage error naming the accepted forms.
CLI::Option* add_paper_option(CLI::App* command, std::string* paper);

}  // namespace spotforge::cli
