#include "theme/icon_set_index.h"

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

namespace spotforge {

namespace fs = std::filesystem;

fs::path iconify_dir() {
  if (const char* env = std::getenv("SPOTFORGE_ICONIFY_DIR"); env && *env) return env;
  return SPOTFORGE_ICONIFY_DIR;
}

// iconify_set_path is defined once, in art/iconify.cc (same rule: the run-time variable, then
// the build default); defining it here too broke the link once theme and art were merged.

namespace {

// Follows plain renames down to the icon they draw; stops at an alias that transforms its
// parent (it draws a different picture) or at a broken or cyclic chain.
std::string picture_of(const std::string& name, const nlohmann::json& aliases) {
  std::string current = name;
  for (int hops = 0; hops < 32; ++hops) {
    auto it = aliases.find(current);
    if (it == aliases.end() || !it->is_object()) return current;
    const auto& alias = *it;
    if (alias.size() != 1 || !alias.contains("parent") || !alias["parent"].is_string()) {
      return current;
    }
    current = alias["parent"].get<std::string>();
  }
  return current;
}

}  // namespace

std::optional<IconSetIndex> read_icon_set_index(const fs::path& icons_json, std::string* error) {
  std::ifstream in(icons_json, std::ios::binary);
  if (!in) {
    *error = "cannot read '" + icons_json.string() + "'";
    return std::nullopt;
  }
  // Whole file into memory first: nlohmann parses a string several times faster than a stream.
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  nlohmann::json set = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (set.is_discarded() || !set.is_object() || !set.contains("icons") ||
      !set["icons"].is_object()) {
    *error = "'" + icons_json.string() +
             "' is not an Iconify JSON icon set; expected an object with \"prefix\" and \"icons\"";
    return std::nullopt;
  }
  IconSetIndex index;
  if (set.contains("prefix") && set["prefix"].is_string()) index.prefix = set["prefix"];
  static const nlohmann::json kNoAliases = nlohmann::json::object();
  const nlohmann::json& aliases =
      set.contains("aliases") && set["aliases"].is_object() ? set["aliases"] : kNoAliases;
  for (const auto& [name, icon] : set["icons"].items()) index.picture_of[name] = name;
  for (const auto& [name, alias] : aliases.items()) {
    // An alias whose chain ends nowhere draws nothing: leave it out.
    std::string target = picture_of(name, aliases);
    if (set["icons"].contains(target) || aliases.contains(target)) index.picture_of[name] = target;
  }
  for (const auto& [name, target] : index.picture_of) index.names.push_back(name);
  return index;
}

}  // namespace spotforge
