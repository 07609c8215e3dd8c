// The line level of a template: the front matter, and the {{#if}} / {{#each}} blocks resolved
// into the flat list of body lines that remain, each with the loop row it was repeated for.
// Internal to the template expander.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "typeset/template.h"
#include "typeset/template_scope.h"

namespace spotforge::typeset::detail {

struct SourceLine {
  std::string text;
  int line = 0;                  // 1-based line in the template file
  int column = 1;                // where `text` starts in that line
  const Scope* scope = nullptr;  // never null once expanded
};

struct TemplateLines {
  bool has_front_matter = false;
  std::map<std::string, SourceLine> front_matter;  // key -> its value
  std::vector<SourceLine> body;
  std::vector<std::unique_ptr<Scope>> scopes;  // owns every Scope the lines point to
};

TemplateLines expand_lines(const std::string& text, const std::string& file,
                           const TemplateContext& context, DiagnosticList& diagnostics);

}  // namespace spotforge::typeset::detail
