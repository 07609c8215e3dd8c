#include "art/iconify.h"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "art/art_error.h"
#include "base/data_dir.h"
#include "art/edit_distance.h"

namespace spotforge {

// Reads the JSON into an IconSet; a friend so IconSet's maps stay private.
struct IconSetParser {
  static void parse(IconSet& set, const nlohmann::json& j);
};

namespace {

using nlohmann::json;

// Aliases may chain; a longer chain than this is a loop.
constexpr size_t kMaxAliasDepth = 32;

double number_or(const json& j, const char* key, double fallback) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : fallback;
}

bool bool_or(const json& j, const char* key, bool fallback) {
  auto it = j.find(key);
  return it != j.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

int quarter_turns(const json& j) {
  // Reduced while still a double: a huge rotate (1e101) does not fit an int.
  const double r = std::fmod(std::trunc(number_or(j, "rotate", 0)), 4.0);
  const int turns = std::isfinite(r) ? static_cast<int>(r) : 0;
  return ((turns % 4) + 4) % 4;
}

// Shortest text for an SVG number ("32", "1.5").
std::string svg_number(double v) {
  if (std::abs(v) < 1e-9) v = 0;
  std::ostringstream out;
  out.precision(10);
  out << v;
  return out.str();
}

}  // namespace

void IconSetParser::parse(IconSet& set, const json& j) {
  set.prefix_ = j.value("prefix", "");
  IconifyIcon defaults;
  defaults.left = number_or(j, "left", 0);
  defaults.top = number_or(j, "top", 0);
  defaults.width = number_or(j, "width", 16);
  defaults.height = number_or(j, "height", 16);
  for (const auto& [name, icon] : j.at("icons").items()) {
    if (!icon.is_object() || !icon.contains("body") || !icon["body"].is_string()) continue;
    IconifyIcon out = defaults;
    out.body = icon["body"].get<std::string>();
    out.left = number_or(icon, "left", defaults.left);
    out.top = number_or(icon, "top", defaults.top);
    out.width = number_or(icon, "width", defaults.width);
    out.height = number_or(icon, "height", defaults.height);
    out.h_flip = bool_or(icon, "hFlip", false);
    out.v_flip = bool_or(icon, "vFlip", false);
    out.rotate = quarter_turns(icon);
    set.icons_.emplace(name, std::move(out));
  }
  if (auto it = j.find("aliases"); it != j.end() && it->is_object()) {
    for (const auto& [name, alias] : it->items()) {
      if (!alias.is_object() || !alias.contains("parent") || !alias["parent"].is_string()) continue;
      IconSet::Alias out;
      out.parent = alias["parent"].get<std::string>();
      out.h_flip = bool_or(alias, "hFlip", false);
      out.v_flip = bool_or(alias, "vFlip", false);
      out.rotate = quarter_turns(alias);
      out.box_overrides = alias;
      set.aliases_.emplace(name, std::move(out));
    }
  }
}

std::shared_ptr<const IconSet> IconSet::open(const std::filesystem::path& icons_json) {
  static std::mutex mutex;
  static std::map<std::filesystem::path, std::shared_ptr<const IconSet>> cache;
  std::error_code ec;
  auto key = std::filesystem::weakly_canonical(icons_json, ec);
  if (ec) key = icons_json;
  std::lock_guard lock(mutex);
  if (auto it = cache.find(key); it != cache.end()) return it->second;

  std::error_code size_error;
  const auto size = std::filesystem::file_size(icons_json, size_error);
  if (!size_error && size > kMaxIconSetBytes) {
    throw ArtError(icons_json.string(), "the icon set is " + std::to_string(size) +
                                            " bytes; expected an Iconify "
                                            "icons.json of at most " +
                                            std::to_string(kMaxIconSetBytes >> 20) + " MB");
  }
  std::ifstream in(icons_json, std::ios::binary);
  if (!in) {
    throw ArtError(icons_json.string(),
                   "can't read the Iconify icon set; expected an icons.json file (run "
                   "scripts/setup.sh to install the default set)");
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto set = from_json(text, icons_json);
  cache.emplace(key, set);
  return set;
}

std::shared_ptr<const IconSet> IconSet::from_json(const std::string& text,
                                                  const std::filesystem::path& file) {
  auto set = std::make_shared<IconSet>();
  set->file_ = file;
  try {
    json j = json::parse(text);
    if (!j.is_object() || !j.contains("icons") || !j["icons"].is_object()) {
      throw ArtError(file.string(),
                     "not an Iconify icon set; expected a JSON object with an \"icons\" object");
    }
    IconSetParser::parse(*set, j);
  } catch (const json::exception& e) {
    throw ArtError(file.string(), std::string("the icon set is not valid JSON (") + e.what() +
                                      "); expected an Iconify icons.json");
  }
  return set;
}

bool IconSet::contains(const std::string& name) const {
  return icons_.count(name) > 0 || aliases_.count(name) > 0;
}

IconifyIcon IconSet::resolve(const std::string& name) const {
  // Walk the alias chain up to the icon, collecting the aliases' transforms: flips combine by
  // exclusive or, quarter turns add up (the Iconify rules for alias chains).
  bool h_flip = false, v_flip = false;
  int rotate = 0;
  std::vector<const Alias*> chain;
  std::string current = name;
  for (size_t depth = 0;; ++depth) {
    if (auto icon = icons_.find(current); icon != icons_.end()) {
      IconifyIcon out = icon->second;
      // The nearest alias that sets a box value wins over the parent's.
      for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const json& o = (*it)->box_overrides;
        out.left = number_or(o, "left", out.left);
        out.top = number_or(o, "top", out.top);
        out.width = number_or(o, "width", out.width);
        out.height = number_or(o, "height", out.height);
      }
      out.h_flip = out.h_flip != h_flip;
      out.v_flip = out.v_flip != v_flip;
      out.rotate = (out.rotate + rotate) % 4;
      return out;
    }
    auto alias = aliases_.find(current);
    if (alias == aliases_.end() || depth > kMaxAliasDepth) break;
    chain.push_back(&alias->second);
    h_flip = h_flip != alias->second.h_flip;
    v_flip = v_flip != alias->second.v_flip;
    rotate += alias->second.rotate;
    current = alias->second.parent;
  }
  std::string problem;
  if (chain.size() > kMaxAliasDepth) {
    problem = "icon '" + name + "' is an alias chain that loops or is longer than " +
              std::to_string(kMaxAliasDepth) + " links";
  } else if (current != name) {
    problem = "icon '" + name + "' is an alias of '" + current + "', which is not in set '" +
              prefix_ + "'";
  } else {
    problem = "unknown icon '" + name + "' in set '" + prefix_ + "'";
  }
  throw ArtError(file_.string(), problem + "; expected one of the set's " + std::to_string(size()) +
                                     " icon names" + did_you_mean(suggestions(name)));
}

std::string IconSet::svg_document(const std::string& name) const {
  IconifyIcon icon = resolve(name);
  double l = icon.left, t = icon.top, w = icon.width, h = icon.height;
  std::string body = icon.body;
  // Flips mirror the picture inside its own box; they apply first (innermost group).
  if (icon.h_flip) {
    body = "<g transform=\"matrix(-1 0 0 1 " + svg_number(2 * l + w) + " 0)\">" + body + "</g>";
  }
  if (icon.v_flip) {
    body = "<g transform=\"matrix(1 0 0 -1 0 " + svg_number(2 * t + h) + ")\">" + body + "</g>";
  }
  // Quarter turns clockwise about the box centre; an odd number swaps the box's sides.
  if (icon.rotate != 0) {
    double cx = l + w / 2, cy = t + h / 2;
    body = "<g transform=\"rotate(" + std::to_string(90 * icon.rotate) + " " + svg_number(cx) +
           " " + svg_number(cy) + ")\">" + body + "</g>";
    if (icon.rotate % 2 == 1) {
      std::swap(w, h);
      l = cx - w / 2;
      t = cy - h / 2;
    }
  }
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" "
         "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"" +
         svg_number(w) + "\" height=\"" + svg_number(h) + "\" viewBox=\"" + svg_number(l) + " " +
         svg_number(t) + " " + svg_number(w) + " " + svg_number(h) + "\">" + body + "</svg>";
}

std::vector<std::string> IconSet::names() const {
  std::vector<std::string> out;
  out.reserve(size());
  for (const auto& [n, icon] : icons_) out.push_back(n);
  for (const auto& [n, alias] : aliases_) out.push_back(n);
  return out;
}

std::vector<std::string> IconSet::suggestions(const std::string& name, size_t count) const {
  return closest_names(name, names(), count);
}

std::filesystem::path iconify_set_path(const std::string& set_name) {
  return iconify_dir() / set_name / "icons.json";
}

}  // namespace spotforge
