// The credits: key of theme.yaml: a list of credits as data ({what: pictures, source: Fluent
// Emoji Flat, by: Microsoft, licence: MIT}), which each rulebook prints in its own language.
#pragma once

#include <optional>
#include <vector>

#include "theme/theme.h"
#include "theme/yaml_fields.h"

namespace spotforge {

// The kinds of credit a language pack has a word for (its credits_<what> strings).
const std::vector<std::string>& credit_kinds();

// Reads credits: (one item or a list). An item is a mapping with what: and at least one of
// source:/by:; a line of free text (the old form) is kept as written with a warning naming
// its line and the new form, or converted when it is the default art's or fonts' line.
std::optional<std::vector<Credit>> read_credits(YamlFields& yaml, const YamlField& field);

}  // namespace spotforge
