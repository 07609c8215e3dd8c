// The words on the kit's printed pages (card sheets, the duplex test, the Spotlight pieces)
// come from the kit language's strings.yaml: a language folder is all a new language needs,
// and a changed string shows up on the page.
#include "kit/kit_words.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "base/data_dir.h"
#include "base/files_for_tests.h"
#include "base/languages.h"
#include "base/scoped_env_for_tests.h"
#include "kit/deck/deck_kit.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/spotlight_kit.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"
#include "typeset/language_pack.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

std::string pdf_text(const fs::path& pdf) {
  return testing::run_command("pdftotext " + testing::quoted(pdf) + " -").output;
}

TEST(KitWords, EveryLanguageHasThePrintEnginesWords) {
  for (const std::string& code : available_languages()) {
    SCOPED_TRACE(code);
    const PrintWords w = print_words(code);
    for (const std::string* text : {&w.ruler, &w.sheet_label, &w.side_backs, &w.duplex_long,
                                    &w.duplex_test_formula, &w.page_fronts}) {
      EXPECT_FALSE(text->empty());
    }
    EXPECT_NE(w.sheet_label.find("{instruction}"), std::string::npos);
  }
  EXPECT_NE(print_words("en").duplex(DuplexMode::kLong).find("long edge"), std::string::npos);
  EXPECT_NE(print_words("de").duplex(DuplexMode::kShort).find("kurzen Kante"), std::string::npos);
  EXPECT_EQ(fill_words("Sheet {n} of {m}", {{"n", "2"}}), "Sheet 2 of {m}");
}

TEST(KitWords, TheSharedPiecesSpeakTheThemesFirstLanguageWithAFolder) {
  Theme theme;
  theme.languages = {"nl", "pl", "en"};  // nl has no folder
  EXPECT_EQ(kit_language(theme), "pl");
  theme.languages = {"nl"};
  EXPECT_EQ(kit_language(theme), "en");
}

// A language folder copied from en with a few strings changed: the cards' sheet labels, the
// ruler's note, the duplex test and the Spotlight tokens print the changed words.
TEST(KitWords, APrintedWordComesFromTheLanguageFolder) {
  const fs::path dir = testing::fresh_folder("kit_words_qq");
  const fs::path data = dir / "data";
  fs::create_directories(data / "templates");
  fs::copy(data_dir() / "templates", data / "templates", fs::copy_options::recursive);
  fs::create_directory_symlink(fs::canonical(data_dir() / "themes"), data / "themes");
  if (fs::exists(data_dir() / "iconify")) {  // the words theme draws no icon
    fs::create_directory_symlink(fs::canonical(data_dir() / "iconify"), data / "iconify");
  }
  const fs::path qq = data / "templates" / "lang" / "qq";
  fs::copy(data / "templates" / "lang" / "en", qq, fs::copy_options::recursive);
  {
    std::ifstream in(qq / "strings.yaml");
    std::stringstream text;
    text << in.rdbuf();
    std::string s = text.str();
    const auto change = [&](const std::string& from, const std::string& to) {
      const size_t at = s.find(from);
      ASSERT_NE(at, std::string::npos) << from;
      s.replace(at, from.size(), to);
    };
    change("sheet_side_fronts: \"fronts\"", "sheet_side_fronts: \"qqfronts\"");
    change("print_ruler: \"", "print_ruler: \"qqruler ");
    change("duplex_test_read1: \"", "duplex_test_read1: \"qqlight ");
    change("spotlight_tokens_heading: \"Rush tokens", "spotlight_tokens_heading: \"Qqdash tokens");
    change("spotlight_die_heading: \"Moon die", "spotlight_die_heading: \"Qqdie");
    std::ofstream(qq / "strings.yaml") << s;
  }
  spotforge::testing::ScopedEnv env("SPOTFORGE_DATA_DIR", data.string());

  DeckKitRequest request;
  request.theme = "words";
  request.out_dir = dir / "deck";
  request.print.language = "qq";
  request.print.duplex_test = true;
  request.layout_starts = 1;
  request.layout_grow_passes = 1;
  make_deck_kit(request);
  const std::string cards = pdf_text(dir / "deck" / "cards.pdf");
  EXPECT_NE(cards.find("qqfronts"), std::string::npos) << cards;
  EXPECT_NE(cards.find("qqruler"), std::string::npos);
  EXPECT_NE(cards.find("qqlight"), std::string::npos);
  EXPECT_EQ(cards.find("sheet 1 of 3, fronts"), std::string::npos);

  // The components need no packed boards: the kit's language, title and geometry will do.
  SpotlightKit kit;
  kit.title = "Words";
  kit.language = "qq";
  kit.geometry = board_geometry(297, 210, 5);
  SpotlightOptions options;
  options.night = NightMode::kPaper;
  write_components_pdf(kit, options, dir / "components.pdf");
  const std::string components = pdf_text(dir / "components.pdf");
  EXPECT_NE(components.find("Qqdash tokens"), std::string::npos) << components;
  EXPECT_NE(components.find("Qqdie: 3"), std::string::npos) << components;
  EXPECT_EQ(components.find("Rush tokens"), std::string::npos);
}

// The words of `text` with a letter in them, without the punctuation around them ("{n|space|
// spaces}" gives "space" and "spaces").
std::vector<std::string> words_of(const std::string& text) {
  static const std::regex edges(
      "^([[:punct:]]|\u00ab|\u00bb|\u201c|\u201d|\u201e|\u00a0|\u202f)+|"
      "([[:punct:]]|\u00ab|\u00bb|\u201c|\u201d|\u201e|\u00a0|\u202f)+$");
  std::istringstream in(std::regex_replace(text, std::regex("[{}|]"), " "));
  std::vector<std::string> words;
  for (std::string word; in >> word;) {
    word = std::regex_replace(word, edges, "");
    const bool has_letter = std::any_of(word.begin(), word.end(), [](char c) {
      return std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80;
    });
    if (has_letter) words.push_back(word);
  }
  return words;
}

// The tokens are language-neutral, as the original's are (issue 27: one language per book): a
// runner, the runner crossed out, a moon with +1 or +2. On their page every word comes from a
// heading or the page marks, in every language; the challenge token's numbers are there.
TEST(KitWords, TheSpotlightTokensPrintNoWord) {
  const fs::path dir = testing::fresh_folder("kit_words_tokens");
  for (const std::string& language : available_languages()) {
    SCOPED_TRACE(language);
    SpotlightKit kit;
    kit.title = "Words";
    kit.language = language;
    kit.geometry = board_geometry(297, 210, 5);
    SpotlightOptions options;
    options.language = language;
    write_components_pdf(kit, options, dir / "components.pdf");
    const std::string page = testing::run_command("pdftotext -f 1 -l 1 " +
                                                  testing::quoted(dir / "components.pdf") + " -")
                                 .output;
    // The words of the page's headings and marks, every plural form included.
    const auto w = typeset::language_pack(language);
    std::set<std::string> allowed;
    for (const char* key :
         {"spotlight_track_heading", "spotlight_tokens_heading", "spotlight_die_heading",
          "print_ruler", "spotlight_components_label", "spotlight_part_track"}) {
      for (const std::string& word : words_of(w->text(key))) allowed.insert(word);
    }
    for (const std::string& word : words_of(page)) {
      EXPECT_TRUE(allowed.count(word)) << "on the page: " << word;
    }
    EXPECT_NE(page.find("+1"), std::string::npos);
    EXPECT_NE(page.find("+2"), std::string::npos);
  }
}

}  // namespace
}  // namespace spotforge
