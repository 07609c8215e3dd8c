#include "theme/credits_reader.h"

#include <map>

namespace spotforge {

namespace {

const std::vector<std::string> kCreditKeys = {"what", "source", "by", "licence", "url"};

// The old free-text lines shipped themes and `spotforge init` wrote, recognised by their
// start: they become data, so a French book no longer says "Pictures :".
std::optional<Credit> known_line(const std::string& text) {
  if (text.rfind("Pictures: Fluent Emoji Flat by Microsoft", 0) == 0) {
    return Credit{"pictures",
                  "Fluent Emoji Flat",
                  "Microsoft",
                  "MIT",
                  "https://github.com/microsoft/fluentui-emoji",
                  "",
                  0};
  }
  if (text.rfind("Fonts: Quicksand (The Quicksand Project Authors) and Andika", 0) == 0) {
    return Credit{"fonts", "Quicksand (The Quicksand Project Authors), Andika (SIL International)",
                  "",      "SIL Open Font License 1.1",
                  "",      "",
                  0};
  }
  return std::nullopt;
}

std::string new_form_example() {
  return "{what: pictures, source: \"Seaside drawings\", by: Ada, licence: \"CC BY 4.0\"}";
}

std::optional<Credit> read_text_item(YamlFields& yaml, const YamlField& item) {
  auto text = yaml.text(item, "a line of text");
  if (!text) return std::nullopt;
  const YAML::Mark at = YamlFields::place(item);
  if (auto known = known_line(*text)) {
    known->line = at.line + 1;
    return known;
  }
  yaml.warning(at, item.path +
                       " is free text, printed as written in every language's rulebook; write "
                       "it as data so each book says it in its own language, e.g. " +
                       new_form_example() + " (what: one of pictures, photos, fonts, words)");
  Credit credit;
  credit.text = *text;
  credit.line = at.line + 1;
  return credit;
}

std::optional<Credit> read_data_item(YamlFields& yaml, const YamlField& item) {
  auto fields = yaml.mapping(item.value, item.key.Mark(), item.path, kCreditKeys);
  if (!fields) return std::nullopt;
  Credit credit;
  credit.line = item.value.Mark().line + 1;
  bool ok = true;
  auto read = [&](const char* key, const std::string& expected, std::string* out) {
    auto it = fields->find(key);
    if (it == fields->end()) return;
    auto value = yaml.text(it->second, expected);
    ok = value.has_value() && ok;
    if (value) *out = *value;
  };
  if (auto it = fields->find("what"); it != fields->end()) {
    auto what = yaml.choice(it->second, credit_kinds());
    ok = what.has_value() && ok;
    if (what) credit.what = *what;
  } else {
    yaml.error(item.value.Mark(), item.path +
                                      " has no what:; add what: pictures (or photos, fonts, "
                                      "words): the rulebooks name it in their language");
    ok = false;
  }
  read("source", "the work's name, e.g. Fluent Emoji Flat", &credit.source);
  read("by", "who made it, e.g. Microsoft", &credit.by);
  read("licence", "a licence, e.g. MIT", &credit.licence);
  read("url", "a web address", &credit.url);
  if (ok && credit.source.empty() && credit.by.empty()) {
    yaml.error(item.value.Mark(), item.path +
                                      " says neither source: nor by:; give the work's name, who "
                                      "made it, or both, e.g. " +
                                      new_form_example());
    ok = false;
  }
  if (!ok) return std::nullopt;
  return credit;
}

std::optional<Credit> read_item(YamlFields& yaml, const YamlField& item) {
  if (item.value.IsMap()) return read_data_item(yaml, item);
  if (!item.value.IsScalar()) {
    yaml.error(YamlFields::place(item), item.path + " should be a line of text; found " +
                                            describe_node(item.value) + " (or write a credit as " +
                                            new_form_example() + ")");
    return std::nullopt;
  }
  return read_text_item(yaml, item);
}

}  // namespace

const std::vector<std::string>& credit_kinds() {
  static const std::vector<std::string> kinds = {"pictures", "photos", "fonts", "words"};
  return kinds;
}

std::optional<std::vector<Credit>> read_credits(YamlFields& yaml, const YamlField& field) {
  if (!field.value.IsSequence()) {
    auto one = read_item(yaml, field);
    if (!one) return std::nullopt;
    return std::vector<Credit>{*one};
  }
  std::vector<Credit> credits;
  bool ok = true;
  for (size_t i = 0; i < field.value.size(); ++i) {
    YamlField item{field.path + "[" + std::to_string(i + 1) + "]", field.key, field.value[i]};
    auto credit = read_item(yaml, item);
    ok = credit.has_value() && ok;
    if (credit) credits.push_back(*credit);
  }
  if (!ok) return std::nullopt;
  return credits;
}

}  // namespace spotforge
