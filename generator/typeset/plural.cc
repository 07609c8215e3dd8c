#include "typeset/plural.h"

#include <unicode/plurrule.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>

#include "base/diagnostic.h"
#include "base/languages.h"
#include "typeset/language_pack.h"

namespace spotforge::typeset {
namespace {

using RulesPtr = std::unique_ptr<icu::PluralRules>;

RulesPtr compile(const std::string& rules, std::string* problem) {
  UErrorCode status = U_ZERO_ERROR;
  RulesPtr compiled(icu::PluralRules::createRules(icu::UnicodeString::fromUTF8(rules), status));
  if (U_FAILURE(status) || !compiled) {
    *problem = "the plural rules \"" + rules + "\" are not CLDR rules (" + u_errorName(status) +
               "); write them as in pl/strings.yaml";
    return nullptr;
  }
  return compiled;
}

std::string select(const icu::PluralRules& rules, long long n) {
  const long long i = n < 0 ? -n : n;
  icu::UnicodeString keyword = i <= 2147483647LL ? rules.select(static_cast<int32_t>(i))
                                                 : rules.select(static_cast<double>(i));
  std::string out;
  keyword.toUTF8String(out);
  return out;
}

// Rules compiled once per text (ICU's select is const and thread-safe).
const icu::PluralRules& compiled_rules(const std::string& rules) {
  static std::mutex mutex;
  static std::map<std::string, RulesPtr> compiled;
  std::lock_guard lock(mutex);
  auto& slot = compiled[rules];
  if (!slot) {
    std::string problem;
    slot = compile(rules, &problem);
    if (!slot) throw InputError(problem);
  }
  return *slot;
}

const icu::PluralRules& rules_for(std::string_view language) {
  return compiled_rules(language_pack(language)->plural_rules);
}

PluralCategory category_named(const std::string& name) {
  if (name == "zero") return PluralCategory::kZero;
  if (name == "one") return PluralCategory::kOne;
  if (name == "two") return PluralCategory::kTwo;
  if (name == "few") return PluralCategory::kFew;
  if (name == "many") return PluralCategory::kMany;
  return PluralCategory::kOther;
}

}  // namespace

bool plural_language_supported(std::string_view language) {
  return !language.empty() && language_available(std::string(language));
}

PluralCategory plural_category(std::string_view language, long long n) {
  return category_named(select(rules_for(language), n));
}

std::vector<PluralCategory> plural_categories(std::string_view language) {
  std::vector<PluralCategory> out;
  for (const std::string& form : language_pack(language)->plural_forms) {
    out.push_back(category_named(form));
  }
  return out;
}

int plural_form_index(std::string_view language, long long n) {
  const auto order = plural_categories(language);
  const auto it = std::find(order.begin(), order.end(), plural_category(language, n));
  return static_cast<int>(it - order.begin());
}

int plural_form_index(const std::string& rules, const std::vector<std::string>& forms,
                      long long n) {
  const std::string keyword = select(compiled_rules(rules), n);
  const auto it = std::find(forms.begin(), forms.end(), keyword);
  return it == forms.end() ? static_cast<int>(forms.size()) - 1
                           : static_cast<int>(it - forms.begin());
}

std::string plural_category_name(PluralCategory category) {
  switch (category) {
    case PluralCategory::kZero:
      return "zero";
    case PluralCategory::kOne:
      return "one";
    case PluralCategory::kTwo:
      return "two";
    case PluralCategory::kFew:
      return "few";
    case PluralCategory::kMany:
      return "many";
    case PluralCategory::kOther:
      return "other";
  }
  return "other";
}

std::string check_plural_rules(const std::string& rules, const std::vector<std::string>& forms) {
  std::string problem;
  RulesPtr compiled = compile(rules, &problem);
  if (!compiled) return problem;
  for (long long n = 0; n <= 10000; ++n) {
    const std::string keyword = select(*compiled, n);
    if (std::find(forms.begin(), forms.end(), keyword) == forms.end()) {
      return "the plural rules pick '" + keyword + "' for " + std::to_string(n) +
             ", which forms: doesn't list; add it to forms: or change the rules";
    }
  }
  return "";
}

}  // namespace spotforge::typeset
