#include "typeset/line_ties.h"

#include <glib.h>

namespace spotforge::typeset {

namespace {

constexpr std::string_view kSoftHyphenBytes = "\u00AD";
constexpr std::string_view kGraphemeJoiner = "\u034F";  // same two-byte length as U+00AD

bool is_letter(gunichar c) { return g_unichar_isalpha(c); }

// The one-letter words Polish typesetting ties to the next word (upper and lower case).
bool polish_single_letter_word(gunichar c) {
  switch (g_unichar_tolower(c)) {
    case 'a':
    case 'i':
    case 'o':
    case 'u':
    case 'w':
    case 'z':
      return true;
    default:
      return false;
  }
}

}  // namespace

bool ties_single_letter_words(std::string_view language) { return language == "pl"; }

std::string tie_single_letter_words(std::string_view text, std::string_view language,
                                    bool after_letter) {
  if (!ties_single_letter_words(language)) return std::string(text);
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
    if (!previous_letter && polish_single_letter_word(c) && next < end && *next == ' ') {
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
