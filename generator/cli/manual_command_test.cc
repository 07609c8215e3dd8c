// The manual in docs/ is the output of `spotforge manual`: it must match the program's own
// option definitions (regenerate it when this fails; see the README).
#include <gtest/gtest.h>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

using testing::run_command;

const std::filesystem::path kDocs = std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "docs";

TEST(ManualCommand, DocsMarkdownIsCurrent) {
  const auto r = run_command(std::string(SPOTFORGE_BINARY) + " manual");
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(testing::read_bytes(kDocs / "spotforge.md"), r.output)
      << "docs/spotforge.md is out of date: run spotforge manual > docs/spotforge.md";
  // Every command and its examples are in it.
  for (const char* text : {"## spotforge build", "## spotforge deck", "### spotforge theme check",
                           "--holders", "Examples:", "spotforge build party"}) {
    EXPECT_NE(r.output.find(text), std::string::npos) << text;
  }
}

TEST(ManualCommand, ManPageIsCurrentAndFormats) {
  const auto r = run_command(std::string(SPOTFORGE_BINARY) + " manual --format man");
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(testing::read_bytes(kDocs / "spotforge.1"), r.output)
      << "docs/spotforge.1 is out of date: run spotforge manual --format man > docs/spotforge.1";
  EXPECT_TRUE(r.output.starts_with(".\\\" Made by")) << r.output.substr(0, 80);
  EXPECT_NE(r.output.find(".SH build"), std::string::npos);
  EXPECT_NE(r.output.find(".SH EXIT STATUS"), std::string::npos);
  // Where it looks for its data and the user's themes.
  for (const char* text : {".SH ENVIRONMENT", "SPOTFORGE_DATA_DIR", "XDG_DATA_HOME", ".SH FILES",
                           "share/spotforge/themes"}) {
    EXPECT_NE(r.output.find(text), std::string::npos) << text;
  }
}

}  // namespace
}  // namespace spotforge
