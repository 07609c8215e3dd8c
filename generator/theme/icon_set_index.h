// Which icons an Iconify JSON set holds, so the loader can check every `icon:` name (and
// suggest the nearest one) before anything is drawn. Drawing the icons is art's job.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace spotforge {

struct IconSetIndex {
  std::string prefix;  // the set's own name, e.g. "fluent-emoji-flat"
  // Every icon and alias name -> the name of the picture it draws: an alias that only renames
  // (no flip, no rotation) draws its parent's picture, so two symbols naming the icon and
  // its plain alias would show the same picture twice.
  std::map<std::string, std::string> picture_of;
  std::vector<std::string> names;  // every name, sorted, for "did you mean"
};

// Where the set named `set` lives: <dir>/<set>/icons.json, where dir is the environment variable
// SPOTFORGE_ICONIFY_DIR when set, else the folder the set-up script installs into.
std::filesystem::path iconify_set_path(const std::string& set);

// The folder searched by iconify_set_path (for messages).
std::filesystem::path iconify_dir();

// Reads an icons.json. nullopt with a sentence in *error when the file cannot be read or is
// not an Iconify JSON set.
std::optional<IconSetIndex> read_icon_set_index(const std::filesystem::path& icons_json,
                                                std::string* error);

}  // namespace spotforge
