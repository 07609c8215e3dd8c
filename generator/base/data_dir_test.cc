#include "base/data_dir.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "base/scoped_env_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

using testing::ScopedEnv;

TEST(DataDir, IsBesideTheBinaryAsInstalled) {
  ScopedEnv data("SPOTFORGE_DATA_DIR", std::nullopt);
  // The test binary is build/tests/spotforge_tests: its data is build/share/spotforge, which
  // the build links to the sources' themes/ and templates/.
  const fs::path dir = data_dir();
  EXPECT_EQ(dir, (executable_path().parent_path() / ".." / "share" / "spotforge").lexically_normal());
  EXPECT_TRUE(fs::exists(dir / "themes" / "party" / "theme.yaml")) << dir;
  EXPECT_TRUE(fs::exists(dir / "templates" / "lang")) << dir;
  EXPECT_EQ(iconify_dir(), dir / "iconify");
}

TEST(DataDir, TheEnvironmentOverridesIt) {
  ScopedEnv data("SPOTFORGE_DATA_DIR", "/opt/sf");
  ScopedEnv icons("SPOTFORGE_ICONIFY_DIR", std::nullopt);
  EXPECT_EQ(data_dir(), fs::path("/opt/sf"));
  EXPECT_EQ(iconify_dir(), fs::path("/opt/sf/iconify"));
  ScopedEnv icons2("SPOTFORGE_ICONIFY_DIR", "/srv/icons");
  EXPECT_EQ(iconify_dir(), fs::path("/srv/icons"));
}

TEST(DataDir, UserThemesFollowXdgAndComeFirst) {
  ScopedEnv data("SPOTFORGE_DATA_DIR", "/opt/sf");
  ScopedEnv home("HOME", "/home/ada");
  {
    ScopedEnv xdg("XDG_DATA_HOME", "/data/ada");
    EXPECT_EQ(user_data_dir(), fs::path("/data/ada/spotforge"));
    const std::vector<fs::path> expected = {"/data/ada/spotforge/themes", "/opt/sf/themes"};
    EXPECT_EQ(theme_search_path(), expected);
  }
  {
    ScopedEnv xdg("XDG_DATA_HOME", std::nullopt);
    EXPECT_EQ(user_data_dir(), fs::path("/home/ada/.local/share/spotforge"));
  }
  {
    // The XDG spec says a relative path is invalid and is to be ignored.
    ScopedEnv xdg("XDG_DATA_HOME", "relative/dir");
    EXPECT_EQ(user_data_dir(), fs::path("/home/ada/.local/share/spotforge"));
  }
}

}  // namespace
}  // namespace spotforge
