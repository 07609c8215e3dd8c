// The inline level of a template: **strong**, *emphasis*, \escapes, {{variables}}, plural-aware
// counts {{n|one|other}} and symbol pictures {{symbol:key}}. Internal to the template expander.
#pragma once

#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "typeset/document.h"
#include "typeset/template.h"
#include "typeset/template_lines.h"

namespace spotforge::typeset::detail {

// Expands the lines of one block, joined by single spaces; **strong** and *emphasis* may run
// from one line into the next.
Inlines expand_inlines(const std::vector<SourceLine>& segments, const std::string& file,
                       const TemplateContext& context, DiagnosticList& diagnostics);

// Expands one piece of text: `source.text` with its line and starting column. Problems go to
// `diagnostics` (with `file`); the result is then incomplete.
Inlines expand_inlines(const SourceLine& source, const std::string& file,
                       const TemplateContext& context, DiagnosticList& diagnostics);

// The text of the runs without markup (symbols by name): for titles and anchors.
std::string plain_text(const Inlines& inlines);

}  // namespace spotforge::typeset::detail
