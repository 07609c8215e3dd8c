#include "typeset/hyphenator.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

// Shows the soft hyphens as '-' so the expectations read like a dictionary entry.
std::string visible(std::string s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (s.compare(i, kSoftHyphen.size(), kSoftHyphen) == 0) {
      out += '-';
      i += kSoftHyphen.size();
    } else {
      out += s[i++];
    }
  }
  return out;
}

TEST(Hyphenator, EnglishWordsGetSoftHyphensAtDictionaryPoints) {
  Hyphenator en("en");
  EXPECT_EQ(visible(en.hyphenate("hyphenation")), "hy-phen-ation");
  EXPECT_EQ(visible(en.hyphenate("Everybody plays simultaneously.")),
            "Ev-ery-body plays si-mul-ta-ne-ously.");
}

TEST(Hyphenator, ShortWordsAndPunctuationStayWhole) {
  Hyphenator en("en");
  EXPECT_EQ(en.hyphenate("The card, a hand: 12 symbols!"), "The card, a hand: 12 sym\u00ADbols!");
}

TEST(Hyphenator, ItalianUtf8DictionaryKeepsAccents) {
  Hyphenator it("it");
  std::string out = visible(it.hyphenate("velocità carta giocatori"));
  EXPECT_EQ(out, "ve-lo-ci-tà car-ta gio-ca-to-ri");
}

TEST(Hyphenator, PolishIso88592DictionaryMapsBackToUtf8) {
  Hyphenator pl("pl");
  // The Polish dictionary is stored in ISO-8859-2: letters with ogonek and kreska must come
  // back intact and the break points must land between the right letters.
  std::string out = visible(pl.hyphenate("Gracze jednocześnie szukają wspólnego symbolu"));
  EXPECT_EQ(out, "Gra-cze jed-no-cze-śnie szu-ka-ją wspól-ne-go sym-bo-lu");
  EXPECT_EQ(visible(pl.hyphenate("ZAŻÓŁĆ")), "ZA-ŻÓŁĆ");
}

TEST(Hyphenator, UnknownLanguageIsAnInputError) { EXPECT_THROW(Hyphenator("xx"), InputError); }

}  // namespace
}  // namespace spotforge::typeset
