#include "studio/theme_draft.h"

#include <cstdio>
#include <map>
#include <system_error>

#include "art/photo_detect.h"
#include "base/diagnostic.h"
#include "theme/picture_folder.h"
#include "theme/theme_init.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* const kSources[] = {"file", "icon", "text"};

std::string scalar(const YAML::Node& node) {
  return node && node.IsScalar() ? node.Scalar() : std::string();
}

[[noreturn]] void bad_fields(const std::string& what) {
  throw InputError("the studio page sent " + what + " (reload the page)");
}

std::string text_field(const json& j, const char* key) {
  if (!j.contains(key)) return "";
  if (!j[key].is_string()) bad_fields(std::string("a non-text '") + key + "'");
  return j[key].get<std::string>();
}

// Sets node[key] to text, or removes the key for "".
void set_or_remove(YAML::Node node, const std::string& key, const std::string& text) {
  if (text.empty()) {
    node.remove(key);
  } else {
    node[key] = text;
  }
}

// A key of a mapping, or an empty node (a theme may leave a section out, or write a scalar
// where a mapping belongs: the loader reports that; the page just shows nothing there).
// (yaml-cpp's const operator[] gives an invalid node for a missing key, which throws when asked
// its type; this gives a valid undefined node, false in a test, instead.)
YAML::Node child(const YAML::Node& map, const char* key) {
  const YAML::Node none(YAML::NodeType::Undefined);
  if (!map || !map.IsMap()) return none;
  const YAML::Node value = map[key];
  return value ? value : none;
}

json card_fields(const YAML::Node& card) {
  json j = json::object();
  for (const char* key : {"shape", "diameter", "width", "height", "corner_radius"}) {
    j[key] = scalar(child(card, key));
  }
  const YAML::Node border = child(card, "border");
  j["border_width"] = border && border.IsMap() ? scalar(border["width"]) : "";
  j["border_color"] = border && border.IsMap() ? scalar(border["color"]) : "";
  const YAML::Node back = child(card, "back");
  j["back_color"] = back && back.IsMap() ? scalar(back["color"]) : "";
  j["back_text"] = back && back.IsMap() ? scalar(back["text"]) : "";
  return j;
}

void apply_card(YAML::Node theme, const json& j) {
  if (!j.is_object()) bad_fields("card settings that are not an object");
  YAML::Node card = theme["card"].IsMap() ? theme["card"] : YAML::Node(YAML::NodeType::Map);
  for (const char* key : {"shape", "diameter", "width", "height", "corner_radius"}) {
    if (j.contains(key)) set_or_remove(card, key, text_field(j, key));
  }
  if (j.contains("border_width") || j.contains("border_color")) {
    const std::string width = text_field(j, "border_width");
    if (width.empty() || width == "0" || width == "0mm") {
      card.remove("border");
    } else {
      YAML::Node border(YAML::NodeType::Map);
      border["width"] = width;
      const std::string color = text_field(j, "border_color");
      if (!color.empty()) border["color"] = color;
      card["border"] = border;
    }
  }
  if (j.contains("back_color") || j.contains("back_text")) {
    YAML::Node back = card["back"].IsMap() ? card["back"] : YAML::Node(YAML::NodeType::Map);
    if (j.contains("back_color")) set_or_remove(back, "color", text_field(j, "back_color"));
    if (j.contains("back_text")) set_or_remove(back, "text", text_field(j, "back_text"));
    card["back"] = back;
  }
  theme["card"] = card;
}

void apply_layout(YAML::Node theme, const json& j) {
  if (!j.is_object()) bad_fields("layout settings that are not an object");
  YAML::Node layout = theme["layout"].IsMap() ? theme["layout"] : YAML::Node(YAML::NodeType::Map);
  for (const char* key : {"rotation", "min_gap", "size_variety"}) {
    if (j.contains(key)) set_or_remove(layout, key, text_field(j, key));
  }
  theme["layout"] = layout;
}

// focus: [x, y] as the page sends it (a click on the picture), or null to remove it. Written
// with two decimals, which is finer than a click on a thumbnail; the loader checks the range.
void set_focus(YAML::Node node, const json& focus) {
  if (focus.is_null()) {
    node.remove("focus");
    return;
  }
  if (!focus.is_array() || focus.size() != 2 || !focus[0].is_number() || !focus[1].is_number()) {
    bad_fields("a focus that is not two numbers");
  }
  YAML::Node xy(YAML::NodeType::Sequence);
  xy.SetStyle(YAML::EmitterStyle::Flow);
  for (const json& v : focus) {
    char text[16];
    std::snprintf(text, sizeof text, "%.2f", v.get<double>());
    xy.push_back(std::string(text));
  }
  node["focus"] = xy;
}

// A name in one language as the page shows it: the text of the long form
// {text: Hand, gender: f}, or the plain name.
std::string name_text(const YAML::Node& name) {
  return name.IsMap() ? scalar(child(name, "text")) : scalar(name);
}

// The name `text` in the form it had: a long-form name keeps its gender and article (the page
// edits only the text), a plain one stays plain.
YAML::Node with_text(const YAML::Node& old, const std::string& text) {
  if (!old.IsMap()) return YAML::Node(text);
  YAML::Node name = YAML::Clone(old);
  name["text"] = text;
  return name;
}

// The symbol `j` describes, starting from its earlier node (same id) so its other keys stay.
YAML::Node symbol_node(const json& j, const std::map<std::string, YAML::Node>& before) {
  if (!j.is_object()) bad_fields("a symbol that is not an object");
  const std::string id = text_field(j, "id");
  const auto old = before.find(id);
  YAML::Node node =
      old != before.end() ? YAML::Clone(old->second) : YAML::Node(YAML::NodeType::Map);
  if (!id.empty()) node["id"] = id;
  for (const char* source : kSources) {
    if (!j.contains(source)) continue;
    for (const char* other : kSources) node.remove(other);
    node[source] = text_field(j, source);
  }
  if (j.contains("role")) set_or_remove(node, "role", text_field(j, "role"));
  if (j.contains("focus")) set_focus(node, j["focus"]);
  if (j.contains("names")) {
    if (!j["names"].is_object()) bad_fields("names that are not an object");
    const YAML::Node old_names = child(node, "name");
    YAML::Node names(YAML::NodeType::Map);
    for (const auto& [lang, name] : j["names"].items()) {
      if (!name.is_string()) bad_fields("a name that is not text");
      names[lang] = with_text(child(old_names, lang.c_str()), name.get<std::string>());
    }
    node["name"] = names;
  }
  return node;
}

void apply_symbols(YAML::Node theme, const json& j) {
  if (!j.is_array()) bad_fields("symbols that are not a list");
  std::map<std::string, YAML::Node> before;
  if (theme["symbols"].IsSequence()) {
    for (const YAML::Node& s : theme["symbols"]) {
      if (s.IsMap() && s["id"] && s["id"].IsScalar()) before[s["id"].Scalar()] = s;
    }
  }
  YAML::Node symbols(YAML::NodeType::Sequence);
  for (const json& s : j) symbols.push_back(symbol_node(s, before));
  theme["symbols"] = symbols;
}

void add_place(std::vector<FieldPlace>& out, const YAML::Node& node, const std::string& field) {
  if (node.Mark().is_null()) return;
  out.push_back({node.Mark().line + 1, field});
}

// A map's keys, each at its own line, as "prefix/key" (and one level deeper for `nested`).
void map_places(std::vector<FieldPlace>& out, const YAML::Node& map, const std::string& prefix,
                int depth) {
  if (!map.IsMap()) return;
  for (auto it = map.begin(); it != map.end(); ++it) {
    const std::string field = prefix + "/" + it->first.Scalar();
    add_place(out, it->first, field);
    if (depth > 0) map_places(out, it->second, field, depth - 1);
  }
}

// The deck symbols by id.
std::map<std::string, YAML::Node> symbols_by_id(const YAML::Node& theme) {
  std::map<std::string, YAML::Node> by_id;
  if (theme["symbols"].IsSequence()) {
    for (const YAML::Node& s : theme["symbols"]) {
      if (s.IsMap() && s["id"] && s["id"].IsScalar()) by_id[s["id"].Scalar()] = s;
    }
  }
  return by_id;
}

// A Spotlight character made from deck symbol `symbol`: its id, picture and names (a
// character has no role).
YAML::Node character_of(const YAML::Node& symbol) {
  YAML::Node character = YAML::Clone(symbol);
  character.remove("role");
  return character;
}

// spotlight.characters with the page's picks: the characters taken from the deck (same id
// as a deck symbol) are the ids in `j`, in the deck's order; characters of their own (written
// by hand) stay. No character at all removes spotlight:.
void apply_characters(YAML::Node theme, const json& j) {
  if (!j.is_array()) bad_fields("characters that are not a list");
  const auto deck = symbols_by_id(theme);
  std::map<std::string, bool> picked;
  for (const json& id : j) {
    if (!id.is_string()) bad_fields("a character that is not an id");
    picked[id.get<std::string>()] = true;
  }
  YAML::Node characters(YAML::NodeType::Sequence);
  const YAML::Node spotlight = child(theme, "spotlight");
  if (const YAML::Node old = child(spotlight, "characters"); old.IsSequence()) {
    for (const YAML::Node& c : old) {
      if (!deck.count(scalar(child(c, "id")))) characters.push_back(c);  // the user's own
    }
  }
  for (const YAML::Node& s : theme["symbols"]) {
    if (s.IsMap() && picked.count(scalar(child(s, "id")))) characters.push_back(character_of(s));
  }
  if (characters.size() == 0) {
    theme.remove("spotlight");
    return;
  }
  YAML::Node section = spotlight.IsMap() ? spotlight : YAML::Node(YAML::NodeType::Map);
  section["characters"] = characters;
  theme["spotlight"] = section;
}

// Characters taken from the deck follow their symbol: a renamed picture is renamed on the
// boards too, a picture taken off the deck (its id in `before`, the deck before the change)
// leaves them.
void follow_deck(YAML::Node theme, const std::map<std::string, YAML::Node>& before) {
  const YAML::Node old = child(child(theme, "spotlight"), "characters");
  if (!old.IsSequence()) return;
  const auto deck = symbols_by_id(theme);
  YAML::Node characters(YAML::NodeType::Sequence);
  json picked = json::array();
  for (const YAML::Node& c : old) {
    const std::string id = scalar(child(c, "id"));
    if (deck.count(id)) {
      picked.push_back(id);
    } else if (!before.count(id)) {
      characters.push_back(c);  // the user's own
    }
  }
  YAML::Node spotlight = theme["spotlight"];
  spotlight["characters"] = characters;
  apply_characters(theme, picked);  // the deck's, copied again from their symbols
}

}  // namespace

YAML::Node starting_theme(const fs::path& folder) {
  const fs::path file = folder / "theme.yaml";
  std::error_code ec;
  if (fs::exists(fs::symlink_status(file, ec))) {
    try {
      YAML::Node node = YAML::LoadFile(file.string());
      if (!node.IsMap()) {
        throw InputError({{Diagnostic::Severity::kError, file.string(), 1, 1,
                           "not a theme (a YAML mapping of keys); fix it or move it away and "
                           "start the studio again"}});
      }
      return node;
    } catch (const YAML::Exception& e) {
      throw InputError({{Diagnostic::Severity::kError, file.string(), e.mark.line + 1,
                         e.mark.column + 1, e.msg + "; fix theme.yaml and start again"}});
    }
  }
  ThemeInitRequest request;
  request.title = name_from_text(fs::absolute(folder).lexically_normal().filename().string());
  request.id = safe_id(request.title);
  if (request.id.empty()) request.id = "my-deck";
  request.languages = {"en"};
  try {
    request.files = scan_picture_folder(folder).files;
  } catch (const InputError&) {
    // No pictures yet (the usual start): an empty list the page fills.
  }
  // Photos as init writes them (one rule): kept whole (background: keep) and upright.
  for (const std::string& f : request.files) {
    if (looks_like_photo_file(folder / f)) request.photos.push_back(f);
  }
  YAML::Node node = YAML::Load(theme_init_yaml(request));
  if (!node["symbols"].IsSequence()) node["symbols"] = YAML::Node(YAML::NodeType::Sequence);
  return node;
}

json theme_fields(const YAML::Node& theme) {
  json j;
  j["title"] = scalar(child(theme, "title"));
  j["set"] = scalar(child(theme, "set"));
  j["languages"] = json::array();
  if (const YAML::Node languages = child(theme, "languages"); languages.IsSequence()) {
    for (const YAML::Node& l : languages) j["languages"].push_back(scalar(l));
  }
  j["symbols"] = json::array();
  if (const YAML::Node list = child(theme, "symbols"); list.IsSequence()) {
    for (const YAML::Node& s : list) {
      json sym;
      sym["id"] = scalar(child(s, "id"));
      for (const char* source : kSources) {
        if (child(s, source)) sym[source] = scalar(child(s, source));
      }
      sym["role"] = scalar(child(s, "role"));
      if (const YAML::Node focus = child(s, "focus"); focus.IsSequence() && focus.size() == 2) {
        sym["focus"] = json::array({focus[0].as<double>(0.5), focus[1].as<double>(0.5)});
      }
      sym["names"] = json::object();
      if (const YAML::Node names = child(s, "name"); names.IsMap()) {
        for (auto it = names.begin(); it != names.end(); ++it) {
          sym["names"][it->first.Scalar()] = name_text(it->second);
        }
      }
      j["symbols"].push_back(sym);
    }
  }
  // The deck pictures that are also Spotlight characters (hand-written characters of their
  // own are kept but not shown).
  j["characters"] = json::array();
  const auto deck = symbols_by_id(theme);
  if (const YAML::Node list = child(child(theme, "spotlight"), "characters"); list.IsSequence()) {
    for (const YAML::Node& c : list) {
      if (deck.count(scalar(child(c, "id")))) j["characters"].push_back(scalar(child(c, "id")));
    }
  }
  j["card"] = card_fields(child(theme, "card"));
  j["layout"] = json::object();
  for (const char* key : {"rotation", "min_gap", "size_variety"}) {
    j["layout"][key] = scalar(child(child(theme, "layout"), key));
  }
  return j;
}

YAML::Node with_fields(const YAML::Node& theme, const json& fields) {
  if (!fields.is_object()) bad_fields("changes that are not an object");
  YAML::Node out = YAML::Clone(theme);
  if (fields.contains("title")) set_or_remove(out, "title", text_field(fields, "title"));
  if (fields.contains("set")) set_or_remove(out, "set", text_field(fields, "set"));
  if (fields.contains("languages")) {
    if (!fields["languages"].is_array()) bad_fields("languages that are not a list");
    YAML::Node languages(YAML::NodeType::Sequence);
    for (const json& l : fields["languages"]) {
      if (!l.is_string()) bad_fields("a language that is not text");
      languages.push_back(l.get<std::string>());
    }
    out["languages"] = languages;
  }
  const auto before = symbols_by_id(out);
  if (fields.contains("symbols")) apply_symbols(out, fields["symbols"]);
  if (fields.contains("characters")) {
    apply_characters(out, fields["characters"]);
  } else if (fields.contains("symbols")) {
    follow_deck(out, before);
  }
  if (fields.contains("card")) apply_card(out, fields["card"]);
  if (fields.contains("layout")) apply_layout(out, fields["layout"]);
  return out;
}

std::string theme_text(const YAML::Node& theme) {
  YAML::Emitter out;
  out.SetIndent(2);
  out << YAML::BeginMap;
  // Block style throughout: one key a line, so every message's line names one field.
  for (auto it = theme.begin(); it != theme.end(); ++it) {
    out << YAML::Key << it->first << YAML::Value << it->second;
  }
  out << YAML::EndMap;
  return "# Edited with spotforge studio; the CLI reads the same file (themes/README.md has\n"
         "# every key).\n" +
         std::string(out.c_str()) + "\n";
}

std::vector<FieldPlace> field_places(const std::string& yaml) {
  std::vector<FieldPlace> out;
  YAML::Node root;
  try {
    root = YAML::Load(yaml);
  } catch (const YAML::Exception&) {
    return out;
  }
  if (!root.IsMap()) return out;
  for (auto it = root.begin(); it != root.end(); ++it) {
    const std::string key = it->first.Scalar();
    add_place(out, it->first, key);
    if (key == "card") map_places(out, it->second, "card", 1);
    if (key == "layout") map_places(out, it->second, "layout", 0);
    if (key != "symbols" || !it->second.IsSequence()) continue;
    for (size_t i = 0; i < it->second.size(); ++i) {
      const YAML::Node s = it->second[i];
      const std::string prefix = "symbols/" + std::to_string(i);
      add_place(out, s, prefix);
      map_places(out, s, prefix, 1);
    }
  }
  return out;
}

std::string field_at(const std::vector<FieldPlace>& places, int line) {
  std::string found;
  for (const FieldPlace& p : places) {
    if (p.line == line && p.field.size() >= found.size()) found = p.field;
  }
  return found;
}

}  // namespace spotforge::studio
