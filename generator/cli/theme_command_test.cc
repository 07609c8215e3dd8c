// End-to-end: the built spotforge binary's `theme check` on shipped and broken themes.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <array>
#include <cstdio>
#include <string>

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

}  // namespace
}  // namespace spotforge
