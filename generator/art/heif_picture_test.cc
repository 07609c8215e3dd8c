#include "art/heif_picture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "art/art_error.h"
#include "art/art_test_support.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/symbol_art.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

// A 64 x 48 beach whose left half is dark: where it ends up shows how the picture was turned.
CairoSurfacePtr marked_beach() {
  CairoSurfacePtr s = photo_test::beach(64, 48);
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 0.05, 0.05, 0.05);
  cairo_rectangle(cr.get(), 0, 0, 16, 48);
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

uint8_t green_at(cairo_surface_t* s, int x, int y) {
  cairo_surface_flush(s);
  auto data = cairo_image_surface_get_data(s);
  return static_cast<uint8_t>(
      reinterpret_cast<const uint32_t*>(data + y * cairo_image_surface_get_stride(s))[x] >> 8);
}

TEST(HeifPicture, AHeicIsReadWithItsSizeAndPixels) {
  const std::string heic = photo_test::heic_of(marked_beach().get());
  ASSERT_FALSE(heic.empty()) << "libheif can't encode HEVC on this machine";
  RasterPicture p =
      art_test::read_at_declared_size(heic, heif_declared_size, decode_heif, "beach.heic");
  EXPECT_EQ(p.width, 64);
  EXPECT_EQ(p.height, 48);
  EXPECT_TRUE(p.opaque);
  EXPECT_LT(green_at(p.surface.get(), 4, 24), 60);   // the dark band, left
  EXPECT_GT(green_at(p.surface.get(), 60, 4), 200);  // the bright sky, right
}

// Issue 26: a phone's HEIC turned by its irot box prints upright.
TEST(HeifPicture, ItsRotationIsHonoured) {
  const std::string heic = photo_test::heic_of(marked_beach().get(), /*orientation=*/6);
  ASSERT_FALSE(heic.empty());
  RasterPicture p =
      art_test::read_at_declared_size(heic, heif_declared_size, decode_heif, "turned.heic");
  ASSERT_EQ(p.width, 48);
  ASSERT_EQ(p.height, 64);
  // A quarter turn clockwise: the dark left band is now along the top.
  EXPECT_LT(green_at(p.surface.get(), 24, 4), 60);
  EXPECT_GT(green_at(p.surface.get(), 24, 60), 60);
}

TEST(HeifPicture, CameraExifIsFound) {
  const std::string with =
      photo_test::heic_of(marked_beach().get(), 1, photo_test::exif_tiff(1, /*camera=*/true));
  const std::string without = photo_test::heic_of(marked_beach().get());
  ASSERT_FALSE(with.empty());
  EXPECT_TRUE(heif_has_camera_exif(with));
  EXPECT_FALSE(heif_has_camera_exif(without));
}

TEST(HeifPicture, ACorruptHeicIsNamed) {
  std::string heic = photo_test::heic_of(marked_beach().get());
  ASSERT_GT(heic.size(), 200u);
  heic.resize(heic.size() / 2);
  try {
    decode_heif(heic, "cut.heic");
    FAIL() << "a truncated HEIC decoded";
  } catch (const ArtError& e) {
    EXPECT_EQ(e.file(), "cut.heic");
    EXPECT_NE(e.problem().find("corrupt HEIC ("), std::string::npos) << e.problem();
  }
}

// A theme's .heic loads as a photo: a JPEG of its pixels for the PDF and the standalone copy.
TEST(HeifPicture, ATHemeHeicLoadsAsAJpegOfItsPixels) {
  const std::string heic = photo_test::heic_of(marked_beach().get(), 6);
  ArtSource source =
      art_test::written_file_source(testing::fresh_folder("heic-theme"), "Grandma.HEIC", heic);
  source.keep_background = true;
  SymbolArt art = SymbolArt::load(source);
  EXPECT_EQ(art.format(), ArtFormat::kJpeg);
  EXPECT_EQ(art.box(), (InkBox{0, 0, 48, 64}));
  const std::string& doc = art.original_document();
  ASSERT_GT(doc.size(), 3u);
  EXPECT_EQ(doc.substr(0, 3), "\xff\xd8\xff");
}

}  // namespace
}  // namespace spotforge
