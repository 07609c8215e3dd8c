// The studio's kit build (KitJob, what "Build" runs) on a theme folder handed over by someone
// else: nothing outside THEME/kit is ever touched through a link in it (issue 25), and the zip
// holds the whole kit.
#include "studio/kit_job.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include "base/files_for_tests.h"
#include "studio/zip_entries_for_tests.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using spotforge::testing::read_bytes;

class KitJobTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("kit-job-" + std::to_string(::getpid()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    theme_ = root_ / "themes" / "handed-over";
    fs::create_directories(theme_.parent_path());
    fs::copy(fs::path(SPOTFORGE_FIXTURES_DIR) / "kit" / "mini", theme_,
             fs::copy_options::recursive);
    fs::create_directories(root_ / "elsewhere");
    std::ofstream(root_ / "elsewhere" / "precious.txt") << "precious";
    std::ofstream(root_ / "elsewhere" / "star.svg") << "outside star";
    std::ofstream(root_ / "elsewhere" / "cards.pdf") << "outside cards";
  }
  void TearDown() override { fs::remove_all(root_); }

  json build() {
    KitJob job;
    EXPECT_TRUE(job.start(KitSource{theme_, {}, theme_ / "kit", {}}));
    job.wait();
    last_zip_.clear();
    const json status = job.status();
    if (status["state"] == "done") last_zip_ = job.zip();
    return status;
  }
  std::map<std::string, std::string> elsewhere() const {
    std::map<std::string, std::string> files;
    for (const auto& e : fs::directory_iterator(root_ / "elsewhere")) {
      files[e.path().filename().string()] = read_bytes(e.path());
    }
    return files;
  }
  void write_kit_list(const std::string& entries) {
    std::ofstream(theme_ / "kit" / ".spotforge-kit.json")
        << "{\"spotforge_kit_files\": [" << entries << "]}";
  }

  fs::path root_, theme_;
  std::string last_zip_;
};

// The attack: kit/h -> ../../elsewhere and a kit list naming h/precious.txt. Pressing
// Build deleted the outside file; now it fails, naming the entry, and nothing outside changes.
TEST_F(KitJobTest, AKitListThroughALinkDeletesNothingOutside) {
  fs::create_directories(theme_ / "kit");
  fs::create_directory_symlink("../../../elsewhere", theme_ / "kit" / "h");
  ASSERT_EQ(read_bytes(theme_ / "kit" / "h" / "precious.txt"), "precious");
  const auto outside = elsewhere();
  write_kit_list("\"cards.pdf\", \"h/precious.txt\"");
  json status = build();
  EXPECT_EQ(status["state"], "failed") << status.dump();
  EXPECT_NE(status["problems"].dump().find("h/precious.txt"), std::string::npos) << status.dump();
  EXPECT_EQ(elsewhere(), outside);

  // Through a linked folder of the kit's own (symbols/): refused naming the link.
  fs::remove(theme_ / "kit" / "h");
  fs::create_directory_symlink("../../../elsewhere", theme_ / "kit" / "symbols");
  write_kit_list("\"cards.pdf\", \"symbols/star.svg\"");
  status = build();
  EXPECT_EQ(status["state"], "failed") << status.dump();
  EXPECT_NE(status["problems"].dump().find((theme_ / "kit" / "symbols").string() +
                                           ": error: is a symbolic link"),
            std::string::npos)
      << status.dump();
  EXPECT_EQ(elsewhere(), outside);
  EXPECT_FALSE(fs::exists(theme_ / "kit" / "cards.pdf"));
}

// THEME/kit itself a link to a folder elsewhere: refused; nothing is written there.
TEST_F(KitJobTest, ALinkedKitFolderIsRefused) {
  fs::create_directory_symlink("../../elsewhere", theme_ / "kit");
  const auto outside = elsewhere();
  const json status = build();
  EXPECT_EQ(status["state"], "failed") << status.dump();
  EXPECT_NE(status["problems"].dump().find("is a symbolic link"), std::string::npos)
      << status.dump();
  EXPECT_EQ(elsewhere(), outside);
}

// kit.zip holds the whole kit, symbols/ included (it held 10 of 18 files), and nothing else:
// not the user's own files beside it, not the manifest.
TEST_F(KitJobTest, TheZipHoldsTheWholeKit) {
  fs::create_directories(theme_ / "kit");
  std::ofstream(theme_ / "kit" / "my-notes.txt") << "mine";
  const json status = build();
  ASSERT_EQ(status["state"], "done") << status.dump();
  std::map<std::string, std::string> kit;
  for (const auto& e : fs::recursive_directory_iterator(theme_ / "kit")) {
    if (!e.is_regular_file()) continue;
    const std::string name = e.path().lexically_relative(theme_ / "kit").generic_string();
    if (name != ".spotforge-kit.json" && name != "my-notes.txt") kit[name] = read_bytes(e.path());
  }
  EXPECT_TRUE(kit.contains("symbols/star.svg"));
  EXPECT_TRUE(kit.contains("previews/cards.png"));
  EXPECT_EQ(zip_entries(last_zip_), kit);
}

}  // namespace
}  // namespace spotforge::studio
