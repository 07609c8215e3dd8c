// Plural categories (CLDR cardinal rules for integers) of the rulebook languages. A count is
// printed with the noun form its category selects. The rules are data: each language's
// strings.yaml writes them in CLDR's syntax (English "one: i = 1 and v = 0", two forms; Polish
// one, few, many: 1 karta, 2 karty, 5 kart, 22 karty, 25 kart) and ICU evaluates them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace spotforge::typeset {

enum class PluralCategory { kZero, kOne, kTwo, kFew, kMany, kOther };

// True for the languages with a language folder (and so a plural rule).
bool plural_language_supported(std::string_view language);

// The category of the whole number n (n may be 0 or negative; the sign is ignored).
// An unknown language is an InputError.
PluralCategory plural_category(std::string_view language, long long n);

// The categories a template must give forms for, in the order it writes them
// (the language's plural forms: en/it one, other; pl one, few, many).
std::vector<PluralCategory> plural_categories(std::string_view language);

// Which of the template's forms (0-based, in plural_categories order) n takes.
int plural_form_index(std::string_view language, long long n);

// The same from a strings file's own rules and forms (LanguagePack), without a folder: which
// of `forms` (CLDR keywords, in the file's order) n takes.
int plural_form_index(const std::string& rules, const std::vector<std::string>& forms,
                      long long n);

// "one", "few", "many", "other": for messages.
std::string plural_category_name(PluralCategory category);

// "" when `rules` (CLDR syntax) compiles and picks one of `forms` for every count from 0 to
// 10000; else what is wrong, for the strings file's message.
std::string check_plural_rules(const std::string& rules, const std::vector<std::string>& forms);

}  // namespace spotforge::typeset
