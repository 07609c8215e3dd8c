// The documents of theme.yaml as yaml-cpp reads them, without YAML::LoadAll: on some malformed
// input (a stray ',' at the start of a line at the top level) yaml-cpp 0.7's parser begins a
// new, empty document at the same place again and again, and LoadAll never returns (found by
// theme_fuzzer). Here a document that starts where the previous one did is a syntax error.
#pragma once

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

namespace spotforge {

struct YamlDocuments {
  YAML::Node first;                  // the first document; null when the text holds none
  std::optional<YAML::Mark> second;  // where a second document starts, if one does
};

// Throws YAML::ParserException (with the place) for text yaml-cpp cannot read, including the
// place where its parser stops advancing.
YamlDocuments read_yaml_documents(const std::string& text);

}  // namespace spotforge
