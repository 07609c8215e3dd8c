// The theme the studio edits, kept as theme.yaml's own tree (yaml-cpp) so that keys the page
// doesn't show (fonts, credits, spotlight:, a symbol's colour or role) stay as the user wrote
// them. The page sees and sends a few plain fields as JSON; the tree is written back as
// theme.yaml text, which the theme loader then checks like any other.
#pragma once

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace spotforge::studio {

// FOLDER/theme.yaml as a tree; when there is none, the theme `spotforge init` would write for
// the pictures in the folder (none yet: an empty symbol list). Throws InputError naming the
// file and line when theme.yaml is not YAML.
YAML::Node starting_theme(const std::filesystem::path& folder);

// What the page edits: {title, languages, set, symbols: [{id, file|icon|text, role ("" or
// "mascot"), names: {lang: name}}], characters: [the ids of the deck symbols that are also
// Spotlight characters, each copied into spotlight.characters with its picture and names],
// card: {shape, diameter, width, height, corner_radius, border_width, border_color,
// back_color, back_text}, layout: {rotation, min_gap, size_variety}}; lengths as written
// ("87mm"), "" for what the theme leaves out.
nlohmann::json theme_fields(const YAML::Node& theme);

// A copy of `theme` with the page's fields applied (the fields given; others unchanged).
// Symbols are matched by id, so a symbol's other keys survive a rename or a move. An empty
// string removes the key (the theme's default applies). Throws InputError when the fields are
// not shaped as above.
YAML::Node with_fields(const YAML::Node& theme, const nlohmann::json& fields);

// The tree as theme.yaml text (block style, one key a line).
std::string theme_text(const YAML::Node& theme);

// Which page field each line of theme_text's output holds: "title", "symbols/3",
// "symbols/3/name/it", "card/diameter", "card/border/width", "layout/rotation".
struct FieldPlace {
  int line = 0;  // 1-based, as diagnostics count
  std::string field;
};
std::vector<FieldPlace> field_places(const std::string& yaml);

// The most specific field on `line`; "" when none is there.
std::string field_at(const std::vector<FieldPlace>& places, int line);

}  // namespace spotforge::studio
