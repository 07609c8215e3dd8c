#include "theme/loader.h"

#include "base/languages.h"

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/yaml.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <regex>

#include "art/art_error.h"
#include "art/edit_distance.h"
#include "art/glyph_coverage.h"
#include "art/iconify.h"
#include "base/data_dir.h"
#include "theme/background_choice.h"
#include "theme/card_style_reader.h"
#include "theme/credits_reader.h"
#include "theme/deck_sizes.h"
#include "theme/frame_fields.h"
#include "theme/symbol_list_reader.h"
#include "theme/theme_paths.h"
#include "theme/yaml_documents.h"
#include "theme/yaml_fields.h"
#include "theme/yaml_prescan.h"

namespace spotforge {

namespace fs = std::filesystem;

namespace {

static_assert(symbols_for_order(kMaxThemeOrder) <= static_cast<int>(kMaxThemeSymbols));

// Problems listed for one theme.yaml at most.
constexpr size_t kMaxReportedProblems = 100;

using Fields = std::map<std::string, YamlField>;

const std::vector<std::string> kTopKeys = {
    "id",   "title",  "description", "author",   "credits", "license",   "languages",  "fonts",
    "card", "layout", "set",         "set_file", "symbols", "spotlight", "background", "frame"};
const std::vector<std::string> kFontKeys = {"heading", "body", "symbols", "symbol_style"};
const std::vector<std::string> kSpotlightKeys = {"characters"};

const YamlField* find(const Fields& fields, const std::string& key) {
  auto it = fields.find(key);
  return it == fields.end() ? nullptr : &it->second;
}

class ThemeReader {
 public:
  ThemeReader(const fs::path& folder, DiagnosticList& diagnostics, const std::string& text)
      : folder_(folder), yaml_((folder / "theme.yaml").string(), diagnostics, &text) {}

  Theme read(const YAML::Node& root) {
    theme_.folder = folder_;
    theme_.file = folder_ / "theme.yaml";
    YAML::Mark top;
    auto fields = yaml_.mapping(root, top, "", kTopKeys);
    if (!fields) return theme_;
    read_identity(*fields, root.Mark());
    read_languages(*fields, root.Mark());
    const YamlField* fonts = find(*fields, "fonts");
    if (fonts) read_fonts(*fonts);
    check_fonts_installed(fonts, root.Mark());
    check_identity_glyphs(*fields);
    if (auto f = find(*fields, "card")) {
      read_card_style(yaml_, *f, folder_, theme_.fonts.heading, &theme_.card);  // backs' font
    }
    if (auto f = find(*fields, "layout")) read_layout_preferences(yaml_, *f, &theme_.layout);
    if (auto f = find(*fields, "background")) {
      if (auto keep = read_background_choice(yaml_, *f)) theme_.keep_background = *keep;
    }
    if (auto f = find(*fields, "frame")) {
      if (auto frame = read_frame_choice(yaml_, *f)) theme_.frame = *frame;
    }
    read_icon_set(*fields);
    read_symbols(*fields, root.Mark());
    if (auto f = find(*fields, "spotlight")) read_spotlight(*f);
    warn_focus_without_crop(theme_.symbols);
    warn_focus_without_crop(theme_.spotlight_characters);
    return theme_;
  }

 private:
  void read_identity(const Fields& fields, const YAML::Mark& root) {
    // The folder's own name however it was written ("./", "party/", "x/.."): `build ./`
    // wrote into output/. before.
    fs::path normal = fs::absolute(folder_).lexically_normal();
    if (!normal.has_filename()) normal = normal.parent_path();
    theme_.id = normal.filename().string();
    if (theme_.id.empty()) theme_.id = "theme";  // the root folder has no name
    const YamlField* id_field = find(fields, "id");
    if (!id_field && invalid_utf8_offset(theme_.id) != std::string::npos) {
      // The id names the output folder and goes into layout.json, which must be UTF-8.
      yaml_.error(root,
                  "the theme folder's name is not UTF-8 text, so it can't be the theme's "
                  "id; add id: with a short name such as party, or rename the folder");
    }
    if (auto f = id_field) {
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
      if (auto credits = read_credits(yaml_, *f)) theme_.credits = *credits;
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
    const YAML::Mark at = YamlFields::place(*f);
    theme_.languages_line = at.line + 1;
    theme_.languages_column = at.column + 1;
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
        // Kept (its names may serve a later version), but no rulebook can be written in it.
        if (!language_available(code)) {
          // The theme's author fixes theme.yaml, not our data folder: no path here.
          yaml_.warning(node.Mark(), "language '" + code +
                                         "' has no language folder: no rulebooks in it; "
                                         "languages that exist: " +
                                         available_languages_text());
        }
        theme_.languages.push_back(code);
      }
    }
    if (codes->empty()) {
      yaml_.error(YamlFields::place(*f), "languages is empty; list at least one, e.g. [en]");
    }
  }

  // Pango would quietly draw a missing family in another font; refuse it here, once, at the
  // line that names it (or the top of the file for a default).
  void check_fonts_installed(const YamlField* fonts, const YAML::Mark& root) {
    std::optional<std::map<std::string, YamlField>> fields;
    if (fonts && fonts->value.IsMap()) {
      DiagnosticList ignored;  // read_fonts already reported any problem with the keys
      YamlFields quiet(yaml_.file(), ignored);
      fields = quiet.mapping(fonts->value, fonts->key.Mark(), "fonts", kFontKeys);
    }
    std::vector<std::string> checked;
    for (const char* key : {"heading", "body", "symbols"}) {
      const std::string family = key == std::string("heading") ? theme_.fonts.heading
                                 : key == std::string("body")  ? theme_.fonts.body
                                                               : theme_.fonts.symbol_family();
      if (std::find(checked.begin(), checked.end(), family) != checked.end()) continue;
      checked.push_back(family);
      const FontCoverage coverage = check_glyph_coverage(family, "", "");
      if (coverage.family_found) continue;
      const YamlField* f = fields ? find(*fields, key) : nullptr;
      if (f) {
        yaml_.error(YamlFields::place(*f), "fonts." + std::string(key) + ": " +
                                               describe_problem(coverage) +
                                               " (fc-list : family lists the installed ones)");
      } else {
        yaml_.error(root, "the default " + std::string(key) +
                              " font: " + describe_problem(coverage) +
                              " (run scripts/setup.sh, or name another family under fonts:)");
      }
    }
  }

  // The title is printed in both fonts (rulebook titles and card backs in the heading font,
  // page labels in the body font) and the credits in the body font: a character either font
  // lacks printed as a box, or stopped a rulebook with an error naming its template.
  void check_identity_glyphs(const Fields& fields) {
    auto check = [&](const YamlField& f, const std::string& key, const std::string& text,
                     const std::string& family, const std::string& font_key) {
      const FontCoverage coverage = check_glyph_coverage(family, "", text);
      if (!coverage.family_found || coverage.missing.empty()) return true;  // fonts: says it
      yaml_.error(YamlFields::place(f), key + ": " + describe_problem(coverage) +
                                            " (it is printed "
                                            "in the " +
                                            font_key + " font, fonts: " + font_key + ":)");
      return false;
    };
    if (auto f = find(fields, "title")) {
      const bool heading = check(*f, "title", theme_.title, theme_.fonts.heading, "heading");
      if (heading && theme_.fonts.body != theme_.fonts.heading) {
        check(*f, "title", theme_.title, theme_.fonts.body, "body");
      }
    }
    if (auto f = find(fields, "credits")) {
      std::string all;
      for (const Credit& c : theme_.credits) {
        all += c.text + "\n" + c.source + "\n" + c.by + "\n" + c.licence + "\n";
      }
      check(*f, "credits", all, theme_.fonts.body, "body");
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
    if (auto f = find(*fields, "symbols")) {
      if (auto t = yaml_.text(*f, "a font family name, e.g. Quicksand")) theme_.fonts.symbols = *t;
    }
    if (auto f = find(*fields, "symbol_style")) {
      // A scalar that may be empty ("" = the regular style).
      if (f->value.IsScalar()) {
        theme_.fonts.symbol_style = f->value.Scalar();
      } else {
        yaml_.text(*f, "a font style such as Bold or Regular");
      }
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
        for (const auto& entry : fs::directory_iterator(path.parent_path().parent_path(), ec)) {
          if (fs::exists(entry.path() / "icons.json")) {
            installed.push_back(entry.path().filename().string());
          }
        }
        yaml_.error(YamlFields::place(*set),
                    "icon set '" + *name + "' is not installed: no " + path.string() +
                        did_you_mean(closest_names(*name, installed, 2)) +
                        "; run scripts/setup.sh (it installs fluent-emoji-flat), point "
                        "SPOTFORGE_ICONIFY_DIR at the folder holding the set, or give "
                        "set_file: with an icons.json inside the theme folder");
        return;
      }
    }
    try {
      icons_ = IconSet::open(path);
    } catch (const ArtError& e) {
      yaml_.error(YamlFields::place(*at), e.problem());
      return;
    }
    if (theme_.icon_set.empty()) theme_.icon_set = icons_->prefix();
    theme_.icon_set_path = path;
    icon_set_failed_ = false;
  }

  SymbolListContext list_context(bool deck) const {
    SymbolListContext context;
    context.folder = folder_;
    context.languages = theme_.languages;
    context.icons = icons_;
    context.icon_set_failed = icon_set_failed_;
    context.allow_role = deck;
    context.noun = deck ? "symbol" : "character";
    context.name_font = theme_.fonts.body;  // the rulebooks print names in it
    return context;
  }

  // focus: places the crop of a circle or rounded frame; without one it would be lost silently.
  void warn_focus_without_crop(const std::vector<ThemeSymbol>& list) {
    for (const auto& symbol : list) {
      const PhotoFrame frame = symbol.frame.value_or(theme_.frame);
      if (!symbol.focus || frame == PhotoFrame::kCircle || frame == PhotoFrame::kRounded) continue;
      YAML::Mark at;
      at.line = symbol.line - 1;
      at.column = symbol.column - 1;
      yaml_.warning(at, "'" + symbol.id +
                            "' has a focus: but no frame that crops it, so the whole picture "
                            "prints; write frame: circle or frame: rounded (on the symbol or at "
                            "the top of theme.yaml) to centre the crop on the focus");
    }
  }

  void read_symbols(const Fields& fields, const YAML::Mark& root) {
    auto f = find(fields, "symbols");
    if (!f) {
      yaml_.error(root,
                  "the theme has no symbols; add symbols: with one entry per picture (7 "
                  "for the smallest deck, 57 for a full order-7 deck)");
      return;
    }
    if (too_long(*f, "symbols")) return;
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

  // One error for a list past kMaxThemeSymbols, instead of reading (and checking every pair
  // of) thousands of pictures.
  bool too_long(const YamlField& f, const std::string& nouns) {
    if (!f.value.IsSequence() || f.value.size() <= kMaxThemeSymbols) return false;
    yaml_.error(f.key.Mark(), f.path + " lists " + std::to_string(f.value.size()) + " " + nouns +
                                  "; a theme may list at most " + std::to_string(kMaxThemeSymbols) +
                                  " (enough for the order-" + std::to_string(kMaxThemeOrder) +
                                  " deck: " + std::to_string(symbols_for_order(kMaxThemeOrder)) +
                                  " symbols, " + std::to_string(kMaxThemeOrder + 1) +
                                  " per card); remove some");
    return true;
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
    if (too_long(*f, "characters")) return;
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
  std::shared_ptr<const IconSet> icons_;
  bool icon_set_failed_ = false;
};

// The 1-based line where the second document of `text` starts: its --- line (a document
// holding only a comment or nothing has no mark of its own).
int second_document_line(const std::string& text, const YAML::Mark& second) {
  std::vector<int> markers;     // lines of "---" document starts
  bool content_before = false;  // the first document began without a --- line
  int line = 1;
  for (size_t at = 0; at < text.size(); ++line) {
    size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    const std::string row = text.substr(at, end - at);
    if (row.starts_with("---") &&
        (row.size() == 3 || row[3] == ' ' || row[3] == '\t' || row[3] == '\r')) {
      markers.push_back(line);
    } else if (markers.empty() && !row.empty() && row[0] != '#' && row[0] != '%' &&
               row.find_first_not_of(" \t\r") != std::string::npos) {
      content_before = true;
    }
    at = end + 1;
  }
  const size_t index = content_before ? 0 : 1;
  if (index < markers.size()) return markers[index];
  return second.line >= 0 ? second.line + 1 : 1;
}

// spotforge init marks the names it copied from the file name into other languages with
// "# TRANSLATE pl, de": a theme still holding one would print English words in a Polish deck.
void warn_about_translate_marks(const std::string& text, const std::string& file,
                                DiagnosticList& diagnostics) {
  for (const TextPlace& at : find_comment_marks(text, "TRANSLATE")) {
    size_t start = 0;
    for (int line = 1; line < at.line; ++line) start = text.find('\n', start) + 1;
    const size_t from = start + at.column - 1;
    std::string mark = text.substr(from, text.find_first_of("\r\n", from) - from);
    std::string languages = mark.substr(std::min(mark.find("TRANSLATE") + 9, mark.size()));
    languages.erase(0, languages.find_first_not_of(" \t:"));
    diagnostics.warning(file, at.line, at.column,
                        "the names on this line are still marked for translation (" + mark +
                            "): write them the way players say them" +
                            (languages.empty() ? "" : " in " + languages) +
                            ", then delete the mark");
  }
}

}  // namespace

fs::path shipped_themes_dir() { return data_dir() / "themes"; }

fs::path find_theme_folder(const std::string& argument) {
  std::error_code ec;
  fs::path given(argument);
  if (fs::is_directory(given, ec)) return given;
  // theme.yaml named directly, whatever it is: load_theme says what is wrong when it is a
  // FIFO, folder or device ("not found" was wrong for those).
  if (given.filename() == "theme.yaml" && fs::exists(fs::symlink_status(given, ec))) {
    return given.parent_path().empty() ? fs::path(".") : given.parent_path();
  }
  if (fs::exists(fs::status(given, ec))) {
    throw InputError("'" + argument +
                     "' is not a folder; expected a theme folder holding theme.yaml (or "
                     "the theme.yaml in one)");
  }
  const std::vector<fs::path> search = theme_search_path();
  const bool is_name =
      given.is_relative() && !argument.empty() && argument.find('/') == std::string::npos;
  if (is_name) {
    for (const fs::path& folder : search) {
      if (fs::is_directory(folder / given, ec)) return folder / given;
    }
  }
  std::string names;
  std::string places;
  for (const fs::path& folder : search) {
    places += (places.empty() ? "" : " or ") + folder.string();
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
      if (entry.is_directory() && fs::exists(entry.path() / "theme.yaml")) {
        names += (names.empty() ? "" : ", ") + entry.path().filename().string();
      }
    }
  }
  throw InputError("theme '" + argument + "' not found: it is neither a folder nor a theme in " +
                   places + "; expected a theme folder holding theme.yaml" +
                   (names.empty() ? "" : " or one of: " + names) +
                   " (spotforge init FOLDER makes a theme from a folder of pictures)");
}

Theme load_theme(const fs::path& folder, std::vector<Diagnostic>* warnings) {
  const fs::path file = folder / "theme.yaml";
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  if (!fs::exists(status)) {
    throw InputError("no theme.yaml in " + folder.string() + ": run `spotforge init " +
                     folder.string() + "` to make one from the pictures in it");
  }
  if (!fs::is_regular_file(status)) {
    // A folder, FIFO or device in its place (or a link to one) is a different mistake from a
    // missing file, and a FIFO would block the read forever.
    const std::string what = fs::is_directory(status) ? " is a folder, not a file"
                             : fs::is_fifo(status)    ? " is a FIFO (named pipe), not a file"
                             : fs::is_character_file(status) || fs::is_block_file(status)
                                 ? " is a device, not a file"
                                 : " is not a regular file";
    throw InputError(file.string() + what + "; expected a theme folder holding a theme.yaml file");
  }
  const std::uintmax_t size = fs::file_size(file, ec);
  if (ec) throw InputError(file.string() + ": cannot read: " + ec.message());
  if (size > kMaxThemeFileBytes) {
    throw InputError(file.string() + " is " + std::to_string(size) + " bytes; expected at most " +
                     std::to_string(kMaxThemeFileBytes >> 20) +
                     " MB (a theme lists its symbols; the pictures stay in their own files)");
  }
  std::ifstream in(file, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) throw InputError(file.string() + ": cannot read the file");
  return load_theme_text(folder, text, warnings);
}

Theme load_theme_text(const fs::path& folder, const std::string& yaml,
                      std::vector<Diagnostic>* warnings) {
  DiagnosticList diagnostics;
  const std::string file = (folder / "theme.yaml").string();
  if (auto deep = find_deep_nesting(yaml, kMaxYamlNesting)) {
    diagnostics.error(file, deep->line, deep->column,
                      "lists and mappings nest more than " + std::to_string(kMaxYamlNesting) +
                          " levels deep here; a theme needs at most 4 (check for unclosed [ "
                          "or {, or quote text that holds them)");
    diagnostics.throw_if_errors();
  }
  if (auto bad = find_invalid_utf8(yaml)) {
    diagnostics.error(file, bad->line, bad->column,
                      "this is not UTF-8 text; save theme.yaml as UTF-8 (names in other "
                      "encodings, such as Latin-1, show as garbage)");
    diagnostics.throw_if_errors();
  }
  YAML::Node root;
  try {
    const YamlDocuments documents = read_yaml_documents(yaml);
    if (documents.second) {
      // A second document (after a --- line) would be ignored silently: refuse it where it starts.
      const int line = second_document_line(yaml, *documents.second);
      diagnostics.error(file, line, 1,
                        "a second YAML document starts here; theme.yaml holds one: remove this "
                        "--- line (and what follows, or merge it into the theme above)");
      diagnostics.throw_if_errors();
    }
    root = documents.first;
  } catch (const YAML::DeepRecursion& e) {
    diagnostics.error(file, e.mark.line + 1, e.mark.column + 1,
                      "lists and mappings nest too deeply here; a theme needs at most 4 levels");
    diagnostics.throw_if_errors();
  } catch (const YAML::ParserException& e) {
    diagnostics.error(file, e.mark.line + 1, e.mark.column + 1,
                      "this is not valid YAML: " + e.msg +
                          "; check the indentation and quote values with : or # in them");
    diagnostics.throw_if_errors();
  } catch (const YAML::Exception& e) {
    throw InputError(file + ": cannot read: " + e.what());
  }
  Theme theme = ThemeReader(folder, diagnostics, yaml).read(root);
  warn_about_translate_marks(yaml, file, diagnostics);
  if (diagnostics.items().size() > kMaxReportedProblems) {
    // A badly broken (or hostile) file can hold thousands of problems; the first ones say
    // enough, and the rest would bury them.
    DiagnosticList first;
    for (size_t i = 0; i < kMaxReportedProblems; ++i) first.add(diagnostics.items()[i]);
    const size_t more = diagnostics.items().size() - kMaxReportedProblems;
    first.add(
        {diagnostics.has_errors() ? Diagnostic::Severity::kError : Diagnostic::Severity::kWarning,
         file, 0, 0, std::to_string(more) + " more problems not shown; fix these first"});
    diagnostics = first;
  }
  diagnostics.throw_if_errors();
  if (warnings) {
    for (const auto& w : diagnostics.warnings()) warnings->push_back(w);
  }
  return theme;
}

}  // namespace spotforge
