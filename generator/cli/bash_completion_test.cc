// The completion script is made from the CLI definitions and committed in completions/; these
// tests check it is current and that bash, given it, really completes commands and values.
#include "cli/bash_completion.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>

#include <unistd.h>

#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

using testing::run_command;

const std::filesystem::path kScript =
    std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "completions" / "spotforge.bash";

TEST(BashCompletion, ScriptIsCurrent) {
  const auto r = run_command(std::string(SPOTFORGE_BINARY) + " manual --format bash");
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(testing::read_bytes(kScript), r.output)
      << "completions/spotforge.bash is out of date: run "
         "spotforge manual --format bash > completions/spotforge.bash";
}

// What bash offers for the words typed so far (the last one being completed).
std::string complete(const std::string& words) {
  const std::string script = "source '" + kScript.string() + "'; COMP_WORDS=(" + words +
                             "); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _spotforge; "
                             "printf '%s\\n' \"${COMPREPLY[@]}\"";
  const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                     ("spotforge_completion_" + std::to_string(getpid()) + ".sh");
  std::ofstream(file) << script;
  const std::string offered = run_command("bash " + file.string()).output;
  std::filesystem::remove(file);
  return offered;
}

TEST(BashCompletion, CompletesCommandsOptionsAndValues) {
  EXPECT_EQ(complete("spotforge bu"), "build\n");
  EXPECT_EQ(complete("spotforge theme ch"), "check\n");
  EXPECT_NE(complete("spotforge build --pa").find("--paper"), std::string::npos);
  const std::string papers = complete("spotforge build party --paper ''");
  EXPECT_NE(papers.find("a4"), std::string::npos) << papers;
  EXPECT_NE(papers.find("letter"), std::string::npos) << papers;
  // A theme argument offers the shipped themes.
  EXPECT_NE(complete("spotforge build pa").find("party"), std::string::npos);
  EXPECT_NE(complete("spotforge deck w").find("words"), std::string::npos);
}

// Issue 26: --night offered nothing. Every option with a fixed set of values offers them.
TEST(BashCompletion, OffersTheValuesOfEveryOptionWithAFixedSet) {
  for (const char* command : {"build party", "spotlight party"}) {
    EXPECT_EQ(complete(std::string("spotforge ") + command + " --night ''"),
              "screen\nfilm\npaper\n")
        << command;
  }
  EXPECT_EQ(complete("spotforge build party --night f"), "film\n");
  for (const char* command : {"build party", "rules party", "theme check party", "init x"}) {
    const std::string languages = complete(std::string("spotforge ") + command + " --lang ''");
    EXPECT_NE(languages.find("pl\n"), std::string::npos) << command << ": " << languages;
  }
}

// The values come from the options' own definitions (a CLI::IsMember check, or a type name
// listing them), so an option added with a fixed set is offered without a hand-made list. The
// guard: every option that takes a value and offers nothing is one known to take a free value
// (a number or a name); a new option of fixed values that offers none must be added here on
// purpose, or given its values.
TEST(BashCompletion, OnlyFreeValueOptionsOfferNothing) {
  const std::set<std::string> free_values = {"--name",
                                             "--port",
                                             "--seed",
                                             "--order",
                                             "--cards",
                                             "--search-cards",
                                             "--back-offset",
                                             "--images-ppi",
                                             "--holders",
                                             "--threads",
                                             "--symbols-per-card|-k",
                                             "--boards"};
  std::ifstream in(kScript);
  std::set<std::string> offering_nothing;
  const std::regex empty_value(R"(^ +(--[a-z-]+(\|-[a-z])?)\) COMPREPLY=\(\); return ;;$)");
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (std::regex_match(line, m, empty_value)) offering_nothing.insert(m[1]);
  }
  ASSERT_FALSE(offering_nothing.empty()) << "the script's layout changed: update this test";
  for (const std::string& option : offering_nothing) {
    EXPECT_TRUE(free_values.count(option))
        << option << " offers no values: give it a CLI::IsMember check (or a {a,b} type name) "
        << "if its values are fixed, else add it to free_values";
  }
}

}  // namespace
}  // namespace spotforge
