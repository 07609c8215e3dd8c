// End-to-end: the built spotforge binary's `rules` command.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::quoted;
using spotforge::testing::run_command;

spotforge::testing::CommandResult rules(const std::string& arguments) {
  return run_command(std::string(SPOTFORGE_BINARY) + " rules " + arguments + " 2>&1");
}

TEST(RulesCommand, WritesOnePdfPerGameAndLanguageForASmallDeck) {
  fs::path out = spotforge::testing::fresh_folder("rules_command_ok");
  auto r = rules(
      "party --game party,classic --lang pl -k 4 --paper letter "
      "--out " +
      quoted(out));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  for (const char* name : {"rules-party-pl.pdf", "rules-classic-pl.pdf"}) {
    EXPECT_TRUE(fs::exists(out / name)) << name;
    EXPECT_NE(r.output.find(name), std::string::npos) << r.output;
  }
  std::string text =
      run_command("pdftotext -enc UTF-8 " + quoted(out / "rules-party-pl.pdf") + " -").output;
  text = std::regex_replace(text, std::regex("[\u00AD\u2010-]\n"), "");
  EXPECT_NE(text.find("13 kart"), std::string::npos);  // order 3: 13 cards of 4 symbols
  EXPECT_NE(text.find("4 symbole"), std::string::npos);
  EXPECT_NE(text.find("Ręka"), std::string::npos);  // the mascot, kept in the smaller deck
  EXPECT_NE(run_command("pdfinfo " + quoted(out / "rules-classic-pl.pdf")).output.find("612 x 792"),
            std::string::npos);
  fs::remove_all(out);
}

TEST(RulesCommand, UnknownGameIsAUsageError) {
  auto r = rules("party --game poker --lang en");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("poker"), std::string::npos) << r.output;
}

TEST(RulesCommand, MissingThemeIsAnInputErrorAndWritesNothing) {
  fs::path out = spotforge::testing::fresh_folder("rules_command_bad");
  auto r = rules("no-such-theme-42 --game party --lang en --out " + quoted(out));
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("no-such-theme-42"), std::string::npos) << r.output;
  EXPECT_TRUE(fs::is_empty(out));
  fs::remove_all(out);
}

}  // namespace
}  // namespace spotforge
