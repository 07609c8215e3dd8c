// Plural categories (CLDR cardinal rules for integers) of the rulebook languages. A count is
// printed with the noun form its category selects: English and Italian have two forms (one,
// other), Polish three (one, few, many: 1 karta, 2 karty, 5 kart, 22 karty, 25 kart).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace spotforge::typeset {

enum class PluralCategory { kOne, kFew, kMany, kOther };

// True for the languages whose plural rules are known here ("en", "it", "pl").
bool plural_language_supported(std::string_view language);

// The category of the whole number n (n may be 0 or negative; the sign is ignored).
// The language must be supported.
PluralCategory plural_category(std::string_view language, long long n);

// The categories a template must give forms for, in the order it writes them:
// en/it: one, other; pl: one, few, many.
std::vector<PluralCategory> plural_categories(std::string_view language);

// Which of the template's forms (0-based, in plural_categories order) n takes.
int plural_form_index(std::string_view language, long long n);

// "one", "few", "many", "other": for messages.
std::string plural_category_name(PluralCategory category);

}  // namespace spotforge::typeset
