// The words on the kit's printed pages (card sheets, the duplex test, the Spotlight pieces)
// come from the kit language's strings.yaml: a language folder is all a new language needs,
// and a changed string shows up on the page.
#include "kit/kit_words.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "base/data_dir.h"
#include "base/languages.h"
#include "base/scoped_env_for_tests.h"
#include "kit/deck/deck_kit.h"
#include "kit/spotlight/spotlight_kit.h"
#include "kit/spotlight/board_geometry.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

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
    change("spotlight_rush_front: \"RUSH\"", "spotlight_rush_front: \"QQDASH\"");
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
  EXPECT_NE(components.find("QQDASH"), std::string::npos) << components;
  EXPECT_NE(components.find("Qqdie: 3"), std::string::npos) << components;
  EXPECT_EQ(components.find("RUSH"), std::string::npos);
}

}  // namespace
}  // namespace spotforge
