#include "typeset/template_scope.h"

#include <algorithm>

namespace spotforge::typeset::detail {

const TemplateValue* lookup(const std::string& name, const Scope* scope,
                            const TemplateContext& context) {
  for (const Scope* s = scope; s != nullptr; s = s->parent) {
    if (s->row == nullptr) continue;
    const auto it = s->row->find(name);
    if (it != s->row->end()) return &it->second;
  }
  const auto it = context.values.find(name);
  return it == context.values.end() ? nullptr : &it->second;
}

std::vector<std::string> visible_names(const Scope* scope, const TemplateContext& context) {
  std::vector<std::string> names;
  for (const Scope* s = scope; s != nullptr; s = s->parent) {
    if (s->row == nullptr) continue;
    for (const auto& [name, value] : *s->row) names.push_back(name);
  }
  for (const auto& [name, value] : context.values) names.push_back(name);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::string join_names(const std::vector<std::string>& names, size_t limit) {
  std::string out;
  for (size_t i = 0; i < names.size() && i < limit; ++i) {
    if (i > 0) out += ", ";
    out += names[i];
  }
  if (names.size() > limit) out += ", ...";
  if (out.empty()) out = "(none)";
  return out;
}

std::string value_text(const TemplateValue& value) {
  if (const auto* number = std::get_if<long long>(&value)) return std::to_string(*number);
  return std::get<std::string>(value);
}

}  // namespace spotforge::typeset::detail
