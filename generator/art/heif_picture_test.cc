#include "art/heif_picture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <utility>

#include "art/art_error.h"
#include "art/art_test_support.h"
#include "art/face_fixture_for_tests.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/symbol_art.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

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

// A width x height picture of one colour, (red, green, blue).
CairoSurfacePtr plain(int width, int height, double red, double green, double blue) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), red, green, blue);
  cairo_paint(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

// Issue 25.5: a phone's HEIC carries a thumbnail (iPhones: 320 x 240); it is decoded upright,
// at its own size, in a few milliseconds.
TEST(HeifPicture, ItsThumbnailIsReadUpright) {
  const std::string heic =
      photo_test::heic_of(photo_test::beach(640, 480).get(), 6, "", photo_test::HeicThumbnail(320));
  ASSERT_FALSE(heic.empty());
  std::optional<RasterPicture> thumbnail = read_heif_thumbnail(heic, "turned.heic");
  ASSERT_TRUE(thumbnail.has_value());
  EXPECT_EQ(thumbnail->width, 240);
  EXPECT_EQ(thumbnail->height, 320);
  EXPECT_TRUE(thumbnail->opaque);
  // The beach turned a quarter clockwise: its sky (top) is now on the right, the sand left.
  EXPECT_GT(green_at(thumbnail->surface.get(), 230, 160), 200);
  EXPECT_LT(green_at(thumbnail->surface.get(), 10, 160), 235);
}

// An iPhone's thumbnail has no irot of its own (its primary picture has): it is turned as the
// primary is, not used lying on its side (or not at all).
TEST(HeifPicture, AnIphonesUnturnedThumbnailIsTurnedAsItsPicture) {
  for (int orientation : {6, 8, 3}) {
    const std::string heic =
        photo_test::heic_of(marked_beach().get(), orientation, "",
                            photo_test::HeicThumbnail(32, nullptr, nullptr, false));
    ASSERT_FALSE(heic.empty());
    const RasterPicture whole = decode_heif(heic, "whole.heic");
    // A 32-pixel thumbnail of a 64-pixel picture, read as a phone's 320 would be.
    const std::optional<RasterPicture> thumbnail = read_heif_thumbnail(heic, "turned.heic", 32);
    ASSERT_TRUE(thumbnail.has_value()) << orientation;
    ASSERT_EQ(thumbnail->width * whole.height, thumbnail->height * whole.width) << orientation;
    // The dark band is where the whole picture has it.
    for (auto [x, y] : {std::pair{0.1, 0.5}, {0.9, 0.5}, {0.5, 0.1}, {0.5, 0.9}}) {
      const bool dark_whole = green_at(whole.surface.get(), static_cast<int>(x * whole.width),
                                       static_cast<int>(y * whole.height)) < 60;
      const bool dark_thumbnail =
          green_at(thumbnail->surface.get(), static_cast<int>(x * thumbnail->width),
                   static_cast<int>(y * thumbnail->height)) < 60;
      EXPECT_EQ(dark_whole, dark_thumbnail) << orientation << " at " << x << ", " << y;
    }
  }
}

TEST(HeifPicture, NoThumbnailOrASmallOneIsNone) {
  const CairoSurfacePtr beach = photo_test::beach(640, 480);
  EXPECT_FALSE(read_heif_thumbnail(photo_test::heic_of(beach.get()), "bare.heic").has_value());
  EXPECT_FALSE(
      read_heif_thumbnail(photo_test::heic_of(beach.get(), 1, "", photo_test::HeicThumbnail(160)),
                          "small.heic")
          .has_value());
}

// A thumbnail of another shape (letterboxed, or not turned as the picture is) would put the
// crop in the wrong place: the whole picture is decoded instead.
TEST(HeifPicture, AThumbnailOfAnotherShapeIsNone) {
  const CairoSurfacePtr square = plain(480, 480, 0.9, 0.1, 0.1);
  const std::string heic = photo_test::heic_of(photo_test::beach(640, 480).get(), 1, "",
                                               photo_test::HeicThumbnail(320, square.get()));
  EXPECT_FALSE(read_heif_thumbnail(heic, "odd.heic").has_value());
}

// A cut file is refused on its container before anything is decoded, thumbnail or not.
TEST(HeifPicture, ACutHeicIsRefusedWhenItsThumbnailIsAsked) {
  std::string heic =
      photo_test::heic_of(photo_test::beach(640, 480).get(), 1, "", photo_test::HeicThumbnail(320));
  heic.resize(heic.size() - 100);
  try {
    (void)read_heif_thumbnail(heic, "cut.heic");
    FAIL() << "a truncated HEIC passed";
  } catch (const ArtError& e) {
    EXPECT_EQ(e.file(), "cut.heic");
    EXPECT_NE(e.problem().find("corrupt HEIC ("), std::string::npos) << e.problem();
  }
}

// What check counts without decoding is what build keeps once it has.
TEST(HeifPicture, KeptSizeIsWhatDecodingKeeps) {
  for (auto [w, h] : {std::pair{64, 48}, {1700, 900}, {3300, 1002}, {50, 3210}}) {
    const std::string heic = photo_test::heic_of(plain(w, h, 0.2, 0.4, 0.6).get());
    ASSERT_FALSE(heic.empty());
    const RasterPicture p = decode_heif(heic, "sized.heic");
    int kw = 0, kh = 0;
    heif_kept_size(w, h, &kw, &kh);
    std::string document;
    const RasterPicture kept = decode_raster(heic, PictureType::kHeif, "sized.heic", &document);
    EXPECT_EQ(kw, kept.width) << w << " x " << h;
    EXPECT_EQ(kh, kept.height) << w << " x " << h;
    EXPECT_LE(std::max(p.width, p.height), 2 * kMaxRasterSide);
  }
}

// A blue 640 x 480 photo whose thumbnail (320 x 240) is red: which colour a measurement shows
// tells which picture it was made from.
std::string blue_photo_with_red_thumbnail() {
  const CairoSurfacePtr red = plain(640, 480, 0.9, 0.1, 0.1);
  return photo_test::heic_of(plain(640, 480, 0.1, 0.2, 0.8).get(), 1, "",
                             photo_test::HeicThumbnail(320, red.get()));
}

ArtSource framed(ArtSource source, bool print_pixels) {
  source.frame = PhotoFrame::kCircle;
  source.print_pixels = print_pixels;
  return source;
}

// The red of 0xAARRGGBB over its blue.
bool reddish(uint32_t argb) { return ((argb >> 16) & 0xff) > (argb & 0xff) + 100; }
bool bluish(uint32_t argb) { return (argb & 0xff) > ((argb >> 16) & 0xff) + 100; }

// Issue 25.5: a framed HEIC is measured on its thumbnail (box, crop, masks, colours), by check
// and build alike; build prints the whole picture, check never decodes it.
TEST(HeifPicture, AFramedPhotoIsMeasuredOnItsThumbnailInCheckAndBuild) {
  const std::string heic = blue_photo_with_red_thumbnail();
  ASSERT_FALSE(heic.empty());
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("heic-thumbnail"), "IMG_1.HEIC", heic);
  const SymbolArt build = SymbolArt::load(framed(source, true));
  const SymbolArt check = SymbolArt::load(framed(source, false));
  for (const SymbolArt* art : {&build, &check}) {
    EXPECT_EQ(art->format(), ArtFormat::kJpeg);
    EXPECT_EQ(art->frame(), PhotoFrame::kCircle);
    // Own units are the pixels build keeps of the whole picture; the crop is its middle square.
    EXPECT_EQ(art->box(), (InkBox{80, 0, 480, 480}));
    EXPECT_EQ(art->held_pixels(), 640 * 480);
    const InkPicture& colours = art->picture(64);
    EXPECT_TRUE(reddish(colours.argb[32 * 64 + 32])) << std::hex << colours.argb[32 * 64 + 32];
  }
  EXPECT_EQ(build.mask(320).alpha, check.mask(320).alpha);
  EXPECT_EQ(build.mask(64).alpha, check.mask(64).alpha);
  EXPECT_EQ(build.picture(64).argb, check.picture(64).argb);
  EXPECT_EQ(build.content_key(), check.content_key());
  EXPECT_EQ(build.warnings(), check.warnings());
  // Build prints the whole picture, and carries its JPEG for the PDF.
  CairoSurfacePtr page(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 48));
  {
    CairoPtr cr(cairo_create(page.get()));
    build.draw(cr.get(), 0, 0, 48, 48);
  }
  EXPECT_TRUE(bluish(art_test::pixel(page.get(), 24, 24)))
      << std::hex << art_test::pixel(page.get(), 24, 24);
  EXPECT_EQ(build.original_document().substr(0, 3), "\xff\xd8\xff");
}

// The faces a framed photo's circle centres on are found on its thumbnail: a face an eighth of
// the photo across, near its right edge (24 pixels of the 320 the cascade needs at least; the
// whole picture's search found faces down to a sixteenth).
TEST(HeifPicture, TheFacesAreFoundOnTheThumbnail) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1600, 1200));
  {
    CairoPtr cr(cairo_create(s.get()));
    cairo_set_source_rgb(cr.get(), 0.55, 0.6, 0.65);
    cairo_paint(cr.get());
    face_test::draw_face(cr.get(), 1360, 520, 260);
  }
  face_test::soften(s.get());
  const ArtSource source = art_test::written_file_source(
      testing::fresh_folder("heic-face"), "IMG_5.HEIC",
      photo_test::heic_of(s.get(), 1, "", photo_test::HeicThumbnail(320)));
  // As far right as the picture allows (the centre would give x = 200).
  EXPECT_EQ(SymbolArt::load(framed(source, false)).box(), (InkBox{400, 0, 1200, 1200}));
}

// Without a thumbnail, or when the knockout needs the picture's own edges, the whole picture
// is decoded and measured, as before.
TEST(HeifPicture, APhotoWithoutAThumbnailOrKnockedOutIsDecodedWhole) {
  const fs::path folder = testing::fresh_folder("heic-whole");
  const ArtSource knocked_out =
      art_test::written_file_source(folder, "IMG_2.HEIC", blue_photo_with_red_thumbnail());
  const ArtSource bare = art_test::written_file_source(
      folder, "IMG_3.HEIC", photo_test::heic_of(plain(640, 480, 0.1, 0.2, 0.8).get()));
  for (const ArtSource& source : {knocked_out, framed(bare, false)}) {
    const SymbolArt art = SymbolArt::load(source);
    EXPECT_TRUE(bluish(art.picture(64).argb[32 * 64 + 32])) << source.value;
  }
}

// Check reads the thumbnail only, but a cut file is still refused, naming the file.
TEST(HeifPicture, ACutFramedPhotoIsAnErrorInCheck) {
  std::string heic = blue_photo_with_red_thumbnail();
  heic.resize(heic.size() * 3 / 4);
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("heic-cut"), "IMG_4.HEIC", heic);
  try {
    (void)SymbolArt::load(framed(source, false));
    FAIL() << "a truncated HEIC loaded";
  } catch (const ArtError& e) {
    EXPECT_NE(e.problem().find("corrupt HEIC ("), std::string::npos) << e.problem();
    EXPECT_NE(e.file().find("IMG_4.HEIC"), std::string::npos) << e.file();
  }
}

}  // namespace
}  // namespace spotforge
