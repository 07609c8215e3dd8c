#include "theme/loader.h"

#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <regex>

#include "theme/deck_sizes.h"
#include "theme/icon_set_index.h"
#include "theme/spelling.h"
#include "theme/symbol_list_reader.h"
#include "theme/theme_paths.h"
#include "theme/yaml_fields.h"

namespace spotforge {

namespace fs = std::filesystem;

namespace {

using Fields = std::map<std::string, YamlField>;

const std::vector<std::string> kTopKeys = {
    "id",    "title", "description", "author", "credits",  "license", "languages",
    "fonts", "card",  "layout",      "set",    "set_file", "symbols", "spotlight"};
const std::vector<std::string> kCardKeys = {
    "shape", "diameter",    "width",      "height", "corner_radius",
    "bleed", "safe_margin", "background", "border", "back"};
const std::vector<std::string> kLayoutKeys = {"min_gap", "size_variety", "rotation", "mirror"};
const std::vector<std::string> kFontKeys = {"heading", "body"};
const std::vector<std::string> kBorderKeys = {"width", "color"};
const std::vector<std::string> kBackKeys = {"color", "image", "text"};
const std::vector<std::string> kSpotlightKeys = {"characters"};
const std::vector<std::string> kShapes = {"circle", "rounded-square"};
const std::vector<std::string> kRotations = {"free", "upright", "quarter-turns"};

const YamlField* find(const Fields& fields, const std::string& key) {
  auto it = fields.find(key);
  return it == fields.end() ? nullptr : &it->second;
}

class ThemeReader {
 public:
  ThemeReader(const fs::path& folder, DiagnosticList& diagnostics)
      : folder_(folder), yaml_((folder / "theme.yaml").string(), diagnostics) {}

  Theme read(const YAML::Node& root) {
    theme_.folder = folder_;
    theme_.file = folder_ / "theme.yaml";
    YAML::Mark top;
    auto fields = yaml_.mapping(root, top, "", kTopKeys);
    if (!fields) return theme_;
    read_identity(*fields, root.Mark());
    read_languages(*fields, root.Mark());
    if (auto f = find(*fields, "fonts")) read_fonts(*f);
    if (auto f = find(*fields, "card")) read_card(*f);
    if (auto f = find(*fields, "layout")) read_layout(*f);
    read_icon_set(*fields);
    read_symbols(*fields, root.Mark());
    if (auto f = find(*fields, "spotlight")) read_spotlight(*f);
    return theme_;
  }

 private:
  void read_identity(const Fields& fields, const YAML::Mark& root) {
    theme_.id = fs::absolute(folder_).lexically_normal().filename().string();
    if (theme_.id.empty()) theme_.id = fs::absolute(folder_).parent_path().filename().string();
    if (auto f = find(fields, "id")) {
      if (auto id = yaml_.text(*f, "a short name such as party")) {
        static const std::regex pattern("[a-z0-9][a-z0-9_-]*");
        if (std::regex_match(*id, pattern)) {
          theme_.id = *id;
        } else {
          yaml_.error(YamlFields::place(*f), "id '" + *id +
                                                 "' is not a valid theme id; expected lower-case "
                                                 "letters, digits, - and _, e.g. party");
        }
      }
    }
    if (auto f = find(fields, "title")) {
      if (auto t = yaml_.text(*f, "the theme's title")) theme_.title = *t;
    } else {
      yaml_.error(root, "the theme has no title; add title: \"...\" at the top level");
    }
    if (auto f = find(fields, "description")) {
      if (auto t = yaml_.text(*f, "a sentence about the theme")) theme_.description = *t;
    }
    if (auto f = find(fields, "author")) {
      if (auto t = yaml_.text(*f, "the author's name")) theme_.author = *t;
    }
    if (auto f = find(fields, "license")) {
      if (auto t = yaml_.text(*f, "a licence line")) theme_.license = *t;
    }
    if (auto f = find(fields, "credits")) {
      if (auto lines = yaml_.text_list(*f, /*allow_single=*/true)) theme_.credits = *lines;
    }
  }

  void read_languages(const Fields& fields, const YAML::Mark& root) {
    auto f = find(fields, "languages");
    if (!f) {
      yaml_.error(root,
                  "the theme lists no languages; add e.g. languages: [en, it, pl] (every "
                  "symbol then needs a name in each)");
      return;
    }
    auto codes = yaml_.text_list(*f, /*allow_single=*/true);
    if (!codes) return;
    static const std::regex pattern("[a-z]{2,3}");
    for (size_t i = 0; i < codes->size(); ++i) {
      const std::string& code = (*codes)[i];
      const YAML::Node node = f->value.IsSequence() ? f->value[i] : f->value;
      if (!std::regex_match(code, pattern)) {
        yaml_.error(node.Mark(), "language '" + code +
                                     "' is not a language code; expected a two-letter ISO 639-1 "
                                     "code in lower case, e.g. en, it, pl");
      } else if (std::find(theme_.languages.begin(), theme_.languages.end(), code) !=
                 theme_.languages.end()) {
        yaml_.error(node.Mark(), "language '" + code + "' is listed twice; list it once");
      } else {
        theme_.languages.push_back(code);
      }
    }
    if (codes->empty()) {
      yaml_.error(YamlFields::place(*f), "languages is empty; list at least one, e.g. [en]");
    }
  }

  void read_fonts(const YamlField& field) {
    auto fields = yaml_.mapping(field.value, field.key.Mark(), "fonts", kFontKeys);
    if (!fields) return;
    if (auto f = find(*fields, "heading")) {
      if (auto t = yaml_.text(*f, "a font family name, e.g. Quicksand")) theme_.fonts.heading = *t;
    }
    if (auto f = find(*fields, "body")) {
      if (auto t = yaml_.text(*f, "a font family name, e.g. Andika")) theme_.fonts.body = *t;
    }
  }

  void read_card(const YamlField& field) {
    auto fields = yaml_.mapping(field.value, field.key.Mark(), "card", kCardKeys);
    if (!fields) return;
    CardStyle& card = theme_.card;
    if (auto f = find(*fields, "shape")) {
      if (auto shape = yaml_.choice(*f, kShapes)) {
        card.shape = *shape == "circle" ? CardShape::kCircle : CardShape::kRoundedSquare;
      }
    }
    read_card_size(*fields);
    if (auto f = find(*fields, "bleed")) {
      if (auto mm = yaml_.length_mm(*f, 0, true)) card.bleed_mm = *mm;
    }
    if (auto f = find(*fields, "safe_margin")) {
      if (auto mm = yaml_.length_mm(*f, 0, true)) {
        card.safe_margin_mm = *mm;
        const double smallest = card.shape == CardShape::kCircle
                                    ? card.diameter_mm
                                    : std::min(card.width_mm, card.height_mm);
        if (2 * *mm >= smallest) {
          yaml_.error(YamlFields::place(*f),
                      "card.safe_margin " + f->value.Scalar() +
                          " leaves no room on the card; expected less than half its size");
        }
      }
    }
    if (auto f = find(*fields, "background")) {
      if (auto c = yaml_.color(*f)) card.background = *c;
    }
    if (auto f = find(*fields, "border")) read_border(*f);
    if (auto f = find(*fields, "back")) read_back(*f);
  }

  void read_card_size(const Fields& fields) {
    CardStyle& card = theme_.card;
    const bool circle = card.shape == CardShape::kCircle;
    auto unused = [&](const char* key, const char* because) {
      if (auto f = find(fields, key)) {
        yaml_.warning(f->key.Mark(), std::string("card.") + key + " is unused: " + because);
      }
    };
    if (circle) {
      if (auto f = find(fields, "diameter")) {
        if (auto mm = yaml_.length_mm(*f, 0, false)) card.diameter_mm = *mm;
      }
      unused("width", "a circle card takes its size from diameter");
      unused("height", "a circle card takes its size from diameter");
      unused("corner_radius", "a circle card has no corners");
      return;
    }
    card.width_mm = card.height_mm = 80;
    card.corner_radius_mm = 6;
    unused("diameter", "a rounded-square card takes its size from width and height");
    if (auto f = find(fields, "width")) {
      if (auto mm = yaml_.length_mm(*f, 0, false)) card.width_mm = *mm;
    }
    if (auto f = find(fields, "height")) {
      if (auto mm = yaml_.length_mm(*f, 0, false)) card.height_mm = *mm;
    }
    if (auto f = find(fields, "corner_radius")) {
      if (auto mm = yaml_.length_mm(*f, 0, true)) {
        card.corner_radius_mm = *mm;
        if (2 * *mm > std::min(card.width_mm, card.height_mm)) {
          yaml_.error(YamlFields::place(*f), "card.corner_radius " + f->value.Scalar() +
                                                 " is more than half the card's width or "
                                                 "height; expected at most half of the smaller");
        }
      }
    }
  }

  void read_border(const YamlField& field) {
    auto fields = yaml_.mapping(field.value, field.key.Mark(), "card.border", kBorderKeys);
    if (!fields) return;
    BorderRing ring;
    bool ok = true;
    if (auto f = find(*fields, "width")) {
      auto mm = yaml_.length_mm(*f, 0, false);
      ok = mm.has_value();
      if (mm) ring.width_mm = *mm;
    } else {
      yaml_.error(field.key.Mark(), "card.border has no width; add e.g. width: 1.5mm");
      ok = false;
    }
    if (auto f = find(*fields, "color")) {
      auto c = yaml_.color(*f);
      ok = ok && c.has_value();
      if (c) ring.color = *c;
    }
    if (ok) theme_.card.border = ring;
  }

  void read_back(const YamlField& field) {
    auto fields = yaml_.mapping(field.value, field.key.Mark(), "card.back", kBackKeys);
    if (!fields) return;
    CardBack& back = theme_.card.back;
    if (auto f = find(*fields, "color")) {
      if (auto c = yaml_.color(*f)) back.color = *c;
    }
    if (auto f = find(*fields, "text")) {
      if (auto t = yaml_.text(*f, "a short text for the card backs")) back.text = *t;
    }
    if (auto f = find(*fields, "image")) {
      auto written = yaml_.text(*f, "a picture file in the theme folder");
      if (!written) return;
      std::string why;
      if (auto path = resolve_theme_file(folder_, *written, &why)) {
        back.image = *path;
      } else {
        yaml_.error(YamlFields::place(*f), "card.back.image: " + why);
      }
    }
  }

  void read_layout(const YamlField& field) {
    auto fields = yaml_.mapping(field.value, field.key.Mark(), "layout", kLayoutKeys);
    if (!fields) return;
    LayoutPreferences& layout = theme_.layout;
    if (auto f = find(*fields, "min_gap")) {
      if (auto mm = yaml_.length_mm(*f, 0, true)) layout.min_gap_mm = *mm;
    }
    if (auto f = find(*fields, "size_variety")) {
      if (auto v = yaml_.number(*f, 1, 5)) layout.size_variety = *v;
    }
    if (auto f = find(*fields, "rotation")) {
      if (auto r = yaml_.choice(*f, kRotations)) {
        layout.rotation = *r == "free"      ? RotationMode::kFree
                          : *r == "upright" ? RotationMode::kUpright
                                            : RotationMode::kQuarterTurns;
      }
    }
    if (auto f = find(*fields, "mirror")) {
      if (auto b = yaml_.boolean(*f)) layout.mirror = *b;
    }
  }

  void read_icon_set(const Fields& fields) {
    const YamlField* set = find(fields, "set");
    const YamlField* file = find(fields, "set_file");
    if (!set && !file) return;
    icon_set_failed_ = true;  // until it is read
    std::optional<std::string> name;
    if (set) {
      name = yaml_.text(*set, "an Iconify set name, e.g. fluent-emoji-flat");
      static const std::regex pattern("[a-z0-9]+(-[a-z0-9]+)*");
      if (name && !std::regex_match(*name, pattern)) {
        yaml_.error(YamlFields::place(*set),
                    "set '" + *name +
                        "' is not an Iconify set name; expected lower-case words "
                        "joined by -, e.g. fluent-emoji-flat");
        return;
      }
      if (!name) return;
      theme_.icon_set = *name;
    }
    fs::path path;
    const YamlField* at = file ? file : set;
    if (file) {
      auto written = yaml_.text(*file, "the path of an Iconify icons.json in the theme folder");
      if (!written) return;
      std::string why;
      auto resolved = resolve_theme_file(folder_, *written, &why);
      if (!resolved) {
        yaml_.error(YamlFields::place(*file), "set_file: " + why);
        return;
      }
      path = *resolved;
    } else {
      path = iconify_set_path(*name);
      std::error_code ec;
      if (!fs::is_regular_file(path, ec)) {
        std::vector<std::string> installed;
        for (const auto& entry : fs::directory_iterator(iconify_dir(), ec)) {
          if (fs::exists(entry.path() / "icons.json")) {
            installed.push_back(entry.path().filename().string());
          }
        }
        yaml_.error(YamlFields::place(*set),
                    "icon set '" + *name + "'" + did_you_mean(*name, installed) +
                        " is not installed: no " + path.string() +
                        "; run scripts/setup.sh (it installs fluent-emoji-flat), point "
                        "SPOTFORGE_ICONIFY_DIR at the folder holding the set, or give "
                        "set_file: with an icons.json inside the theme folder");
        return;
      }
    }
    std::string why;
    auto index = read_icon_set_index(path, &why);
    if (!index) {
      yaml_.error(YamlFields::place(*at), why);
      return;
    }
    if (theme_.icon_set.empty()) theme_.icon_set = index->prefix;
    theme_.icon_set_path = path;
    icons_ = std::move(*index);
    icon_set_failed_ = false;
  }

  SymbolListContext list_context(bool deck) const {
    SymbolListContext context;
    context.folder = folder_;
    context.languages = theme_.languages;
    context.icons = icons_ ? &*icons_ : nullptr;
    context.icon_set_failed = icon_set_failed_;
    context.allow_role = deck;
    context.noun = deck ? "symbol" : "character";
    return context;
  }

  void read_symbols(const Fields& fields, const YAML::Mark& root) {
    auto f = find(fields, "symbols");
    if (!f) {
      yaml_.error(root,
                  "the theme has no symbols; add symbols: with one entry per picture (7 "
                  "for the smallest deck, 57 for a full order-7 deck)");
      return;
    }
    theme_.symbols = read_symbol_list(yaml_, *f, list_context(true));
    const bool empty = f->value.IsNull() || (f->value.IsSequence() && f->value.size() == 0);
    if (empty) {
      yaml_.error(f->key.Mark(),
                  "symbols is empty; list at least 7 symbols (the smallest deck, "
                  "order 2, needs 7; order n needs n^2+n+1)");
    } else if (f->value.IsSequence() && f->value.size() < 7) {
      yaml_.error(f->key.Mark(), std::to_string(f->value.size()) +
                                     " symbols are too few for a deck; the smallest deck (order "
                                     "2) needs 7 (order n needs n^2+n+1)");
    }
  }

  void read_spotlight(const YamlField& field) {
    auto fields = yaml_.mapping(field.value, field.key.Mark(), "spotlight", kSpotlightKeys);
    if (!fields) return;
    auto f = find(*fields, "characters");
    if (!f) {
      yaml_.error(field.key.Mark(),
                  "spotlight has no characters; add characters: with one "
                  "entry per character to hide on the boards");
      return;
    }
    theme_.spotlight_characters = read_symbol_list(yaml_, *f, list_context(false));
    if (f->value.IsNull() || (f->value.IsSequence() && f->value.size() == 0)) {
      yaml_.error(f->key.Mark(),
                  "spotlight.characters is empty; list the characters to hide "
                  "on the boards, or remove spotlight:");
    }
  }

  fs::path folder_;
  YamlFields yaml_;
  Theme theme_;
  std::optional<IconSetIndex> icons_;
  bool icon_set_failed_ = false;
};

}  // namespace

fs::path shipped_themes_dir() {
  if (const char* env = std::getenv("SPOTFORGE_DATA_DIR"); env && *env) {
    return fs::path(env) / "themes";
  }
  return fs::path(SPOTFORGE_SOURCE_DIR) / "themes";
}

fs::path find_theme_folder(const std::string& argument) {
  std::error_code ec;
  fs::path given(argument);
  if (fs::is_directory(given, ec)) return given;
  if (given.filename() == "theme.yaml" && fs::is_regular_file(given, ec)) {
    return given.parent_path().empty() ? fs::path(".") : given.parent_path();
  }
  const fs::path shipped = shipped_themes_dir();
  if (given.is_relative() && !argument.empty() && argument.find('/') == std::string::npos &&
      fs::is_directory(shipped / given, ec)) {
    return shipped / given;
  }
  std::string names;
  for (const auto& entry : fs::directory_iterator(shipped, ec)) {
    if (entry.is_directory() && fs::exists(entry.path() / "theme.yaml")) {
      names += (names.empty() ? "" : ", ") + entry.path().filename().string();
    }
  }
  throw InputError("theme '" + argument + "' not found: it is neither a folder nor a theme in " +
                   shipped.string() + "; expected a theme folder holding theme.yaml" +
                   (names.empty() ? "" : " or one of: " + names));
}

Theme load_theme(const fs::path& folder, std::vector<Diagnostic>* warnings) {
  DiagnosticList diagnostics;
  const fs::path file = folder / "theme.yaml";
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) {
    throw InputError(file.string() + " not found; expected a theme folder holding theme.yaml");
  }
  YAML::Node root;
  try {
    root = YAML::LoadFile(file.string());
  } catch (const YAML::ParserException& e) {
    diagnostics.error(file.string(), e.mark.line + 1, e.mark.column + 1,
                      "this is not valid YAML: " + e.msg +
                          "; check the indentation and quote values with : or # in them");
    diagnostics.throw_if_errors();
  } catch (const YAML::Exception& e) {
    throw InputError(file.string() + ": cannot read: " + e.what());
  }
  Theme theme = ThemeReader(folder, diagnostics).read(root);
  diagnostics.throw_if_errors();
  if (warnings) {
    for (const auto& w : diagnostics.warnings()) warnings->push_back(w);
  }
  return theme;
}

}  // namespace spotforge
