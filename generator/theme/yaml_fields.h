// Checked reading of theme.yaml nodes. Every accessor reports what is wrong at the node's
// LINE:COL (from yaml-cpp's marks) into a DiagnosticList and returns nullopt, so a loader can
// carry on and report every problem in one run.
#pragma once

#include <yaml-cpp/yaml.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "theme/theme.h"

namespace spotforge {

// One key: value pair of a mapping. `path` names it for messages, e.g. "card.diameter".
struct YamlField {
  std::string path;
  YAML::Node key;
  YAML::Node value;
};

class YamlFields {
 public:
  // `source`, when given, is theme.yaml's text: it tells an empty value from null or a comment.
  YamlFields(std::string file, DiagnosticList& diagnostics, const std::string* source = nullptr)
      : file_(std::move(file)), diagnostics_(diagnostics), source_(source) {}

  const std::string& file() const { return file_; }
  void error(const YAML::Mark& at, const std::string& message);
  void warning(const YAML::Mark& at, const std::string& message);
  // The place of a field's value; its key when the value has no place (an empty value).
  static YAML::Mark place(const YamlField& field);

  // Checks that `node` is a mapping and returns its fields by key. Repeated keys are errors. A
  // key not in `known` that looks like a misspelling of one is an error with "did you mean"
  // (the setting would otherwise be lost silently); any other unknown key is a warning.
  std::optional<std::map<std::string, YamlField>> mapping(const YAML::Node& node,
                                                          const YAML::Mark& fallback,
                                                          const std::string& path,
                                                          const std::vector<std::string>& known);

  // A scalar as text (not empty).
  std::optional<std::string> text(const YamlField& field, const std::string& expected);
  // A length at least (or more than) minimum_mm and at most maximum_mm: every length has an
  // upper bound too, since a huge one (min_gap: 10000mm) made the layout grow without end.
  std::optional<double> length_mm(const YamlField& field, double minimum_mm, bool allow_equal,
                                  double maximum_mm);
  std::optional<double> number(const YamlField& field, double minimum, double maximum);
  std::optional<bool> boolean(const YamlField& field);
  std::optional<Color> color(const YamlField& field);
  // One of `allowed`; "did you mean" otherwise.
  std::optional<std::string> choice(const YamlField& field,
                                    const std::vector<std::string>& allowed);
  // A list of non-empty strings (a single string counts as a list of one when allow_single).
  std::optional<std::vector<std::string>> text_list(const YamlField& field, bool allow_single);

 private:
  bool require_scalar(const YamlField& field, const std::string& expected);
  // Why a value reads as empty, from what is written after the key: "" when it is blank.
  std::string empty_value_hint(const YamlField& field) const;

  std::string file_;
  DiagnosticList& diagnostics_;
  const std::string* source_ = nullptr;
};

// "a list", "a mapping", "an empty value", "'text'": what the user wrote, for messages.
std::string describe_node(const YAML::Node& node);

}  // namespace spotforge
