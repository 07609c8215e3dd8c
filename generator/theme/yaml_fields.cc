#include "theme/yaml_fields.h"

#include <cstdio>

#include "art/edit_distance.h"
#include "base/length.h"
#include "theme/color.h"
#include "theme/yaml_prescan.h"

namespace spotforge {
namespace {

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
  return out;
}

std::string format_number(double value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", value);
  return buf;
}

}  // namespace

std::string describe_node(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Sequence:
      return "a list";
    case YAML::NodeType::Map:
      return "a mapping";
    case YAML::NodeType::Scalar:
      return "'" + node.Scalar() + "'";
    default:
      return "an empty value";
  }
}

void YamlFields::error(const YAML::Mark& at, const std::string& message) {
  diagnostics_.error(file_, at.line + 1, at.column + 1, message);
}

void YamlFields::warning(const YAML::Mark& at, const std::string& message) {
  diagnostics_.warning(file_, at.line + 1, at.column + 1, message);
}

YAML::Mark YamlFields::place(const YamlField& field) {
  if (field.value.IsDefined() && !field.value.IsNull()) {
    YAML::Mark m = field.value.Mark();
    if (m.line >= 0) return m;
  }
  return field.key.Mark();
}

std::optional<std::map<std::string, YamlField>> YamlFields::mapping(
    const YAML::Node& node, const YAML::Mark& fallback, const std::string& path,
    const std::vector<std::string>& known) {
  const std::string where = path.empty() ? "at the top level" : "in " + path;
  if (!node.IsMap()) {
    YAML::Mark at =
        node.IsDefined() && !node.IsNull() && node.Mark().line >= 0 ? node.Mark() : fallback;
    error(at, (path.empty() ? std::string("theme.yaml") : path) + " should be a mapping of keys (" +
                  join(known) + "); found " + describe_node(node));
    return std::nullopt;
  }
  std::map<std::string, YamlField> fields;
  for (auto it = node.begin(); it != node.end(); ++it) {
    const YAML::Node key = it->first;
    if (!key.IsScalar()) {
      error(key.Mark(), "a key " + where + " should be a plain word; found " + describe_node(key));
      continue;
    }
    const std::string name = key.Scalar();
    const std::string field_path = path.empty() ? name : path + "." + name;
    if (auto seen = fields.find(name); seen != fields.end()) {
      error(key.Mark(), "key '" + name + "' appears twice " + where + " (first on line " +
                            std::to_string(seen->second.key.Mark().line + 1) +
                            "); keep one of them");
      continue;
    }
    bool is_known = false;
    for (const auto& k : known) is_known = is_known || k == name;
    if (is_known) {
      fields.emplace(name, YamlField{field_path, key, it->second});
    } else if (auto close = closest_names(name, known, 2); !close.empty()) {
      error(key.Mark(), "unknown key '" + name + "' " + where + did_you_mean(close) +
                            " Expected one of: " + join(known));
    } else {
      warning(key.Mark(), "unknown key '" + name + "' " + where +
                              " is ignored; the keys spotforge reads here are: " + join(known));
    }
  }
  return fields;
}

bool YamlFields::require_scalar(const YamlField& field, const std::string& expected) {
  if (field.value.IsScalar()) return true;
  std::string found = describe_node(field.value);
  std::string hint;
  if (field.value.IsNull() || !field.value.IsDefined()) hint = empty_value_hint(field);
  error(place(field), field.path + " should be " + expected + "; found " + found + hint);
  return false;
}

std::string YamlFields::empty_value_hint(const YamlField& field) const {
  const std::string comment =
      " (a value starting with # is a YAML comment: quote it, e.g. \"#1f6feb\")";
  if (!source_) return comment;  // no text to look at: the commonest cause
  const YAML::Mark key = field.key.Mark();
  if (key.pos < 0 || static_cast<size_t>(key.pos) >= source_->size()) return "";
  // What follows the key's colon on its line, up to a , } or ] that ends a flow value.
  const size_t colon = source_->find(':', static_cast<size_t>(key.pos));
  const size_t line_end = source_->find('\n', static_cast<size_t>(key.pos));
  if (colon == std::string::npos || colon > line_end) return "";
  std::string after = source_->substr(
      colon + 1, line_end == std::string::npos ? std::string::npos : line_end - colon - 1);
  after.erase(0, after.find_first_not_of(" \t"));
  after = after.substr(0, after.find_first_of(",}]\r"));
  while (!after.empty() && (after.back() == ' ' || after.back() == '\t')) after.pop_back();
  if (after.starts_with("#")) return comment;
  if (after == "~" || after == "null" || after == "Null" || after == "NULL") {
    return " ('" + after + "' means no value in YAML: quote it, e.g. \"" + after + "\")";
  }
  return "";
}

std::optional<std::string> YamlFields::text(const YamlField& field, const std::string& expected) {
  if (!require_scalar(field, expected)) return std::nullopt;
  if (field.value.Scalar().empty()) {
    error(place(field), field.path + " is empty; expected " + expected);
    return std::nullopt;
  }
  // An escape ("\0", "\ud800") can make a value that is not UTF-8 in a file that is.
  if (invalid_utf8_offset(field.value.Scalar()) != std::string::npos) {
    error(place(field), field.path +
                            " holds a NUL or a byte that is not UTF-8 (from an escape such as "
                            "\\0 or \\ud800); expected " +
                            expected + " in plain UTF-8 text");
    return std::nullopt;
  }
  return field.value.Scalar();
}

std::optional<double> YamlFields::length_mm(const YamlField& field, double minimum_mm,
                                            bool allow_equal, double maximum_mm) {
  const std::string expected = "a length with a unit (mm, cm, in, pt), e.g. 3mm";
  if (!require_scalar(field, expected)) return std::nullopt;
  std::string why;
  auto mm = parse_length_mm(field.value.Scalar(), &why);
  if (!mm) {
    error(place(field), field.path + ": " + why);
    return std::nullopt;
  }
  if (*mm < minimum_mm || (!allow_equal && *mm == minimum_mm)) {
    error(place(field), field.path + " is " + field.value.Scalar() + "; expected " +
                            (allow_equal ? "at least " : "more than ") + format_mm(minimum_mm));
    return std::nullopt;
  }
  if (*mm > maximum_mm) {
    error(place(field), field.path + " is " + field.value.Scalar() + "; expected at most " +
                            format_mm(maximum_mm));
    return std::nullopt;
  }
  return mm;
}

std::optional<double> YamlFields::number(const YamlField& field, double minimum, double maximum) {
  const std::string range =
      "a number from " + format_number(minimum) + " to " + format_number(maximum);
  if (!require_scalar(field, range)) return std::nullopt;
  double value = 0;
  if (!YAML::convert<double>::decode(field.value, value)) {
    error(place(field), field.path + " is '" + field.value.Scalar() + "'; expected " + range);
    return std::nullopt;
  }
  if (!(value >= minimum && value <= maximum)) {  // also refuses .nan, which compares false
    error(place(field), field.path + " is " + field.value.Scalar() + "; expected " + range);
    return std::nullopt;
  }
  return value;
}

std::optional<bool> YamlFields::boolean(const YamlField& field) {
  if (!require_scalar(field, "true or false")) return std::nullopt;
  bool value = false;
  if (!YAML::convert<bool>::decode(field.value, value)) {
    error(place(field), field.path + " is '" + field.value.Scalar() + "'; expected true or false");
    return std::nullopt;
  }
  return value;
}

std::optional<Color> YamlFields::color(const YamlField& field) {
  if (!require_scalar(field, "a colour \"#rrggbb\" or \"#rrggbbaa\"")) return std::nullopt;
  std::string why;
  auto c = parse_color(field.value.Scalar(), &why);
  if (!c) error(place(field), field.path + ": " + why);
  return c;
}

std::optional<std::string> YamlFields::choice(const YamlField& field,
                                              const std::vector<std::string>& allowed) {
  if (!require_scalar(field, "one of: " + join(allowed))) return std::nullopt;
  const std::string& value = field.value.Scalar();
  for (const auto& a : allowed) {
    if (a == value) return value;
  }
  auto close = closest_names(value, allowed, 2);
  error(place(field), field.path + " is '" + value + "'" + did_you_mean(close) +
                          (close.empty() ? "; expected" : " Expected") +
                          " one of: " + join(allowed));
  return std::nullopt;
}

std::optional<std::vector<std::string>> YamlFields::text_list(const YamlField& field,
                                                              bool allow_single) {
  if (allow_single && field.value.IsScalar()) {
    auto one = text(field, "a line of text");
    if (!one) return std::nullopt;
    return std::vector<std::string>{*one};
  }
  if (!field.value.IsSequence()) {
    error(place(field), field.path +
                            " should be a list of lines, e.g. [\"first\", \"second\"]; found " +
                            describe_node(field.value));
    return std::nullopt;
  }
  std::vector<std::string> lines;
  bool ok = true;
  for (size_t i = 0; i < field.value.size(); ++i) {
    YamlField item{field.path + "[" + std::to_string(i + 1) + "]", field.key, field.value[i]};
    auto line = text(item, "a line of text");
    ok = ok && line.has_value();
    if (line) lines.push_back(*line);
  }
  if (!ok) return std::nullopt;
  return lines;
}

}  // namespace spotforge
