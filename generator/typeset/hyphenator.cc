#include "typeset/hyphenator.h"

#include <glib.h>
#include <hyphen.h>

#include <cstdlib>
#include <filesystem>
#include <vector>

#include "base/diagnostic.h"
#include "typeset/language_pack.h"

namespace spotforge::typeset {

namespace {

std::string hyphen_dir() {
  const char* dir = std::getenv("SPOTFORGE_HYPHEN_DIR");
  return dir && *dir ? dir : "/usr/share/hyphen";
}

// A word's letters, lower-cased, in the dictionary's own encoding, with the byte where each
// letter ends (so that libhyphen's per-byte answer maps back to letters).
struct EncodedWord {
  std::string bytes;
  std::vector<size_t> letter_end;  // byte index of each letter's last byte
};

bool encode_word(std::string_view word, const HyphenDict& dict, EncodedWord* out) {
  for (const char* p = word.data(); p < word.data() + word.size(); p = g_utf8_next_char(p)) {
    gunichar lower = g_unichar_tolower(g_utf8_get_char(p));
    char utf8[8];
    int n = g_unichar_to_utf8(lower, utf8);
    if (dict.utf8) {
      out->bytes.append(utf8, n);
    } else {
      gsize written = 0;
      gchar* converted = g_convert(utf8, n, dict.cset, "UTF-8", nullptr, &written, nullptr);
      if (!converted) return false;  // a letter the dictionary's charset lacks: leave the word
      out->bytes.append(converted, written);
      g_free(converted);
    }
    out->letter_end.push_back(out->bytes.size() - 1);
  }
  return true;
}

}  // namespace

struct Hyphenator::Dict {
  HyphenDict* dict = nullptr;
  ~Dict() {
    if (dict) hnj_hyphen_free(dict);
  }
};

std::string hyphenation_dictionary_path(std::string_view language) {
  return hyphen_dir() + "/" + language_pack(language)->hyphenation_dictionary;
}

// The shortest fragments a break may leave and the shortest word worth breaking come from the
// language's strings.yaml: two letters before a break and three after it ("kar-ty." reads as a
// typo), and long-worded languages keep their short words whole.
Hyphenator::Hyphenator(std::string_view language)
    : language_(language), dict_(std::make_unique<Dict>()) {
  const auto pack = language_pack(language);  // an unknown language is an InputError
  left_ = pack->hyphen_left;
  right_ = pack->hyphen_right;
  shortest_word_ = pack->hyphen_shortest_word;
  const std::string path = hyphenation_dictionary_path(language);
  if (!std::filesystem::exists(path)) {
    throw InputError("hyphenation dictionary " + path + " (for " + pack->file.string() +
                     ") is missing; install " + pack->hyphenation_package + " (scripts/setup.sh)");
  }
  dict_->dict = hnj_hyphen_load(path.c_str());
  if (!dict_->dict) throw InputError("cannot read hyphenation dictionary " + path);
}

Hyphenator::~Hyphenator() = default;
Hyphenator::Hyphenator(Hyphenator&&) noexcept = default;
Hyphenator& Hyphenator::operator=(Hyphenator&&) noexcept = default;

std::string Hyphenator::hyphenate_word(std::string_view word) const {
  const HyphenDict& dict = *dict_->dict;
  EncodedWord encoded;
  if (!encode_word(word, dict, &encoded)) return std::string(word);
  size_t letters = encoded.letter_end.size();
  if (letters < static_cast<size_t>(shortest_word_)) return std::string(word);

  std::vector<char> hyphens(encoded.bytes.size() + 5, '0');
  char** rep = nullptr;
  int* pos = nullptr;
  int* cut = nullptr;
  const int lhmin = left_, rhmin = right_;
  int failed = hnj_hyphen_hyphenate3(dict_->dict, encoded.bytes.data(),
                                     static_cast<int>(encoded.bytes.size()), hyphens.data(),
                                     nullptr, &rep, &pos, &cut, lhmin, rhmin, lhmin, rhmin);
  if (rep) {
    // Non-standard hyphenation (letters change at the break, as in old German "Zuk-ker")
    // is not used: such points are simply left out.
    for (size_t i = 0; i < encoded.bytes.size(); ++i) free(rep[i]);
    free(rep);
    free(pos);
    free(cut);
  }
  if (failed) return std::string(word);

  std::string out;
  const char* p = word.data();
  for (size_t k = 0; k < letters; ++k) {
    const char* next = g_utf8_next_char(p);
    out.append(p, next - p);
    bool allowed =
        k + 1 >= static_cast<size_t>(lhmin) && letters - (k + 1) >= static_cast<size_t>(rhmin);
    if (allowed && k + 1 < letters && (hyphens[encoded.letter_end[k]] & 1)) {
      out.append(kSoftHyphen);
    }
    p = next;
  }
  return out;
}

std::string Hyphenator::hyphenate(std::string_view text) const {
  std::string out;
  out.reserve(text.size() + text.size() / 4);
  const char* p = text.data();
  const char* end = text.data() + text.size();
  while (p < end) {
    const char* start = p;
    bool letter = g_unichar_isalpha(g_utf8_get_char(p));
    while (p < end && g_unichar_isalpha(g_utf8_get_char(p)) == letter) p = g_utf8_next_char(p);
    std::string_view run(start, p - start);
    if (letter) {
      out += hyphenate_word(run);
    } else {
      out += run;
    }
  }
  return out;
}

}  // namespace spotforge::typeset
