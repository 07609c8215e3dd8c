// Dictionary hyphenation for justified text. Pango has no hyphenation dictionary of its own;
// it does break at U+00AD SOFT HYPHEN and then draws a visible hyphen. The Hyphenator puts
// soft hyphens into every word, at the points libhyphen's TeX-pattern dictionary allows.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace spotforge::typeset {

inline constexpr std::string_view kSoftHyphen = "\u00AD";

class Hyphenator {
 public:
  // Loads the dictionary `language`'s strings.yaml names (see hyphenation_folders). Throws
  // InputError for an unknown language or a missing dictionary. `texts`: what will be hyphenated,
  // when known. A large dictionary (German's) is then loaded only with the patterns those words can
  // use (typeset/pattern_subset); a word outside them still gets the whole dictionary, loaded when
  // first needed. Each is loaded once a process.
  explicit Hyphenator(std::string_view language, const std::vector<std::string>& texts = {});
  ~Hyphenator();
  Hyphenator(Hyphenator&&) noexcept;
  Hyphenator& operator=(Hyphenator&&) noexcept;

  // `text` (UTF-8) with soft hyphens inserted inside words long enough for the language (its
  // hyphenation: shortest_word, e.g. 5 letters in English, 7 in Italian), never closer to a
  // word's start or end than its left and right limits.
  std::string hyphenate(std::string_view text) const;

  const std::string& language() const { return language_; }

 private:
  struct Dict;
  std::string language_;
  std::string path_;
  mutable std::shared_ptr<const Dict> full_;    // the whole dictionary, shared, loaded on demand
  std::shared_ptr<const Dict> subset_;          // the patterns `vocabulary_` can use, or none
  std::unordered_set<std::string> vocabulary_;  // the words subset_ serves, as hyphenate splits
  const Dict& dictionary_for(std::string_view word) const;
  int left_ = 2, right_ = 3, shortest_word_ = 5;
  std::string hyphenate_word(std::string_view word) const;
  std::string hyphenate_uncached(std::string_view word) const;
};

// Where dictionaries are looked for, in order: SPOTFORGE_HYPHEN_DIR alone when set, else the
// program's own data folder (data_dir()/hyphen: the package ships its six dictionaries there, so
// it needs none of Debian's hyphen-* packages, one of which recommends an office suite), then
// Debian's /usr/share/hyphen.
std::vector<std::filesystem::path> hyphenation_folders();

// `file` in the first of `folders` that holds it; the first folder's path when none does (the
// error then names where the program looked first).
std::string find_hyphenation_dictionary(const std::string& file,
                                        const std::vector<std::filesystem::path>& folders);

// The dictionary file for a language code, e.g. "pl" -> ".../hyph_pl_PL.dic" (its strings.yaml).
std::string hyphenation_dictionary_path(std::string_view language);

}  // namespace spotforge::typeset
