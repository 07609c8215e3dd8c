// `spotforge deck` on the command line: bad options are refused before anything is written.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "base/test_paths.h"
#include "cli/app.h"
#include "print/pdf_document.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

using testing::run_command;

const std::string kShapes = std::string(SPOTFORGE_FIXTURES_DIR) + "/deck/shapes";

testing::CommandResult deck(const std::string& args, const std::filesystem::path& out) {
  return run_command(std::string(SPOTFORGE_BINARY) + " deck " + args + " --out '" + out.string() +
                     "' 2>&1");
}

TEST(DeckCommand, UsageErrorsExitTwoAndWriteNothing) {
  const auto out = testing::fresh_folder("deck-cli-usage");
  auto r = deck(kShapes + " --paper b5", out);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("expected a4, letter, a3"), std::string::npos) << r.output;
  r = deck(kShapes + " --back-offset 1.5", out);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("expected DX,DY in mm"), std::string::npos) << r.output;
  r = deck(kShapes + " --duplex both", out);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  r = deck(kShapes + " --threads -1", out);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_TRUE(std::filesystem::is_empty(out));
}

TEST(DeckCommand, BadInputExitsOneWithThePlace) {
  const auto out = testing::fresh_folder("deck-cli-input");
  // A sheet for other cards than the theme's.
  const auto sheet = out.parent_path() / "deck-cli-sheet.yaml";
  {
    std::ofstream f(sheet);
    f << "paper: A4\ncard: {shape: circle, diameter: 60mm}\nbleed: 3mm\ncards:\n"
         "  - [50mm, 50mm]\n";
  }
  auto r = deck(kShapes + " --sheet '" + sheet.string() + "'", out);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("choose a sheet for this card size"), std::string::npos) << r.output;
  r = deck(kShapes + " --duplex fold --duplex-test", out);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("use it with --duplex long"), std::string::npos) << r.output;
  // A file that is YAML but no template at all (here a single line of text).
  const auto not_a_sheet = out.parent_path() / "deck-cli-not-a-sheet.yaml";
  { std::ofstream(not_a_sheet) << "root:x:0:0:root:/root:/bin/bash\n"; }
  r = deck(kShapes + " --sheet '" + not_a_sheet.string() + "'", out);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("this is not a sheet template"), std::string::npos) << r.output;
  r = deck(kShapes + " --order 3", out);  // 13 symbols needed, the theme has 7
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("theme.yaml: error: an order-3 deck needs 13 symbols"), std::string::npos)
      << r.output;
  EXPECT_TRUE(std::filesystem::is_empty(out));
}

// Options the others make meaningless are said so, never silently dropped (issue 16).
TEST(DeckCommand, WarnsAboutOptionsItCannotUse) {
  const auto out = testing::fresh_folder("deck-cli-warnings");
  const std::string sheet =
      std::string(SPOTFORGE_SOURCE_DIR) + "/templates/sheets/a4-round-87mm.yaml";
  const auto r = deck(
      kShapes + " --sheet '" + sheet + "' --paper letter --duplex none --back-offset 1,1", out);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("a4-round-87mm.yaml: warning: --paper Letter is not used"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("warning: --back-offset is not used with --duplex none"),
            std::string::npos)
      << r.output;
  EXPECT_TRUE(std::filesystem::exists(out / "cards.pdf"));
}

// `deck --out DIR` into a folder with other files behaves as build does: one kit per folder,
// switched whole, the user's files untouched, and a cards.pdf no kit list names (the user's
// own) refused rather than overwritten without a word.
TEST(DeckCommand, IntoAFolderWithOtherFilesItBehavesAsBuild) {
  namespace fs = std::filesystem;
  const auto out = testing::fresh_folder("deck-cli-users-files");
  { std::ofstream(out / "cards.pdf") << "my own cards"; }
  { std::ofstream(out / "notes.txt") << "mine"; }
  auto r = deck(kShapes + " --threads 2", out);
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find((out / "cards.pdf").string() + ": error: is in the way"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("may be yours"), std::string::npos) << r.output;
  EXPECT_EQ(testing::read_bytes(out / "cards.pdf"), "my own cards");
  EXPECT_FALSE(fs::exists(out / "layout.json"));

  fs::rename(out / "cards.pdf", out / "my-cards.pdf");
  r = deck(kShapes + " --threads 2", out);
  ASSERT_EQ(r.exit_code, 0) << r.output;
  r = deck(kShapes + " --threads 2 --seed 5", out);  // its own kit: replaced
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(testing::read_bytes(out / "my-cards.pdf"), "my own cards");
  EXPECT_EQ(testing::read_bytes(out / "notes.txt"), "mine");
  EXPECT_TRUE(fs::exists(out / "symbols"));
  const std::string list = testing::read_bytes(out / ".spotforge-kit.json");
  EXPECT_NE(list.find("\"cards.pdf\""), std::string::npos) << list;
  EXPECT_NE(list.find("\"layout.json\""), std::string::npos) << list;
  EXPECT_EQ(list.find("notes.txt"), std::string::npos) << list;
  // Nothing temporary left, in the folder or beside it.
  for (const auto& e : fs::recursive_directory_iterator(out)) {
    const std::string name = e.path().filename().string();
    EXPECT_TRUE(!name.starts_with(".") || name == ".spotforge-kit.json") << e.path();
  }
  for (const auto& e : fs::directory_iterator(out.parent_path())) {
    EXPECT_FALSE(e.path().filename().string().starts_with("." + out.filename().string() + "."))
        << e.path();
  }
}

// A page whose Cairo context fails (here a matrix that can't be inverted, set through the
// document's test hook) used to be written blank with exit 0 (issue 30).
TEST(DeckCommand, APageWhoseDrawingFailsExitsOneNamingItAndWritesNoFile) {
  const auto out = testing::fresh_folder("deck-cli-cairo-error");
  PdfDocument::set_page_hook_for_tests([](cairo_t* cr, const std::filesystem::path&, int page) {
    if (page == 2) cairo_scale(cr, 0, 0);
  });
  const std::string out_dir = out.string();
  std::vector<std::string> args = {"spotforge", "deck",      kShapes, "--out",
                                   out_dir,     "--threads", "2"};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  ::testing::internal::CaptureStderr();
  const int exit_code = cli::run(static_cast<int>(argv.size()), argv.data());
  const std::string errors = ::testing::internal::GetCapturedStderr();
  PdfDocument::set_page_hook_for_tests(nullptr);
  EXPECT_EQ(exit_code, 1) << errors;
  EXPECT_NE(errors.find("spotforge: error: page 2 (\"Backs 1\") of "), std::string::npos) << errors;
  EXPECT_NE(errors.find("cards.pdf: drawing failed (Cairo: invalid matrix (not invertible))"),
            std::string::npos)
      << errors;
  EXPECT_FALSE(std::filesystem::exists(out / "cards.pdf"));
  EXPECT_TRUE(std::filesystem::is_empty(out)) << "nothing of the deck is written";
}

}  // namespace
}  // namespace spotforge
