// The bash completion script, made from the same CLI11 definitions as --help and the manual,
// so completing a command or an option can't drift from the program
// (`spotforge manual --format bash > completions/spotforge.bash`).
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace spotforge::cli {

// `shipped_themes` are offered where a command takes a theme, beside folder names.
std::string bash_completion(const CLI::App& app, const std::vector<std::string>& shipped_themes);

// The values an option accepts when its check is a fixed set ("{a4,letter}" in its type name),
// else empty.
std::vector<std::string> option_choices(const CLI::Option& option);

}  // namespace spotforge::cli
