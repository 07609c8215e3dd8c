#include "cli/seed_option.h"

#include <cerrno>
#include <cstdlib>
#include <string>

namespace spotforge::cli {

CLI::Validator seed_value() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const std::string expected =
            "expected a whole number from 0 to 18446744073709551615, e.g. --seed 7";
        if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) {
          return "--seed " + text + " is not a decimal number; " + expected;
        }
        errno = 0;
        std::strtoull(text.c_str(), nullptr, 10);
        if (errno == ERANGE) return "--seed " + text + " is too large; " + expected;
        // Leading zeros would read as octal: pass the number on in plain decimal.
        const size_t first = text.find_first_not_of('0');
        text = first == std::string::npos ? "0" : text.substr(first);
        return "";
      },
      "");  // no extra text in --help
}

}  // namespace spotforge::cli
