#include "typeset/template_lines.h"

#include <cctype>
#include <charconv>
#include <optional>

namespace spotforge::typeset::detail {
namespace {

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;  // skip a UTF-8 BOM
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    if (end == text.size()) break;
    start = end + 1;
  }
  return lines;
}

// A line of the block structure: an ordinary line, or an {{#if}} / {{#each}} with its body.
struct Node {
  enum class Kind { kLine, kIf, kEach };
  Kind kind = Kind::kLine;
  SourceLine source;
  std::string argument;  // the condition or the list name
  std::vector<Node> body;
  std::vector<Node> otherwise;  // {{else}} part of an {{#if}}
};

enum class Directive { kNone, kIf, kEach, kElse, kEndIf, kEndEach };

// Recognises a directive line; `argument` receives what follows `#if` / `#each`.
Directive directive_of(const std::string& line, std::string* argument) {
  const std::string t = trim(line);
  if (t.size() < 4 || t.compare(0, 2, "{{") != 0 || t.compare(t.size() - 2, 2, "}}") != 0) {
    return Directive::kNone;
  }
  const std::string inner = trim(t.substr(2, t.size() - 4));
  if (inner.find("}}") != std::string::npos) return Directive::kNone;
  if (inner == "else") return Directive::kElse;
  if (inner == "/if") return Directive::kEndIf;
  if (inner == "/each") return Directive::kEndEach;
  if (inner.compare(0, 4, "#if ") == 0) {
    *argument = trim(inner.substr(4));
    return Directive::kIf;
  }
  if (inner.compare(0, 6, "#each ") == 0) {
    *argument = trim(inner.substr(6));
    return Directive::kEach;
  }
  return Directive::kNone;
}

class TreeParser {
 public:
  TreeParser(const std::vector<std::string>& lines, size_t first, const std::string& file,
             DiagnosticList& diagnostics)
      : lines_(lines), i_(first), file_(file), diagnostics_(diagnostics) {}

  std::vector<Node> parse_all() {
    std::vector<Node> nodes;
    while (i_ < lines_.size()) {
      Directive stop = parse(&nodes);
      if (stop == Directive::kNone) break;
      std::string what = stop == Directive::kElse    ? "{{else}}"
                         : stop == Directive::kEndIf ? "{{/if}}"
                                                     : "{{/each}}";
      diagnostics_.error(file_, static_cast<int>(i_), 1,
                         what +
                             " without an open block; expected a matching {{#if}} or {{#each}} "
                             "above it");
    }
    return nodes;
  }

 private:
  // Parses lines into `out` until a closing directive (returned, with i_ past it) or the end
  // (returns kNone).
  Directive parse(std::vector<Node>* out) {
    while (i_ < lines_.size()) {
      const int number = static_cast<int>(i_) + 1;
      std::string argument;
      const Directive d = directive_of(lines_[i_], &argument);
      ++i_;
      if (d == Directive::kElse || d == Directive::kEndIf || d == Directive::kEndEach) return d;
      if (d == Directive::kNone) {
        check_inline_directive(lines_[i_ - 1], number);
        out->push_back(Node{Node::Kind::kLine, {lines_[i_ - 1], number, 1, nullptr}, "", {}, {}});
        continue;
      }
      Node block{d == Directive::kIf ? Node::Kind::kIf : Node::Kind::kEach,
                 {lines_[i_ - 1], number, 1, nullptr},
                 argument,
                 {},
                 {}};
      close(&block);
      out->push_back(std::move(block));
    }
    return Directive::kNone;
  }

  void close(Node* block) {
    const bool is_if = block->kind == Node::Kind::kIf;
    const std::string opener = is_if ? "{{#if " : "{{#each ";
    const std::string closer = is_if ? "{{/if}}" : "{{/each}}";
    Directive stop = parse(&block->body);
    if (stop == Directive::kElse && is_if) stop = parse(&block->otherwise);
    if (stop == Directive::kNone) {
      diagnostics_.error(file_, block->source.line, 1,
                         "unclosed block " + opener + block->argument + "}}; expected " + closer +
                             " before the end of the file");
    } else if (stop != (is_if ? Directive::kEndIf : Directive::kEndEach)) {
      const std::string found = stop == Directive::kElse    ? "{{else}}"
                                : stop == Directive::kEndIf ? "{{/if}}"
                                                            : "{{/each}}";
      diagnostics_.error(file_, static_cast<int>(i_), 1,
                         found + " does not close " + opener + block->argument + "}} (line " +
                             std::to_string(block->source.line) + "); expected " + closer);
    }
  }

  // Block directives must stand alone on their line; anywhere else they would be printed.
  void check_inline_directive(const std::string& line, int number) {
    for (const char* marker : {"{{#if", "{{#each", "{{/if", "{{/each", "{{else}}"}) {
      const size_t at = line.find(marker);
      if (at != std::string::npos) {
        diagnostics_.error(
            file_, number, static_cast<int>(at) + 1,
            std::string(marker) + " inside a line; expected block directives alone on their line");
        return;
      }
    }
  }

  const std::vector<std::string>& lines_;
  size_t i_;
  const std::string& file_;
  DiagnosticList& diagnostics_;
};

class Expander {
 public:
  Expander(const std::string& file, const TemplateContext& context, DiagnosticList& diagnostics,
           TemplateLines* out)
      : file_(file), context_(context), diagnostics_(diagnostics), out_(out) {}

  void expand(const std::vector<Node>& nodes, const Scope* scope) {
    for (const Node& node : nodes) {
      switch (node.kind) {
        case Node::Kind::kLine: {
          SourceLine line = node.source;
          line.scope = scope;
          out_->body.push_back(std::move(line));
          break;
        }
        case Node::Kind::kIf: {
          const std::optional<bool> holds = condition(node, scope);
          if (holds) expand(*holds ? node.body : node.otherwise, scope);
          break;
        }
        case Node::Kind::kEach:
          repeat(node, scope);
          break;
      }
    }
  }

 private:
  void repeat(const Node& node, const Scope* scope) {
    const auto it = context_.lists.find(node.argument);
    if (it == context_.lists.end()) {
      std::vector<std::string> names;
      for (const auto& [name, rows] : context_.lists) names.push_back(name);
      error(node, "{{#each}} of unknown list '" + node.argument +
                      "'; expected one of: " + join_names(names));
      return;
    }
    for (const TemplateRow& row : it->second) {
      out_->scopes.push_back(std::make_unique<Scope>(Scope{&row, scope}));
      expand(node.body, out_->scopes.back().get());
    }
  }

  // An operand: a whole number, or a variable (a list stands for its number of rows).
  std::optional<TemplateValue> operand(const Node& node, const std::string& token,
                                       const Scope* scope) {
    long long number = 0;
    const char* end = token.data() + token.size();
    if (auto [p, ec] = std::from_chars(token.data(), end, number); ec == std::errc() && p == end) {
      return number;
    }
    if (const TemplateValue* value = lookup(token, scope, context_)) return *value;
    if (auto list = context_.lists.find(token); list != context_.lists.end()) {
      return static_cast<long long>(list->second.size());
    }
    error(node, "unknown variable '" + token + "' in condition; expected one of: " +
                    join_names(visible_names(scope, context_)));
    return std::nullopt;
  }

  static bool truthy(const TemplateValue& v) {
    if (const auto* n = std::get_if<long long>(&v)) return *n != 0;
    return !std::get<std::string>(v).empty();
  }

  std::optional<bool> condition(const Node& node, const Scope* scope) {
    std::vector<std::string> tokens;
    for (size_t i = 0; i < node.argument.size();) {
      while (i < node.argument.size() && node.argument[i] == ' ') ++i;
      size_t j = node.argument.find(' ', i);
      if (j == std::string::npos) j = node.argument.size();
      if (j > i) tokens.push_back(node.argument.substr(i, j - i));
      i = j;
    }
    if (tokens.size() == 1) {
      const bool negate = tokens[0].size() > 1 && tokens[0][0] == '!';
      const auto v = operand(node, negate ? tokens[0].substr(1) : tokens[0], scope);
      if (!v) return std::nullopt;
      return truthy(*v) != negate;
    }
    static const char* kOps[] = {"==", "!=", "<", "<=", ">", ">="};
    if (tokens.size() != 3 ||
        std::find(std::begin(kOps), std::end(kOps), tokens[1]) == std::end(kOps)) {
      error(node, "cannot read the condition '" + node.argument +
                      "'; expected NAME, !NAME or NAME OP VALUE with OP one of == != < <= > >=");
      return std::nullopt;
    }
    const auto a = operand(node, tokens[0], scope);
    const auto b = operand(node, tokens[2], scope);
    if (!a || !b) return std::nullopt;
    const std::string& op = tokens[1];
    if (a->index() != b->index() && !(op == "==" || op == "!=")) {
      error(node, "condition '" + node.argument +
                      "' compares text with a number; expected two numbers for " + op);
      return std::nullopt;
    }
    if (op == "==") return *a == *b;
    if (op == "!=") return *a != *b;
    if (op == "<") return *a < *b;
    if (op == "<=") return *a <= *b;
    if (op == ">") return *a > *b;
    return *a >= *b;
  }

  void error(const Node& node, const std::string& message) {
    diagnostics_.error(file_, node.source.line, 1, message);
  }

  const std::string& file_;
  const TemplateContext& context_;
  DiagnosticList& diagnostics_;
  TemplateLines* out_;
};

// Reads the `---` front matter at the top; returns the index of the first body line.
size_t read_front_matter(const std::vector<std::string>& lines, const std::string& file,
                         DiagnosticList& diagnostics, TemplateLines* out) {
  if (lines.empty() || trim(lines[0]) != "---") return 0;
  out->has_front_matter = true;
  for (size_t i = 1; i < lines.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    const std::string line = trim(lines[i]);
    if (line == "---") return i + 1;
    if (line.empty() || line[0] == '#') continue;
    const size_t colon = line.find(':');
    if (colon == std::string::npos || colon == 0) {
      diagnostics.error(file, number, 1,
                        "cannot read front matter line '" + line + "'; expected 'key: value'");
      continue;
    }
    const std::string key = trim(line.substr(0, colon));
    const size_t value_at = lines[i].find(':') + 1;
    size_t skip = value_at;
    while (skip < lines[i].size() && lines[i][skip] == ' ') ++skip;
    out->front_matter[key] =
        SourceLine{trim(lines[i].substr(value_at)), number, static_cast<int>(skip) + 1, nullptr};
  }
  diagnostics.error(file, 1, 1, "unclosed front matter; expected a closing '---' line");
  return lines.size();
}

}  // namespace

TemplateLines expand_lines(const std::string& text, const std::string& file,
                           const TemplateContext& context, DiagnosticList& diagnostics) {
  TemplateLines out;
  const std::vector<std::string> lines = split_lines(text);
  const size_t first = read_front_matter(lines, file, diagnostics, &out);
  out.scopes.push_back(std::make_unique<Scope>());
  const Scope* root = out.scopes.back().get();
  for (auto& [key, line] : out.front_matter) line.scope = root;
  TreeParser parser(lines, first, file, diagnostics);
  const std::vector<Node> tree = parser.parse_all();
  Expander(file, context, diagnostics, &out).expand(tree, root);
  return out;
}

}  // namespace spotforge::typeset::detail
