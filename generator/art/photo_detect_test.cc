#include "art/photo_detect.h"

#include <gtest/gtest.h>

#include "art/art_test_support.h"
#include "art/photo_fixtures_for_tests.h"

namespace spotforge {
namespace {

// Clip art: a dark disc on white, as emoji and drawings are saved.
CairoSurfacePtr clip_art() { return photo_test::disc_on_white(64, 48, 32, 24, 16, 0.8, 0.2, 0.1); }

TEST(PhotoDetect, CameraExifMakesAPhoto) {
  const std::string clip = encode_jpeg(clip_art().get());
  EXPECT_FALSE(looks_like_photo(clip));
  // The same pixels as a camera would save them.
  EXPECT_TRUE(looks_like_photo(photo_test::with_jpeg_exif(clip, photo_test::exif_tiff(1, true))));
  // EXIF without a camera (an editor's Orientation only) is not enough.
  EXPECT_FALSE(looks_like_photo(photo_test::with_jpeg_exif(clip, photo_test::exif_tiff(6, false))));
}

TEST(PhotoDetect, AJpegOrHeicWithoutAnEvenBorderIsAPhoto) {
  CairoSurfacePtr beach = photo_test::beach(64, 48);
  EXPECT_TRUE(looks_like_photo(encode_jpeg(beach.get())));
  const std::string heic = photo_test::heic_of(beach.get());
  ASSERT_FALSE(heic.empty());
  EXPECT_TRUE(looks_like_photo(heic));
  EXPECT_FALSE(looks_like_photo(photo_test::heic_of(clip_art().get())));
  // A PNG is a drawing, whatever its edge.
  EXPECT_FALSE(looks_like_photo(art_test::png_bytes(beach.get())));
  EXPECT_FALSE(looks_like_photo("not a picture"));
}

// A HEIC without camera EXIF is judged on its thumbnail when it has one (a second's decoding
// saved per photo in `spotforge init`): a beach whose thumbnail is clip art reads as clip art.
TEST(PhotoDetect, AHeicIsJudgedOnItsThumbnail) {
  const CairoSurfacePtr clip = photo_test::disc_on_white(640, 480, 320, 240, 160, 0.8, 0.2, 0.1);
  const CairoSurfacePtr beach = photo_test::beach(640, 480);
  EXPECT_TRUE(
      looks_like_photo(photo_test::heic_of(beach.get(), 1, "", photo_test::HeicThumbnail(320))));
  EXPECT_FALSE(looks_like_photo(
      photo_test::heic_of(beach.get(), 1, "", photo_test::HeicThumbnail(320, clip.get()))));
}

}  // namespace
}  // namespace spotforge
