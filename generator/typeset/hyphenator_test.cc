#include "typeset/hyphenator.h"

#include <glib.h>
#include <gtest/gtest.h>
#include <hyphen.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <vector>

#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "base/languages.h"
#include "typeset/language_pack.h"

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

// libhyphen's own rendition of a word's break points: hnj_hyphen_hyphenate3 writes the word
// with '=' at each point (its hyphword, made byte by byte in the dictionary's encoding before
// any per-letter packing), with the same limits the Hyphenator asks for. Words shorter than
// the language's shortest_word stay whole.
std::string libhyphen_reference(const std::string& language, const std::string& word) {
  const auto pack = language_pack(language);
  // One dictionary per language, loaded on its own (not the Hyphenator's shared copy).
  static std::map<std::string, std::unique_ptr<HyphenDict, void (*)(HyphenDict*)>> loaded;
  auto found = loaded.find(language);
  if (found == loaded.end()) {
    found =
        loaded
            .emplace(language, std::unique_ptr<HyphenDict, void (*)(HyphenDict*)>(
                                   hnj_hyphen_load(hyphenation_dictionary_path(language).c_str()),
                                   hnj_hyphen_free))
            .first;
  }
  HyphenDict* dict = found->second.get();
  if (!dict) return "cannot load the dictionary";
  gchar* lower = g_utf8_strdown(word.c_str(), -1);
  std::string bytes = lower;
  g_free(lower);
  if (!dict->utf8) {
    gsize written = 0;
    gchar* converted =
        g_convert(bytes.c_str(), -1, dict->cset, "UTF-8", nullptr, &written, nullptr);
    bytes.assign(converted, written);
    g_free(converted);
  }
  std::vector<char> hyphens(bytes.size() + 5, '0');
  std::vector<char> hyphword(2 * bytes.size() + 2, 0);
  char** rep = nullptr;
  int* pos = nullptr;
  int* cut = nullptr;
  hnj_hyphen_hyphenate3(dict, bytes.c_str(), static_cast<int>(bytes.size()), hyphens.data(),
                        hyphword.data(), &rep, &pos, &cut, pack->hyphen_left, pack->hyphen_right,
                        pack->hyphen_left, pack->hyphen_right);
  std::string marked = hyphword.data();
  if (!dict->utf8) {
    gchar* back = g_convert(marked.c_str(), -1, "UTF-8", dict->cset, nullptr, nullptr, nullptr);
    marked = back;
    g_free(back);
  }
  // rep is left alone: these dictionaries have no non-standard break points.
  if (g_utf8_strlen(word.c_str(), -1) < pack->hyphen_shortest_word) return word;
  // Back to the word's own capitals: letters in the same order, '=' becomes '-'.
  std::string out;
  const char* w = word.c_str();
  for (const char* m = marked.c_str(); *m; m = g_utf8_next_char(m)) {
    if (*m == '=') {
      out += '-';
      continue;
    }
    const char* next = g_utf8_next_char(w);
    out.append(w, next - w);
    w = next;
  }
  return out;
}

// Accented words from the rulebooks, where a break point counted in bytes instead of letters
// lands one letter off per accent before it ("méla-ngez", "sí-mbolo").
const std::map<std::string, std::vector<std::string>>& accented_words() {
  static const std::map<std::string, std::vector<std::string>> words = {
      {"en", {"naïvety", "café", "résumé", "coördinate", "everybody", "simultaneously"}},
      {"it", {"velocità", "possibilità", "difficoltà", "perché", "giocatori", "qualità"}},
      {"pl",
       {"jednocześnie", "Porównujcie", "Następna", "Naładowana", "Spróbujcie", "Szaleństwo",
        "Pozostałe", "Sprawdźcie", "Gorącego", "wspólnego", "ZAŻÓŁĆ"}},
      {"de",
       {"zusätzliche", "Handfläche", "Kartenständer", "Lösungsseite", "Mondwürfel", "Partyzubehör",
        "Rückseite", "Spielpläne", "außerdem", "außerhalb", "Schätzen"}},
      {"fr",
       {"Mélangez", "Départagez", "égalité", "Défaussez", "Déroulement", "Matériel", "Réessayez",
        "Résultat", "apparaît", "arrêtent", "expérience", "précédente", "éliminés"}},
      {"es",
       {"símbolo", "Después", "Difícil", "Preparación", "también", "búsqueda", "triángulos",
        "clásicas", "campeón", "batería", "rápidamente", "límite"}},
  };
  return words;
}

TEST(Hyphenator, BreaksAccentedWordsWhereLibhyphenDoesInEveryLanguage) {
  for (const auto& [language, words] : accented_words()) {
    Hyphenator h(language);
    for (const std::string& word : words) {
      EXPECT_EQ(visible(h.hyphenate(word)), libhyphen_reference(language, word))
          << language << ": " << word;
    }
  }
}

// The examples, spelled out: the break follows whole letters, accents included.
TEST(Hyphenator, FrenchAndSpanishBreaksFollowAccentedLetters) {
  Hyphenator fr("fr"), es("es");
  EXPECT_EQ(visible(fr.hyphenate("Mélangez")), "Mé-lan-gez");
  EXPECT_EQ(visible(fr.hyphenate("Départagez-les")), "Dé-par-ta-gez-les");
  EXPECT_EQ(visible(es.hyphenate("símbolo")), "sím-bolo");
}

// A word is hyphenated the same way each time it comes back (it is cached per language).
TEST(Hyphenator, TheSameWordInTwoLanguagesKeepsEachLanguagesBreaks) {
  Hyphenator en("en"), fr("fr");
  const std::string once = en.hyphenate("information"), french = fr.hyphenate("information");
  EXPECT_EQ(en.hyphenate("information"), once);
  EXPECT_EQ(fr.hyphenate("information"), french);
  EXPECT_EQ(visible(once), "in-for-ma-tion");
  EXPECT_EQ(visible(french), "in-for-ma-tion");
}

// An 8-bit dictionary's converter is kept open between words: a word with a letter its charset
// lacks stays whole, and the words after it are still converted and broken as libhyphen does.
TEST(Hyphenator, AWordTheCharsetCannotHoldStaysWholeAndTheNextStillBreaks) {
  Hyphenator pl("pl"), de("de");
  EXPECT_EQ(visible(pl.hyphenate("Espa\u00F1olami przeciwnikami")),
            "Espa\u00F1olami " + libhyphen_reference("pl", "przeciwnikami"));
  EXPECT_EQ(visible(de.hyphenate("\u0141\u00F3dzkiego Kartenstapel")),
            "\u0141\u00F3dzkiego " + libhyphen_reference("de", "Kartenstapel"));
  EXPECT_NE(libhyphen_reference("de", "Kartenstapel").find('-'), std::string::npos);
}

// Told the texts it will hyphenate, a Hyphenator loads only the patterns their words can use
// (German's dictionary takes seconds to load whole): the breaks are the same, and a word it was
// not told about still gets the whole dictionary's.
TEST(Hyphenator, ASubsetForKnownWordsBreaksAsTheWholeDictionary) {
  const std::vector<std::string>& words = accented_words().at("de");
  std::string text;
  for (const std::string& w : words) text += w + " ";
  Hyphenator subset("de", {text});
  for (const std::string& w : words) {
    EXPECT_EQ(visible(subset.hyphenate(w)), libhyphen_reference("de", w)) << w;
  }
  EXPECT_EQ(visible(subset.hyphenate("Wahrscheinlichkeit")),
            libhyphen_reference("de", "Wahrscheinlichkeit"));
}

// Issue 26: the package shipped no dictionaries and depended on Debian's hyphen-* packages (one
// recommends LibreOffice). The program's own data folder is looked in first, and the build tree
// (like the package) holds every language's dictionary there.
TEST(Hyphenator, LooksInTheProgramsDataFolderBeforeDebians) {
  ASSERT_EQ(std::getenv("SPOTFORGE_HYPHEN_DIR"), nullptr);
  const std::vector<std::filesystem::path> folders = hyphenation_folders();
  ASSERT_EQ(folders.size(), 2u);
  EXPECT_EQ(folders[0], data_dir() / "hyphen");
  EXPECT_EQ(folders[1], std::filesystem::path("/usr/share/hyphen"));
  for (const std::string& language : available_languages()) {
    const std::filesystem::path path = hyphenation_dictionary_path(language);
    EXPECT_EQ(path.parent_path(), data_dir() / "hyphen") << language;
    EXPECT_TRUE(std::filesystem::is_regular_file(path)) << path;
    EXPECT_EQ(Hyphenator(language).language(), language);
  }
}

TEST(Hyphenator, FindsADictionaryInTheFirstFolderThatHoldsIt) {
  const std::filesystem::path scratch =
      std::filesystem::temp_directory_path() / ("spotforge_hyphen_" + std::to_string(getpid()));
  std::filesystem::create_directories(scratch / "own");
  std::filesystem::create_directories(scratch / "system");
  std::ofstream(scratch / "own" / "hyph_a.dic") << "UTF-8\n";
  std::ofstream(scratch / "system" / "hyph_a.dic") << "UTF-8\n";
  std::ofstream(scratch / "system" / "hyph_b.dic") << "UTF-8\n";
  const std::vector<std::filesystem::path> folders = {scratch / "own", scratch / "system"};
  EXPECT_EQ(find_hyphenation_dictionary("hyph_a.dic", folders), scratch / "own" / "hyph_a.dic");
  EXPECT_EQ(find_hyphenation_dictionary("hyph_b.dic", folders), scratch / "system" / "hyph_b.dic");
  // Found nowhere: the first place looked, which the missing-dictionary error names.
  EXPECT_EQ(find_hyphenation_dictionary("hyph_c.dic", folders), scratch / "own" / "hyph_c.dic");
  std::filesystem::remove_all(scratch);
}

TEST(Hyphenator, UnknownLanguageIsAnInputError) { EXPECT_THROW(Hyphenator("xx"), InputError); }

}  // namespace
}  // namespace spotforge::typeset
