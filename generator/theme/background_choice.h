// The background: key (top level and per symbol): what happens to the background of an
// opaque picture (a JPEG, a PNG without alpha).
#pragma once

#include <optional>

#include "theme/yaml_fields.h"

namespace spotforge {

// "knockout" (the default: the near-white or border colour reaching the edge is cut away)
// -> false, "keep" (the whole rectangle is printed) -> true; an error at the value otherwise.
std::optional<bool> read_background_choice(YamlFields& yaml, const YamlField& field);

}  // namespace spotforge
