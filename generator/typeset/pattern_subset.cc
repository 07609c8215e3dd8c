#include "typeset/pattern_subset.h"

#include <cctype>
#include <string_view>
#include <unordered_set>

namespace spotforge::typeset {

namespace {

// A pattern's letters: "1ba2b/..." -> "bab".
std::string letters_of(std::string_view line) {
  std::string out;
  for (char c : line) {
    if (c == '/') break;
    if (std::isdigit(static_cast<unsigned char>(c))) continue;
    out += c;
  }
  return out;
}

bool is_pattern(std::string_view line) {
  if (line.empty()) return false;
  const unsigned char first = static_cast<unsigned char>(line.front());
  // Keywords are upper-case; comments start with % or #.
  return !(std::isupper(first) || first == '%' || first == '#');
}

}  // namespace

std::string pattern_subset(const std::string& dictionary, const std::vector<std::string>& words) {
  std::vector<std::string> framed;
  framed.reserve(words.size());
  for (const std::string& w : words) framed.push_back("." + w + ".");
  std::unordered_set<std::string_view> pieces;
  for (const std::string& f : framed) {
    for (size_t start = 0; start < f.size(); ++start) {
      for (size_t length = 1; start + length <= f.size(); ++length) {
        pieces.insert(std::string_view(f).substr(start, length));
      }
    }
  }
  std::string out;
  out.reserve(dictionary.size() / 8);
  size_t at = 0;
  bool first_line = true;
  while (at < dictionary.size()) {
    size_t end = dictionary.find('\n', at);
    if (end == std::string::npos) end = dictionary.size();
    std::string_view line(dictionary.data() + at, end - at);
    std::string_view trimmed = line;
    while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back()))) {
      trimmed.remove_suffix(1);
    }
    const bool keep = first_line || !is_pattern(trimmed) || pieces.count(letters_of(trimmed)) > 0;
    if (keep) {
      out.append(line);
      out += '\n';
    }
    first_line = false;
    at = end + 1;
  }
  return out;
}

}  // namespace spotforge::typeset
