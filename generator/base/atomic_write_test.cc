#include "base/atomic_write.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <fstream>
#include <sstream>

#include "base/diagnostic.h"
#include "base/files_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::read_bytes;

class AtomicWrite : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ =
        fs::temp_directory_path() /
        ("spotforge_atomic_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }
  fs::path folder_;
};

TEST_F(AtomicWrite, WritesAndReplacesLeavingNoTemporaryFile) {
  const fs::path target = folder_ / "deck.json";
  write_file_atomically(target, "first");
  EXPECT_EQ(read_bytes(target), "first");
  write_file_atomically(target, "second, longer");
  EXPECT_EQ(read_bytes(target), "second, longer");
  EXPECT_EQ(std::distance(fs::directory_iterator(folder_), fs::directory_iterator()), 1);
}

TEST_F(AtomicWrite, MissingFolderIsBadInputAndWritesNothing) {
  const fs::path target = folder_ / "no-such-folder" / "deck.json";
  try {
    write_file_atomically(target, "x");
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(target.string()), std::string::npos) << e.what();
  }
  EXPECT_FALSE(fs::exists(target));
}

TEST_F(AtomicWrite, AFolderInTheWayKeepsItAndCleansUp) {
  const fs::path target = folder_ / "taken";
  fs::create_directory(target);
  EXPECT_THROW(write_file_atomically(target, "x"), InputError);
  EXPECT_TRUE(fs::is_directory(target));
  EXPECT_EQ(std::distance(fs::directory_iterator(folder_), fs::directory_iterator()), 1);
}

// Issue 18: the rename over the target replaced a symlink, FIFO or device node with a plain
// file (as root, `plane --out /dev/null` destroyed /dev/null). Each is refused and kept.
TEST_F(AtomicWrite, NeverReplacesALinkAFifoOrADevice) {
  const fs::path file = folder_ / "real.txt";
  write_file_atomically(file, "kept");
  const fs::path link = folder_ / "link.txt";
  fs::create_symlink(file, link);
  const fs::path fifo = folder_ / "pipe";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  const fs::path dangling = folder_ / "dangling";
  fs::create_symlink(folder_ / "nowhere", dangling);
  for (const fs::path& target : {link, fifo, dangling}) {
    try {
      write_file_atomically(target, "x");
      ADD_FAILURE() << "expected InputError for " << target;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("which spotforge never replaces"), std::string::npos)
          << e.what();
    }
  }
  EXPECT_TRUE(fs::is_symlink(link));
  EXPECT_TRUE(fs::is_symlink(dangling));
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_EQ(read_bytes(file), "kept");
  EXPECT_EQ(std::distance(fs::directory_iterator(folder_), fs::directory_iterator()), 4);
  // A device node (here /dev/null, never touched: the check comes before any temporary).
  try {
    write_file_atomically("/dev/null", "x");
    ADD_FAILURE() << "expected InputError for /dev/null";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("a character device"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

// The file gets the modes the user's umask allows, as any other program's would: before, it
// was forced to rw-r--r-- whatever the umask said (issue 30).
TEST_F(AtomicWrite, HonoursTheUmask) {
  for (const mode_t mask : {mode_t{027}, mode_t{002}, mode_t{077}}) {
    const mode_t was = ::umask(mask);
    const fs::path target = folder_ / ("umask-" + std::to_string(mask));
    write_file_atomically(target, "x");
    ::umask(was);
    struct stat st {};
    ASSERT_EQ(::stat(target.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0666 & ~mask) << "umask " << std::oct << mask;
  }
}

}  // namespace
}  // namespace spotforge
