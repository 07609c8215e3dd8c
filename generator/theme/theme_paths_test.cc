#include "theme/theme_paths.h"

#include <gtest/gtest.h>

#include <fstream>

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// A theme folder in a fresh temporary directory, with a file inside, a file beside it, and
// links pointing in and out.
class ThemePaths : public testing::Test {
 protected:
  void SetUp() override {
    root_ =
        fs::temp_directory_path() /
        ("spotforge-paths-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    folder_ = root_ / "theme";
    fs::create_directories(folder_ / "art");
    std::ofstream(folder_ / "art" / "a.svg") << "<svg/>";
    std::ofstream(root_ / "secret.svg") << "<svg/>";
    fs::create_symlink("../secret.svg", folder_ / "out.svg");
    fs::create_symlink("art/a.svg", folder_ / "in.svg");
    fs::create_directory_symlink(root_, folder_ / "up");
  }
  void TearDown() override { fs::remove_all(root_); }

  fs::path root_, folder_;
  std::string error_;
};

TEST_F(ThemePaths, ResolvesFilesAndLinksInsideTheFolder) {
  auto a = resolve_theme_file(folder_, "art/a.svg", &error_);
  ASSERT_TRUE(a) << error_;
  EXPECT_EQ(*a, fs::canonical(folder_ / "art" / "a.svg"));
  EXPECT_TRUE(resolve_theme_file(folder_, "./art/../art/a.svg", &error_)) << error_;
  EXPECT_EQ(resolve_theme_file(folder_, "in.svg", &error_), a);
}

TEST_F(ThemePaths, RefusesEveryWayOut) {
  EXPECT_FALSE(resolve_theme_file(folder_, (root_ / "secret.svg").string(), &error_));
  EXPECT_NE(error_.find("absolute path"), std::string::npos);
  EXPECT_FALSE(resolve_theme_file(folder_, "../secret.svg", &error_));
  EXPECT_NE(error_.find("leaves the theme folder through '..'"), std::string::npos);
  EXPECT_FALSE(resolve_theme_file(folder_, "art/../../secret.svg", &error_));
  EXPECT_NE(error_.find("through '..'"), std::string::npos);
  EXPECT_FALSE(resolve_theme_file(folder_, "out.svg", &error_));
  EXPECT_NE(error_.find("symbolic link"), std::string::npos);
  EXPECT_FALSE(resolve_theme_file(folder_, "up/secret.svg", &error_));
  EXPECT_NE(error_.find("symbolic link"), std::string::npos);
}

TEST_F(ThemePaths, RefusesMissingFilesAndFolders) {
  EXPECT_FALSE(resolve_theme_file(folder_, "art/b.svg", &error_));
  EXPECT_NE(error_.find("not found"), std::string::npos);
  EXPECT_FALSE(resolve_theme_file(folder_, "art", &error_));
  EXPECT_NE(error_.find("not a regular file"), std::string::npos);
  EXPECT_FALSE(resolve_theme_file(folder_, "", &error_));
}

TEST(IsInside, ComparesWholeComponents) {
  EXPECT_TRUE(is_inside_folder("/t/party", "/t/party/a.svg"));
  EXPECT_TRUE(is_inside_folder("/t/party/", "/t/party/a.svg"));
  EXPECT_FALSE(is_inside_folder("/t/party", "/t/party2/a.svg"));
  EXPECT_FALSE(is_inside_folder("/t/party", "/t"));
}

}  // namespace
}  // namespace spotforge
