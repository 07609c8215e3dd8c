// End-to-end, issue 26: a family's photo folder as phones and cameras leave it (JPEGs with and
// without camera EXIF, a bright beach, a HEIC, a WebP, a HEIC saved as .jpg) next to clip art,
// through `spotforge init`, `theme check` and `build`, run as the real binary.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>

#include "art/art_test_support.h"
#include "art/measure_cache.h"
#include "art/measuring_copy.h"
#include "art/photo_fixtures_for_tests.h"
#include "base/scoped_env_for_tests.h"
#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using testing::quoted;

testing::CommandResult spotforge(const std::string& args) {
  return testing::run_command(std::string(SPOTFORGE_BINARY) + " " + args + " 2>&1");
}

void write(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// Clip art on white, different for every seed.
CairoSurfacePtr clip_art(int seed) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 120, 120));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0.1 * seed, 0.3, 0.8 - 0.1 * seed);
  const int corners = seed + 3;
  for (int k = 0; k < corners; ++k) {
    const double a = 2 * M_PI * k / corners;
    cairo_line_to(cr.get(), 60 + 45 * std::cos(a), 60 + 45 * std::sin(a));
  }
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

// Pulls out the line of the symbol written for `file`.
std::string line_of(const std::string& yaml, const std::string& file) {
  const size_t at = yaml.find("file: \"" + file + "\"");
  if (at == std::string::npos) return "";
  const size_t start = yaml.rfind('\n', at) + 1;
  return yaml.substr(start, yaml.find('\n', at) - start);
}

TEST(InitPhotos, PhotosAreKeptWholeAndUprightThroughCheckAndBuild) {
  const fs::path folder = testing::fresh_folder("init-photos") / "Family";
  fs::create_directories(folder);
  using photo_test::beach;
  write(folder / "Beach.jpg", encode_jpeg(beach(400, 300, 0.2).get()));
  write(folder / "IMG_2041.JPG", photo_test::with_jpeg_exif(encode_jpeg(beach(400, 300, 0.4).get()),
                                                            photo_test::exif_tiff(6, true)));
  write(folder / "IMG_2042.heic", photo_test::heic_of(beach(400, 300, 0.6).get(), 6));
  write(folder / "Pier.webp",
        photo_test::webp_of(beach(400, 300, 0.8).get(), photo_test::exif_tiff(1, true)));
  // Named to sort after the photos (init's natural order): the 7-card deck leaves out the last.
  for (int i = 0; i < 4; ++i) {
    write(folder / ("z-clip" + std::to_string(i) + ".png"), art_test::png_bytes(clip_art(i).get()));
  }

  auto r = spotforge("init " + quoted(folder));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("with 8 pictures"), std::string::npos) << r.output;
  const std::string yaml = testing::read_bytes(folder / "theme.yaml");
  EXPECT_NE(yaml.find("  rotation: upright"), std::string::npos) << yaml;
  for (const char* photo : {"Beach.jpg", "IMG_2041.JPG", "IMG_2042.heic", "Pier.webp"}) {
    EXPECT_NE(line_of(yaml, photo).find("frame: circle"), std::string::npos) << photo << "\n"
                                                                             << yaml;
  }
  EXPECT_EQ(line_of(yaml, "clip0.png").find("frame"), std::string::npos) << yaml;

  r = spotforge("theme check " + quoted(folder));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(r.output.find("no even border"), std::string::npos) << r.output;

  const fs::path out = testing::fresh_folder("init-photos-kit");
  r = spotforge("build " + quoted(folder) + " --out " + quoted(out) + " --threads 2 --no-previews");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(fs::is_regular_file(out / "cards.pdf"));
  // Each photo printed in its circle frame: a square box (its sky kept, not the 2.4 a trimmed
  // bright sky left before), upright.
  std::ifstream layout_in(out / "layout.json");
  const nlohmann::json layout = nlohmann::json::parse(layout_in);
  const std::map<std::string, double> aspect = {
      {"beach", 1}, {"img-2041", 1}, {"img-2042", 1}, {"pier", 1}};
  std::map<std::string, int> seen;
  for (const auto& card : layout["cards"]) {
    for (const auto& placed : card["symbols"]) {
      const auto it = aspect.find(placed["id"].get<std::string>());
      if (it == aspect.end()) continue;
      ++seen[it->first];
      EXPECT_NEAR(placed["width_mm"].get<double>() / placed["height_mm"].get<double>(), it->second,
                  0.02)
          << it->first;
      EXPECT_EQ(placed["rotation_deg"].get<double>(), 0) << it->first;
    }
  }
  EXPECT_EQ(seen.size(), aspect.size()) << layout["cards"].dump();
}

// Without keep (a theme written by hand), check says that trimming eats into a photo.
TEST(InitPhotos, CheckWarnsWhenTrimmingCutsIntoAPhoto) {
  const fs::path folder = testing::fresh_folder("trim-warning");
  write(folder / "beach.jpg", encode_jpeg(photo_test::beach(400, 300).get()));
  std::string yaml =
      "title: Trim\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: DejaVu "
      "Sans}\nsymbols:\n  - {id: beach, name: {en: Beach}, file: beach.jpg}\n";
  for (const char* w : {"one", "two", "three", "four", "five", "six"}) {
    yaml += std::string("  - {id: ") + w + ", name: {en: " + w + "}, text: " + w + "}\n";
  }
  write(folder / "theme.yaml", yaml);
  const auto r = spotforge("theme check " + quoted(folder));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_TRUE(std::regex_search(
      r.output, std::regex("theme\\.yaml:5:[0-9]+: warning: symbol 'beach': .*beach\\.jpg has no "
                           "even border, like a photo, and cutting away its white or pale parts "
                           "that reach the edge removes [0-9]+% of its area; if it is a photo, "
                           "write background: keep")))
      << r.output;
}

// Issue 25.5: large HEIC photos without a thumbnail (a converter's) cost check a whole decode
// each; init decodes them once and leaves their measuring copies in the user's cache, which the
// check it suggests then reads (art/measuring_copy.h).
TEST(InitPhotos, InitLeavesTheMeasuringCopiesOfLargeHeicsWithoutThumbnails) {
  const fs::path cache = testing::fresh_folder("init-cache");
  testing::ScopedEnv xdg("XDG_CACHE_HOME", cache.string());
  const fs::path folder = testing::fresh_folder("init-bare-heic");
  std::vector<std::string> keys;
  for (int i = 0; i < 7; ++i) {
    // Camera EXIF on all but the first, which init judges by decoding its pixels.
    const std::string heic = photo_test::heic_of(photo_test::beach(1280, 960, 0.1 + 0.1 * i).get(),
                                                 1, photo_test::exif_tiff(1, i > 0));
    ASSERT_FALSE(heic.empty());
    write(folder / ("IMG_" + std::to_string(i) + ".HEIC"), heic);
    keys.push_back(measuring_copy_key(heic));
  }
  auto r = spotforge("init " + quoted(folder));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("pictures prepared for check: 7/7"), std::string::npos) << r.output;
  for (const std::string& key : keys) {
    EXPECT_TRUE(fs::is_regular_file(measure_cache_folder() / key)) << key;
  }
  // Each entry's time set back two days: check's hits bring it to now, keeping the file (its
  // inode); a copy made again would be a new file renamed into place.
  const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(48);
  std::vector<ino_t> inodes;
  for (const std::string& key : keys) {
    fs::last_write_time(measure_cache_folder() / key, long_ago);
    struct stat st {};
    ASSERT_EQ(::stat((measure_cache_folder() / key).c_str(), &st), 0);
    inodes.push_back(st.st_ino);
  }
  r = spotforge("theme check " + quoted(folder));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  for (size_t i = 0; i < keys.size(); ++i) {
    const fs::path entry = measure_cache_folder() / keys[i];
    struct stat st {};
    ASSERT_EQ(::stat(entry.c_str(), &st), 0);
    EXPECT_EQ(st.st_ino, inodes[i]) << keys[i] << " was made again";
    EXPECT_GT(fs::last_write_time(entry), long_ago + std::chrono::hours(24)) << keys[i];
  }
  EXPECT_EQ(std::distance(fs::directory_iterator(measure_cache_folder()), {}), 7);
}

}  // namespace
}  // namespace spotforge
