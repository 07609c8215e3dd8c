#include "typeset/template_inline.h"

#include "base/languages.h"

#include <algorithm>

#include "typeset/plural.h"

namespace spotforge::typeset::detail {
namespace {

// U+00A0: keeps a count on the same line as its noun.
constexpr const char* kNoBreakSpace = "\xC2\xA0";

std::vector<std::string> split_bars(const std::string& s) {
  std::vector<std::string> parts;
  size_t start = 0;
  while (true) {
    const size_t bar = s.find('|', start);
    parts.push_back(s.substr(start, bar == std::string::npos ? std::string::npos : bar - start));
    if (bar == std::string::npos) return parts;
    start = bar + 1;
  }
}

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && s[b] == ' ') ++b;
  while (e > b && s[e - 1] == ' ') --e;
  return s.substr(b, e - b);
}

class InlineExpander {
 public:
  InlineExpander(const std::string& file, const TemplateContext& context,
                 DiagnosticList& diagnostics)
      : file_(file), context_(context), diagnostics_(diagnostics) {}

  // Segments are the lines of one block: joined by a space, with emphasis allowed to span them.
  Inlines run(const std::vector<SourceLine>& segments) {
    for (size_t k = 0; k < segments.size(); ++k) {
      if (k > 0) append(" ");
      source_ = &segments[k];
      scan(segments[k].text);
    }
    if (style_ != Inline::Kind::kText) {
      diagnostics_.error(file_, style_line_, style_column_,
                         std::string("unclosed ") +
                             (style_ == Inline::Kind::kStrong ? "'**'" : "'*'") +
                             "; expected the closing marker in the same block (or \\* for a "
                             "literal asterisk)");
    }
    return std::move(out_);
  }

 private:
  void scan(const std::string& t) {
    size_t i = 0;
    while (i < t.size()) {
      if (t[i] == '\\' && i + 1 < t.size()) {
        // \{{ and \}} stand for both braces, so a literal {{ needs one backslash.
        const bool pair =
            (t[i + 1] == '{' || t[i + 1] == '}') && i + 2 < t.size() && t[i + 2] == t[i + 1];
        append(t.substr(i + 1, pair ? 2 : 1));
        i += pair ? 3 : 2;
      } else if (t.compare(i, 2, "**") == 0) {
        toggle(Inline::Kind::kStrong, i);
        i += 2;
      } else if (t[i] == '*') {
        toggle(Inline::Kind::kEmphasis, i);
        i += 1;
      } else if (t.compare(i, 2, "{{") == 0) {
        const size_t close = t.find("}}", i + 2);
        if (close == std::string::npos) {
          error(i, "unclosed '{{'; expected '}}' on the same line");
          return;
        }
        placeholder(t.substr(i + 2, close - i - 2), i);
        i = close + 2;
      } else if (t.compare(i, 2, "}}") == 0) {
        error(i, "'}}' without an opening '{{'; expected {{name}} or \\}} for literal braces");
        i += 2;
      } else {
        append(std::string(1, t[i]));
        ++i;
      }
    }
  }

  void toggle(Inline::Kind kind, size_t at) {
    if (style_ == kind) {
      style_ = Inline::Kind::kText;
    } else if (style_ == Inline::Kind::kText) {
      style_ = kind;
      style_line_ = source_->line;
      style_column_ = source_->column + static_cast<int>(at);
    } else {
      error(at, "strong and emphasis nested; expected one of them at a time");
    }
  }

  void append(const std::string& text) {
    if (out_.empty() || out_.back().kind != style_) out_.push_back(Inline{style_, "", -1});
    out_.back().text += text;
  }

  void placeholder(const std::string& raw, size_t at) {
    const std::string inner = trim(raw);
    if (inner.compare(0, 7, "symbol:") == 0) return symbol(trim(inner.substr(7)), at);
    if (const size_t colon = inner.find(':');
        colon != std::string::npos && colon > 0 && colon < inner.find('|')) {
      return phrase(trim(inner.substr(0, colon)), trim(inner.substr(colon + 1)), at);
    }
    if (inner == "pagebreak" || inner == "symbol_grid" || inner == "else" ||
        inner.compare(0, 4, "#if ") == 0 || inner.compare(0, 6, "#each ") == 0 || inner == "/if" ||
        inner == "/each") {
      return error(at, "{{" + inner + "}} inside a line; expected it alone on its line");
    }
    if (!inner.empty() && (inner[0] == '#' || inner[0] == '/')) {
      return error(at,
                   "unknown directive {{" + inner +
                       "}}; expected {{#if ...}}, {{#each ...}}, {{else}}, {{/if}} or {{/each}}");
    }
    const std::vector<std::string> parts = split_bars(inner);
    const std::string name = trim(parts[0]);
    const TemplateValue* value = lookup(name, source_->scope, context_);
    if (value == nullptr) {
      return error(at, "unknown variable '" + name + "'; expected one of: " +
                           join_names(visible_names(source_->scope, context_)));
    }
    if (parts.size() == 1) return append(value_text(*value));
    count(name, *value, {parts.begin() + 1, parts.end()}, at);
  }

  void count(const std::string& name, const TemplateValue& value,
             const std::vector<std::string>& forms, size_t at) {
    const auto* number = std::get_if<long long>(&value);
    if (number == nullptr) {
      return error(at,
                   "'" + name + "' is text, not a count; expected a number before plural forms");
    }
    if (!plural_language_supported(context_.language)) {
      return error(at, "no plural rules for language '" + context_.language +
                           "'; languages that exist: " + available_languages_text());
    }
    const auto categories = plural_categories(context_.language);
    if (forms.size() != categories.size()) {
      std::string names;
      for (auto c : categories) names += (names.empty() ? "" : "|") + plural_category_name(c);
      return error(at, "'" + name + "' has " + std::to_string(forms.size()) +
                           " plural forms; expected " + std::to_string(categories.size()) +
                           " for language '" + context_.language + "' (" + names + ")");
    }
    const std::string form = forms[plural_form_index(context_.language, *number)];
    const size_t hash = form.find('#');
    if (hash != std::string::npos) {
      append(form.substr(0, hash) + std::to_string(*number) + form.substr(hash + 1));
    } else {
      append(std::to_string(*number) + kNoBreakSpace + form);
    }
  }

  void symbol(const std::string& key, size_t at) {
    const auto it = context_.symbols.find(key);
    if (it == context_.symbols.end()) {
      std::vector<std::string> keys;
      for (const auto& [k, s] : context_.symbols) keys.push_back(k);
      return error(at, "unknown symbol '" + key + "'; expected one of: " + join_names(keys));
    }
    out_.push_back(Inline{Inline::Kind::kSymbol, it->second.name, it->second.index});
  }

  // {{symbol_acc:key}}: the phrase form for the symbol's gender ("_x" without one), with its
  // name (one unit: no line break inside) and its picture where the form puts {picture}.
  void phrase(const std::string& written, const std::string& key, size_t at) {
    const bool capital = !written.empty() && written[0] >= 'A' && written[0] <= 'Z';
    std::string kind = written;
    if (capital) kind[0] = static_cast<char>(kind[0] - 'A' + 'a');
    if (!context_.phrases.count(kind + "_x")) {
      std::vector<std::string> kinds;
      for (const auto& [k, form] : context_.phrases) {
        if (k.size() > 2 && k.compare(k.size() - 2, 2, "_x") == 0) {
          kinds.push_back(k.substr(0, k.size() - 2));
        }
      }
      return error(at, "unknown phrase '" + written + "'; expected one of: " + join_names(kinds) +
                           " (or symbol:, and a capital first letter to start a sentence)");
    }
    const auto it = context_.symbols.find(key);
    if (it == context_.symbols.end()) return symbol(key, at);  // reports the unknown symbol
    const TemplateSymbol& s = it->second;
    const auto form_it = context_.phrases.find(kind + "_" + (s.gender.empty() ? "x" : s.gender));
    std::string form =
        form_it == context_.phrases.end() ? context_.phrases.at(kind + "_x") : form_it->second;
    const size_t name_at = form.find("{name}");
    if (name_at == std::string::npos) {
      return error(at,
                   "phrase '" + form_it->first + "' has no {name}; expected it in strings.yaml");
    }
    if (!s.gender.empty() && !s.article.empty()) form = with_article(form, name_at, s.article);
    if (capital) form = capitalised(form);
    const std::string name = one_unit(s.name);
    size_t from = 0;
    while (from < form.size()) {
      const size_t name_pos = form.find("{name}", from);
      const size_t picture_pos = form.find("{picture}", from);
      const size_t next = std::min(name_pos, picture_pos);
      append(form.substr(from, next == std::string::npos ? std::string::npos : next - from));
      if (next == std::string::npos) break;
      if (next == name_pos) {
        append(name);
        from = next + 6;
      } else {
        out_.push_back(Inline{Inline::Kind::kSymbol, s.name, s.index});
        from = next + 9;
      }
    }
  }

  // The theme's article in place of the form's (the words before {name}); one ending in an
  // apostrophe (French l’, Italian un’) joins the name.
  static std::string with_article(const std::string& form, size_t name_at,
                                  const std::string& article) {
    const bool elided = article.back() == '\'' ||
                        (article.size() >= 3 && article.compare(article.size() - 3, 3, "’") == 0);
    return article + (elided ? "" : " ") + form.substr(name_at);
  }

  static std::string capitalised(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
  }

  // Spaces in a name become no-break spaces: "Fire | extinguisher" reads as two things.
  static std::string one_unit(const std::string& name) {
    std::string out;
    for (char c : name) out += c == ' ' ? std::string(kNoBreakSpace) : std::string(1, c);
    return out;
  }

  void error(size_t at, const std::string& message) {
    diagnostics_.error(file_, source_->line, source_->column + static_cast<int>(at), message);
  }

  const SourceLine* source_ = nullptr;
  const std::string& file_;
  const TemplateContext& context_;
  DiagnosticList& diagnostics_;
  Inlines out_;
  Inline::Kind style_ = Inline::Kind::kText;
  int style_line_ = 0;
  int style_column_ = 0;
};

}  // namespace

Inlines expand_inlines(const std::vector<SourceLine>& segments, const std::string& file,
                       const TemplateContext& context, DiagnosticList& diagnostics) {
  return InlineExpander(file, context, diagnostics).run(segments);
}

Inlines expand_inlines(const SourceLine& source, const std::string& file,
                       const TemplateContext& context, DiagnosticList& diagnostics) {
  return expand_inlines(std::vector<SourceLine>{source}, file, context, diagnostics);
}

std::string plain_text(const Inlines& inlines) {
  std::string out;
  for (const Inline& run : inlines) out += run.text;
  return out;
}

}  // namespace spotforge::typeset::detail
