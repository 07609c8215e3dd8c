#include "studio/picture_thumbnail.h"

#include <gtest/gtest.h>

#include <cairo.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "art/photo_fixtures_for_tests.h"
#include "base/diagnostic.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

// A PNG's width and height, from its IHDR chunk.
std::pair<int, int> png_size(const std::string& png) {
  auto number = [&](size_t at) {
    int n = 0;
    for (size_t i = at; i < at + 4; ++i) n = n * 256 + static_cast<unsigned char>(png[i]);
    return n;
  };
  return {number(16), number(20)};
}

// Issue 26: a HEIC's thumbnail was the file itself, which no browser shows (a broken image in
// the picture list). It is a PNG drawn by the printing code, turned upright.
TEST(StudioPictureThumbnail, AHeicIsSentAsAnUprightPng) {
  const fs::path folder = testing::fresh_folder("studio-thumbnail");
  const std::string heic = photo_test::heic_of(photo_test::beach(400, 300).get(), 6);
  ASSERT_FALSE(heic.empty()) << "libheif can't encode HEVC here";
  write(folder / "IMG_2042.heic", heic);
  EXPECT_FALSE(browser_shows_as_is(folder / "IMG_2042.heic"));
  const std::string png = thumbnail_png(folder, "IMG_2042.heic");
  ASSERT_EQ(png.substr(1, 3), "PNG");
  EXPECT_EQ(png_size(png), (std::pair<int, int>{120, 160})) << "turned upright: portrait";

  write(folder / "small.svg", "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'/>");
  EXPECT_TRUE(browser_shows_as_is(folder / "small.svg"));
  write(folder / "big.png", std::string(3 * 1024 * 1024, 'x'));
  EXPECT_FALSE(browser_shows_as_is(folder / "big.png")) << "too big to send for a thumbnail";
  write(folder / "broken.heic", "not a picture");
  EXPECT_THROW(thumbnail_png(folder, "broken.heic"), InputError);
}

}  // namespace
}  // namespace spotforge::studio
