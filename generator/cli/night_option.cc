#include "cli/night_option.h"

#include "base/diagnostic.h"

namespace spotforge::cli {

CLI::Option* add_night_option(CLI::App* command, std::string* night) {
  *night = night_mode_name(kDefaultNightMode);
  return command
      ->add_option("--night", *night,
                   "How Spotlight's night is played: screen (boards.html, a phone or tablet per "
                   "player), film (mirrored on transparency film over black card, paper "
                   "flashlights) or paper (boards in full view, no flashlights)")
      // The values in braces, as CLI11 writes a fixed set: the bash completion offers them.
      ->type_name(std::string("{") + night_mode_name(NightMode::kScreen) + "," +
                  night_mode_name(NightMode::kFilm) + "," + night_mode_name(NightMode::kPaper) +
                  "}")
      ->capture_default_str();
}

NightMode night_mode_from(const std::string& night) {
  const auto mode = parse_night_mode(night);
  if (!mode) {
    throw InputError("--night " + night +
                     ": unknown night mode; expected screen, film or paper (e.g. --night film)");
  }
  return *mode;
}

}  // namespace spotforge::cli
