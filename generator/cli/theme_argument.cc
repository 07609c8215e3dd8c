#include "cli/theme_argument.h"

#include <filesystem>
#include <system_error>

namespace spotforge::cli {

CLI::Option* add_theme_argument(CLI::App* command, std::string* theme, const std::string& help) {
  CLI::Option* option = command->add_option(
      "THEME", *theme, help + "; default: the current folder, when it holds theme.yaml");
  command->parse_complete_callback([theme] {
    if (!theme->empty()) return;
    std::error_code ec;
    // symlink_status: a theme.yaml of any kind counts (load_theme says what is wrong with it).
    if (std::filesystem::exists(std::filesystem::symlink_status("theme.yaml", ec))) {
      *theme = ".";
      return;
    }
    throw CLI::ValidationError(
        "THEME",
        "missing: name a theme folder or a theme (e.g. party), or run this in a "
        "folder that holds theme.yaml");
  });
  return option;
}

}  // namespace spotforge::cli
