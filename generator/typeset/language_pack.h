// A language as data: templates/lang/<code>/strings.yaml holds every word a reader sees outside
// the rule templates (keys in English), the language's plural rule in CLDR's own syntax, its
// hyphenation dictionary and limits, and the typesetting customs that differ between
// languages. The C++ code asks for a key and never holds a sentence of its own.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace spotforge::typeset {

struct LanguagePack {
  std::string code;            // the folder's name, also the PDF's /Lang: "de"
  std::filesystem::path file;  // .../templates/lang/<code>/strings.yaml, for messages
  std::string name;            // in the language itself: "Deutsch"

  // The noun forms a template writes for a count, in order ({"one", "few", "many"}), and the
  // CLDR cardinal rules that pick one ("one: i = 1 and v = 0; few: ...").
  std::vector<std::string> plural_forms;
  std::string plural_rules;

  // libhyphen dictionary (a file in /usr/share/hyphen), the Debian package that ships it, and
  // the shortest fragments a break may leave and the shortest word worth breaking.
  std::string hyphenation_dictionary;
  std::string hyphenation_package;
  int hyphen_left = 2;
  int hyphen_right = 3;
  int hyphen_shortest_word = 5;

  // One-letter words (lower case) kept with the next word at a line end (Polish: a i o u w z).
  std::string tie_after;
  // Characters that take a narrow no-break space before them (French: ; : ! ? ») and after
  // them (French: «).
  std::string thin_space_before;
  std::string thin_space_after;

  std::map<std::string, std::string> strings;

  // The string under `key`; an InputError naming the file and the key when it has none.
  const std::string& text(const std::string& key) const;
  // text(key) with every {name} replaced by its value, and every {name|form|form...} by the
  // count with the noun form the plural rule picks ("3 faces"; a form with '#' puts the
  // number there), as the rule templates write counts. A {name} not in `values` stays as
  // written (boards.html fills in its own).
  std::string format(const std::string& key,
                     const std::map<std::string, std::string>& values) const;
};

// Reads and checks a strings.yaml (every problem with its LINE:COL); throws InputError.
LanguagePack read_language_pack(const std::filesystem::path& file, const std::string& code);

// The pack of `code` from languages_dir(), read once per data folder and kept. A code with no
// folder is an InputError naming the languages that exist.
std::shared_ptr<const LanguagePack> language_pack(std::string_view code);

}  // namespace spotforge::typeset
