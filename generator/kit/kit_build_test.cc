// build_kit's errors keep their cause (issue 30): a product that fails for another reason than
// a full disk is reported as itself, naming the product, even on a nearly full disk. Before,
// any failure while under 1 MB was free became "the disk is full" for cards.pdf.
#include "kit/kit_build.h"
#include "base/files_for_tests.h"
#include "base/test_paths.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace spotforge {
namespace {

namespace fs = std::filesystem;

bool write_text(const char* path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  return static_cast<bool>(out);
}

// In a forked child: a mount namespace of its own (through a user namespace where the user
// isn't root) with a small tmpfs at `dir`; the mount ends with the child. "" or why not.
std::string mount_small_disk(const fs::path& dir) {
  const uid_t uid = ::getuid();
  const gid_t gid = ::getgid();
  if (::unshare(CLONE_NEWNS) != 0) {
    if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0) {
      return std::string("no mount namespace: ") + std::strerror(errno);
    }
    write_text("/proc/self/setgroups", "deny");
    if (!write_text("/proc/self/uid_map", "0 " + std::to_string(uid) + " 1") ||
        !write_text("/proc/self/gid_map", "0 " + std::to_string(gid) + " 1")) {
      return "no uid map in the user namespace";
    }
  }
  if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0 ||
      ::mount("tmpfs", dir.c_str(), "tmpfs", 0, "size=600k") != 0) {
    return std::string("no tmpfs: ") + std::strerror(errno);
  }
  return "";
}

TEST(KitBuild, AFailureOnANearlyFullDiskIsReportedAsItself) {
  const fs::path disk =
      fs::temp_directory_path() / ("kit-build-disk-" + std::to_string(::getpid()));
  fs::create_directories(disk);
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::close(fds[0]);
    ::alarm(60);  // a lock held by another thread at the fork would hang: fail instead
    const auto answer = [&](const std::string& text) {
      (void)!::write(fds[1], text.data(), text.size());
      ::_exit(0);
    };
    if (const std::string why = mount_small_disk(disk); !why.empty()) answer("SKIP " + why);
    KitBuildRequest request;
    request.theme = std::string(SPOTFORGE_FIXTURES_DIR) + "/kit/mini";
    request.out_dir = disk / "kit";
    request.threads = 1;
    request.previews = false;
    request.before_product_for_tests = [](const std::string& product) {
      throw std::runtime_error("injected failure of " + product);
    };
    try {
      build_kit(request);
      answer("built");
    } catch (const std::exception& e) {
      answer(e.what());
    }
  }
  ::close(fds[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) text.append(buffer, n);
  ::close(fds[0]);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  fs::remove_all(disk);
  ASSERT_TRUE(WIFEXITED(status)) << "the child was killed (signal " << WTERMSIG(status) << ")";
  if (text.starts_with("SKIP ")) GTEST_SKIP() << "needs a small tmpfs: " << text.substr(5);
  EXPECT_NE(text.find("can't make the "), std::string::npos) << text;
  EXPECT_NE(text.find("injected failure of "), std::string::npos) << text;
  EXPECT_EQ(text.find("disk is full"), std::string::npos) << text;
}

// Progress of a build, as a terminal shows it: one phase at a time.
class RecordedProgress : public Progress {
 public:
  void begin(const std::string& phase, int total) override {
    const std::lock_guard lock(mutex_);
    if (open_) overlapping.push_back(phase + " began inside " + phases.back());
    open_ = true;
    phases.push_back(phase);
    totals.push_back(total);
    steps.push_back(0);
  }
  void step() override {
    const std::lock_guard lock(mutex_);
    if (!open_) {
      overlapping.push_back("a step outside any phase");
      return;
    }
    ++steps.back();
  }
  void end() override {
    const std::lock_guard lock(mutex_);
    if (!open_) overlapping.push_back("an end outside any phase");
    open_ = false;
  }
  std::vector<std::string> phases, overlapping;
  std::vector<int> totals, steps;

 private:
  std::mutex mutex_;
  bool open_ = false;
};

// The deck and the Spotlight kit are planned at the same time; the progress still shows the
// deck's phases, then the Spotlight's, each with all its steps, never two at once.
TEST(KitBuild, ProgressShowsOnePhaseAtATimeWhileDeckAndSpotlightArePlannedTogether) {
  KitBuildRequest request;
  request.theme = "party";
  request.order = 2;
  request.search_cards = 12;
  request.languages = {"en"};
  request.previews = false;
  request.threads = 2;
  request.out_dir = testing::fresh_folder("kit_build_progress");
  RecordedProgress progress;
  const KitBuildReport report = build_kit(request, &progress);
  EXPECT_TRUE(progress.overlapping.empty()) << progress.overlapping.front();
  EXPECT_EQ(progress.phases,
            (std::vector<std::string>{"cards laid out", "cards verified", "boards packed",
                                      "boards verified", "files written"}));
  EXPECT_EQ(progress.steps, progress.totals);
  // The report lists the deck's checks before the Spotlight's, as when they ran in turn.
  ASSERT_EQ(report.checks.size(), 3u);
  EXPECT_TRUE(report.checks[0].starts_with("deck: ")) << report.checks[0];
  EXPECT_TRUE(report.checks[1].starts_with("layout: ")) << report.checks[1];
  EXPECT_TRUE(report.checks[2].starts_with("spotlight: ")) << report.checks[2];
}

// The products are written longest first (kit_build.cc, product_tasks), so what is left for
// the end of the build is short: until session 14 the Spotlight rulebooks (0.12 s each) came
// last and the board's preview (0.6 s through Poppler) followed boards.pdf on its thread. The
// PDFs drawing the Spotlight's characters are one lane, started first, one after another (two
// at once lost a form's transparency group): on one thread the lanes come in turn. The order
// changes no byte: two threads write what one does.
TEST(KitBuild, WritesTheLongestProductsFirstAndTheSameBytesOnOneThreadOrTwo) {
  KitBuildRequest request;
  request.theme = "party";
  request.order = 2;
  request.search_cards = 12;
  request.languages = {"en", "it"};
  request.threads = 1;
  request.out_dir = testing::fresh_folder("kit_build_order_one");
  std::vector<std::string> order;
  std::mutex mutex;
  request.before_product_for_tests = [&](const std::string& product) {
    const std::lock_guard lock(mutex);
    order.push_back(product);
  };
  build_kit(request);
  const auto at = [&](const std::string& product) {
    const auto it = std::find(order.begin(), order.end(), product);
    EXPECT_NE(it, order.end()) << product << " was not written";
    return it - order.begin();
  };
  // The characters' lane: boards.pdf, search cards, the Spotlight rulebooks, the components.
  EXPECT_EQ(at("Spotlight boards.pdf"), 0);
  EXPECT_EQ(at("Spotlight search-cards.pdf"), 1);
  EXPECT_EQ(at("rules-spotlight-en"), 2);
  EXPECT_EQ(at("rules-spotlight-it"), 3);
  EXPECT_EQ(at("Spotlight spotlight-components.pdf"), 4);
  // Then the deck, the screen pictures, the board's preview, the other rulebooks.
  EXPECT_EQ(at("deck"), 5);
  EXPECT_LT(at("deck"), at("Spotlight boards.html (board 1)"));
  EXPECT_LT(at("Spotlight boards.html (board 5)"), at("previews/board.png"));
  EXPECT_LT(at("previews/board.png"), at("rules-party-en"));
  EXPECT_LT(at("rules-party-it"), at("rules-classic-en"));
  EXPECT_LT(at("rules-classic-it"), at("party components"));
  EXPECT_EQ(at("Spotlight solutions.json"), static_cast<long>(order.size()) - 1);
  EXPECT_TRUE(fs::is_regular_file(request.out_dir / "previews" / "board.png"));

  KitBuildRequest two = request;
  two.threads = 2;
  two.before_product_for_tests = nullptr;
  two.out_dir = testing::fresh_folder("kit_build_order_two");
  build_kit(two);
  const auto a = testing::folder_snapshot(request.out_dir);
  const auto b = testing::folder_snapshot(two.out_dir);
  ASSERT_EQ(a.size(), b.size());
  for (const auto& [file, bytes] : a) EXPECT_TRUE(b.at(file) == bytes) << file << " differs";
}

}  // namespace
}  // namespace spotforge
