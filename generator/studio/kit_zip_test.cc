#include "studio/kit_zip.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "studio/zip_entries_for_tests.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << bytes;
}

class KitZipTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("kit-zip-" + std::to_string(getpid()));
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

TEST_F(KitZipTest, HoldsExactlyTheFilesNamedWithTheirBytes) {
  std::string pdf = "%PDF-1.7\n";
  for (int i = 0; i < 5000; ++i) pdf += static_cast<char>(i * 7919 % 256);
  const std::map<std::string, std::string> kit = {
      {"cards.pdf", pdf},
      {"layout.json", std::string(20000, '{')},
      {"previews/cards.png", std::string("\x89PNG\r\n\x1a\n", 8) + std::string(300, '\0')},
      {"rules-en.pdf", "%PDF-1.7 rules"},
  };
  for (const auto& [name, bytes] : kit) write(dir_ / name, bytes);
  write(dir_ / "not-in-the-kit.txt", "mine");  // a file of the user's, beside the kit

  std::vector<std::string> names;
  for (const auto& [name, bytes] : kit) names.push_back(name);
  const std::string zip = zip_files(dir_, names);
  EXPECT_EQ(zip.substr(0, 2), "PK");
  EXPECT_EQ(zip_entries(zip), kit);
  EXPECT_LT(zip.size(), 20000u) << "layout.json is deflated";
}

TEST_F(KitZipTest, AMissingFileIsAnErrorNotAShortZip) {
  write(dir_ / "cards.pdf", "%PDF-1.7");
  EXPECT_THROW(zip_files(dir_, {"cards.pdf", "gone.pdf"}), std::runtime_error);
}

// A link in the kit folder (to a file or a folder elsewhere) is refused, not followed: the zip
// never carries a file from outside the kit.
TEST_F(KitZipTest, ALinkInTheKitIsRefusedNotFollowed) {
  write(dir_ / "kit/cards.pdf", "%PDF-1.7");
  write(dir_ / "outside/secret.txt", "secret");
  fs::create_symlink(dir_ / "outside/secret.txt", dir_ / "kit/layout.json");
  fs::create_directory_symlink(dir_ / "outside", dir_ / "kit/symbols");
  for (const std::string name : {"layout.json", "symbols/secret.txt"}) {
    try {
      zip_files(dir_ / "kit", {"cards.pdf", name});
      FAIL() << name << " was followed";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("symbolic link"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace spotforge::studio
