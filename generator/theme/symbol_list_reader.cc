#include "theme/symbol_list_reader.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <vector>

#include "art/art_error.h"
#include "art/edit_distance.h"
#include "art/glyph_coverage.h"
#include "art/picture_file.h"
#include "base/word_hash.h"
#include "theme/background_choice.h"
#include "theme/frame_fields.h"
#include "theme/theme_paths.h"

namespace spotforge {

// Longest symbol id: file names take 255 bytes, and an id is part of several.
constexpr size_t kMaxIdChars = 64;

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kSourceKeys = {"file", "icon", "text"};
const std::vector<std::string> kRoles = {"mascot"};
// reads_as: how players read a picture; "text" (digits, letters, words) keeps it upright or
// little tilted, with more air around it (layout_options.h).
const std::vector<std::string> kReadsAs = {"text", "picture"};
constexpr size_t kLongText = 24;  // characters; longer words get tiny on a card

bool valid_id(const std::string& id) {
  static const std::regex pattern("[a-z0-9][a-z0-9_-]*");
  return std::regex_match(id, pattern);
}

size_t utf8_length(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// Two files with the same content are the same picture (base/word_hash.h).
std::optional<uint64_t> content_hash(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  WordHash hash;
  std::vector<char> block(1 << 20);  // whole words, as WordHash::add asks
  while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0) {
    hash.add(block.data(), static_cast<size_t>(in.gcount()));
  }
  return hash.first();
}

YAML::Mark mark_at(int line, int column) {
  YAML::Mark m;
  m.line = line - 1;
  m.column = column - 1;
  return m;
}

std::string lowercase_extension(const fs::path& p) {
  std::string ext = p.extension().string();
  for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

class ItemReader {
 public:
  ItemReader(YamlFields& yaml, const SymbolListContext& context) : yaml_(yaml), context_(context) {}

  // The symbol, and the key identifying its picture ("" when the source was bad).
  std::optional<ThemeSymbol> read(const YAML::Node& item, const YAML::Mark& fallback,
                                  const std::string& path, std::string* picture_key) {
    std::vector<std::string> known = {"id",     "name",    "file",       "icon",
                                      "text",   "color",   "background", "reads_as",
                                      "gender", "article", "frame",      "focus"};
    if (context_.allow_role) known.push_back("role");
    auto fields = yaml_.mapping(item, fallback, path, known);
    if (!fields) return std::nullopt;
    ThemeSymbol symbol;
    const YAML::Mark at = item.Mark();
    symbol.line = at.line + 1;
    symbol.column = at.column + 1;
    bool ok = read_id(*fields, at, path, &symbol);
    const std::string label = symbol.id.empty() ? path : context_.noun + " '" + symbol.id + "'";
    ok = read_names(*fields, at, label, &symbol) && ok;
    ok = read_source(*fields, at, label, &symbol, picture_key) && ok;
    ok = read_grammar_by_language(*fields, "gender", label, &symbol) && ok;
    ok = read_grammar_by_language(*fields, "article", label, &symbol) && ok;
    if (auto f = fields->find("color"); f != fields->end()) {
      auto c = yaml_.color(f->second);
      ok = c.has_value() && ok;
      symbol.color = c;
    }
    if (auto f = fields->find("background"); f != fields->end()) {
      auto keep = read_background_choice(yaml_, f->second);
      ok = keep.has_value() && ok;
      symbol.keep_background = keep;
    }
    if (auto f = fields->find("frame"); f != fields->end()) {
      auto frame = read_frame_choice(yaml_, f->second);
      ok = frame.has_value() && ok;
      symbol.frame = frame;
    }
    if (auto f = fields->find("focus"); f != fields->end()) {
      auto focus = read_focus(yaml_, f->second);
      ok = focus.has_value() && ok;
      symbol.focus = focus;
    }
    if (auto f = fields->find("reads_as"); f != fields->end()) {
      auto reads = yaml_.choice(f->second, kReadsAs);
      ok = reads.has_value() && ok;
      if (reads) symbol.reads_as_text = *reads == "text";
    }
    if (auto f = fields->find("role"); f != fields->end()) {
      auto role = yaml_.choice(f->second, kRoles);
      ok = role.has_value() && ok;
      if (role) symbol.role = *role;
    }
    if (!ok) return std::nullopt;
    return symbol;
  }

  // Every name read must have a glyph for each character in the font the rulebooks print
  // names in, reported at the name (the typesetter would only name its template). One check
  // of all names together; each name again only when something is missing.
  void check_name_glyphs() {
    if (context_.name_font.empty() || names_.empty()) return;
    std::string all;
    for (const auto& n : names_) all += n.text + " ";
    const FontCoverage together = check_glyph_coverage(context_.name_font, "", all);
    if (!together.family_found || together.missing.empty()) return;  // fonts: reports a family
    for (const auto& n : names_) {
      const FontCoverage coverage = check_glyph_coverage(context_.name_font, "", n.text);
      if (coverage.missing.empty()) continue;
      yaml_.error(n.at, n.label + ": the " + language_name(n.code) +
                            " name: " + describe_problem(coverage) +
                            " (names are printed in the body font, fonts: body:)");
    }
  }

 private:
  using Fields = std::map<std::string, YamlField>;

  struct ReadName {
    YAML::Mark at;
    std::string label, code, text;
  };
  std::vector<ReadName> names_;

  bool read_id(const Fields& fields, const YAML::Mark& at, const std::string& path,
               ThemeSymbol* symbol) {
    auto f = fields.find("id");
    if (f == fields.end()) {
      yaml_.error(at, path +
                          " has no id; add one, e.g. id: horse (lower-case letters, digits, "
                          "- and _)");
      return false;
    }
    auto id = yaml_.text(f->second, "an id such as horse");
    if (!id) return false;
    if (!valid_id(*id)) {
      yaml_.error(YamlFields::place(f->second),
                  "id '" + *id +
                      "' is not a valid id; expected lower-case letters, digits, - and _, "
                      "starting with a letter or digit, e.g. paper-clip");
      return false;
    }
    if (id->size() > kMaxIdChars) {
      // The id names the kit's files (symbols/<id>.svg): a long one made "can't write" and
      // an empty kit folder, after the whole build.
      yaml_.error(YamlFields::place(f->second),
                  "id '" + id->substr(0, 20) + "...' is " + std::to_string(id->size()) +
                      " characters long; expected at most " + std::to_string(kMaxIdChars) +
                      " (it names the symbol's files in the kit)");
      return false;
    }
    symbol->id = *id;
    return true;
  }

  bool read_names(const Fields& fields, const YAML::Mark& at, const std::string& label,
                  ThemeSymbol* symbol) {
    auto f = fields.find("name");
    if (f == fields.end()) {
      yaml_.error(at, label +
                          " has no name; add name: with one entry per language, e.g. name: "
                          "{" +
                          example_names() + "}");
      return false;
    }
    const YamlField& field = f->second;
    if (!field.value.IsMap()) {
      yaml_.error(YamlFields::place(field), field.path + " should map each language to the " +
                                                context_.noun + "'s name, e.g. name: {" +
                                                example_names() + "}; found " +
                                                describe_node(field.value));
      return false;
    }
    // Not YamlFields::mapping: a language outside the theme's list is a choice, not a typo, so
    // no "did you mean" (es is one letter from en).
    std::map<std::string, YamlField> names;
    bool ok = true;
    for (auto it = field.value.begin(); it != field.value.end(); ++it) {
      const std::string code = it->first.IsScalar() ? it->first.Scalar() : "";
      YamlField name_field{field.path + "." + code, it->first, it->second};
      if (names.count(code)) {
        yaml_.error(it->first.Mark(), label + " has two names in '" + code + "'; keep one");
        ok = false;
      } else if (!context_.languages.empty() &&
                 std::find(context_.languages.begin(), context_.languages.end(), code) ==
                     context_.languages.end()) {
        // (Without a usable languages: list, its own error says so; no warning per name.)
        yaml_.warning(it->first.Mark(), label + ": the name in '" + code + "' is unused, since '" +
                                            code +
                                            "' is not among the theme's languages; add it to "
                                            "languages: or remove this name");
      } else {
        names.emplace(code, name_field);
        YamlField text_field = name_field;
        if (name_field.value.IsMap()) {
          auto grammar = read_grammar(name_field, code, &text_field);
          ok = grammar.has_value() && ok;
          if (!grammar) continue;
          if (!grammar->gender.empty() || !grammar->article.empty()) {
            symbol->grammar[code] = *grammar;
          }
        }
        auto name = yaml_.text(text_field, "the " + language_name(code) + " name");
        ok = name.has_value() && ok;
        if (name) {
          symbol->names[code] = *name;
          names_.push_back({YamlFields::place(text_field), label, code, *name});
        }
      }
    }
    for (const auto& code : context_.languages) {
      if (names.count(code)) continue;
      yaml_.error(YamlFields::place(field),
                  label + " has no name in " + language_name(code) + " ('" + code +
                      "', one of the theme's languages); add " + code + ": <name> under name:");
      ok = false;
    }
    return ok;
  }

  // gender: {de: f, fr: f} or article: {it: lo} beside name: (the short form of
  // name: {de: {text: Hand, gender: f}}), one entry per language that needs it.
  bool read_grammar_by_language(const Fields& fields, const std::string& key,
                                const std::string& label, ThemeSymbol* symbol) {
    static const std::vector<std::string> genders = {"m", "f", "n"};
    auto f = fields.find(key);
    if (f == fields.end()) return true;
    const YamlField& field = f->second;
    if (!field.value.IsMap()) {
      yaml_.error(YamlFields::place(field),
                  label + ": " + key + " should map languages to " +
                      (key == "gender" ? "m, f or n, e.g. gender: {de: f, fr: f}"
                                       : "an article, e.g. article: {it: lo}") +
                      "; found " + describe_node(field.value));
      return false;
    }
    bool ok = true;
    for (auto it = field.value.begin(); it != field.value.end(); ++it) {
      const std::string code = it->first.IsScalar() ? it->first.Scalar() : "";
      YamlField entry{field.path + "." + code, it->first, it->second};
      if (std::find(context_.languages.begin(), context_.languages.end(), code) ==
          context_.languages.end()) {
        yaml_.warning(it->first.Mark(), label + ": the " + key + " in '" + code +
                                            "' is unused, since '" + code +
                                            "' is not among the theme's languages");
        continue;
      }
      auto value = key == "gender" ? yaml_.choice(entry, genders)
                                   : yaml_.text(entry, "the article the name takes, e.g. lo");
      ok = value.has_value() && ok;
      if (!value) continue;
      NameGrammar& grammar = symbol->grammar[code];
      (key == "gender" ? grammar.gender : grammar.article) = *value;
    }
    return ok;
  }

  // A name written as {text: Hand, gender: f} (and article: where the language's own for the
  // gender doesn't fit, e.g. fr l’): `text_field` becomes its text: field.
  std::optional<NameGrammar> read_grammar(const YamlField& field, const std::string& code,
                                          YamlField* text_field) {
    static const std::vector<std::string> keys = {"text", "gender", "article"};
    static const std::vector<std::string> genders = {"m", "f", "n"};
    auto fields = yaml_.mapping(field.value, field.key.Mark(), field.path, keys);
    if (!fields) return std::nullopt;
    auto text = fields->find("text");
    if (text == fields->end()) {
      yaml_.error(field.value.Mark(), field.path + " has no text:; write the " +
                                          language_name(code) +
                                          " name as text:, e.g. {text: Hand, gender: f}");
      return std::nullopt;
    }
    *text_field = text->second;
    NameGrammar grammar;
    bool ok = true;
    if (auto g = fields->find("gender"); g != fields->end()) {
      auto gender = yaml_.choice(g->second, genders);
      ok = gender.has_value();
      if (gender) grammar.gender = *gender;
    }
    if (auto a = fields->find("article"); a != fields->end()) {
      auto article = yaml_.text(a->second, "the article the name takes, e.g. l’");
      ok = article.has_value() && ok;
      if (article) grammar.article = *article;
    }
    if (!ok) return std::nullopt;
    return grammar;
  }

  bool read_source(const Fields& fields, const YAML::Mark& at, const std::string& label,
                   ThemeSymbol* symbol, std::string* picture_key) {
    std::vector<const YamlField*> sources;
    for (const auto& key : kSourceKeys) {
      if (auto f = fields.find(key); f != fields.end()) sources.push_back(&f->second);
    }
    if (sources.empty()) {
      yaml_.error(at, label +
                          " has no picture; give one of file: (an SVG, PNG or JPEG in the "
                          "theme folder), icon: (a name in the theme's icon set) or text:");
      return false;
    }
    if (sources.size() > 1) {
      // Name them in the order they are written and point at the second.
      std::sort(sources.begin(), sources.end(), [](const YamlField* a, const YamlField* b) {
        return a->key.Mark().pos < b->key.Mark().pos;
      });
      yaml_.error(sources[1]->key.Mark(), label + " has two sources, " + sources[0]->key.Scalar() +
                                              ": and " + sources[1]->key.Scalar() +
                                              ":; give exactly one of file:, icon: or text:");
      return false;
    }
    const YamlField* source = sources[0];
    const YAML::Mark where = YamlFields::place(*source);
    symbol->source_line = where.line + 1;
    symbol->source_column = where.column + 1;
    const std::string kind = source->key.Scalar();
    auto value = yaml_.text(*source, kind == "text"   ? "a word or short phrase"
                                     : kind == "icon" ? "an icon name, e.g. horse-face"
                                                      : "a picture file in the theme folder");
    if (!value) return false;
    symbol->source.written = *value;
    if (kind == "file") return read_file(*source, *value, label, symbol, picture_key);
    if (kind == "icon") return read_icon(*source, *value, label, symbol, picture_key);
    return read_text(*source, *value, symbol, picture_key);
  }

  bool read_file(const YamlField& field, const std::string& written, const std::string& label,
                 ThemeSymbol* symbol, std::string* picture_key) {
    symbol->source.kind = SymbolSource::Kind::kFile;
    std::string why;
    auto path = resolve_theme_file(context_.folder, written, &why);
    if (!path) {
      yaml_.error(YamlFields::place(field), label + ": " + why);
      return false;
    }
    std::string ext = lowercase_extension(*path);
    if (!is_picture_extension(ext)) {
      yaml_.error(YamlFields::place(field), label + ": '" + written +
                                                "' is not a picture spotforge reads; expected an "
                                                ".svg, .png, .jpg, .heic or .webp file");
      return false;
    }
    auto hash = content_hash(*path);
    if (!hash) {
      yaml_.error(YamlFields::place(field),
                  label + ": cannot read '" + written + "'; check the file's permissions");
      return false;
    }
    symbol->source.value = path->string();
    *picture_key = "file:" + std::to_string(*hash);
    return true;
  }

  bool read_icon(const YamlField& field, const std::string& name, const std::string& label,
                 ThemeSymbol* symbol, std::string* picture_key) {
    symbol->source.kind = SymbolSource::Kind::kIcon;
    symbol->source.value = name;
    if (context_.icon_set_failed) return false;  // the set's own error says why
    if (!context_.icons) {
      yaml_.error(YamlFields::place(field),
                  label + " names icon '" + name +
                      "' but the theme names no icon set; add set: fluent-emoji-flat (or "
                      "another Iconify set) at the top level");
      return false;
    }
    if (!context_.icons->contains(name)) {
      yaml_.error(YamlFields::place(field),
                  label + ": icon '" + name + "' is not in the icon set '" +
                      context_.icons->prefix() + "'" +
                      did_you_mean(context_.icons->suggestions(name)) +
                      "; expected an icon name of that set (see its icons.json)");
      return false;
    }
    try {
      // Two names (an icon and its plain alias) that resolve to the same drawing are the same
      // picture; an alias that flips or turns its parent is a different one.
      const IconifyIcon icon = context_.icons->resolve(name);
      char box[160];
      std::snprintf(box, sizeof box, "%g %g %g %g %d %d %d|", icon.left, icon.top, icon.width,
                    icon.height, icon.h_flip, icon.v_flip, icon.rotate);
      *picture_key = "icon:" + std::string(box) + icon.body;
    } catch (const ArtError& e) {
      yaml_.error(YamlFields::place(field), label + ": icon '" + name + "': " + e.problem());
      return false;
    }
    return true;
  }

  bool read_text(const YamlField& field, const std::string& text, ThemeSymbol* symbol,
                 std::string* picture_key) {
    symbol->source.kind = SymbolSource::Kind::kText;
    symbol->source.value = text;
    if (utf8_length(text) > kLongText) {
      yaml_.warning(YamlFields::place(field),
                    "text '" + text + "' is " + std::to_string(utf8_length(text)) +
                        " characters long and will print small; up to " +
                        std::to_string(kLongText) + " reads well on a card");
    }
    *picture_key = "text:" + text;
    return true;
  }

  std::string example_names() const {
    std::string out;
    for (const auto& code : context_.languages) {
      out += (out.empty() ? "" : ", ") + code + ": ...";
    }
    return out;
  }

  YamlFields& yaml_;
  const SymbolListContext& context_;
};

}  // namespace

std::string language_name(const std::string& code) {
  static const std::map<std::string, std::string> kNames = {
      {"en", "English"}, {"it", "Italian"}, {"pl", "Polish"},     {"de", "German"},
      {"fr", "French"},  {"es", "Spanish"}, {"pt", "Portuguese"}, {"nl", "Dutch"}};
  auto it = kNames.find(code);
  return it == kNames.end() ? "'" + code + "'" : it->second;
}

std::vector<ThemeSymbol> read_symbol_list(YamlFields& yaml, const YamlField& list,
                                          const SymbolListContext& context) {
  std::vector<ThemeSymbol> symbols;
  if (!list.value.IsSequence()) {
    if (list.value.IsNull()) return symbols;  // the caller reports an empty list
    yaml.error(YamlFields::place(list), list.path + " should be a list of " + context.noun +
                                            "s (each starting with '- id:'); found " +
                                            describe_node(list.value));
    return symbols;
  }
  ItemReader reader(yaml, context);
  std::map<std::string, const ThemeSymbol*> by_id;
  std::map<std::string, std::string> by_picture;  // picture key -> id of its first symbol
  std::vector<std::pair<ThemeSymbol, std::string>> read;
  for (size_t i = 0; i < list.value.size(); ++i) {
    std::string key;
    const std::string path = list.path + "[" + std::to_string(i + 1) + "]";
    auto symbol = reader.read(list.value[i], list.key.Mark(), path, &key);
    if (symbol) read.emplace_back(std::move(*symbol), key);
  }
  reader.check_name_glyphs();
  std::map<std::string, std::string> by_name;  // language:name -> id
  const ThemeSymbol* mascot = nullptr;
  for (auto& [symbol, key] : read) symbols.push_back(symbol);
  for (size_t i = 0; i < symbols.size(); ++i) {
    const ThemeSymbol& s = symbols[i];
    const YAML::Mark at = mark_at(s.line, s.column);
    if (auto [it, fresh] = by_id.emplace(s.id, &s); !fresh) {
      yaml.error(at, "id '" + s.id + "' is used twice (first on line " +
                         std::to_string(it->second->line) + "); give every " + context.noun +
                         " its own id");
    }
    const std::string& key = read[i].second;
    if (auto [it, fresh] = by_picture.emplace(key, s.id); !fresh) {
      yaml.error(mark_at(s.source_line, s.source_column),
                 context.noun + " '" + s.id + "' shows the same " +
                     (key.starts_with("text:") ? "text" : "picture") + " as '" + it->second +
                     "'; every " + context.noun +
                     " needs a picture of its own, or two cards could share two symbols");
    }
    for (const auto& [code, name] : s.names) {
      // Players call the match by name: two symbols with one name make a dispute.
      std::string folded = name;
      for (char& ch : folded) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      if (auto [it, fresh] = by_name.emplace(code + ":" + folded, s.id); !fresh) {
        yaml.error(at, context.noun + "s '" + it->second + "' and '" + s.id +
                           "' are both called '" + name + "' in " + language_name(code) +
                           "; give each its own name, since players call a match by name");
      }
    }
    if (s.role == "mascot") {
      if (mascot) {
        yaml.error(at, "'" + s.id + "' and '" + mascot->id +
                           "' are both role: mascot; the rules name one mascot symbol");
      }
      mascot = &s;
    }
  }
  return symbols;
}

}  // namespace spotforge
