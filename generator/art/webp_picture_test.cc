#include "art/webp_picture.h"

#include <gtest/gtest.h>

#include "art/art_error.h"
#include "art/art_test_support.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/symbol_art.h"

namespace spotforge {
namespace {

TEST(WebpPicture, AWebpIsReadAtItsSize) {
  const std::string webp = photo_test::webp_of(photo_test::beach(64, 48).get());
  RasterPicture p =
      art_test::read_at_declared_size(webp, webp_declared_size, decode_webp, "beach.webp");
  EXPECT_EQ(p.width, 64);
  EXPECT_EQ(p.height, 48);
  EXPECT_TRUE(p.opaque);
  EXPECT_EQ(p.orientation, 1);
}

// Decoded straight at print size: libwebp scales while decoding.
TEST(WebpPicture, ALargeWebpIsDecodedAtPrintSize) {
  const std::string webp = photo_test::webp_of(photo_test::beach(3200, 2400).get());
  RasterPicture p = decode_webp(webp, "big.webp");
  EXPECT_EQ(p.width, kMaxRasterSide);
  EXPECT_EQ(p.height, kMaxRasterSide * 3 / 4);
}

TEST(WebpPicture, ItsExifOrientationAndCameraAreRead) {
  const std::string webp = photo_test::webp_of(photo_test::beach(64, 48).get(),
                                               photo_test::exif_tiff(6, /*camera=*/true));
  EXPECT_TRUE(webp_has_camera_exif(webp));
  EXPECT_FALSE(webp_has_camera_exif(photo_test::webp_of(photo_test::beach(64, 48).get())));
  RasterPicture p = decode_webp(webp, "turned.webp");
  EXPECT_EQ(p.orientation, 6);
  // Through decode_raster the turn is made in the pixels.
  std::string document;
  RasterPicture upright = decode_raster(webp, PictureType::kWebp, "turned.webp", &document);
  EXPECT_EQ(upright.width, 48);
  EXPECT_EQ(upright.height, 64);
  EXPECT_EQ(upright.orientation, 1);
  EXPECT_EQ(document.substr(0, 3), "\xff\xd8\xff");
}

TEST(WebpPicture, ACorruptWebpIsNamed) {
  std::string webp = photo_test::webp_of(photo_test::beach(64, 48).get());
  webp.resize(webp.size() / 2);
  try {
    decode_webp(webp, "cut.webp");
    FAIL() << "a truncated WebP decoded";
  } catch (const ArtError& e) {
    EXPECT_EQ(e.file(), "cut.webp");
    EXPECT_NE(e.problem().find("corrupt WebP ("), std::string::npos) << e.problem();
  }
}

}  // namespace
}  // namespace spotforge
