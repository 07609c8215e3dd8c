#include "typeset/hyphenator.h"

#include <glib.h>
#include <hyphen.h>

#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <unordered_map>
#include <vector>

#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "typeset/language_pack.h"
#include "typeset/pattern_subset.h"

namespace spotforge::typeset {

namespace {

// A word's letters, lower-cased, in the dictionary's own encoding, and how many there are.
struct EncodedWord {
  std::string bytes;
  std::vector<size_t> letter_end;  // byte index of each letter's last byte
};

// Hyphenated words by language and word, shared by every Hyphenator of the process.
struct WordCache {
  std::mutex mutex;
  std::unordered_map<std::string, std::string> words;
};
WordCache& word_cache() {
  static WordCache cache;
  return cache;
}

// UTF-8 to `cset`, opened once a thread and charset: g_convert opened and closed iconv for
// every letter, a fifth of the hyphenator's time on the German and Polish books. Null when
// iconv has no such conversion.
GIConv* converter_to(const char* cset) {
  struct Converters {
    std::map<std::string, GIConv> open;
    ~Converters() {
      for (auto& [name, cd] : open) {
        if (cd != reinterpret_cast<GIConv>(-1)) g_iconv_close(cd);
      }
    }
  };
  thread_local Converters converters;
  auto found = converters.open.find(cset);
  if (found == converters.open.end()) {
    found = converters.open.emplace(cset, g_iconv_open(cset, "UTF-8")).first;
  }
  return found->second == reinterpret_cast<GIConv>(-1) ? nullptr : &found->second;
}

bool encode_word(std::string_view word, bool utf8, const char* cset, EncodedWord* out) {
  GIConv* converter = nullptr;
  if (!utf8 && !(converter = converter_to(cset))) return false;
  for (const char* p = word.data(); p < word.data() + word.size(); p = g_utf8_next_char(p)) {
    gunichar lower = g_unichar_tolower(g_utf8_get_char(p));
    char lower_utf8[8];
    int n = g_unichar_to_utf8(lower, lower_utf8);
    if (utf8) {
      out->bytes.append(lower_utf8, n);
    } else {
      gsize written = 0;
      // As g_convert, on a converter kept open (a success leaves it in its initial state).
      gchar* converted =
          g_convert_with_iconv(lower_utf8, n, *converter, nullptr, &written, nullptr);
      if (!converted) {
        g_iconv(*converter, nullptr, nullptr, nullptr, nullptr);  // back to the initial state
        return false;  // a letter the dictionary's charset lacks: leave the word
      }
      out->bytes.append(converted, written);
      g_free(converted);
    }
    out->letter_end.push_back(out->bytes.size() - 1);
  }
  return true;
}

// The runs of letters of `text`, as Hyphenator::hyphenate splits it.
std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  const char* p = text.data();
  const char* end = text.data() + text.size();
  while (p < end) {
    const char* start = p;
    const bool letter = g_unichar_isalpha(g_utf8_get_char(p));
    while (p < end && g_unichar_isalpha(g_utf8_get_char(p)) == letter) p = g_utf8_next_char(p);
    if (letter) words.emplace_back(start, static_cast<size_t>(p - start));
  }
  return words;
}

// Dictionaries larger than this are loaded as subsets when the words are known; smaller ones
// load faster whole than the subset takes to make.
constexpr std::uintmax_t kSubsetAbove = 256 * 1024;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

struct Hyphenator::Dict {
  HyphenDict* dict = nullptr;
  ~Dict() {
    if (dict) hnj_hyphen_free(dict);
  }
};

std::vector<std::filesystem::path> hyphenation_folders() {
  const char* dir = std::getenv("SPOTFORGE_HYPHEN_DIR");
  if (dir && *dir) return {dir};
  return {data_dir() / "hyphen", "/usr/share/hyphen"};
}

std::string find_hyphenation_dictionary(const std::string& file,
                                        const std::vector<std::filesystem::path>& folders) {
  for (const auto& folder : folders) {
    if (std::filesystem::exists(folder / file)) return (folder / file).string();
  }
  return folders.empty() ? file : (folders.front() / file).string();
}

std::string hyphenation_dictionary_path(std::string_view language) {
  return find_hyphenation_dictionary(language_pack(language)->hyphenation_dictionary,
                                     hyphenation_folders());
}

// The shortest fragments a break may leave and the shortest word worth breaking come from the
// language's strings.yaml: two letters before a break and three after it ("kar-ty." reads as a
// typo), and long-worded languages keep their short words whole.
Hyphenator::Hyphenator(std::string_view language, const std::vector<std::string>& texts)
    : language_(language) {
  const auto pack = language_pack(language);  // an unknown language is an InputError
  left_ = pack->hyphen_left;
  right_ = pack->hyphen_right;
  shortest_word_ = pack->hyphen_shortest_word;
  path_ = hyphenation_dictionary_path(language);
  if (!std::filesystem::exists(path_)) {
    throw InputError("hyphenation dictionary " + path_ + " (for " + pack->file.string() +
                     ") is missing; reinstall spotforge, or install Debian's " +
                     pack->hyphenation_package + " (scripts/setup.sh)");
  }
  if (texts.empty() || std::filesystem::file_size(path_) <= kSubsetAbove) {
    dictionary_for("");  // loads the whole dictionary now, so a bad file shows at once
    return;
  }
  const std::string dictionary = read_file(path_);
  const std::string cset = dictionary.substr(0, dictionary.find_first_of("\r\n"));
  std::vector<std::string> encoded;
  for (const std::string& text : texts) {
    for (std::string_view word : words_of(text)) {
      EncodedWord e;
      if (vocabulary_.emplace(word).second &&
          encode_word(word, cset == "UTF-8", cset.c_str(), &e)) {
        encoded.push_back(std::move(e.bytes));
      }
    }
  }
  // libhyphen reads dictionaries from files only.
  const std::filesystem::path subset_path =
      std::filesystem::temp_directory_path() /
      ("spotforge-hyph-" + std::to_string(::getpid()) + "-" +
       std::to_string(reinterpret_cast<std::uintptr_t>(this)) + ".dic");
  {
    std::ofstream out(subset_path, std::ios::binary);
    out << pattern_subset(dictionary, encoded);
  }
  auto subset = std::make_shared<Dict>();
  subset->dict = hnj_hyphen_load(subset_path.c_str());
  std::filesystem::remove(subset_path);
  if (!subset->dict) throw InputError("cannot read hyphenation dictionary " + path_);
  subset_ = std::move(subset);
}

// The subset for the words it was made for; the whole dictionary, read once per process and
// shared, for any other.
const Hyphenator::Dict& Hyphenator::dictionary_for(std::string_view word) const {
  if (subset_ && vocabulary_.count(std::string(word)) > 0) return *subset_;
  static std::mutex loading;
  static std::map<std::string, std::shared_ptr<const Dict>> loaded;
  const std::lock_guard lock(loading);
  if (full_) return *full_;
  if (const auto found = loaded.find(path_); found != loaded.end()) {
    full_ = found->second;
    return *full_;
  }
  auto dict = std::make_shared<Dict>();
  dict->dict = hnj_hyphen_load(path_.c_str());
  if (!dict->dict) throw InputError("cannot read hyphenation dictionary " + path_);
  full_ = loaded.emplace(path_, std::move(dict)).first->second;
  return *full_;
}

Hyphenator::~Hyphenator() = default;
Hyphenator::Hyphenator(Hyphenator&&) noexcept = default;
Hyphenator& Hyphenator::operator=(Hyphenator&&) noexcept = default;

std::string Hyphenator::hyphenate_word(std::string_view word) const {
  // A rulebook sets the same few hundred words again and again (every layout pass, every
  // book of a kit): each is looked up in libhyphen once per process.
  WordCache& cache = word_cache();
  const std::string key = language_ + '\n' + std::string(word);
  {
    const std::lock_guard lock(cache.mutex);
    const auto found = cache.words.find(key);
    if (found != cache.words.end()) return found->second;
  }
  std::string out = hyphenate_uncached(word);
  const std::lock_guard lock(cache.mutex);
  return cache.words.emplace(key, std::move(out)).first->second;
}

std::string Hyphenator::hyphenate_uncached(std::string_view word) const {
  HyphenDict* const dict = dictionary_for(word).dict;
  EncodedWord encoded;
  if (!encode_word(word, dict->utf8, dict->cset, &encoded)) return std::string(word);
  size_t letters = encoded.letter_end.size();
  if (letters < static_cast<size_t>(shortest_word_)) return std::string(word);

  std::vector<char> hyphens(encoded.bytes.size() + 5, '0');
  char** rep = nullptr;
  int* pos = nullptr;
  int* cut = nullptr;
  const int lhmin = left_, rhmin = right_;
  int failed =
      hnj_hyphen_hyphenate3(dict, encoded.bytes.data(), static_cast<int>(encoded.bytes.size()),
                            hyphens.data(), nullptr, &rep, &pos, &cut, lhmin, rhmin, lhmin, rhmin);
  if (rep) {
    // Non-standard hyphenation (letters change at the break, as in old German "Zuk-ker")
    // is not used: such points are simply left out. A UTF-8 dictionary's answer was packed to
    // one entry per letter (hnj_hyphen_norm copies, never clears), so only those are owned.
    const size_t owned = dict->utf8 ? letters : encoded.bytes.size();
    for (size_t i = 0; i < owned; ++i) free(rep[i]);
    free(rep);
    free(pos);
    free(cut);
  }
  if (failed) return std::string(word);

  // libhyphen answers one entry per letter: per byte for an 8-bit dictionary (one byte is one
  // letter there) and, for a UTF-8 one, per character (hnj_hyphen_norm packs its per-byte
  // answer). Entry k says whether a break may follow letter k.
  std::string out;
  const char* p = word.data();
  for (size_t k = 0; k < letters; ++k) {
    const char* next = g_utf8_next_char(p);
    out.append(p, next - p);
    bool allowed =
        k + 1 >= static_cast<size_t>(lhmin) && letters - (k + 1) >= static_cast<size_t>(rhmin);
    if (allowed && k + 1 < letters && (hyphens[k] & 1)) out.append(kSoftHyphen);
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
