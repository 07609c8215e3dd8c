#include "theme/yaml_documents.h"

#include <yaml-cpp/eventhandler.h>

#include <sstream>

namespace spotforge {
namespace {

// Only the documents' starts matter: the first document's nodes are built by YAML::Load.
class DocumentStarts : public YAML::EventHandler {
 public:
  void OnDocumentStart(const YAML::Mark& mark) override { last_start = mark; }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {}
  void OnMapEnd() override {}

  YAML::Mark last_start = YAML::Mark::null_mark();
};

std::string what_is_at(const std::string& text, const YAML::Mark& mark) {
  if (mark.pos < 0 || static_cast<size_t>(mark.pos) >= text.size()) return "this";
  return "'" + std::string(1, text[mark.pos]) + "'";
}

}  // namespace

YamlDocuments read_yaml_documents(const std::string& text) {
  std::istringstream in(text);
  YAML::Parser parser(in);
  DocumentStarts starts;
  YamlDocuments documents;
  if (parser.HandleNextDocument(starts)) {
    const YAML::Mark first = starts.last_start;
    if (parser.HandleNextDocument(starts)) {
      if (starts.last_start.pos <= first.pos) {
        throw YAML::ParserException(
            starts.last_start, what_is_at(text, starts.last_start) + " can't start a value here");
      }
      documents.second = starts.last_start;
    }
  }
  documents.first = YAML::Load(text);
  return documents;
}

}  // namespace spotforge
