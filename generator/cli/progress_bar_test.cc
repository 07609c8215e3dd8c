#include "cli/progress_bar.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

namespace spotforge::cli {
namespace {

// Runs one phase of `steps` steps from two threads and returns what was printed.
std::string run_phase(ProgressStyle style, int steps) {
  std::FILE* file = std::tmpfile();
  {
    ProgressBar bar(file, style);
    bar.begin("cards laid out", steps);
    std::vector<std::thread> threads;
    for (int t = 0; t < 2; ++t) {
      threads.emplace_back([&bar, steps, t] {
        for (int i = t; i < steps; i += 2) bar.step();
      });
    }
    for (auto& t : threads) t.join();
    bar.end();
  }
  std::rewind(file);
  std::string text;
  char buf[256];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, file)) > 0) text.append(buf, n);
  std::fclose(file);
  return text;
}

TEST(ProgressBar, ALogGetsOneLinePerPhaseWithTheCount) {
  const std::string text = run_phase({false, false, Verbosity::kNormal}, 57);
  EXPECT_TRUE(text.starts_with("cards laid out: 57/57 (")) << text;
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 1) << text;
  EXPECT_EQ(text.find('\r'), std::string::npos);
}

// A phase that ran while another had the screen is shown with the time it took, not the
// moment it is shown (the Spotlight's boards showed "(0.0 s)" after the deck's phases).
TEST(ProgressBar, AReplayedPhaseShowsTheTimeItTook) {
  std::FILE* file = std::tmpfile();
  {
    ProgressBar bar(file, {false, false, Verbosity::kNormal});
    bar.replay("boards packed", 5, 5, 1.62);
  }
  std::rewind(file);
  char line[128] = {};
  ASSERT_NE(std::fgets(line, sizeof line, file), nullptr);
  std::fclose(file);
  EXPECT_STREQ(line, "boards packed: 5/5 (1.6 s)\n");
}

TEST(ProgressBar, ATerminalGetsABarRedrawnInPlaceEndingFull) {
  const std::string text = run_phase({true, false, Verbosity::kNormal}, 57);
  EXPECT_NE(text.find('\r'), std::string::npos) << text;
  const std::string full = "[" + std::string(28, '#') + "] 57/57";
  EXPECT_NE(text.rfind(full), std::string::npos) << text;
  EXPECT_TRUE(text.ends_with(" s\n")) << text;
  EXPECT_EQ(text.find("\x1b[3"), std::string::npos) << "colour was not asked for";
}

TEST(ProgressBar, ColourOnlyWhenAsked) {
  EXPECT_NE(run_phase({true, true, Verbosity::kNormal}, 3).find("\x1b[32m"), std::string::npos);
}

TEST(ProgressBar, QuietPrintsNothing) {
  EXPECT_EQ(run_phase({true, true, Verbosity::kQuiet}, 10), "");
  EXPECT_EQ(run_phase({false, false, Verbosity::kQuiet}, 10), "");
}

TEST(ProgressBar, NoColorTurnsColourOffAndLogsNeverGetIt) {
  EXPECT_TRUE(progress_style(true, nullptr, Verbosity::kNormal).colour);
  EXPECT_TRUE(progress_style(true, "", Verbosity::kNormal).colour);  // set but empty: ignored
  EXPECT_FALSE(progress_style(true, "1", Verbosity::kNormal).colour);
  EXPECT_FALSE(progress_style(false, nullptr, Verbosity::kNormal).colour);
  EXPECT_FALSE(progress_style(false, nullptr, Verbosity::kNormal).terminal);
  EXPECT_EQ(progress_style(true, nullptr, Verbosity::kQuiet).verbosity, Verbosity::kQuiet);
}

}  // namespace
}  // namespace spotforge::cli
