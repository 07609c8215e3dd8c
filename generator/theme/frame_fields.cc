#include "theme/frame_fields.h"

namespace spotforge {

std::optional<PhotoFrame> read_frame_choice(YamlFields& yaml, const YamlField& field) {
  auto choice = yaml.choice(field, {"circle", "rounded", "rectangle", "none"});
  if (!choice) return std::nullopt;
  if (*choice == "circle") return PhotoFrame::kCircle;
  if (*choice == "rounded") return PhotoFrame::kRounded;
  if (*choice == "rectangle") return PhotoFrame::kRectangle;
  return PhotoFrame::kNone;
}

std::optional<FocusPoint> read_focus(YamlFields& yaml, const YamlField& field) {
  const std::string expected =
      "[x, y], two numbers from 0 to 1 (0.5 the middle; x from the left edge, y from the top), "
      "e.g. focus: [0.5, 0.3]";
  if (!field.value.IsSequence() || field.value.size() != 2) {
    yaml.error(YamlFields::place(field),
               field.path + " is " + describe_node(field.value) + "; expected " + expected);
    return std::nullopt;
  }
  double xy[2] = {0, 0};
  for (size_t i = 0; i < 2; ++i) {
    const YAML::Node n = field.value[i];
    const bool number = n.IsScalar() && YAML::convert<double>::decode(n, xy[i]);
    if (!number || !(xy[i] >= 0 && xy[i] <= 1)) {  // also refuses .nan
      yaml.error(n.Mark(), field.path + (i ? " y" : " x") + " is '" +
                               (n.IsScalar() ? n.Scalar() : describe_node(n)) + "'; expected " +
                               expected);
      return std::nullopt;
    }
  }
  return FocusPoint{xy[0], xy[1]};
}

}  // namespace spotforge
