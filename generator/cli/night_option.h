// The --night option of `build` and `spotlight`: how the Spotlight kit plays the night (film,
// screen or paper; kit/spotlight/night_mode.h), one definition so both commands accept the same values.
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "kit/spotlight/night_mode.h"

namespace spotforge::cli {

// Adds `--night` to `command`, storing the text in *night (default: the default mode's name).
CLI::Option* add_night_option(CLI::App* command, std::string* night);

// The mode for the option's text; anything else is an InputError naming the accepted values
// (exit code 1, like the other bad values of a kit).
NightMode night_mode_from(const std::string& night);

}  // namespace spotforge::cli
