#include "theme/background_choice.h"

namespace spotforge {

std::optional<bool> read_background_choice(YamlFields& yaml, const YamlField& field) {
  auto choice = yaml.choice(field, {"knockout", "keep"});
  if (!choice) return std::nullopt;
  return *choice == "keep";
}

}  // namespace spotforge
