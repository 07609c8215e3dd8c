#include "typeset/plural.h"

#include <gtest/gtest.h>

#include <map>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

using enum PluralCategory;

// The counts the issue names, plus the teens and hundreds that trip naive rules.
const long long kCounts[] = {0, 1, 2, 5, 12, 21, 22, 25, 101, 112};

TEST(Plural, EnglishHasOneForExactlyOne) {
  const std::map<long long, PluralCategory> expected = {
      {0, kOther},  {1, kOne},    {2, kOther},  {5, kOther},   {12, kOther},
      {21, kOther}, {22, kOther}, {25, kOther}, {101, kOther}, {112, kOther}};
  for (long long n : kCounts) EXPECT_EQ(plural_category("en", n), expected.at(n)) << n;
}

TEST(Plural, ItalianHasOneForExactlyOne) {
  for (long long n : kCounts) {
    EXPECT_EQ(plural_category("it", n), n == 1 ? kOne : kOther) << n;
  }
}

TEST(Plural, PolishHasOneFewMany) {
  // 0 kart, 1 karta, 2 karty, 5 kart, 12 kart, 21 kart, 22 karty, 25 kart, 101 kart, 112 kart.
  const std::map<long long, PluralCategory> expected = {
      {0, kMany},  {1, kOne},  {2, kFew},   {5, kMany},   {12, kMany},
      {21, kMany}, {22, kFew}, {25, kMany}, {101, kMany}, {112, kMany}};
  for (long long n : kCounts) EXPECT_EQ(plural_category("pl", n), expected.at(n)) << n;
  EXPECT_EQ(plural_category("pl", 3), kFew);
  EXPECT_EQ(plural_category("pl", 4), kFew);
  EXPECT_EQ(plural_category("pl", 13), kMany);
  EXPECT_EQ(plural_category("pl", 14), kMany);
  EXPECT_EQ(plural_category("pl", 104), kFew);
  EXPECT_EQ(plural_category("pl", 114), kMany);
}

TEST(Plural, FormIndexFollowsTheTemplateOrder) {
  const char* karta[] = {"karta", "karty", "kart"};
  EXPECT_STREQ(karta[plural_form_index("pl", 1)], "karta");
  EXPECT_STREQ(karta[plural_form_index("pl", 22)], "karty");
  EXPECT_STREQ(karta[plural_form_index("pl", 25)], "kart");
  EXPECT_STREQ(karta[plural_form_index("pl", 112)], "kart");
  const char* card[] = {"card", "cards"};
  EXPECT_STREQ(card[plural_form_index("en", 1)], "card");
  EXPECT_STREQ(card[plural_form_index("en", 0)], "cards");
  const char* carta[] = {"carta", "carte"};
  EXPECT_STREQ(carta[plural_form_index("it", 1)], "carta");
  EXPECT_STREQ(carta[plural_form_index("it", 21)], "carte");
}

TEST(Plural, KnowsItsLanguages) {
  EXPECT_TRUE(plural_language_supported("pl"));
  // A code with no language folder has no plural rule.
  EXPECT_FALSE(plural_language_supported("xx"));
  EXPECT_EQ(plural_categories("pl").size(), 3u);
  EXPECT_EQ(plural_categories("en").size(), 2u);
  EXPECT_THROW(plural_category("xx", 1), InputError);
  EXPECT_EQ(plural_category_name(kFew), "few");
}

}  // namespace
}  // namespace spotforge::typeset
