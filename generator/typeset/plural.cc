#include "typeset/plural.h"

#include <algorithm>
#include <stdexcept>

namespace spotforge::typeset {
namespace {

// CLDR, integers only (v = 0): pl one: i = 1; few: i % 10 = 2..4 and i % 100 != 12..14;
// many: everything else.
PluralCategory polish(long long i) {
  if (i == 1) return PluralCategory::kOne;
  const long long last = i % 10;
  const long long last_two = i % 100;
  if (last >= 2 && last <= 4 && (last_two < 12 || last_two > 14)) return PluralCategory::kFew;
  return PluralCategory::kMany;
}

}  // namespace

bool plural_language_supported(std::string_view language) {
  return language == "en" || language == "it" || language == "pl";
}

PluralCategory plural_category(std::string_view language, long long n) {
  const long long i = n < 0 ? -n : n;
  if (language == "pl") return polish(i);
  if (language == "en" || language == "it") {
    return i == 1 ? PluralCategory::kOne : PluralCategory::kOther;
  }
  throw std::invalid_argument("no plural rules for language '" + std::string(language) + "'");
}

std::vector<PluralCategory> plural_categories(std::string_view language) {
  if (language == "pl") return {PluralCategory::kOne, PluralCategory::kFew, PluralCategory::kMany};
  if (language == "en" || language == "it") return {PluralCategory::kOne, PluralCategory::kOther};
  throw std::invalid_argument("no plural rules for language '" + std::string(language) + "'");
}

int plural_form_index(std::string_view language, long long n) {
  const auto order = plural_categories(language);
  const auto it = std::find(order.begin(), order.end(), plural_category(language, n));
  return static_cast<int>(it - order.begin());
}

std::string plural_category_name(PluralCategory category) {
  switch (category) {
    case PluralCategory::kOne:
      return "one";
    case PluralCategory::kFew:
      return "few";
    case PluralCategory::kMany:
      return "many";
    case PluralCategory::kOther:
      return "other";
  }
  return "other";
}

}  // namespace spotforge::typeset
