#include "theme/yaml_prescan.h"

#include <algorithm>
#include <cctype>

namespace spotforge {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_break(char c) { return c == '\n' || c == '\r'; }

// How far back a quote's context is looked for: far enough for any anchor or tag, and the
// scan stays linear on a line of nothing but quotes.
constexpr size_t kLookBack = 256;

// True when a quote at `i` opens a quoted scalar: it starts a node, after the line's
// indentation or an indicator ([ { , and : - ? followed by a space; : also directly in flow
// context), with perhaps an anchor or tag between.
bool quote_starts_node(std::string_view s, size_t i, bool in_flow) {
  const size_t limit = i > kLookBack ? i - kLookBack : 0;
  size_t j = i;
  for (int tokens = 0; tokens < 3; ++tokens) {
    const size_t word_end = j;
    while (j > limit && is_blank(s[j - 1])) --j;
    if (j == 0 || is_break(s[j - 1])) return true;
    if (j == limit) return false;
    const char p = s[j - 1];
    const bool spaced = j < word_end;
    if (p == '[' || p == '{' || p == ',') return true;
    if ((p == '-' || p == '?') && spaced) return true;
    if (p == ':' && (spaced || in_flow)) return true;
    size_t k = j;
    while (k > limit && !is_blank(s[k - 1]) && !is_break(s[k - 1])) --k;
    if (s[k] != '&' && s[k] != '!') return false;
    j = k;
  }
  return false;
}

// The indentation of the line holding offset i.
size_t indent_of_line(std::string_view s, size_t i) {
  size_t start = i;
  while (start > 0 && !is_break(s[start - 1])) --start;
  size_t n = 0;
  while (start + n < s.size() && s[start + n] == ' ') ++n;
  return n;
}

class Scanner {
 public:
  Scanner(std::string_view s, int max_depth) : s_(s), max_depth_(max_depth) {}

  std::optional<TextPlace> run() {
    int depth = 0;
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if (c == '#' && (i_ == 0 || is_blank(s_[i_ - 1]) || is_break(s_[i_ - 1]))) {
        skip_to_line_end();
      } else if ((c == '"' || c == '\'') && quote_starts_node(s_, i_, depth > 0)) {
        skip_quoted(c);
      } else if ((c == '|' || c == '>') && depth == 0 && block_scalar_here()) {
        skip_block_scalar();
      } else if (c == '[' || c == '{') {
        if (++depth > max_depth_) return place(i_);
        ++i_;
      } else if (c == ']' || c == '}') {
        depth = std::max(0, depth - 1);
        ++i_;
      } else {
        ++i_;
      }
    }
    return std::nullopt;
  }

 private:
  TextPlace place(size_t offset) const {
    TextPlace p;
    for (size_t k = 0; k < offset; ++k) {
      if (s_[k] == '\n') {
        ++p.line;
        p.column = 1;
      } else {
        ++p.column;
      }
    }
    return p;
  }

  void skip_to_line_end() {
    while (i_ < s_.size() && !is_break(s_[i_])) ++i_;
  }

  // From an opening quote past its closing one: \" escapes in double quotes, '' in single.
  void skip_quoted(char quote) {
    ++i_;
    while (i_ < s_.size()) {
      if (quote == '"' && s_[i_] == '\\') {
        i_ += 2;
      } else if (s_[i_] == quote) {
        if (quote == '\'' && i_ + 1 < s_.size() && s_[i_ + 1] == '\'') {
          i_ += 2;
        } else {
          ++i_;
          return;
        }
      } else {
        ++i_;
      }
    }
  }

  // A | or > that starts a node, followed only by its indicators and perhaps a comment.
  bool block_scalar_here() const {
    size_t k = i_ + 1;
    while (k < s_.size() && (s_[k] == '+' || s_[k] == '-' || (s_[k] >= '0' && s_[k] <= '9'))) {
      ++k;
    }
    while (k < s_.size() && is_blank(s_[k])) ++k;
    if (k < s_.size() && !is_break(s_[k]) && s_[k] != '#') return false;
    size_t j = i_;
    while (j > 0 && is_blank(s_[j - 1])) --j;
    if (j == 0 || is_break(s_[j - 1])) return true;
    const char p = s_[j - 1];
    return (p == ':' || p == '-' || p == '?') && j < i_;
  }

  // The block scalar's lines: every following line that is blank or indented more than the
  // line the indicator stands on.
  void skip_block_scalar() {
    const size_t parent = indent_of_line(s_, i_);
    skip_to_line_end();
    while (i_ < s_.size()) {
      size_t line = i_;
      while (line < s_.size() && is_break(s_[line])) ++line;
      size_t n = 0;
      while (line + n < s_.size() && s_[line + n] == ' ') ++n;
      const bool blank = line + n >= s_.size() || is_break(s_[line + n]);
      if (!blank && n <= parent) {
        i_ = line;
        return;
      }
      i_ = line + n;
      skip_to_line_end();
    }
  }

  std::string_view s_;
  int max_depth_;
  size_t i_ = 0;
};

}  // namespace

std::optional<TextPlace> find_deep_nesting(std::string_view yaml, int max_depth) {
  return Scanner(yaml, max_depth).run();
}

size_t invalid_utf8_offset(std::string_view text) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const size_t n = text.size();
  size_t i = 0;
  while (i < n) {
    const unsigned char c = s[i];
    if (c == 0) return i;
    if (c < 0x80) {
      ++i;
      continue;
    }
    size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      length = 3;
      if (c == 0xE0) low = 0xA0;   // overlong
      if (c == 0xED) high = 0x9F;  // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4;
      if (c == 0xF0) low = 0x90;   // overlong
      if (c == 0xF4) high = 0x8F;  // past U+10FFFF
    } else {
      return i;
    }
    if (i + length > n) return i;
    if (s[i + 1] < low || s[i + 1] > high) return i;
    for (size_t k = 2; k < length; ++k) {
      if (s[i + k] < 0x80 || s[i + k] > 0xBF) return i;
    }
    i += length;
  }
  return std::string_view::npos;
}

std::optional<TextPlace> find_invalid_utf8(std::string_view text) {
  const size_t at = invalid_utf8_offset(text);
  if (at == std::string_view::npos) return std::nullopt;
  TextPlace p;
  for (size_t k = 0; k < at; ++k) {
    if (text[k] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

std::vector<TextPlace> find_comment_marks(std::string_view yaml, std::string_view mark) {
  std::vector<TextPlace> places;
  int line = 1;
  for (size_t at = 0; at <= yaml.size(); ++line) {
    size_t end = yaml.find('\n', at);
    if (end == std::string_view::npos) end = yaml.size();
    const std::string_view row = yaml.substr(at, end - at);
    char quote = 0;
    for (size_t i = 0; i < row.size(); ++i) {
      const char c = row[i];
      if (quote) {
        if (c == '\\' && quote == '"')
          ++i;  // an escaped character, quote included
        else if (c == quote)
          quote = 0;
      } else if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '#' && (i == 0 || row[i - 1] == ' ' || row[i - 1] == '\t')) {
        std::string_view text = row.substr(i + 1);
        text.remove_prefix(std::min(text.find_first_not_of(" \t"), text.size()));
        const bool word_ends = text.size() == mark.size() ||
                               (text.size() > mark.size() &&
                                !std::isalnum(static_cast<unsigned char>(text[mark.size()])));
        if (text.starts_with(mark) && word_ends) {
          places.push_back({line, static_cast<int>(i) + 1});
        }
        break;
      }
    }
    at = end + 1;
  }
  return places;
}

}  // namespace spotforge
