// The check every --seed option shares.
#pragma once

#include <CLI/CLI.hpp>

namespace spotforge::cli {

// A seed is a decimal number from 0 to 18446744073709551615. CLI11 2.1 reads an unsigned
// option with strtoull in base 0 and no range check, so "-1" became 18446744073709551615, a
// too-long number the largest one and "010" octal 8, all without a word.
CLI::Validator seed_value();

}  // namespace spotforge::cli
