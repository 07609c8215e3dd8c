#include "typeset/line_ties.h"

#include <glib.h>

#include "typeset/language_pack.h"

namespace spotforge::typeset {

namespace {

constexpr std::string_view kSoftHyphenBytes = "\u00AD";
constexpr std::string_view kGraphemeJoiner = "\u034F";  // same two-byte length as U+00AD

bool is_letter(gunichar c) { return g_unichar_isalpha(c); }

bool contains_char(std::string_view set, gunichar c) {
  for (const char* p = set.data(); p < set.data() + set.size(); p = g_utf8_next_char(p)) {
    if (g_utf8_get_char(p) == c) return true;
  }
  return false;
}

}  // namespace

bool ties_single_letter_words(std::string_view language) {
  return !language_pack(language)->tie_after.empty();
}

std::string tie_single_letter_words(std::string_view text, std::string_view language,
                                    bool after_letter) {
  const std::string tie_after = language_pack(language)->tie_after;
  if (tie_after.empty()) return std::string(text);
  std::string out;
  out.reserve(text.size() + 8);
  const char* p = text.data();
  const char* end = text.data() + text.size();
  bool previous_letter = after_letter;
  while (p < end) {
    const char* next = g_utf8_next_char(p);
    const gunichar c = g_utf8_get_char(p);
    out.append(p, static_cast<size_t>(next - p));
    // A lone letter: not after a letter, and followed by a plain space.
    if (!previous_letter && contains_char(tie_after, g_unichar_tolower(c)) && next < end &&
        *next == ' ') {
      out += kNoBreakSpace;
      next += 1;
      previous_letter = false;
    } else {
      previous_letter = is_letter(c) || std::string_view(p, next - p) == kSoftHyphenBytes;
    }
    p = next;
  }
  return out;
}

std::string tie_numbers(std::string_view text) {
  std::string out(text);
  for (size_t i = 1; i + 1 < out.size(); ++i) {
    if (out[i] != ' ' || !g_ascii_isdigit(out[i - 1])) continue;
    const gunichar next = g_utf8_get_char(out.c_str() + i + 1);
    if (!g_unichar_isalpha(next)) continue;
    out.replace(i, 1, kNoBreakSpace);
    i += kNoBreakSpace.size() - 1;
  }
  return out;
}

std::string space_punctuation(std::string_view text, std::string_view language, bool after_word,
                              std::string_view space) {
  const auto pack = language_pack(language);
  const std::string& before = pack->thin_space_before;
  const std::string& after = pack->thin_space_after;
  if (before.empty() && after.empty()) return std::string(text);
  std::string out;
  out.reserve(text.size() + 16);
  const char* p = text.data();
  const char* end = text.data() + text.size();
  const auto ends_with_space = [&out] {
    return out.ends_with(' ') || out.ends_with(kNoBreakSpace) || out.ends_with(kNarrowNoBreakSpace);
  };
  while (p < end) {
    const char* next = g_utf8_next_char(p);
    const gunichar c = g_utf8_get_char(p);
    const gunichar last =
        out.empty() ? 0 : g_utf8_get_char(g_utf8_prev_char(out.data() + out.size()));
    // Not inside "?!" (but "!»" takes one) or between digits ("10:30").
    const bool joined =
        (contains_char(before, last) && c != 0x00BB) ||
        (g_unichar_isdigit(last) && next < end && g_unichar_isdigit(g_utf8_get_char(next)));
    if (contains_char(before, c) && !joined) {
      // "mot :", "mot:" and "mot\u00A0:" all become "mot\u202F:"; at the very start of the
      // text only when it continues a word.
      bool typed_space = false;
      while (out.ends_with(' ') || out.ends_with(kNoBreakSpace)) {
        out.resize(out.size() - (out.ends_with(' ') ? 1 : kNoBreakSpace.size()));
        typed_space = true;
      }
      if (typed_space || (!out.empty() ? !ends_with_space() : after_word)) out += space;
      out.append(p, static_cast<size_t>(next - p));
    } else if (contains_char(after, c)) {
      out.append(p, static_cast<size_t>(next - p));
      while (next < end && *next == ' ') ++next;
      out += space;
    } else {
      out.append(p, static_cast<size_t>(next - p));
    }
    p = next;
  }
  return out;
}

void keep_last_word_whole(std::string* text) {
  // Walk back over trailing non-letters (punctuation, closing quotes), then over the word.
  const char* begin = text->data();
  const char* p = begin + text->size();
  while (p > begin) {
    const char* prev = g_utf8_prev_char(p);
    if (is_letter(g_utf8_get_char(prev))) break;
    p = prev;
  }
  while (p > begin) {
    const char* prev = g_utf8_prev_char(p);
    const std::string_view ch(prev, static_cast<size_t>(p - prev));
    if (ch == kSoftHyphenBytes) {
      text->replace(static_cast<size_t>(prev - begin), ch.size(), kGraphemeJoiner);
      begin = text->data();  // same length: the pointers stay meaningful
    } else if (!is_letter(g_utf8_get_char(prev))) {
      break;
    }
    p = prev;
  }
}

}  // namespace spotforge::typeset
