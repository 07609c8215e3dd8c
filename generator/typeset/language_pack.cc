#include "typeset/language_pack.h"

#include <yaml-cpp/yaml.h>

#include <mutex>

#include "base/diagnostic.h"
#include "base/languages.h"
#include "typeset/plural.h"

namespace spotforge::typeset {

namespace fs = std::filesystem;

namespace {

// Reads one section of strings.yaml, reporting at the node's line what is wrong.
class PackReader {
 public:
  PackReader(const fs::path& file, DiagnosticList& problems)
      : file_(file.string()), problems_(problems) {}

  void error(const YAML::Node& at, const std::string& message) {
    const YAML::Mark mark = at.Mark();
    problems_.error(file_, mark.line + 1, mark.column + 1, message);
  }

  YAML::Node section(const YAML::Node& root, const std::string& key) {
    const YAML::Node node = root[key];
    if (!node || !node.IsMap()) {
      problems_.error(file_, 0, 0, "no '" + key + ":' section (a mapping); add it as in en/");
      return {};
    }
    return node;
  }

  std::string text(const YAML::Node& map, const std::string& key, bool required = true) {
    if (!map) return "";
    const YAML::Node node = map[key];
    if (!node) {
      if (required) error(map, "'" + key + "' is missing; add it as in en/strings.yaml");
      return "";
    }
    if (!node.IsScalar()) {
      error(node, "'" + key + "' must be text");
      return "";
    }
    return node.as<std::string>();
  }

  int number(const YAML::Node& map, const std::string& key, int low, int high) {
    const std::string value = text(map, key);
    if (value.empty()) return low;
    try {
      size_t used = 0;
      const int n = std::stoi(value, &used);
      if (used == value.size() && n >= low && n <= high) return n;
    } catch (const std::exception&) {
    }
    error(map[key], "'" + key + "' is " + value + "; expected a whole number from " +
                        std::to_string(low) + " to " + std::to_string(high));
    return low;
  }

 private:
  std::string file_;
  DiagnosticList& problems_;
};

void read_plural(PackReader& in, const YAML::Node& plural, LanguagePack& pack) {
  if (!plural) return;
  const YAML::Node forms = plural["forms"];
  if (!forms || !forms.IsSequence() || forms.size() == 0) {
    in.error(plural, "'forms' must list the noun forms templates write, e.g. [one, other]");
    return;
  }
  for (const YAML::Node& form : forms) pack.plural_forms.push_back(form.as<std::string>());
  pack.plural_rules = in.text(plural, "rules");
  if (const std::string problem = check_plural_rules(pack.plural_rules, pack.plural_forms);
      !problem.empty()) {
    in.error(plural["rules"] ? plural["rules"] : plural, problem);
  }
}

void read_typography(PackReader& in, const YAML::Node& typography, LanguagePack& pack) {
  if (!typography) return;
  pack.tie_after = in.text(typography, "tie_after", false);
  pack.thin_space_before = in.text(typography, "thin_space_before", false);
  pack.thin_space_after = in.text(typography, "thin_space_after", false);
}

}  // namespace

const std::string& LanguagePack::text(const std::string& key) const {
  const auto it = strings.find(key);
  if (it == strings.end()) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, file.string(), 0, 0,
         "no string '" + key + "' under strings:; add it (en/strings.yaml has every key)"}});
  }
  return it->second;
}

namespace {

// The parts of a placeholder "{n|card|cards}": the name, then the noun forms (if any).
std::vector<std::string> placeholder_parts(const std::string& inner) {
  std::vector<std::string> parts;
  size_t from = 0;
  for (size_t bar = inner.find('|'); bar != std::string::npos; bar = inner.find('|', from)) {
    parts.push_back(inner.substr(from, bar - from));
    from = bar + 1;
  }
  parts.push_back(inner.substr(from));
  return parts;
}

// "3 faces", or the form with the number where its '#' is, as the templates write counts.
std::string counted(const LanguagePack& pack, const std::string& value,
                    const std::vector<std::string>& parts) {
  long long n = 0;
  try {
    n = std::stoll(value);
  } catch (const std::exception&) {
    return value;
  }
  const std::vector<std::string> forms(parts.begin() + 1, parts.end());
  const std::string& form =
      forms.at(static_cast<size_t>(plural_form_index(pack.plural_rules, pack.plural_forms, n)));
  const size_t hash = form.find('#');
  if (hash != std::string::npos) return form.substr(0, hash) + value + form.substr(hash + 1);
  return value + "\u00a0" + form;
}

// "" when every counted placeholder of `text` has one form per plural form; else the problem.
std::string check_placeholders(const std::string& text, const std::vector<std::string>& forms) {
  for (size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
    const size_t close = text.find('}', open);
    if (close == std::string::npos) return "a '{' without its '}'";
    const std::vector<std::string> parts =
        placeholder_parts(text.substr(open + 1, close - open - 1));
    if (parts.size() > 1 && parts.size() - 1 != forms.size()) {
      return "{" + parts[0] + "|...} has " + std::to_string(parts.size() - 1) +
             " noun forms; expected " + std::to_string(forms.size()) + " (plural: forms:)";
    }
  }
  return "";
}

}  // namespace

std::string LanguagePack::format(const std::string& key,
                                 const std::map<std::string, std::string>& values) const {
  const std::string& pattern = text(key);
  std::string out;
  size_t from = 0;
  for (size_t open = pattern.find('{'); open != std::string::npos; open = pattern.find('{', from)) {
    const size_t close = pattern.find('}', open);
    if (close == std::string::npos) break;
    out += pattern.substr(from, open - from);
    const std::vector<std::string> parts =
        placeholder_parts(pattern.substr(open + 1, close - open - 1));
    const auto value = values.find(parts[0]);
    if (value == values.end()) {
      out += pattern.substr(open, close + 1 - open);  // not ours to fill: left as written
    } else if (parts.size() == 1) {
      out += value->second;
    } else {
      out += counted(*this, value->second, parts);
    }
    from = close + 1;
  }
  return out + pattern.substr(from);
}

LanguagePack read_language_pack(const fs::path& file, const std::string& code) {
  LanguagePack pack;
  pack.code = code;
  pack.file = file;
  YAML::Node root;
  try {
    root = YAML::LoadFile(file.string());
  } catch (const YAML::BadFile&) {
    throw InputError(file.string() + ": can't be read; expected the language's strings file");
  } catch (const YAML::Exception& e) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, file.string(), e.mark.line + 1, e.mark.column + 1, e.msg}});
  }
  DiagnosticList problems;
  PackReader in(file, problems);
  if (!root.IsMap()) {
    problems.error(file.string(), 1, 1, "expected a mapping with language:, plural:, strings:");
    problems.throw_if_errors();
  }
  pack.name = in.text(in.section(root, "language"), "name");
  read_plural(in, in.section(root, "plural"), pack);
  const YAML::Node hyphenation = in.section(root, "hyphenation");
  pack.hyphenation_dictionary = in.text(hyphenation, "dictionary");
  pack.hyphenation_package = in.text(hyphenation, "package");
  if (hyphenation) {
    pack.hyphen_left = in.number(hyphenation, "left", 1, 5);
    pack.hyphen_right = in.number(hyphenation, "right", 1, 5);
    pack.hyphen_shortest_word = in.number(hyphenation, "shortest_word", 2, 12);
  }
  read_typography(in, root["typography"], pack);
  if (const YAML::Node strings = in.section(root, "strings")) {
    for (const auto& entry : strings) {
      if (!entry.second.IsScalar()) {
        in.error(entry.second, "'" + entry.first.as<std::string>() + "' must be text");
        continue;
      }
      const std::string value = entry.second.as<std::string>();
      if (const std::string problem = check_placeholders(value, pack.plural_forms);
          !problem.empty()) {
        in.error(entry.second, "'" + entry.first.as<std::string>() + "': " + problem);
      }
      pack.strings[entry.first.as<std::string>()] = value;
    }
  }
  problems.throw_if_errors();
  return pack;
}

std::shared_ptr<const LanguagePack> language_pack(std::string_view code) {
  // Read once per file: the typesetter asks for the pack at every plural and every line.
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const LanguagePack>> packs;
  const fs::path file = languages_dir() / std::string(code) / "strings.yaml";
  std::lock_guard lock(mutex);
  if (auto it = packs.find(file.string()); it != packs.end()) return it->second;
  if (code.empty() || code.find('/') != std::string_view::npos || !fs::exists(file)) {
    throw InputError("no language '" + std::string(code) + "' (no " + file.string() +
                     "); languages that exist: " + available_languages_text());
  }
  auto pack = std::make_shared<const LanguagePack>(read_language_pack(file, std::string(code)));
  packs[file.string()] = pack;
  return pack;
}

}  // namespace spotforge::typeset
