// `spotforge build` on the command line: the whole kit in one folder, progress on stderr, the
// table on stdout, and an output folder that is never left half-written (bad input, a folder
// that can't be written, Ctrl-C).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <string>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using testing::run_command;

const std::string kMini = std::string(SPOTFORGE_FIXTURES_DIR) + "/kit/mini";

std::string build(const std::string& args, const fs::path& out) {
  return std::string(SPOTFORGE_BINARY) + " build " + kMini + " --out " + testing::quoted(out) +
         " --threads 2 " + args;
}

std::map<std::string, std::string> snapshot(const fs::path& folder) {
  return testing::folder_snapshot(folder);
}

// Nothing temporary: no staging folder, no half-written file. The one hidden file is the kit's
// manifest, at the top.
void expect_no_leftovers(const fs::path& folder) {
  for (const auto& e : fs::directory_iterator(folder.parent_path())) {
    const std::string name = e.path().filename().string();
    EXPECT_FALSE(name.starts_with("." + folder.filename().string() + ".spotforge-")) << e.path();
  }
  for (const auto& e : fs::recursive_directory_iterator(folder)) {
    const std::string name = e.path().filename().string();
    EXPECT_FALSE(name.starts_with(".spotforge-staging")) << e.path();
    EXPECT_FALSE(name.ends_with(".tmp")) << e.path();
    if (e.path() == folder / ".spotforge-kit.json") continue;
    EXPECT_FALSE(name.starts_with(".")) << e.path();
  }
}

TEST(BuildCommand, WritesTheWholeKitAndEndsWithATable) {
  const fs::path out = testing::fresh_folder("build-kit");
  const auto r = run_command(build("", out) + " 2>/dev/null");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  for (const char* file :
       {"cards.pdf", "layout.json", "symbols/star.svg", "rules-party-en.pdf", "rules-party-pl.pdf",
        "rules-classic-en.pdf", "rules-classic-pl.pdf", "party-components.pdf",
        "previews/cards.png", "previews/rules-party-en.png", "previews/party-components.png"}) {
    EXPECT_TRUE(fs::is_regular_file(out / file)) << file;
    if (std::string(file).starts_with("symbols/")) continue;  // the table leaves those out
    EXPECT_NE(r.output.find(fs::path(file).filename().string()), std::string::npos)
        << file << " is not in the table:\n"
        << r.output;
  }
  // The theme has no Spotlight and names its symbols in English and Polish only.
  EXPECT_FALSE(fs::exists(out / "boards.pdf"));
  EXPECT_FALSE(fs::exists(out / "rules-party-it.pdf"));
  EXPECT_NE(r.output.find("skipped   Spotlight"), std::string::npos) << r.output;
  EXPECT_NE(
      r.output.find("verified  deck: order 2, 7 of 7 cards, 3 symbols per card, verification ok"),
      std::string::npos)
      << r.output;
  // The table gives the pages: the components are the instructions page and 4 pages of two
  // holders.
  EXPECT_TRUE(std::regex_search(r.output, std::regex("party-components\\.pdf +5 "))) << r.output;
  expect_no_leftovers(out);
}

TEST(BuildCommand, TheSameKitWhateverTheThreadCount) {
  const fs::path one = testing::fresh_folder("build-threads-1");
  const fs::path two = testing::fresh_folder("build-threads-2");
  ASSERT_EQ(run_command(std::string(SPOTFORGE_BINARY) + " build " + kMini + " --out " +
                        testing::quoted(one) + " --threads 1 -q")
                .exit_code,
            0);
  ASSERT_EQ(run_command(build("-q", two)).exit_code, 0);
  const auto a = snapshot(one), b = snapshot(two);
  ASSERT_EQ(a.size(), b.size());
  for (const auto& [file, bytes] : a) EXPECT_TRUE(b.at(file) == bytes) << file << " differs";
}

TEST(BuildCommand, ProgressIsALinePerPhaseOffATerminalAndQuietIsSilent) {
  const fs::path out = testing::fresh_folder("build-progress");
  auto r = run_command(build("--no-previews", out) + " 2>&1 >/dev/null");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("cards laid out: 7/7"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("cards verified: 7/7"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("files written: 6/6"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find('\r'), std::string::npos) << "no bar redrawing in a log";
  EXPECT_EQ(r.output.find("\x1b["), std::string::npos) << "no colour in a log";
  EXPECT_FALSE(fs::exists(out / "previews"));

  r = run_command(build("--quiet --seed 9", out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(r.output, "");
  EXPECT_TRUE(fs::exists(out / "previews/cards.png"));
}

TEST(BuildCommand, BadInputListsTheProblemAndLeavesThePreviousKit) {
  const fs::path out = testing::fresh_folder("build-bad");
  ASSERT_EQ(run_command(build("--no-previews", out) + " >/dev/null 2>&1").exit_code, 0);
  const auto before = snapshot(out);

  auto r = run_command(build("--lang it --seed 3", out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("theme.yaml: error: the theme has no symbol names in 'it'"),
            std::string::npos)
      << r.output;
  r = run_command(build("--order 3 --seed 3", out) + " 2>&1");  // needs 13 symbols
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("needs 13 symbols"), std::string::npos) << r.output;
  r = run_command(build("--holders 9", out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_EQ(snapshot(out), before);
  expect_no_leftovers(out);

  // A missing theme: nothing is created at all.
  const fs::path empty = testing::fresh_folder("build-missing") / "kit";
  r = run_command(std::string(SPOTFORGE_BINARY) + " build no-such-theme --out " +
                  testing::quoted(empty) + " 2>&1");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_FALSE(fs::exists(empty));
}

// The folder holds one kit: what the last build wrote, listed in its manifest, and the user's
// own files; the previous kit's products the new one doesn't make are gone.
TEST(BuildCommand, TheFolderHoldsOnlyTheLastKitAndTheUsersFiles) {
  const fs::path out = testing::fresh_folder("build-one-kit");
  ASSERT_EQ(run_command(build("-q", out) + " 2>&1").exit_code, 0);
  ASSERT_TRUE(fs::exists(out / "previews/cards.png"));
  ASSERT_TRUE(fs::exists(out / "rules-classic-pl.pdf"));
  { std::ofstream(out / "my-notes.txt") << "mine"; }
  { std::ofstream(out / "symbols/my-sketch.svg") << "<svg/>"; }

  const auto r = run_command(build("-q --no-previews --lang en", out) + " 2>&1");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_FALSE(fs::exists(out / "previews")) << "old previews left beside the new kit";
  EXPECT_FALSE(fs::exists(out / "rules-classic-pl.pdf")) << "an old rulebook left behind";
  EXPECT_FALSE(fs::exists(out / "rules-party-pl.pdf")) << "an old rulebook left behind";
  EXPECT_TRUE(fs::exists(out / "rules-classic-en.pdf"));
  EXPECT_EQ(testing::read_bytes(out / "my-notes.txt"), "mine");
  EXPECT_EQ(testing::read_bytes(out / "symbols/my-sketch.svg"), "<svg/>");
  // The manifest lists every file of the kit and nothing else.
  const std::string manifest = testing::read_bytes(out / ".spotforge-kit.json");
  for (const auto& [file, bytes] : snapshot(out)) {
    const bool users = file == "my-notes.txt" || file == "symbols/my-sketch.svg";
    if (file == ".spotforge-kit.json") continue;
    EXPECT_EQ(manifest.find("\"" + file + "\"") == std::string::npos, users) << file;
  }
  expect_no_leftovers(out);
}

// A rename that can't be done (a folder where a rulebook goes) is found before anything moves:
// the folder keeps the previous kit, byte for byte (before this, cards.pdf was already new).
TEST(BuildCommand, AFolderInTheWayOfTheKitLeavesThePreviousKitWhole) {
  const fs::path out = testing::fresh_folder("build-in-the-way");
  ASSERT_EQ(run_command(build("-q --seed 1", out) + " 2>&1").exit_code, 0);
  fs::remove(out / "rules-party-pl.pdf");
  fs::create_directories(out / "rules-party-pl.pdf/mine");
  const auto before = snapshot(out);
  const auto r = run_command(build("-q --seed 2", out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("rules-party-pl.pdf: error:"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("in the way"), std::string::npos) << r.output;
  EXPECT_EQ(snapshot(out), before);
  EXPECT_TRUE(fs::is_directory(out / "rules-party-pl.pdf/mine"));
  expect_no_leftovers(out);
}

TEST(BuildCommand, AnOutputFolderThatCantBeWrittenIsAClearError) {
  const fs::path dir = testing::fresh_folder("build-unwritable");
  const fs::path file = dir / "a-file";
  { std::ofstream(file) << "not a folder"; }
  const auto r = run_command(build("", file / "kit") + " 2>&1");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("can't write the kit here"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("--out"), std::string::npos) << r.output;
  const auto r2 = run_command(build("", file) + " 2>&1");
  EXPECT_EQ(r2.exit_code, 1) << r2.output;
  EXPECT_NE(r2.output.find("it is a file, not a folder"), std::string::npos) << r2.output;
  EXPECT_EQ(testing::read_bytes(file), "not a folder");
}

// Runs `script` (sh) as root of a mount namespace of its own, where it may mount a small
// tmpfs: the mount ends with the namespace, whatever the test's assertions do. Unprivileged
// users get one through a user namespace. nullopt when the system allows neither.
std::optional<testing::CommandResult> in_own_mount_namespace(const std::string& script) {
  const std::string quoted = "'" + std::regex_replace(script, std::regex("'"), "'\\''") + "'";
  for (const char* unshare : {"unshare --mount", "unshare --user --map-root-user --mount"}) {
    if (run_command(std::string(unshare) + " true 2>/dev/null").exit_code != 0) continue;
    return run_command(std::string(unshare) + " sh -c " + quoted + " 2>&1");
  }
  return std::nullopt;
}

// A disk that fills up half way: a clear error, and nothing left behind (not even the folder
// the build made). Needs a small file system of its own: a tmpfs in a mount namespace of the
// test's own (no root needed where user namespaces are allowed; skipped, saying why, where
// they aren't).
TEST(BuildCommand, AFullDiskIsAClearErrorAndLeavesNothing) {
  const fs::path disk = testing::fresh_folder("build-full-disk");
  const std::string bin = SPOTFORGE_BINARY;
  const auto r = in_own_mount_namespace(
      "mount -t tmpfs -o size=400k tmpfs " + testing::quoted(disk) + " || exit 99\n" +
      build("--no-previews", disk / "kit") + " 2>&1; echo \"build exit $?\"\n" +
      "echo \"left: $(ls -A " + testing::quoted(disk) + ")\"\n" +
      // The deck is smaller than the whole kit: a file of the user's fills most of the disk.
      "head -c 380k /dev/zero > " + testing::quoted(disk / "filler") + "\n" + bin + " deck " +
      kMini + " --out " + testing::quoted(disk / "deck") + " 2>&1; echo \"deck exit $?\"\n" +
      "echo \"left: $(ls -A " + testing::quoted(disk) + ")\"\n");
  if (!r || r->exit_code == 99) {
    GTEST_SKIP() << "no mount namespace for a small tmpfs here (unshare --mount, or --user, "
                    "is not allowed)"
                 << (r ? ": " + r->output : "");
  }
  const std::string& out = r->output;
  EXPECT_NE(out.find("build exit 1\nleft: \n"), std::string::npos) << out;
  EXPECT_NE(out.find("deck exit 1\nleft: filler\n"), std::string::npos) << out;
  EXPECT_NE(out.find("the disk is full"), std::string::npos) << out;
  EXPECT_NE(out.find("--out"), std::string::npos) << out;
  EXPECT_TRUE(fs::is_empty(disk)) << "the tmpfs was this namespace's own";
}

// An output folder that is a mount point can't be exchanged with a sibling on another file
// system: the kit is switched file by file under a journal instead, with the same result.
TEST(BuildCommand, AMountPointFolderIsSwitchedByTheJournal) {
  const fs::path disk = testing::fresh_folder("build-mount-point");
  const auto r = in_own_mount_namespace(
      "mount -t tmpfs -o size=40m tmpfs " + testing::quoted(disk) + " || exit 99\n" +
      build("-q --no-previews --seed 1", disk) + "; echo \"first exit $?\"\n" + "echo mine > " +
      testing::quoted(disk / "notes.txt") + "\n" + build("-q --seed 2 --lang en", disk) +
      "; echo \"second exit $?\"\n" + "cd " + testing::quoted(disk) +
      " && echo \"files: $(find . | sort | tr '\\n' ' ')\"\n" + "cat notes.txt\n");
  if (!r || r->exit_code == 99) {
    GTEST_SKIP() << "no mount namespace for a tmpfs here" << (r ? ": " + r->output : "");
  }
  const std::string& out = r->output;
  EXPECT_NE(out.find("first exit 0\nsecond exit 0\n"), std::string::npos) << out;
  EXPECT_NE(out.find(" ./previews/cards.png "), std::string::npos) << out;
  EXPECT_NE(out.find(" ./rules-classic-en.pdf "), std::string::npos) << out;
  EXPECT_EQ(out.find("rules-classic-pl.pdf"), std::string::npos) << "the old kit's: " << out;
  EXPECT_EQ(out.find(".spotforge-staging"), std::string::npos) << out;
  EXPECT_EQ(out.find(".spotforge-previous"), std::string::npos) << out;
  EXPECT_NE(out.find("\nmine\n"), std::string::npos) << out;
}

// The escapes of issue 25: a kit list naming a file through a linked folder, and linked
// symbols/ or previews/ folders. Each is refused naming it (exit 1); nothing outside the
// folder is touched and the folder is as it was.
TEST(BuildCommand, NothingOutsideTheFolderIsTouchedThroughALink) {
  const fs::path out = testing::fresh_folder("build-links");
  const fs::path elsewhere = testing::fresh_folder("build-links-elsewhere");
  ASSERT_EQ(run_command(build("-q --seed 1", out) + " 2>&1").exit_code, 0);
  { std::ofstream(elsewhere / "precious.txt") << "precious"; }
  { std::ofstream(elsewhere / "star.svg") << "outside star"; }
  { std::ofstream(elsewhere / "cards.png") << "outside png"; }
  const auto outside = snapshot(elsewhere);

  // 1. The kit list names link/precious.txt, link a folder outside.
  fs::create_directory_symlink(elsewhere, out / "link");
  std::string list = testing::read_bytes(out / ".spotforge-kit.json");
  const std::string listed = "\"spotforge_kit_files\": [";
  ASSERT_NE(list.find(listed), std::string::npos) << list;
  list.insert(list.find(listed) + listed.size(), "\"link/precious.txt\", ");
  { std::ofstream(out / ".spotforge-kit.json") << list; }
  auto before = snapshot(out);
  auto r = run_command(build("-q --seed 2", out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  EXPECT_NE(r.output.find("link/precious.txt"), std::string::npos) << r.output;
  EXPECT_EQ(snapshot(out), before);
  EXPECT_EQ(snapshot(elsewhere), outside);
  list.erase(list.find("\"link/precious.txt\", "), std::string("\"link/precious.txt\", ").size());
  { std::ofstream(out / ".spotforge-kit.json") << list; }

  // 2. and 3. symbols/ or previews/ is a link to a folder outside.
  for (const std::string folder : {"symbols", "previews"}) {
    fs::rename(out / folder, out.parent_path() / (out.filename().string() + "-" + folder));
    fs::create_directory_symlink(elsewhere, out / folder);
    before = snapshot(out);
    r = run_command(build("-q --seed 2", out) + " 2>&1");
    EXPECT_EQ(r.exit_code, 1) << r.output;
    EXPECT_NE(r.output.find((out / folder).string() + ": error: is a symbolic link"),
              std::string::npos)
        << r.output;
    EXPECT_EQ(snapshot(out), before) << folder;
    EXPECT_EQ(snapshot(elsewhere), outside) << folder;
    fs::remove(out / folder);
    fs::rename(out.parent_path() / (out.filename().string() + "-" + folder), out / folder);
  }
  // The user's own link, which no kit file goes through, stays a link.
  r = run_command(build("-q --seed 2", out) + " 2>&1");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(fs::is_symlink(out / "link"));
  EXPECT_EQ(snapshot(elsewhere), outside);
  expect_no_leftovers(out);
}

// Ctrl-C at any moment: either the build finished (exit 0, the new kit) or it was interrupted
// (exit 130) and the folder holds the previous kit, byte for byte, and nothing else. An
// interrupt that arrives while the finished kit is being moved into place waits for the move,
// so the folder may then hold the whole new kit.
TEST(BuildCommand, CtrlCLeavesThePreviousKitOrTheNewOneNeverAMix) {
  const fs::path out = testing::fresh_folder("build-interrupt");
  const fs::path fresh = testing::fresh_folder("build-interrupt-new");
  ASSERT_EQ(run_command(build("--seed 2", fresh) + " >/dev/null 2>&1").exit_code, 0);
  const auto after = snapshot(fresh);
  ASSERT_EQ(run_command(build("--seed 1", out) + " >/dev/null 2>&1").exit_code, 0);
  const auto before = snapshot(out);
  // The whole new kit: its files and, of those that say which seed made it, the new bytes.
  auto is_new_kit = [&](const std::map<std::string, std::string>& kit) {
    if (kit.size() != after.size()) return false;
    for (const auto& [file, bytes] : after) {
      if (!kit.contains(file)) return false;
    }
    return kit.at("cards.pdf") == after.at("cards.pdf") &&
           kit.at("layout.json") == after.at("layout.json");
  };
  int interrupted = 0;
  for (const char* delay : {"0.2", "0.7", "1.5"}) {
    // timeout sends SIGINT after the delay and passes on the command's own exit status.
    const auto r = run_command("timeout --preserve-status -s INT " + std::string(delay) + " " +
                               build("--seed 2", out) + " >/dev/null 2>&1");
    ASSERT_TRUE(r.exit_code == 0 || r.exit_code == 130) << "exit " << r.exit_code;
    expect_no_leftovers(out);
    if (r.exit_code == 130) {
      ++interrupted;
      const auto kit = snapshot(out);
      EXPECT_TRUE(kit == before || is_new_kit(kit)) << "interrupted after " << delay << " s";
      if (kit != before) break;
    } else {
      EXPECT_NE(snapshot(out).at("cards.pdf"), before.at("cards.pdf"));
      break;  // the folder now holds the new kit; later rounds would compare against it
    }
  }
  EXPECT_GT(interrupted, 0) << "the build was never caught mid-way; the test proved nothing";
}

}  // namespace
}  // namespace spotforge
