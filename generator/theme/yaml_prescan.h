// Checks on theme.yaml's raw text before yaml-cpp parses it. yaml-cpp reads a flow
// collection ([ ... ] or { ... }) to its end before it builds a node, holding every token
// (about 240 bytes per unclosed bracket), and recurses once per nesting level: a file of
// nothing but [ takes gigabytes. It also passes bytes that are not UTF-8 on into names.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace spotforge {

// A place in the text, 1-based; the column counts bytes.
struct TextPlace {
  int line = 1;
  int column = 1;
};

// Where flow collections ([ and {) first nest more than `max_depth` deep, or nullopt. Brackets
// in comments and quoted scalars don't count; a bracket inside plain text may (a theme would
// need `max_depth` of them unclosed to be refused). yaml-cpp's own depth limit stays the
// backstop for anything this scan misreads.
std::optional<TextPlace> find_deep_nesting(std::string_view yaml, int max_depth);

// The offset of the first byte that is not part of well-formed UTF-8 (overlong forms,
// surrogates and code points past U+10FFFF included) or is a NUL; npos when there is none.
size_t invalid_utf8_offset(std::string_view text);

// The place of invalid_utf8_offset(text), or nullopt.
std::optional<TextPlace> find_invalid_utf8(std::string_view text);

// The places (at their #) of the comments whose text starts with the word `mark`, e.g. the
// "# TRANSLATE pl" spotforge init writes after names still to translate. A # inside quotes,
// or not after a space, starts no comment.
std::vector<TextPlace> find_comment_marks(std::string_view yaml, std::string_view mark);

}  // namespace spotforge
