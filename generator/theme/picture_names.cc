#include "theme/picture_names.h"

#include <algorithm>
#include <cctype>
#include <tuple>

#include "art/glyph_coverage.h"
#include "theme/theme.h"
#include "theme/theme_init.h"

namespace spotforge {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Compares a and b by runs: digit runs by value (then by length: "01" after "1"), other
// bytes one by one with ASCII letters folded. <0, 0, >0.
int natural_compare(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      size_t ei = i, ej = j;
      while (ei < a.size() && is_digit(a[ei])) ++ei;
      while (ej < b.size() && is_digit(b[ej])) ++ej;
      size_t zi = i, zj = j;  // leading zeros don't change the value
      while (zi + 1 < ei && a[zi] == '0') ++zi;
      while (zj + 1 < ej && b[zj] == '0') ++zj;
      if (ei - zi != ej - zj) return ei - zi < ej - zj ? -1 : 1;
      if (int c = a.compare(zi, ei - zi, b, zj, ej - zj); c != 0) return c;
      if (ei - i != ej - j) return ei - i < ej - j ? -1 : 1;
      i = ei;
      j = ej;
      continue;
    }
    const int ca = std::tolower(static_cast<unsigned char>(a[i]));
    const int cb = std::tolower(static_cast<unsigned char>(b[j]));
    if (ca != cb) return ca < cb ? -1 : 1;
    ++i;
    ++j;
  }
  if (i < a.size()) return 1;
  if (j < b.size()) return -1;
  return 0;
}

// "IMG.2044.png" -> {"IMG.2044", ".png"}; a name starting with its only dot has no extension.
std::pair<std::string, std::string> stem_and_extension(const std::string& name) {
  const size_t dot = name.rfind('.');
  if (dot == std::string::npos || dot == 0) return {name, ""};
  return {name.substr(0, dot), name.substr(dot)};
}

// `name` without the characters `font` has no glyph for, its spaces tidied again.
std::string printable_in(const std::string& name, const std::string& font) {
  const FontCoverage coverage = check_glyph_coverage(font, "", name);
  if (!coverage.family_found || coverage.missing.empty()) return name;  // the loader says why
  std::string kept = name;
  for (const MissingCharacter& m : coverage.missing) {
    for (size_t at; !m.utf8.empty() && (at = kept.find(m.utf8)) != std::string::npos;) {
      kept.erase(at, m.utf8.size());
    }
  }
  // name_from_text again: one space between words, none around, the first letter upper case.
  std::string tidy;
  for (char c : kept) {
    if (c == ' ' && (tidy.empty() || tidy.back() == ' ')) continue;
    tidy += c;
  }
  while (!tidy.empty() && tidy.back() == ' ') tidy.pop_back();
  return tidy.empty() ? "Picture" : name_from_text(tidy);
}

}  // namespace

bool natural_less(const std::string& a, const std::string& b) {
  const auto [stem_a, ext_a] = stem_and_extension(a);
  const auto [stem_b, ext_b] = stem_and_extension(b);
  if (int c = natural_compare(stem_a, stem_b); c != 0) return c < 0;
  if (int c = natural_compare(ext_a, ext_b); c != 0) return c < 0;
  return a < b;  // the same but for letter case: still one order, every time
}

std::string folded_name(const std::string& name) {
  std::string folded = name;
  for (char& c : folded) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return folded;
}

std::string picture_name(const std::string& file_name, const std::string& font,
                         std::set<std::string>* taken) {
  const std::string base = printable_in(name_from_file(file_name), font);
  std::string name = base;
  for (int n = 2; taken->count(folded_name(name)); ++n) name = base + " " + std::to_string(n);
  taken->insert(folded_name(name));
  return name;
}

std::vector<std::string> picture_names(const std::vector<std::string>& file_names) {
  const std::string font = Fonts{}.body;
  std::set<std::string> taken;
  std::vector<std::string> names;
  for (const std::string& file : file_names) names.push_back(picture_name(file, font, &taken));
  return names;
}

}  // namespace spotforge
