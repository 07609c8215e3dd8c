#include "base/staged_folder.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <map>

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

// Every file under `folder` (relative path -> content), hidden ones included.
std::map<std::string, std::string> snapshot(const fs::path& folder) {
  std::map<std::string, std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(folder)) {
    if (e.is_regular_file()) files[e.path().lexically_relative(folder).string()] = read(e.path());
  }
  return files;
}

// Commits a kit of `files` (relative path -> content) into `out`.
void commit_kit(const fs::path& out, const std::map<std::string, std::string>& files) {
  StagedFolder staged(out);
  for (const auto& [file, text] : files) write(staged.path() / file, text);
  staged.commit();
}

// The old kit (with a user's file among its own) and the new kit: one file replaced, one
// added, two the new kit no longer writes, one folder left empty by them.
const std::map<std::string, std::string> kOldKit = {
    {"cards.pdf", "old cards"}, {"boards.pdf", "old boards"}, {"previews/board.png", "old png"}};
const std::map<std::string, std::string> kNewKit = {{"cards.pdf", "new cards"},
                                                    {"symbols/a.svg", "<svg/>"}};

fs::path folder_with_old_kit(const std::string& name) {
  const fs::path out = fresh(name);
  commit_kit(out, kOldKit);
  write(out / "notes.txt", "the user's");
  return out;
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

TEST(StagedFolder, TheFolderHoldsExactlyTheLastKitAndTheUsersFiles) {
  const fs::path out = folder_with_old_kit("one-kit");
  write(out / "previews/mine.png", "the user's too");
  commit_kit(out, kNewKit);
  const auto kit = snapshot(out);
  EXPECT_EQ(kit.size(), 5u);
  EXPECT_EQ(kit.at("cards.pdf"), "new cards");
  EXPECT_EQ(kit.at("symbols/a.svg"), "<svg/>");
  EXPECT_EQ(kit.at("notes.txt"), "the user's");
  EXPECT_EQ(kit.at("previews/mine.png"), "the user's too");
  EXPECT_FALSE(fs::exists(out / "boards.pdf"));
  EXPECT_FALSE(fs::exists(out / "previews/board.png"));
  const std::string manifest = kit.at(std::string(kKitManifest));
  EXPECT_NE(manifest.find("\"cards.pdf\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\"symbols/a.svg\""), std::string::npos) << manifest;
  EXPECT_EQ(manifest.find("boards.pdf"), std::string::npos) << manifest;
  EXPECT_EQ(manifest.find("notes.txt"), std::string::npos) << manifest;

  // A folder the removed files leave empty goes too; the kit folder itself stays.
  fs::remove(out / "previews/mine.png");
  commit_kit(out, kOldKit);
  commit_kit(out, kNewKit);
  EXPECT_FALSE(fs::exists(out / "previews"));
  commit_kit(out, {});
  EXPECT_TRUE(fs::is_directory(out));
  EXPECT_EQ(snapshot(out).size(), 2u);  // notes.txt and the manifest, listing nothing
  fs::remove_all(out);
}

TEST(StagedFolder, AFailedRenameAtAnyPointLeavesThePreviousKitWhole) {
  const fs::path out = folder_with_old_kit("fail-at-each");
  const auto before = snapshot(out);
  int failures = 0;
  for (int fail_at = 0;; ++fail_at) {
    bool fired = false;
    try {
      StagedFolder staged(out);
      for (const auto& [file, text] : kNewKit) write(staged.path() / file, text);
      staged.set_before_move_for_tests([&](int move) {
        if (move == fail_at) {
          fired = true;
          throw InputError("injected failure at rename " + std::to_string(move));
        }
      });
      staged.commit();
    } catch (const InputError& e) {
      EXPECT_TRUE(fired) << e.what();
    }
    if (!fired) break;  // every rename has failed once; this commit went through
    ++failures;
    EXPECT_EQ(snapshot(out), before) << "failure at rename " << fail_at;
  }
  // Aside: cards.pdf, the manifest, boards.pdf, previews/board.png; in: the new three.
  EXPECT_EQ(failures, 7);
  EXPECT_EQ(read(out / "cards.pdf"), "new cards");
  EXPECT_FALSE(fs::exists(out / "boards.pdf"));
  for (const auto& e : fs::directory_iterator(out)) {
    EXPECT_FALSE(e.path().filename().string().starts_with(".spotforge-previous")) << e.path();
    EXPECT_FALSE(e.path().filename().string().starts_with(".spotforge-staging")) << e.path();
  }
  fs::remove_all(out);
}

// A build killed (SIGKILL) between two renames: the next build finds the half-switched folder
// and puts the previous kit back before it starts.
TEST(StagedFolder, AKillDuringTheRenamesIsRolledBackByTheNextBuild) {
  const fs::path out = folder_with_old_kit("kill-at-each");
  const auto before = snapshot(out);
  for (int kill_at = 0; kill_at < 7; ++kill_at) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      StagedFolder staged(out);
      for (const auto& [file, text] : kNewKit) write(staged.path() / file, text);
      staged.set_before_move_for_tests([&](int move) {
        if (move == kill_at) ::_exit(9);  // no destructor, no roll back: as SIGKILL would
      });
      staged.commit();
      ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 9) << "kill at " << kill_at;
    EXPECT_NE(snapshot(out), before) << "the kill at " << kill_at << " left nothing to repair";
    { StagedFolder next(out); }
    EXPECT_EQ(snapshot(out), before) << "kill at rename " << kill_at;
    EXPECT_EQ(std::distance(fs::directory_iterator(out), fs::directory_iterator()), 5)
        << "kill at rename " << kill_at;  // cards, boards, previews/, notes, the manifest
  }
  fs::remove_all(out);
}

TEST(StagedFolder, AFolderInTheWayIsAClearErrorAndNothingMoves) {
  const fs::path out = folder_with_old_kit("folder-in-the-way");
  write(out / "symbols/a.svg/mine.txt", "the user's folder");
  const auto before = snapshot(out);
  try {
    commit_kit(out, kNewKit);
    FAIL() << "a folder was replaced by a file";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("symbols/a.svg"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("in the way"), std::string::npos) << e.what();
  }
  EXPECT_EQ(snapshot(out), before);
  for (const auto& e : fs::directory_iterator(out)) {
    EXPECT_FALSE(e.path().filename().string().starts_with(".spotforge-previous")) << e.path();
  }
  fs::remove_all(out);
}

TEST(StagedFolder, AManifestListingAPathOutsideTheFolderIsRefused) {
  const fs::path out = fresh("manifest-outside");
  write(out.parent_path() / (out.filename().string() + "-victim.txt"), "elsewhere");
  write(out / std::string(kKitManifest),
        "{\"spotforge_kit_files\": [\"cards.pdf\", \"../" + out.filename().string() +
            "-victim.txt\"]}");
  write(out / "cards.pdf", "old cards");
  const auto before = snapshot(out);
  try {
    commit_kit(out, kNewKit);
    FAIL() << "a manifest pointing outside was followed";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(std::string(kKitManifest)), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(snapshot(out), before);
  EXPECT_TRUE(fs::exists(out.parent_path() / (out.filename().string() + "-victim.txt")));
  fs::remove(out.parent_path() / (out.filename().string() + "-victim.txt"));
  fs::remove_all(out);
}

}  // namespace
}  // namespace spotforge
