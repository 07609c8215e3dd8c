// The shipped language folders and what a new one must hold: every key English has, a plural
// rule ICU accepts, a hyphenation dictionary that is installed; a broken file is refused with
// its line.
#include "typeset/language_pack.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "base/diagnostic.h"
#include "base/languages.h"
#include "base/scoped_env_for_tests.h"
#include "typeset/hyphenator.h"
#include "typeset/plural.h"

namespace spotforge::typeset {
namespace {

namespace fs = std::filesystem;

// The names of a text's {name} and {name|form|...} placeholders, sorted.
std::set<std::string> placeholder_names(const std::string& text) {
  std::set<std::string> names;
  for (size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
    const size_t end = text.find_first_of("|}", open);
    if (end != std::string::npos) names.insert(text.substr(open + 1, end - open - 1));
  }
  return names;
}

TEST(LanguagePack, TheShippedLanguagesAreTheFolders) {
  EXPECT_EQ(available_languages(), (std::vector<std::string>{"de", "en", "es", "fr", "it", "pl"}));
  EXPECT_EQ(available_languages_text(), "de, en, es, fr, it, pl");
}

TEST(LanguagePack, EveryLanguageHasEveryKeyEnglishHasAndNoOther) {
  const auto en = language_pack("en");
  ASSERT_GE(en->strings.size(), 10u);
  for (const std::string& code : available_languages()) {
    SCOPED_TRACE(code);
    const auto pack = language_pack(code);
    EXPECT_FALSE(pack->name.empty());
    for (const auto& [key, value] : en->strings) {
      ASSERT_TRUE(pack->strings.count(key)) << key;
      EXPECT_FALSE(pack->strings.at(key).empty()) << key;
      // The same placeholders: a translation can't drop the mascot's name or a number.
      EXPECT_EQ(placeholder_names(pack->strings.at(key)), placeholder_names(value)) << key;
    }
    EXPECT_EQ(pack->strings.size(), en->strings.size());
    // Its dictionary is installed (scripts/setup.sh) and breaks a long word of its own.
    EXPECT_TRUE(fs::exists(hyphenation_dictionary_path(code))) << hyphenation_dictionary_path(code);
  }
}

TEST(LanguagePack, NewLanguagesHyphenateWithTheirOwnDictionaries) {
  const std::pair<const char*, const char*> words[] = {
      {"de", "Kartenständer"}, {"fr", "correspondance"}, {"es", "coincidencia"}};
  for (const auto& [code, word] : words) {
    const std::string broken = Hyphenator(code).hyphenate(word);
    EXPECT_NE(broken.find(kSoftHyphen), std::string::npos) << code << " " << word;
  }
}

TEST(LanguagePack, PluralRulesComeFromTheFiles) {
  // French counts 0 and 1 as singular ("0 carte"), Spanish and German only 1.
  EXPECT_EQ(plural_category("fr", 0), PluralCategory::kOne);
  EXPECT_EQ(plural_category("fr", 2), PluralCategory::kOther);
  EXPECT_EQ(plural_category("es", 0), PluralCategory::kOther);
  EXPECT_EQ(plural_category("es", 1), PluralCategory::kOne);
  EXPECT_EQ(plural_category("de", 1), PluralCategory::kOne);
  EXPECT_EQ(plural_category("de", 55), PluralCategory::kOther);
  EXPECT_EQ(plural_categories("pl").size(), 3u);
}

TEST(LanguagePack, FormatFillsThePlaceholders) {
  EXPECT_EQ(language_pack("de")->format("card_holder_player", {{"n", "3"}}), "Platz 3");
  // Counts take the noun form their plural category needs (Polish has three).
  const std::string die = language_pack("pl")->format(
      "spotlight_die_heading", {{"one", "3"}, {"two", "2"}, {"battery", "5"}});
  EXPECT_NE(die.find("3\u00a0ścianki z jednym"), std::string::npos) << die;
  EXPECT_NE(die.find("5\u00a0ścianek z baterią"), std::string::npos) << die;
  EXPECT_NE(
      language_pack("en")->format("spotlight_track_heading", {{"n", "1"}}).find("1\u00a0space "),
      std::string::npos);
  // A placeholder the caller doesn't fill stays as written (boards.html fills in its own).
  EXPECT_EQ(language_pack("en")->format("spotlight_board_n", {}), "Board {n}");
  EXPECT_THROW(language_pack("de")->text("no_such_key"), InputError);
}

class BrokenPack : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("spotforge_pack_" + std::to_string(getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write(const std::string& text) {
    const fs::path file = dir_ / "strings.yaml";
    std::ofstream(file) << text;
    return file;
  }
  fs::path dir_;
};

const char* kGood =
    "language:\n"
    "  name: Test\n"
    "plural:\n"
    "  forms: [one, other]\n"
    "  rules: \"one: i = 1 and v = 0\"\n"
    "hyphenation:\n"
    "  dictionary: hyph_en_US.dic\n"
    "  package: hyphen-en-us\n"
    "  left: 2\n"
    "  right: 3\n"
    "  shortest_word: 5\n"
    "strings:\n"
    "  contents_heading: In here\n";

TEST_F(BrokenPack, AGoodFileReads) {
  const LanguagePack pack = read_language_pack(write(kGood), "tt");
  EXPECT_EQ(pack.name, "Test");
  EXPECT_EQ(pack.text("contents_heading"), "In here");
  EXPECT_EQ(pack.plural_forms, (std::vector<std::string>{"one", "other"}));
}

TEST_F(BrokenPack, APluralRuleThatIsNotCldrIsRefusedAtItsLine) {
  std::string text = kGood;
  text.replace(text.find("i = 1 and v = 0"), 15, "i is one");
  try {
    read_language_pack(write(text), "tt");
    FAIL() << "a broken rule must be refused";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("strings.yaml:5:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("not CLDR rules"), std::string::npos) << e.what();
  }
}

TEST_F(BrokenPack, ARuleThatPicksAFormNotListedIsRefused) {
  std::string text = kGood;
  text.replace(text.find("one: i = 1 and v = 0"), 20, "one: i = 1; few: i = 2..4");
  try {
    read_language_pack(write(text), "tt");
    FAIL() << "'few' is not in forms";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("pick 'few' for 2"), std::string::npos) << e.what();
  }
}

TEST_F(BrokenPack, ACountWithTheWrongNumberOfFormsIsRefusedAtItsLine) {
  try {
    read_language_pack(write(std::string(kGood) + "  cards: \"{n|card|cards|cardses}\"\n"), "tt");
    FAIL() << "three forms for a language with two must be refused";
  } catch (const InputError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("strings.yaml:14:"), std::string::npos) << message;
    EXPECT_NE(message.find("expected 2"), std::string::npos) << message;
  }
}

TEST_F(BrokenPack, AMissingSectionAndANonNumberAreNamed) {
  std::string text = kGood;
  text.replace(text.find("left: 2"), 7, "left: two");
  text.erase(text.find("language:"), std::string("language:\n  name: Test\n").size());
  try {
    read_language_pack(write(text), "tt");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("no 'language:' section"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("'left' is two"), std::string::npos) << e.what();
  }
}

TEST(LanguagePack, AnUnknownCodeNamesTheLanguagesThatExist) {
  try {
    language_pack("xx");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("languages that exist: de, en, es, fr, it, pl"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace spotforge::typeset
