#include "typeset/template.h"

#include "base/languages.h"

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>

#include "typeset/plural.h"
#include "typeset/template_inline.h"
#include "typeset/template_lines.h"

namespace spotforge::typeset {
namespace {

using detail::SourceLine;

bool blank(const std::string& s) {
  for (char c : s) {
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  }
  return true;
}

std::string trim(const std::string& s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

// The part of `line` from byte `from`, keeping track of its column.
SourceLine tail(const SourceLine& line, size_t from) {
  SourceLine out = line;
  out.text = line.text.substr(std::min(from, line.text.size()));
  out.column = line.column + static_cast<int>(from);
  return out;
}

int heading_level(const std::string& t) {
  size_t n = 0;
  while (n < t.size() && t[n] == '#') ++n;
  return (n >= 1 && n <= 3 && n < t.size() && t[n] == ' ') ? static_cast<int>(n) : 0;
}

bool is_bullet(const std::string& t) { return t.size() >= 2 && t[0] == '-' && t[1] == ' '; }

// "12. text" -> the offset of text, else 0.
size_t numbered_offset(const std::string& t) {
  size_t n = 0;
  while (n < t.size() && std::isdigit(static_cast<unsigned char>(t[n]))) ++n;
  return (n > 0 && n + 1 < t.size() && t[n] == '.' && t[n + 1] == ' ') ? n + 2 : 0;
}

bool is_table_row(const std::string& t) { return !t.empty() && t[0] == '|'; }
bool is_note(const std::string& t) { return t.size() >= 1 && t[0] == '>'; }
bool is_figure(const std::string& t) {
  return t.compare(0, 2, "![") == 0 && t.back() == ')' && t.find("](") != std::string::npos;
}
bool is_directive(const std::string& t) { return t == "{{pagebreak}}" || t == "{{symbol_grid}}"; }

bool starts_block(const std::string& t) {
  return heading_level(t) > 0 || is_bullet(t) || numbered_offset(t) > 0 || is_table_row(t) ||
         is_note(t) || is_figure(t) || is_directive(t);
}

bool is_separator_row(const std::string& t) {
  if (!is_table_row(t)) return false;
  for (char c : t) {
    if (c != '|' && c != '-' && c != ':' && c != ' ') return false;
  }
  return t.find('-') != std::string::npos;
}

class BlockParser {
 public:
  BlockParser(const std::vector<SourceLine>& lines, const std::string& file,
              const TemplateContext& context, DiagnosticList& diagnostics)
      : lines_(lines), file_(file), context_(context), diagnostics_(diagnostics) {}

  std::vector<Block> run() {
    while (i_ < lines_.size()) {
      const std::string t = trim(lines_[i_].text);
      if (blank(t)) {
        ++i_;
      } else if (t == "{{pagebreak}}") {
        simple(Block::Kind::kPageBreak);
      } else if (t == "{{symbol_grid}}") {
        simple(Block::Kind::kSymbolGrid);
      } else if (heading_level(t) > 0) {
        heading();
      } else if (is_figure(t)) {
        figure();
      } else if (is_note(t)) {
        note();
      } else if (is_bullet(t)) {
        list(Block::Kind::kBullets);
      } else if (numbered_offset(t) > 0) {
        list(Block::Kind::kNumbered);
      } else if (is_table_row(t)) {
        table();
      } else {
        paragraph();
      }
    }
    return std::move(blocks_);
  }

 private:
  // The line with its leading blanks removed (keeping the column right).
  SourceLine current() const {
    const std::string& s = lines_[i_].text;
    size_t b = 0;
    while (b < s.size() && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    SourceLine out = tail(lines_[i_], b);
    while (!out.text.empty() && std::isspace(static_cast<unsigned char>(out.text.back()))) {
      out.text.pop_back();
    }
    return out;
  }

  Block start(Block::Kind kind) const {
    Block b;
    b.kind = kind;
    b.source_line = lines_[i_].line;
    return b;
  }

  Inlines expand(const SourceLine& s) {
    return detail::expand_inlines(s, file_, context_, diagnostics_);
  }

  Inlines expand(const std::vector<SourceLine>& segments) {
    return detail::expand_inlines(segments, file_, context_, diagnostics_);
  }

  void simple(Block::Kind kind) {
    blocks_.push_back(start(kind));
    ++i_;
  }

  void heading() {
    const SourceLine line = current();
    Block b = start(Block::Kind::kHeading);
    b.level = heading_level(line.text);
    SourceLine text = tail(line, static_cast<size_t>(b.level) + 1);
    const size_t open = text.text.rfind("{#");
    if (open != std::string::npos && text.text.back() == '}') {
      b.anchor = text.text.substr(open + 2, text.text.size() - open - 3);
      text.text = trim(text.text.substr(0, open));
      if (b.anchor.empty() || b.anchor.find_first_of(" '\"") != std::string::npos) {
        diagnostics_.error(file_, line.line, line.column + static_cast<int>(open),
                           "bad anchor '{#" + b.anchor + "}'; expected letters, digits and '-'");
      }
    }
    b.text = expand(text);
    if (b.anchor.empty()) b.anchor = slug(detail::plain_text(b.text), line.line);
    if (!anchors_.insert(b.anchor).second) {
      diagnostics_.error(file_, line.line, line.column,
                         "anchor '" + b.anchor + "' used twice; expected a unique {#anchor}");
    }
    blocks_.push_back(std::move(b));
    ++i_;
  }

  static std::string slug(const std::string& text, int line) {
    std::string out;
    for (unsigned char c : text) {
      if (std::isalnum(c) && c < 128) {
        out += static_cast<char>(std::tolower(c));
      } else if (!out.empty() && out.back() != '-') {
        out += '-';
      }
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out.empty() ? "section-" + std::to_string(line) : out;
  }

  void figure() {
    const SourceLine line = current();
    Block b = start(Block::Kind::kFigure);
    const size_t mid = line.text.find("](");
    SourceLine caption = tail(line, 2);
    caption.text = line.text.substr(2, mid - 2);
    b.text = expand(caption);
    b.figure = trim(line.text.substr(mid + 2, line.text.size() - mid - 3));
    if (b.figure.empty()) {
      diagnostics_.error(file_, line.line, line.column,
                         "figure without an id; expected ![caption](figure-id)");
    }
    blocks_.push_back(std::move(b));
    ++i_;
  }

  void note() {
    Block b = start(Block::Kind::kNote);
    std::vector<SourceLine> segments;
    while (i_ < lines_.size() && is_note(current().text)) {
      const SourceLine line = current();
      segments.push_back(tail(line, line.text.size() > 1 && line.text[1] == ' ' ? 2 : 1));
      ++i_;
    }
    b.text = expand(segments);
    blocks_.push_back(std::move(b));
  }

  // Bullets or numbered items; an indented line that starts no block continues the item.
  void list(Block::Kind kind) {
    Block b = start(kind);
    std::vector<std::vector<SourceLine>> items;
    while (i_ < lines_.size()) {
      const SourceLine line = current();
      if (blank(line.text)) break;
      const size_t offset = kind == Block::Kind::kBullets ? (is_bullet(line.text) ? 2 : 0)
                                                          : numbered_offset(line.text);
      const bool indented = !lines_[i_].text.empty() && lines_[i_].text[0] == ' ';
      if (offset > 0) {
        items.push_back({tail(line, offset)});
      } else if (indented && !items.empty() && !starts_block(line.text)) {
        items.back().push_back(line);
      } else {
        break;
      }
      ++i_;
    }
    for (const auto& item : items) b.items.push_back(expand(item));
    blocks_.push_back(std::move(b));
  }

  void table() {
    Block b = start(Block::Kind::kTable);
    b.header_row = false;
    size_t columns = 0;
    while (i_ < lines_.size() && is_table_row(current().text)) {
      const SourceLine line = current();
      if (is_separator_row(line.text)) {
        if (b.rows.size() != 1 || b.header_row) {
          diagnostics_.error(file_, line.line, line.column,
                             "table separator row in the wrong place; expected it only right "
                             "below the header row");
        }
        b.header_row = true;
        ++i_;
        continue;
      }
      std::vector<Inlines> row;
      for (const SourceLine& cell : cells(line)) row.push_back(expand(cell));
      if (columns == 0) columns = row.size();
      if (row.size() != columns) {
        diagnostics_.error(file_, line.line, line.column,
                           "table row has " + std::to_string(row.size()) + " cells; expected " +
                               std::to_string(columns) + " like the first row");
      }
      b.rows.push_back(std::move(row));
      ++i_;
    }
    blocks_.push_back(std::move(b));
  }

  // Splits "| a | b |" at bars outside {{...}} (plural forms use bars too) and after no '\'.
  static std::vector<SourceLine> cells(const SourceLine& line) {
    std::vector<SourceLine> out;
    const std::string& t = line.text;
    size_t start = 1, depth = 0;
    for (size_t i = 1; i < t.size(); ++i) {
      if (t[i] == '\\') {
        ++i;
      } else if (t.compare(i, 2, "{{") == 0) {
        ++depth;
        ++i;
      } else if (t.compare(i, 2, "}}") == 0 && depth > 0) {
        --depth;
        ++i;
      } else if (t[i] == '|' && depth == 0) {
        out.push_back(trimmed(line, start, i));
        start = i + 1;
      }
    }
    if (start < t.size() && !blank(t.substr(start))) out.push_back(trimmed(line, start, t.size()));
    return out;
  }

  static SourceLine trimmed(const SourceLine& line, size_t from, size_t to) {
    while (from < to && line.text[from] == ' ') ++from;
    while (to > from && line.text[to - 1] == ' ') --to;
    SourceLine out = tail(line, from);
    out.text = line.text.substr(from, to - from);
    return out;
  }

  void paragraph() {
    Block b = start(Block::Kind::kParagraph);
    std::vector<SourceLine> segments;
    while (i_ < lines_.size()) {
      const SourceLine line = current();
      if (blank(line.text) || (!segments.empty() && starts_block(line.text))) break;
      segments.push_back(line);
      ++i_;
    }
    b.text = expand(segments);
    blocks_.push_back(std::move(b));
  }

  const std::vector<SourceLine>& lines_;
  const std::string& file_;
  const TemplateContext& context_;
  DiagnosticList& diagnostics_;
  size_t i_ = 0;
  std::vector<Block> blocks_;
  std::set<std::string> anchors_;
};

// Errors inside an {{#each}} body repeat once per row: report each place once.
void throw_unique(const DiagnosticList& diagnostics) {
  if (!diagnostics.has_errors()) return;
  std::vector<Diagnostic> unique;
  std::set<std::string> seen;
  for (const Diagnostic& d : diagnostics.items()) {
    if (seen.insert(d.to_string()).second) unique.push_back(d);
  }
  throw InputError(std::move(unique));
}

}  // namespace

Document expand_template(const std::string& text, const std::string& file,
                         const TemplateContext& context) {
  DiagnosticList diagnostics;
  if (!plural_language_supported(context.language)) {
    diagnostics.error(file, 0, 0,
                      "no language folder for '" + context.language +
                          "'; languages that exist: " + available_languages_text());
    throw_unique(diagnostics);
  }
  const detail::TemplateLines lines = detail::expand_lines(text, file, context, diagnostics);
  Document document;
  document.language = context.language;
  document.template_file = file;
  document.credits = context.credits;
  const auto title = lines.front_matter.find("title");
  if (title == lines.front_matter.end()) {
    diagnostics.error(file, 1, 1,
                      "no title; expected front matter at the top: ---, title: ..., ---");
  } else {
    document.title =
        detail::plain_text(detail::expand_inlines(title->second, file, context, diagnostics));
  }
  document.blocks = BlockParser(lines.body, file, context, diagnostics).run();
  throw_unique(diagnostics);
  return document;
}

Document load_template(const std::filesystem::path& path, const TemplateContext& context) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw InputError({Diagnostic{Diagnostic::Severity::kError, path.string(), 0, 0,
                                 "cannot read the template; expected a readable Markdown file"}});
  }
  std::ostringstream text;
  text << in.rdbuf();
  return expand_template(text.str(), path.string(), context);
}

}  // namespace spotforge::typeset
