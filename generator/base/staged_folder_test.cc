#include "base/staged_folder.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "base/diagnostic.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

fs::path fresh(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("spotforge-staged-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir);
  return dir;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

TEST(StagedFolder, CommitMovesEveryFileIntoPlaceReplacingTheOldOnes) {
  const fs::path out = fresh("commit");
  write(out / "cards.pdf", "old cards");
  write(out / "keep.txt", "not ours");
  {
    StagedFolder staged(out);
    EXPECT_EQ(staged.path().parent_path(), out);
    write(staged.path() / "cards.pdf", "new cards");
    write(staged.path() / "symbols/a.svg", "<svg/>");
    // Nothing has moved yet.
    EXPECT_EQ(read(out / "cards.pdf"), "old cards");
    const auto written = staged.commit();
    ASSERT_EQ(written.size(), 2u);
    EXPECT_EQ(written[0], out / "cards.pdf");
    EXPECT_EQ(written[1], out / "symbols/a.svg");
  }
  EXPECT_EQ(read(out / "cards.pdf"), "new cards");
  EXPECT_EQ(read(out / "symbols/a.svg"), "<svg/>");
  EXPECT_EQ(read(out / "keep.txt"), "not ours");
  for (const auto& e : fs::directory_iterator(out)) {
    EXPECT_FALSE(e.path().filename().string().starts_with(".spotforge-staging")) << e.path();
  }
  fs::remove_all(out);
}

TEST(StagedFolder, WithoutCommitTheFolderIsLeftAsItWas) {
  const fs::path out = fresh("abandon");
  write(out / "cards.pdf", "old cards");
  {
    StagedFolder staged(out);
    write(staged.path() / "cards.pdf", "half");
  }
  EXPECT_EQ(read(out / "cards.pdf"), "old cards");
  EXPECT_EQ(std::distance(fs::directory_iterator(out), fs::directory_iterator()), 1);
  fs::remove_all(out);
}

TEST(StagedFolder, CreatesAMissingFolderAndRefusesAFile) {
  const fs::path out = fresh("create") / "deep" / "kit";
  {
    StagedFolder staged(out);
    EXPECT_TRUE(fs::is_directory(staged.path()));
  }
  EXPECT_TRUE(fs::is_directory(out));
  write(out / "file", "x");
  try {
    StagedFolder staged(out / "file");
    FAIL() << "a file was taken for a folder";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("it is a file, not a folder"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("--out"), std::string::npos) << e.what();
  }
  EXPECT_THROW(StagedFolder(out / "file" / "below"), InputError);
  fs::remove_all(out.parent_path().parent_path());
}

TEST(StagedFolder, RemovesTheStagingOfABuildThatWasKilled) {
  const fs::path out = fresh("abandoned");
  // No process has a pid this large (the kernel's limit is 2^22).
  const fs::path dead = out / ".spotforge-staging-99999999";
  write(dead / "cards.pdf", "left over");
  const fs::path alive = out / (".spotforge-staging-" + std::to_string(::getppid()));
  write(alive / "cards.pdf", "another build's, still running");
  { StagedFolder staged(out); }
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(alive));
  fs::remove_all(out);
}

}  // namespace
}  // namespace spotforge
