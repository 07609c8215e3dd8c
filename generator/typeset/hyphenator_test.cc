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
  EXPECT_EQ(out, "ve-lo-cità carta gio-ca-tori");
}

TEST(Hyphenator, PolishIso88592DictionaryMapsBackToUtf8) {
  Hyphenator pl("pl");
  // The Polish dictionary is stored in ISO-8859-2: letters with ogonek and kreska must come
  // back intact and the break points must land between the right letters.
  std::string out = visible(pl.hyphenate("Gracze jednocześnie szukają wspólnego symbolu"));
  EXPECT_EQ(out, "Gra-cze jed-no-cze-śnie szu-kają wspól-nego sym-bolu");
  EXPECT_EQ(visible(pl.hyphenate("ZAŻÓŁĆ")), "ZA-ŻÓŁĆ");
}

// Every language keeps at least two letters before a break and three after it, and leaves its
// short words whole: "kar-ty." or "vo-stra" read as typos.
TEST(Hyphenator, LeavesNoShortFragments) {
  Hyphenator it("it"), pl("pl"), en("en");
  EXPECT_EQ(visible(it.hyphenate("la vostra carta")), "la vostra carta");
  EXPECT_EQ(visible(pl.hyphenate("karty. Karta")), "karty. Karta");
  EXPECT_EQ(visible(pl.hyphenate("zabierzcie")), "za-bierz-cie");
  for (const Hyphenator* h : {&it, &pl, &en}) {
    const std::string text = visible(h->hyphenate(
        "giocatori corrispondenza dopasowanie przygotowanie everybody simultaneously"));
    size_t word_start = 0;
    for (size_t i = 0; i <= text.size(); ++i) {
      if (i < text.size() && text[i] != ' ') continue;
      const std::string word = text.substr(word_start, i - word_start);
      const size_t first = word.find('-'), last = word.rfind('-');
      if (first != std::string::npos) {
        EXPECT_GE(first, 2u) << h->language() << ": " << word;
        EXPECT_GE(word.size() - last - 1, 3u) << h->language() << ": " << word;
      }
      word_start = i + 1;
    }
  }
}

TEST(Hyphenator, UnknownLanguageIsAnInputError) { EXPECT_THROW(Hyphenator("xx"), InputError); }

}  // namespace
}  // namespace spotforge::typeset
