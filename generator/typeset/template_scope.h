// Variable look-up inside a template: the rows of enclosing {{#each}} loops shadow the
// context's values. Internal to the template expander.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "typeset/template.h"

namespace spotforge::typeset::detail {

struct Scope {
  const TemplateRow* row = nullptr;  // nullptr for the outermost scope
  const Scope* parent = nullptr;
};

// The value of `name` seen from `scope`, or nullptr when no row and no context value has it.
const TemplateValue* lookup(const std::string& name, const Scope* scope,
                            const TemplateContext& context);

// The names visible from `scope`, for "expected one of" hints.
std::vector<std::string> visible_names(const Scope* scope, const TemplateContext& context);

// "a, b, c" (at most `limit` names, then "...").
std::string join_names(const std::vector<std::string>& names, size_t limit = 12);

std::string value_text(const TemplateValue& value);

}  // namespace spotforge::typeset::detail
