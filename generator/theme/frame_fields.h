// The frame: key (top level and per symbol) and the focus: key (per symbol) of theme.yaml:
// how a photo is framed and where its crop is centred (issue 26.3).
#pragma once

#include <optional>

#include "art/photo_frame_shape.h"
#include "theme/yaml_fields.h"

namespace spotforge {

// "circle", "rounded", "rectangle" or "none"; an error at the value naming those otherwise.
std::optional<PhotoFrame> read_frame_choice(YamlFields& yaml, const YamlField& field);

// [x, y], two numbers from 0 to 1 (fractions of the picture's width and height from its top
// left corner); an error at the value saying so otherwise.
std::optional<FocusPoint> read_focus(YamlFields& yaml, const YamlField& field);

}  // namespace spotforge
