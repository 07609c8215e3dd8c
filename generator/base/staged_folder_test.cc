#include "base/staged_folder.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <functional>
#include <map>

#include "base/diagnostic.h"
#include "base/files_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::folder_snapshot;
using spotforge::testing::read_bytes;

fs::path fresh(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("spotforge-staged-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir);
  return dir;
}

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p) << text;
}

// The journaled switch, for file systems without RENAME_EXCHANGE.
StagedFolderOptions by_journal() {
  StagedFolderOptions options;
  options.exchange = false;
  return options;
}

// The hidden siblings a commit leaves in the kit folder's parent (none when all went well).
std::vector<std::string> siblings_of(const fs::path& out) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(out.parent_path())) {
    const std::string name = e.path().filename().string();
    if (name.starts_with("." + out.filename().string() + ".spotforge-")) names.push_back(name);
  }
  return names;
}

// What a commit may leave in the kit folder and beside it: a staging folder, the journal's
// folder, the old folder of an exchange. Nothing once it is over, whether it went well or not.
std::vector<std::string> leftovers(const fs::path& out) {
  std::vector<std::string> names = siblings_of(out);
  for (const auto& e : fs::directory_iterator(out)) {
    const std::string name = e.path().filename().string();
    if (name.starts_with(".spotforge-staging") || name.starts_with(".spotforge-previous")) {
      names.push_back(name);
    }
  }
  return names;
}

// Writes a kit of `files` (relative path -> content) into the staging folder.
void stage(const StagedFolder& staged, const std::map<std::string, std::string>& files) {
  for (const auto& [file, text] : files) write(staged.path() / file, text);
}

// Commits a kit of `files` (relative path -> content) into `out`.
void commit_kit(const fs::path& out, const std::map<std::string, std::string>& files,
                StagedFolderOptions options = {}) {
  StagedFolder staged(out, options);
  stage(staged, files);
  staged.commit();
}

// The old kit (with a user's file among its own) and the new kit: one file replaced, one
// added, two the new kit no longer writes, one folder left empty by them.
const std::map<std::string, std::string> kOldKit = {
    {"cards.pdf", "old cards"}, {"boards.pdf", "old boards"}, {"previews/board.png", "old png"}};
const std::map<std::string, std::string> kNewKit = {{"cards.pdf", "new cards"},
                                                    {"symbols/a.svg", "<svg/>"}};

// Commits kNewKit into `out` expecting an InputError whose message has each of `words`, with
// the folder left exactly as it was.
void expect_new_kit_refused(const fs::path& out, const std::vector<std::string>& words) {
  const auto before = folder_snapshot(out);
  try {
    commit_kit(out, kNewKit);
    ADD_FAILURE() << "committed where it should have refused";
  } catch (const InputError& e) {
    for (const std::string& word : words) {
      EXPECT_NE(std::string(e.what()).find(word), std::string::npos) << word << ": " << e.what();
    }
  }
  EXPECT_EQ(folder_snapshot(out), before);
}

fs::path folder_with_old_kit(const std::string& name) {
  const fs::path out = fresh(name);
  commit_kit(out, kOldKit);
  write(out / "notes.txt", "the user's");
  return out;
}

TEST(StagedFolder, CommitMovesEveryFileIntoPlaceReplacingTheOldOnes) {
  const fs::path out = fresh("commit");
  commit_kit(out, {{"cards.pdf", "old cards"}});
  write(out / "keep.txt", "not ours");
  {
    StagedFolder staged(out);
    // The staging folder is a hidden sibling: nothing appears in the kit folder meanwhile.
    const fs::path staging = fs::canonical(staged.path());
    EXPECT_EQ(staging.parent_path(), fs::canonical(out.parent_path()));
    EXPECT_TRUE(
        staging.filename().string().starts_with("." + out.filename().string() + ".spotforge-"))
        << staging;
    write(staged.path() / "cards.pdf", "new cards");
    write(staged.path() / "symbols/a.svg", "<svg/>");
    // Nothing has moved yet.
    EXPECT_EQ(read_bytes(out / "cards.pdf"), "old cards");
    const auto written = staged.commit();
    EXPECT_TRUE(staged.exchanged());
    ASSERT_EQ(written.size(), 2u);
    EXPECT_EQ(written[0], out / "cards.pdf");
    EXPECT_EQ(written[1], out / "symbols/a.svg");
  }
  EXPECT_EQ(read_bytes(out / "cards.pdf"), "new cards");
  EXPECT_EQ(read_bytes(out / "symbols/a.svg"), "<svg/>");
  EXPECT_EQ(read_bytes(out / "keep.txt"), "not ours");
  EXPECT_EQ(leftovers(out), std::vector<std::string>{});
  fs::remove_all(out);
}

// A file where the kit writes that no kit list names may be the user's: refused, not replaced.
TEST(StagedFolder, AUsersOwnFileWhereTheKitWritesIsRefusedNotReplaced) {
  const fs::path out = fresh("users-cards");
  write(out / "cards.pdf", "my own cards");
  expect_new_kit_refused(out, {(out / "cards.pdf").string(), "may be yours"});
  fs::remove_all(out);
}

TEST(StagedFolder, WithoutCommitTheFolderIsLeftAsItWas) {
  const fs::path out = fresh("abandon");
  write(out / "cards.pdf", "old cards");
  {
    StagedFolder staged(out);
    write(staged.path() / "cards.pdf", "half");
  }
  EXPECT_EQ(read_bytes(out / "cards.pdf"), "old cards");
  EXPECT_EQ(std::distance(fs::directory_iterator(out), fs::directory_iterator()), 1);
  fs::remove_all(out);
}

TEST(StagedFolder, CreatesAMissingFolderAndRefusesAFile) {
  const fs::path out = fresh("create") / "deep" / "kit";
  {
    StagedFolder staged(out);
    EXPECT_TRUE(fs::is_directory(staged.path()));
    EXPECT_TRUE(fs::is_directory(out));
  }
  // Nothing committed: the folders made for it go again (a failed build leaves nothing).
  EXPECT_FALSE(fs::exists(out.parent_path().parent_path()));
  commit_kit(out, {});
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
  const auto kit = folder_snapshot(out);
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
  EXPECT_EQ(folder_snapshot(out).size(), 2u);  // notes.txt and the manifest, listing nothing
  fs::remove_all(out);
}

TEST(StagedFolder, JournalAFailedRenameAtAnyPointLeavesThePreviousKitWhole) {
  const fs::path out = folder_with_old_kit("fail-at-each");
  const auto before = folder_snapshot(out);
  int failures = 0;
  for (int fail_at = 0;; ++fail_at) {
    bool fired = false;
    try {
      StagedFolder staged(out, by_journal());
      stage(staged, kNewKit);
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
    EXPECT_EQ(folder_snapshot(out), before) << "failure at rename " << fail_at;
  }
  // Aside: cards.pdf, the manifest, boards.pdf, previews/board.png; in: the new three; then the
  // journal's removal, which marks the switch done (a failure there fails the commit too).
  EXPECT_EQ(failures, 8);
  EXPECT_EQ(read_bytes(out / "cards.pdf"), "new cards");
  EXPECT_FALSE(fs::exists(out / "boards.pdf"));
  EXPECT_EQ(leftovers(out), std::vector<std::string>{});
  fs::remove_all(out);
}

// Journaled (no RENAME_EXCHANGE): a build killed (SIGKILL) between two renames: the next build
// finds the half-switched folder
// and puts the previous kit back before it starts.
TEST(StagedFolder, JournalAKillDuringTheRenamesIsRolledBackByTheNextBuild) {
  const fs::path out = folder_with_old_kit("kill-at-each");
  const auto before = folder_snapshot(out);
  for (int kill_at = 0; kill_at < 7; ++kill_at) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      StagedFolder staged(out, by_journal());
      stage(staged, kNewKit);
      staged.set_before_move_for_tests([&](int move) {
        if (move == kill_at) ::_exit(9);  // no destructor, no roll back: as SIGKILL would
      });
      staged.commit();
      ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 9) << "kill at " << kill_at;
    EXPECT_NE(folder_snapshot(out), before)
        << "the kill at " << kill_at << " left nothing to repair";
    { StagedFolder next(out, by_journal()); }
    EXPECT_EQ(folder_snapshot(out), before) << "kill at rename " << kill_at;
    EXPECT_EQ(std::distance(fs::directory_iterator(out), fs::directory_iterator()), 5)
        << "kill at rename " << kill_at;  // cards, boards, previews/, notes, the manifest
  }
  fs::remove_all(out);
}

TEST(StagedFolder, AFolderInTheWayIsAClearErrorAndNothingMoves) {
  const fs::path out = folder_with_old_kit("folder-in-the-way");
  write(out / "symbols/a.svg/mine.txt", "the user's folder");
  expect_new_kit_refused(out, {"symbols/a.svg", "in the way"});
  EXPECT_EQ(leftovers(out), std::vector<std::string>{});
  fs::remove_all(out);
}

TEST(StagedFolder, AManifestListingAPathOutsideTheFolderIsRefused) {
  const fs::path out = fresh("manifest-outside");
  write(out.parent_path() / (out.filename().string() + "-victim.txt"), "elsewhere");
  write(out / std::string(kKitManifest), "{\"spotforge_kit_files\": [\"cards.pdf\", \"../" +
                                             out.filename().string() + "-victim.txt\"]}");
  write(out / "cards.pdf", "old cards");
  expect_new_kit_refused(out, {std::string(kKitManifest)});
  EXPECT_TRUE(fs::exists(out.parent_path() / (out.filename().string() + "-victim.txt")));
  fs::remove(out.parent_path() / (out.filename().string() + "-victim.txt"));
  fs::remove_all(out);
}

// The exchange: killed (SIGKILL) before any step of the commit, the folder is the old kit or the
// new one at once, for any program reading it, with no spotforge run needed; the next run
// removes what the killed one left beside it and keeps the user's files.
TEST(StagedFolder, AKillAtAnyStepOfTheExchangeLeavesTheOldKitOrTheNewOne) {
  const fs::path out = folder_with_old_kit("exchange-kill");
  // Each kit's manifest names the build that wrote it: compared without it.
  const auto without_manifest = [](std::map<std::string, std::string> files) {
    files.erase(std::string(kKitManifest));
    return files;
  };
  const auto before = without_manifest(folder_snapshot(out));
  const fs::path fresh_kit = fresh("exchange-kill-new");
  commit_kit(fresh_kit, kNewKit);
  write(fresh_kit / "notes.txt", "the user's");
  const auto after = without_manifest(folder_snapshot(fresh_kit));
  bool finished = false;
  int kills = 0;
  for (int kill_at = 0; !finished; ++kill_at) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      StagedFolder staged(out);
      stage(staged, kNewKit);
      staged.set_before_step_for_tests([&](int step) {
        if (step == kill_at) ::_exit(9);  // no destructor, no clean up: as SIGKILL would
      });
      staged.commit();
      ::_exit(staged.exchanged() ? 0 : 3);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status)) << "kill at " << kill_at;
    ASSERT_NE(WEXITSTATUS(status), 3) << "the commit didn't exchange the folders";
    finished = WEXITSTATUS(status) == 0;
    kills += finished ? 0 : 1;
    // No run in between: the folder reads as one kit or the other.
    const auto now = without_manifest(folder_snapshot(out));
    const bool old_kit = now == before;
    EXPECT_TRUE(old_kit || now == after) << "killed before step " << kill_at;
    EXPECT_EQ(old_kit, kill_at <= 3 && !finished) << "killed before step " << kill_at;
    EXPECT_EQ(fs::exists(out / "previews"), old_kit) << "killed before step " << kill_at;
    // The next run clears what was left beside the folder.
    { StagedFolder next(out); }
    EXPECT_EQ(siblings_of(out), std::vector<std::string>{}) << "killed before step " << kill_at;
    EXPECT_EQ(read_bytes(out / "notes.txt"), "the user's");
    if (!old_kit) commit_kit(out, kOldKit);  // back to the old kit for the next round
    ASSERT_EQ(without_manifest(folder_snapshot(out)), before);
  }
  EXPECT_EQ(kills, 6) << "steps: manifest, links, sync, exchange, parent sync, old folder";
  fs::remove_all(out);
  fs::remove_all(fresh_kit);
}

// A user's file made in the kit folder after its files were linked into the new one, just
// before the exchange, is put back from the old folder, by the commit or, after a kill, by the
// next run.
TEST(StagedFolder, AUsersFileMadeDuringTheExchangeIsKept) {
  for (const bool killed : {false, true}) {
    const fs::path out = folder_with_old_kit(killed ? "late-file-killed" : "late-file");
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      StagedFolder staged(out);
      stage(staged, kNewKit);
      staged.set_before_step_for_tests([&](int step) {
        if (step == 3) write(out / "late/diary.txt", "written meanwhile");
        if (step == 5 && killed) ::_exit(9);
      });
      staged.commit();
      ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(read_bytes(out / "cards.pdf"), "new cards");
    if (killed) {
      EXPECT_FALSE(fs::exists(out / "late/diary.txt")) << "in the old folder until the next run";
      { StagedFolder next(out); }
    }
    EXPECT_EQ(read_bytes(out / "late/diary.txt"), "written meanwhile") << (killed ? "killed" : "");
    EXPECT_EQ(read_bytes(out / "notes.txt"), "the user's");
    EXPECT_FALSE(fs::exists(out / "boards.pdf"));
    EXPECT_EQ(siblings_of(out), std::vector<std::string>{});
    fs::remove_all(out);
  }
}

// A failure before the exchange (step 0 to 3) leaves the old kit and nothing beside it.
TEST(StagedFolder, AFailureBeforeTheExchangeLeavesThePreviousKitWhole) {
  const fs::path out = folder_with_old_kit("exchange-fail");
  const auto before = folder_snapshot(out);
  for (int fail_at = 0; fail_at <= 3; ++fail_at) {
    try {
      StagedFolder staged(out);
      stage(staged, kNewKit);
      staged.set_before_step_for_tests([&](int step) {
        if (step == fail_at) throw InputError("injected failure at step " + std::to_string(step));
      });
      staged.commit();
      FAIL() << "the hook didn't fire at " << fail_at;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("injected"), std::string::npos) << e.what();
    }
    EXPECT_EQ(folder_snapshot(out), before) << "failure at step " << fail_at;
    EXPECT_EQ(siblings_of(out), std::vector<std::string>{}) << "failure at step " << fail_at;
  }
  fs::remove_all(out);
}

// The escapes of issue 25, by both ways of resolving below the folder (openat2, and the
// O_NOFOLLOW walk of kernels without it): a kit list naming a file through a linked folder,
// and linked symbols/ or previews/ folders. Each is refused naming the link; the file outside
// is untouched and the kit folder is as it was.
class StagedFolderLinks : public ::testing::TestWithParam<bool> {
 protected:
  void SetUp() override { use_component_walk_for_tests(GetParam()); }
  void TearDown() override { use_component_walk_for_tests(false); }
};

void expect_link_refused(const fs::path& out, const std::function<void()>& build,
                         const std::string& link) {
  const auto before = folder_snapshot(out);
  try {
    build();
    FAIL() << "went through " << link;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find((out / link).string() + ": error: is a symbolic link"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(folder_snapshot(out), before);
}

TEST_P(StagedFolderLinks, AKitListEntryThroughALinkedFolderIsRefused) {
  const fs::path out = folder_with_old_kit(GetParam() ? "list-link-walk" : "list-link");
  const fs::path elsewhere = fresh(GetParam() ? "elsewhere-walk" : "elsewhere");
  write(elsewhere / "precious.txt", "outside");
  write(elsewhere / "cards.pdf", "outside cards");
  fs::create_directory_symlink(elsewhere, out / "link");
  write(out / std::string(kKitManifest),
        R"({"spotforge_kit_files": ["cards.pdf", "link/precious.txt", "link/cards.pdf"]})");
  for (const bool journal : {false, true}) {
    expect_link_refused(
        out, [&] { commit_kit(out, kNewKit, journal ? by_journal() : StagedFolderOptions{}); },
        "link");
  }
  EXPECT_EQ(read_bytes(elsewhere / "precious.txt"), "outside");
  EXPECT_EQ(read_bytes(elsewhere / "cards.pdf"), "outside cards");
  // Trusted only for the kit's own names: a list naming another file is not ours at all.
  StagedFolderOptions kit_names;
  kit_names.is_kit_name = [](const fs::path& p) { return p == "cards.pdf" || p == "boards.pdf"; };
  write(out / std::string(kKitManifest), R"({"spotforge_kit_files": ["cards.pdf", "notes.txt"]})");
  try {
    StagedFolder staged(out, kit_names);
    FAIL() << "a list naming the user's notes.txt was trusted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("notes.txt, which no kit has"), std::string::npos)
        << e.what();
  }
  EXPECT_EQ(read_bytes(out / "notes.txt"), "the user's");
  fs::remove_all(out);
  fs::remove_all(elsewhere);
}

TEST_P(StagedFolderLinks, LinkedSymbolsOrPreviewsFoldersAreRefused) {
  for (const std::string folder : {"symbols", "previews"}) {
    const fs::path out = fresh(folder + (GetParam() ? "-link-walk" : "-link"));
    const fs::path elsewhere = fresh(folder + (GetParam() ? "-elsewhere-walk" : "-elsewhere"));
    write(elsewhere / "star.svg", "outside star");
    write(elsewhere / "cards.png", "outside png");
    write(out / "notes.txt", "the user's");
    fs::create_directory_symlink(elsewhere, out / folder);
    const std::map<std::string, std::string> kit = {
        {"cards.pdf", "new"}, {"symbols/star.svg", "<svg/>"}, {"previews/cards.png", "png"}};
    for (const bool journal : {false, true}) {
      expect_link_refused(
          out, [&] { commit_kit(out, kit, journal ? by_journal() : StagedFolderOptions{}); },
          folder);
    }
    EXPECT_EQ(read_bytes(elsewhere / "star.svg"), "outside star");
    EXPECT_EQ(read_bytes(elsewhere / "cards.png"), "outside png");
    fs::remove_all(out);
    fs::remove_all(elsewhere);
  }
}

INSTANTIATE_TEST_SUITE_P(OpenatTwoAndWalk, StagedFolderLinks, ::testing::Bool());

// A link of the user's that no kit file goes through stays as it is (hard-linked into the new
// folder: the link itself, not what it points to).
TEST(StagedFolder, AUsersOwnLinkStaysALink) {
  const fs::path out = folder_with_old_kit("users-link");
  const fs::path elsewhere = fresh("users-link-target");
  write(elsewhere / "photo.png", "outside");
  fs::create_directory_symlink(elsewhere, out / "photos");
  commit_kit(out, kNewKit);
  EXPECT_TRUE(fs::is_symlink(out / "photos"));
  EXPECT_EQ(fs::read_symlink(out / "photos"), elsewhere);
  EXPECT_EQ(read_bytes(elsewhere / "photo.png"), "outside");
  fs::remove_all(out);
  fs::remove_all(elsewhere);
}

// The studio's THEME/kit came with the theme: a link there is refused, not written through.
TEST(StagedFolder, ALinkedOutputFolderIsRefusedWhenAsked) {
  const fs::path root = fresh("linked-out");
  write(root / "elsewhere/cards.pdf", "outside");
  fs::create_directory_symlink(root / "elsewhere", root / "kit");
  StagedFolderOptions options;
  options.refuse_linked_out = true;
  try {
    StagedFolder staged(root / "kit", options);
    FAIL() << "wrote through a linked kit folder";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("is a symbolic link"), std::string::npos) << e.what();
  }
  EXPECT_EQ(read_bytes(root / "elsewhere/cards.pdf"), "outside");
  EXPECT_EQ(std::distance(fs::directory_iterator(root / "elsewhere"), fs::directory_iterator()), 1);
  fs::remove_all(root);
}

}  // namespace
}  // namespace spotforge
