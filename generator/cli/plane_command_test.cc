// Runs the built spotforge executable, as a user would.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using testing::read_bytes;

struct CommandRun {
  int exit_code = -1;
  std::string out, err;
};

class PlaneCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() /
              ("spotforge_plane_cli_" + std::to_string(getpid()) + "_" +
               ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  CommandRun run(const std::string& args) {
    const fs::path out = folder_ / "stdout", err = folder_ / "stderr";
    const std::string command = std::string("'") + SPOTFORGE_BINARY + "' " + args + " >'" +
                                out.string() + "' 2>'" + err.string() + "'";
    const int status = std::system(command.c_str());
    CommandRun r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = read_bytes(out);
    r.err = read_bytes(err);
    return r;
  }

  fs::path folder_;
};

TEST_F(PlaneCommand, PrintsAVerifiedDeck) {
  const CommandRun r = run("plane --order 7");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("57 of 57 cards"), std::string::npos);
  EXPECT_NE(r.out.find("Verification: ok"), std::string::npos);
  EXPECT_EQ(r.err, "");
}

TEST_F(PlaneCommand, JsonBySymbolsPerCardWithTruncation) {
  const CommandRun r = run("plane --symbols-per-card 8 --cards 55 --format json --seed 3");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["order"], 7);
  EXPECT_EQ(j["cards"], 55);
  EXPECT_EQ(j["card_symbols"].size(), 55u);
  EXPECT_EQ(j["verification"]["ok"], true);
  EXPECT_EQ(j["seed"], 3);
  EXPECT_EQ(run("plane -k 8 --cards 55 --format json --seed 3").out, r.out);  // reproducible
}

TEST_F(PlaneCommand, CsvGoesToStdoutAndTheSummaryToStderr) {
  const CommandRun r = run("plane --order 3 --format csv");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "card,symbol_1,symbol_2,symbol_3,symbol_4");
  EXPECT_NE(r.err.find("verification ok"), std::string::npos) << r.err;
}

TEST_F(PlaneCommand, OutWritesTheFile) {
  const fs::path file = folder_ / "deck.json";
  const CommandRun r = run("plane --order 4 --format json --out '" + file.string() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("wrote " + file.string()), std::string::npos) << r.out;
  EXPECT_EQ(nlohmann::json::parse(read_bytes(file))["cards"], 21);
}

TEST_F(PlaneCommand, BadInputExitsOneAndWritesNothing) {
  const fs::path file = folder_ / "deck.txt";
  for (const std::string size :
       {"--order 6", "--order 10", "--order 12", "--order 0", "--symbols-per-card 7",
        "--order 7 --cards 58", "--order 7 --cards 0"}) {
    const CommandRun r = run("plane " + size + " --out '" + file.string() + "'");
    EXPECT_EQ(r.exit_code, 1) << size;
    EXPECT_NE(r.err.find("error: "), std::string::npos) << size << ": " << r.err;
    EXPECT_FALSE(fs::exists(file)) << size;
  }
  const CommandRun six = run("plane --order 6");
  EXPECT_NE(six.err.find("Bruck-Ryser"), std::string::npos) << six.err;
  EXPECT_NE(six.err.find("order 7 (8 symbols per card, 57 cards, 57 symbols)"), std::string::npos);
  const CommandRun missing_folder =
      run("plane --order 3 --out '" + (folder_ / "none" / "x").string() + "'");
  EXPECT_EQ(missing_folder.exit_code, 1);
}

TEST_F(PlaneCommand, UsageErrorsExitTwo) {
  for (const std::string args :
       {"plane", "plane --order 7 --symbols-per-card 8", "plane --order seven",
        "plane --order 7 --format yaml", "plane --order 7 --bogus", "no-such-command"}) {
    const CommandRun r = run(args);
    EXPECT_EQ(r.exit_code, 2) << args;
    EXPECT_FALSE(r.err.empty()) << args;
  }
  EXPECT_EQ(run("plane --help").exit_code, 0);
}

// Issue 18: CLI11 read --seed with strtoull in base 0: "-1" wrapped to 2^64-1, a too-long
// number became the largest one, "010" was octal 8, all silently.
TEST_F(PlaneCommand, SeedsOutOfRangeAreRefused) {
  for (const std::string seed : {"-1", "99999999999999999999", "0x10", "1e3", "7.5"}) {
    const CommandRun r = run("plane --order 3 --format json --seed " + seed);
    EXPECT_EQ(r.exit_code, 2) << seed << "\n" << r.out;
    EXPECT_NE(r.err.find("expected a whole number from 0 to 18446744073709551615"),
              std::string::npos)
        << seed << ": " << r.err;
  }
  const CommandRun largest = run("plane --order 3 --format json --seed 18446744073709551615");
  ASSERT_EQ(largest.exit_code, 0) << largest.err;
  EXPECT_EQ(nlohmann::json::parse(largest.out)["seed"], 18446744073709551615ull);
  // Leading zeros are decimal, not octal.
  EXPECT_EQ(run("plane --order 3 --format json --seed 010").out,
            run("plane --order 3 --format json --seed 10").out);
}

}  // namespace
}  // namespace spotforge
