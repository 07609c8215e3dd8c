#include "art/measure_cache.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "base/files_for_tests.h"
#include "base/scoped_env_for_tests.h"
#include "base/test_paths.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// A width x height RGB24 picture whose pixel (x, y) is made of x, y and `seed`.
RasterPicture pattern(int width, int height, int seed) {
  RasterPicture p;
  p.width = width;
  p.height = height;
  p.surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  unsigned char* data = cairo_image_surface_get_data(p.surface.get());
  const int stride = cairo_image_surface_get_stride(p.surface.get());
  for (int y = 0; y < height; ++y) {
    auto row = reinterpret_cast<uint32_t*>(data + static_cast<size_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      row[x] = 0xff000000u | static_cast<uint32_t>(x & 0xff) << 16 |
               static_cast<uint32_t>(y & 0xff) << 8 | static_cast<uint32_t>(seed & 0xff);
    }
  }
  cairo_surface_mark_dirty(p.surface.get());
  return p;
}

std::vector<uint32_t> pixels_of(const RasterPicture& p) {
  std::vector<uint32_t> out;
  cairo_surface_flush(p.surface.get());
  const unsigned char* data = cairo_image_surface_get_data(p.surface.get());
  const int stride = cairo_image_surface_get_stride(p.surface.get());
  for (int y = 0; y < p.height; ++y) {
    auto row = reinterpret_cast<const uint32_t*>(data + static_cast<size_t>(y) * stride);
    out.insert(out.end(), row, row + p.width);
  }
  return out;
}

void write_bytes(const fs::path& file, const std::string& bytes) {
  std::ofstream(file, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

TEST(MeasureCache, ItsFolderIsXdgCacheHomeElseHomesDotCache) {
  {
    testing::ScopedEnv xdg("XDG_CACHE_HOME", "/var/tmp/c");
    EXPECT_EQ(measure_cache_folder(), fs::path("/var/tmp/c/spotforge/measure"));
  }
  testing::ScopedEnv home("HOME", "/home/ann");
  {
    testing::ScopedEnv relative("XDG_CACHE_HOME", "relative/c");  // ignored, as XDG says
    EXPECT_EQ(measure_cache_folder(), fs::path("/home/ann/.cache/spotforge/measure"));
  }
  testing::ScopedEnv none("XDG_CACHE_HOME", std::nullopt);
  EXPECT_EQ(measure_cache_folder(), fs::path("/home/ann/.cache/spotforge/measure"));
  testing::ScopedEnv no_home("HOME", std::nullopt);
  EXPECT_TRUE(measure_cache_folder().empty());
  EXPECT_FALSE(read_measuring_copy("k"));
}

TEST(MeasureCache, ACopyReadsBackAsWrittenAndCountsAHit) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("measure-cache").string());
  const RasterPicture copy = pattern(320, 240, 7);
  const MeasureCacheCounts before = measure_cache_counts();
  EXPECT_FALSE(read_measuring_copy("heic-a"));
  write_measuring_copy("heic-a", copy);
  EXPECT_TRUE(fs::is_regular_file(measure_cache_folder() / "heic-a"));
  const std::optional<RasterPicture> back = read_measuring_copy("heic-a");
  ASSERT_TRUE(back);
  EXPECT_EQ(back->width, 320);
  EXPECT_EQ(back->height, 240);
  EXPECT_TRUE(back->opaque);
  EXPECT_EQ(pixels_of(*back), pixels_of(copy));
  const MeasureCacheCounts after = measure_cache_counts();
  EXPECT_EQ(after.writes - before.writes, 1);
  EXPECT_EQ(after.hits - before.hits, 1);
  EXPECT_EQ(after.refused, before.refused);
  // Nothing but the entry is left behind (no temporary file).
  int files = 0;
  for (const auto& e : fs::directory_iterator(measure_cache_folder())) files += !e.is_directory();
  EXPECT_EQ(files, 1);
}

// A torn, truncated, changed or foreign entry is never used: each is refused and the next
// store rewrites it.
TEST(MeasureCache, BrokenOrForeignEntriesAreRefused) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("measure-broken").string());
  write_measuring_copy("heic-good", pattern(64, 48, 1));
  const fs::path folder = measure_cache_folder();
  const std::string good = testing::read_bytes(folder / "heic-good");
  ASSERT_GT(good.size(), 40u);
  std::string flipped = good;
  flipped[flipped.size() - 5] ^= 0x10;  // one pixel changed: the checksum fails
  std::string huge = good;              // a header claiming 2^31 x 48 pixels
  huge[8 + 4 + 9 + 3] = '\x80';
  const std::map<std::string, std::string> broken = {
      {"heic-empty", ""},
      {"heic-cut", good.substr(0, good.size() - 100)},
      {"heic-longer", good + "x"},
      {"heic-flipped", flipped},
      {"heic-foreign", good},  // heic-good's entry under another name
      {"heic-junk", std::string(5000, 'j')},
  };
  for (const auto& [key, bytes] : broken) write_bytes(folder / key, bytes);
  write_bytes(folder / "heic-huge", huge);
  fs::create_symlink(folder / "heic-good", folder / "heic-link");
  const MeasureCacheCounts before = measure_cache_counts();
  for (const auto& [key, bytes] : broken) EXPECT_FALSE(read_measuring_copy(key)) << key;
  EXPECT_FALSE(read_measuring_copy("heic-huge"));
  EXPECT_FALSE(read_measuring_copy("heic-link"));  // never through a symlink
  EXPECT_EQ(measure_cache_counts().refused - before.refused, 7);
  EXPECT_EQ(measure_cache_counts().hits, before.hits);
  // Keys that are no plain file name are neither read nor written.
  write_measuring_copy("../escape", pattern(8, 8, 2));
  EXPECT_FALSE(fs::exists(folder.parent_path() / "escape"));
  EXPECT_FALSE(read_measuring_copy("../measure/heic-good"));
  // Rewritten, the entry reads again.
  write_measuring_copy("heic-flipped", pattern(64, 48, 3));
  const std::optional<RasterPicture> back = read_measuring_copy("heic-flipped");
  ASSERT_TRUE(back);
  EXPECT_EQ(pixels_of(*back), pixels_of(pattern(64, 48, 3)));
}

TEST(MeasureCache, AFolderThatCantBeWrittenIsNoError) {
  const fs::path file = testing::fresh_folder("measure-unwritable") / "a-file";
  write_bytes(file, "not a folder");
  testing::ScopedEnv xdg("XDG_CACHE_HOME", file.string());
  const MeasureCacheCounts before = measure_cache_counts();
  write_measuring_copy("heic-x", pattern(32, 32, 1));
  EXPECT_FALSE(read_measuring_copy("heic-x"));
  EXPECT_EQ(measure_cache_counts().writes, before.writes);
}

// An entry "heic-big" last used at `when` that fills the store past its bound alone (sparse:
// no disk is used).
void add_big_entry(const fs::path& folder, fs::file_time_type when) {
  std::ofstream(folder / "heic-big").close();
  fs::resize_file(folder / "heic-big", kMeasureCacheBytes - 10);
  fs::last_write_time(folder / "heic-big", when);
}

// Past kMeasureCacheBytes, the entries used longest ago go first.
TEST(MeasureCache, TheOldestEntriesGoPastItsBound) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("measure-trim").string());
  write_measuring_copy("heic-old", pattern(32, 32, 1));
  write_measuring_copy("heic-used", pattern(32, 32, 2));
  const fs::path folder = measure_cache_folder();
  const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(48);
  fs::last_write_time(folder / "heic-old", long_ago);
  fs::last_write_time(folder / "heic-used", long_ago + std::chrono::hours(1));
  ASSERT_TRUE(read_measuring_copy("heic-used"));  // used now: kept
  add_big_entry(folder, long_ago + std::chrono::hours(2));
  write_measuring_copy("heic-new", pattern(32, 32, 3));
  EXPECT_FALSE(fs::exists(folder / "heic-old"));
  EXPECT_FALSE(fs::exists(folder / "heic-big"));
  EXPECT_TRUE(fs::exists(folder / "heic-used"));
  EXPECT_TRUE(fs::exists(folder / "heic-new"));
}

// Trimming takes only the store's own entries: a file of another name (a user's, a half-written
// entry of another process) or a symlink to a file elsewhere stays, and so does that file.
TEST(MeasureCache, TrimmingLeavesFilesItDidNotWrite) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("measure-trim-own").string());
  write_measuring_copy("heic-first", pattern(32, 32, 1));
  const fs::path folder = measure_cache_folder();
  const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(48);
  const fs::path elsewhere = testing::fresh_folder("measure-trim-elsewhere") / "precious";
  write_bytes(elsewhere, "a user's file");
  fs::create_symlink(elsewhere, folder / "heic-link");
  write_bytes(folder / "Notes.txt", "a user's notes");
  write_bytes(folder / ".new-1-2", "another process's entry, half written");
  for (const char* name : {"Notes.txt", ".new-1-2", "heic-first"}) {
    fs::last_write_time(folder / name, long_ago);
  }
  // Past the bound with the store's own entries alone.
  add_big_entry(folder, long_ago + std::chrono::hours(1));
  write_measuring_copy("heic-new", pattern(32, 32, 3));
  EXPECT_FALSE(fs::exists(folder / "heic-first"));
  EXPECT_FALSE(fs::exists(folder / "heic-big"));
  EXPECT_TRUE(fs::exists(folder / "heic-new"));
  EXPECT_TRUE(fs::exists(folder / "Notes.txt"));
  EXPECT_TRUE(fs::exists(folder / ".new-1-2"));
  EXPECT_TRUE(fs::is_symlink(folder / "heic-link"));
  EXPECT_TRUE(fs::exists(elsewhere));
}

// The fuzzer's seeds (tests/fuzz/corpus/measure_cache) are entries of this format: a change of
// format must make new ones, or the fuzzer never gets past the checksum.
TEST(MeasureCache, TheFuzzSeedsAreEntriesItReads) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("measure-seeds").string());
  fs::create_directories(measure_cache_folder());
  int read = 0;
  for (const auto& seed : fs::directory_iterator(fs::path(test_paths::source_dir()) / "tests" /
                                                 "fuzz" / "corpus" / "measure_cache")) {
    fs::copy_file(seed.path(), measure_cache_folder() / "heic-fuzz",
                  fs::copy_options::overwrite_existing);
    const std::optional<RasterPicture> entry = read_measuring_copy("heic-fuzz");
    EXPECT_TRUE(entry) << seed.path();
    read += entry.has_value();
  }
  EXPECT_EQ(read, 2);
}

}  // namespace
}  // namespace spotforge
