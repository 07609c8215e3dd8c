// End-to-end: the built spotforge binary's `theme check` on shipped and broken themes.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/test_paths.h"

namespace spotforge {
namespace {

struct CommandRun {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

CommandRun run_spotforge(const std::string& arguments) {
  CommandRun r;
  const std::string command = std::string(SPOTFORGE_BINARY) + " " + arguments + " 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buffer;
  size_t n;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) r.output.append(buffer.data(), n);
  int status = pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

TEST(ThemeCheckCommand, SummarisesTheShippedPartyTheme) {
  const CommandRun r = run_spotforge("theme check party");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("theme:      Party (party)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("en (English), it (Italian), pl (Polish)"), std::string::npos);
  EXPECT_NE(r.output.find("symbols:    57 (57 icons); mascot: hand"), std::string::npos);
  EXPECT_NE(r.output.find("order 7, up to 57 cards of 8 symbols"), std::string::npos);
  EXPECT_NE(r.output.find("spotlight:  64 characters"), std::string::npos);
}

TEST(ThemeCheckCommand, ListsEveryErrorWithItsPlaceAndExitsOne) {
  const std::string folder = std::string(SPOTFORGE_FIXTURES_DIR) + "/themes/several-errors";
  const CommandRun r = run_spotforge("theme check " + folder);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  for (const char* place : {"theme.yaml:4:13: error: ", "theme.yaml:5:10: error: ",
                            "theme.yaml:7:13: error: ", "theme.yaml:12:41: error: "}) {
    EXPECT_NE(r.output.find(folder + "/" + place), std::string::npos) << place << "\n" << r.output;
  }
  EXPECT_EQ(r.output.find("theme:"), std::string::npos) << "no summary for a broken theme";
}

TEST(ThemeCheckCommand, PrintsWarningsButSucceeds) {
  const CommandRun r = run_spotforge("theme check " + std::string(SPOTFORGE_FIXTURES_DIR) +
                                     "/themes/valid/pictures");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("theme.yaml:28:1: warning: unknown key 'notes'"), std::string::npos)
      << r.output;
}

TEST(ThemeCheckCommand, UnknownThemeIsBadInputAndMissingArgumentIsUsage) {
  EXPECT_EQ(run_spotforge("theme check no-such-theme").exit_code, 1);
  EXPECT_EQ(run_spotforge("theme check").exit_code, 2);
}

// A theme folder of text symbols (one per line of `texts`, each its own id) on a card of
// `card` ("" for the default), fresh for this test.
std::filesystem::path text_theme(const std::string& name, const std::vector<std::string>& texts,
                                 const std::string& card = "") {
  const std::filesystem::path folder = std::filesystem::temp_directory_path() /
                                       ("theme-check-" + name + "-" + std::to_string(getpid()));
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::ofstream yaml(folder / "theme.yaml");
  yaml << "title: Words\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: DejaVu Sans}\n";
  if (!card.empty()) yaml << "card: {shape: circle, diameter: " << card << "}\n";
  yaml << "symbols:\n";
  for (size_t i = 0; i < texts.size(); ++i) {
    yaml << "  - {id: w" << i << ", name: {en: w" << i << "}, text: \"" << texts[i] << "\"}\n";
  }
  return folder;
}

// Issue 25: a text symbol too long to fit on any card names its own line (line 11, the 7th
// symbol) and says to shorten it, in check and in deck; the layout used to blame card 1 at the
// theme's top ("its 3 symbols don't fit").
TEST(ThemeCheckCommand, ATextTooLongToFitNamesItsLineAndSaysToShortenIt) {
  std::vector<std::string> texts = {"one", "two", "three", "four", "five", "six"};
  texts.push_back(
      "the quick brown fox jumps over the lazy dog and keeps running far away over the hills");
  const std::filesystem::path folder = text_theme("long-text", texts);
  const std::string place = (folder / "theme.yaml").string() + ":11:";
  for (const std::string& command :
       {"theme check " + folder.string(),
        "deck " + folder.string() + " --out " + (folder / "out").string()}) {
    const CommandRun r = run_spotforge(command);
    EXPECT_EQ(r.exit_code, 1) << command << "\n" << r.output;
    EXPECT_NE(r.output.find(place), std::string::npos) << command << "\n" << r.output;
    EXPECT_NE(r.output.find("symbol 'w6' is too long for the card"), std::string::npos)
        << command << "\n"
        << r.output;
    EXPECT_NE(r.output.find("shorten its text"), std::string::npos) << r.output;
    EXPECT_EQ(r.output.find("don't fit"), std::string::npos) << r.output;
  }
  EXPECT_FALSE(std::filesystem::exists(folder / "out" / "cards.pdf"));
  std::filesystem::remove_all(folder);
}

// Issue 25: 600 text symbols (an order-23 deck of 24 words a card) can't fit the default
// card: check says so from the sizes alone, before comparing 179,700 pairs of words (it took
// 87 s, then 11.6 s of CPU). The time itself is in benchmarks/photo_theme_bench.cc.
TEST(ThemeCheckCommand, SixHundredWordsAreRefusedOnTheirSizes) {
  std::vector<std::string> texts;
  for (int i = 0; i < 600; ++i) texts.push_back("word" + std::to_string(i));
  const std::filesystem::path folder = text_theme("600-words", texts);
  const CommandRun r = run_spotforge("theme check " + folder.string());
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("an order-23 deck (24 symbols per card) can't be laid out"),
            std::string::npos)
      << r.output;
  EXPECT_EQ(r.output.find("look nearly the same"), std::string::npos) << r.output;
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace spotforge
