#include "art/measuring_copy.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "art/art_test_support.h"
#include "art/measure_cache.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/symbol_art.h"
#include "base/files_for_tests.h"
#include "base/scoped_env_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// A 1280 x 960 beach photo (1.2 MP, past kMinMeasuredCopyPixels) as a converter writes HEIC:
// no thumbnail. Made once: x265 takes a moment.
const std::string& bare_heic() {
  static const std::string heic = photo_test::heic_of(photo_test::beach(1280, 960, 0.7).get());
  return heic;
}

ArtSource framed(ArtSource source, bool print_pixels) {
  source.frame = PhotoFrame::kCircle;
  source.print_pixels = print_pixels;
  return source;
}

// The same picture as `a` to the layout and the checks.
void expect_measured_alike(const SymbolArt& a, const SymbolArt& b, const std::string& what) {
  EXPECT_EQ(a.box(), b.box()) << what;
  EXPECT_EQ(a.frame(), b.frame()) << what;
  EXPECT_EQ(a.held_pixels(), b.held_pixels()) << what;
  EXPECT_EQ(a.content_key(), b.content_key()) << what;
  EXPECT_EQ(a.warnings(), b.warnings()) << what;
  for (int pixels : {64, 128, 320}) EXPECT_EQ(a.mask(pixels).alpha, b.mask(pixels).alpha) << what;
  EXPECT_EQ(a.picture(64).argb, b.picture(64).argb) << what;
}

// The art drawn once into a PDF (its date fixed): the bytes a kit's cards.pdf gets for it.
std::string draw_to_pdf(const SymbolArt& art) {
  return art_test::pdf_in_memory(300, 300, [&](cairo_t* cr) {
    art.draw(cr, 10, 10, 200, 200);
    cairo_show_page(cr);
  });
}

bool reddish(uint32_t argb) { return ((argb >> 16) & 0xff) > (argb & 0xff) + 100; }

TEST(MeasuringCopy, IsMadeOfWholeBlockMeansAtLeastItsSideLong) {
  RasterPicture kept;
  kept.surface = photo_test::beach(1600, 1200, 0.4);
  kept.width = 1600, kept.height = 1200;
  const RasterPicture copy = measuring_copy_of(kept);
  EXPECT_EQ(copy.width, 320);
  EXPECT_EQ(copy.height, 240);
  EXPECT_EQ(cairo_image_surface_get_format(copy.surface.get()), CAIRO_FORMAT_RGB24);
  kept.surface = photo_test::beach(1512, 2016, 0.4);  // 3:4, upright
  kept.width = 1512, kept.height = 2016;
  const RasterPicture upright = measuring_copy_of(kept);
  EXPECT_EQ(upright.width, 252);  // blocks of 6: 2016 / 6 = 336 >= 320
  EXPECT_EQ(upright.height, 336);
}

// Issue 25.5: a framed HEIC without a thumbnail is decoded whole once; its measuring copy
// goes into the user's cache, and the next check reads that instead of decoding.
TEST(MeasuringCopy, ALargeHeicWithoutAThumbnailIsDecodedOnceThenReadFromTheCache) {
  ASSERT_FALSE(bare_heic().empty()) << "libheif can't encode HEVC on this machine";
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("copy-cache").string());
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("copy-photo"), "IMG_1.HEIC", bare_heic());
  const MeasureCacheCounts start = measure_cache_counts();
  const SymbolArt first = SymbolArt::load(framed(source, false));
  EXPECT_EQ(measure_cache_counts().writes - start.writes, 1);
  EXPECT_EQ(measure_cache_counts().hits, start.hits);
  EXPECT_TRUE(fs::is_regular_file(measure_cache_folder() / measuring_copy_key(bare_heic())));
  const SymbolArt second = SymbolArt::load(framed(source, false));
  EXPECT_EQ(measure_cache_counts().hits - start.hits, 1);
  EXPECT_EQ(measure_cache_counts().writes - start.writes, 1);
  expect_measured_alike(first, second, "cold then warm check");
  // Own units are the pixels build keeps (1280 x 960), the crop its middle square.
  EXPECT_EQ(first.box(), (InkBox{160, 0, 960, 960}));
  EXPECT_EQ(first.held_pixels(), 1280 * 960);
}

// What is measured is the cached copy, not a decode: a copy planted under the file's key (red,
// where the photo is a beach) is what check and build both measure; build still prints the
// whole picture.
TEST(MeasuringCopy, CheckAndBuildMeasureTheCachedCopy) {
  ASSERT_FALSE(bare_heic().empty());
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("copy-planted").string());
  RasterPicture red;
  red.surface.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 320, 240));
  {
    CairoPtr cr(cairo_create(red.surface.get()));
    cairo_set_source_rgb(cr.get(), 0.9, 0.1, 0.1);
    cairo_paint(cr.get());
  }
  red.width = 320, red.height = 240;
  write_measuring_copy(measuring_copy_key(bare_heic()), red);
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("copy-plant"), "IMG_2.HEIC", bare_heic());
  const SymbolArt check = SymbolArt::load(framed(source, false));
  const SymbolArt build = SymbolArt::load(framed(source, true));
  for (const SymbolArt* art : {&check, &build}) {
    const InkPicture& colours = art->picture(64);
    EXPECT_TRUE(reddish(colours.argb[32 * 64 + 32])) << std::hex << colours.argb[32 * 64 + 32];
  }
  expect_measured_alike(check, build, "planted copy");
  CairoSurfacePtr page(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 48));
  {
    CairoPtr cr(cairo_create(page.get()));
    build.draw(cr.get(), 0, 0, 48, 48);
  }
  const uint32_t sea = art_test::pixel(page.get(), 24, 31);  // the photo's own, printed whole
  EXPECT_GT(sea & 0xff, ((sea >> 16) & 0xff) + 100) << std::hex << sea;
}

// The rule: check and build read the same, cache or not, in any order.
TEST(MeasuringCopy, CheckAndBuildAgreeWithAndWithoutTheCache) {
  ASSERT_FALSE(bare_heic().empty());
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("copy-agree"), "IMG_3.HEIC", bare_heic());
  std::optional<SymbolArt> reference;
  for (bool warm : {false, true}) {
    testing::ScopedEnv xdg("XDG_CACHE_HOME",
                           testing::fresh_folder(warm ? "copy-warm" : "copy-cold").string());
    if (warm) prepare_measuring_copy(bare_heic(), true);
    for (bool print : {false, true}) {
      const SymbolArt art = SymbolArt::load(framed(source, print));
      if (!reference) reference = art;
      expect_measured_alike(*reference, art,
                            std::string(warm ? "warm " : "cold ") + (print ? "build" : "check"));
    }
  }
  // No cache folder at all: the same again.
  testing::ScopedEnv xdg("XDG_CACHE_HOME", std::nullopt);
  testing::ScopedEnv home("HOME", std::nullopt);
  expect_measured_alike(*reference, SymbolArt::load(framed(source, false)), "no cache");
}

// Build prints the same bytes whether its copy came from the cache or from the decode it made
// for print: the whole picture's JPEG, embedded as is (a 57-photo cards.pdf was 70 MB instead
// of 7 MB when making the copy from a cold cache flushed the JPEG away).
TEST(MeasuringCopy, BuildPrintsTheSameBytesWithAndWithoutTheCache) {
  ASSERT_FALSE(bare_heic().empty());
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("copy-print"), "IMG_5.HEIC", bare_heic());
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("copy-print-cache").string());
  const std::string cold = draw_to_pdf(SymbolArt::load(framed(source, true)));
  const std::string warm = draw_to_pdf(SymbolArt::load(framed(source, true)));
  EXPECT_NE(cold.find("/DCTDecode"), std::string::npos);
  EXPECT_EQ(cold.size(), warm.size());
  EXPECT_TRUE(cold == warm);
}

// A broken entry under the file's key is ignored: the picture is decoded and measured as
// without one, and the entry rewritten.
TEST(MeasuringCopy, ABrokenCacheEntryIsIgnoredAndRewritten) {
  ASSERT_FALSE(bare_heic().empty());
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("copy-broken").string());
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("copy-brk"), "IMG_4.HEIC", bare_heic());
  const SymbolArt clean = SymbolArt::load(framed(source, false));
  const fs::path entry = measure_cache_folder() / measuring_copy_key(bare_heic());
  const std::string good = testing::read_bytes(entry);
  std::string bad = good;
  bad[bad.size() / 2] ^= 0x40;
  std::ofstream(entry, std::ios::binary)
      .write(bad.data(), static_cast<std::streamsize>(bad.size()));
  const MeasureCacheCounts before = measure_cache_counts();
  const SymbolArt again = SymbolArt::load(framed(source, false));
  EXPECT_EQ(measure_cache_counts().refused - before.refused, 1);
  EXPECT_EQ(measure_cache_counts().writes - before.writes, 1);
  expect_measured_alike(clean, again, "after a broken entry");
  EXPECT_EQ(testing::read_bytes(entry), good);
}

// Small HEICs and thumbnailed ones are read as before: nothing is cached.
TEST(MeasuringCopy, OnlyLargeFramedHeicsWithoutAThumbnailGetOne) {
  ASSERT_FALSE(bare_heic().empty());
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("copy-none").string());
  const fs::path folder = testing::fresh_folder("copy-others");
  const std::string small = photo_test::heic_of(photo_test::beach(640, 480, 0.2).get());
  const std::string thumbnailed = photo_test::heic_of(photo_test::beach(1280, 960, 0.3).get(), 1,
                                                      "", photo_test::HeicThumbnail(320));
  const MeasureCacheCounts before = measure_cache_counts();
  (void)SymbolArt::load(framed(art_test::written_file_source(folder, "s.heic", small), false));
  (void)SymbolArt::load(
      framed(art_test::written_file_source(folder, "t.heic", thumbnailed), false));
  EXPECT_FALSE(prepare_measuring_copy(small, true));
  EXPECT_FALSE(prepare_measuring_copy(thumbnailed, true));
  EXPECT_EQ(measure_cache_counts().writes, before.writes);
  EXPECT_FALSE(fs::exists(measure_cache_folder()));
}

// A 3200 x 3000 drawing (9.6 MP, past kMinCachedPngPixels) as a PNG: a disc at (x, 1500), on
// white or, with `alpha`, on nothing.
std::string large_png(bool alpha, double x) {
  CairoSurfacePtr s(
      cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, 3200, 3000));
  {
    CairoPtr cr(cairo_create(s.get()));
    if (!alpha) {
      cairo_set_source_rgb(cr.get(), 1, 1, 1);
      cairo_paint(cr.get());
    }
    cairo_set_source_rgba(cr.get(), 0.2, 0.5, 0.3, 0.8);
    cairo_arc(cr.get(), x, 1500, 700, 0, 2 * M_PI);
    cairo_fill(cr.get());
  }
  return art_test::png_bytes(s.get());
}

// Issue 25.5: a large PNG costs libpng and zlib a third of a second per 64 MP; its kept picture
// (1600 pixels) goes into the cache exactly as decoded, and the next check or build reads it
// back instead: the same box, masks, colours and printed bytes.
TEST(MeasuringCopy, ALargePngsKeptPictureIsReadBackFromTheCacheExactly) {
  for (bool alpha : {false, true}) {
    testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("png-cache").string());
    const std::string png = large_png(alpha, 1200);
    const ArtSource source =
        art_test::written_file_source(testing::fresh_folder("png-large"), "big.png", png);
    const MeasureCacheCounts start = measure_cache_counts();
    const SymbolArt cold = SymbolArt::load(source);
    EXPECT_EQ(measure_cache_counts().writes - start.writes, 1);
    EXPECT_TRUE(fs::is_regular_file(measure_cache_folder() / kept_picture_key(png)));
    ArtSource check_source = source;
    check_source.print_pixels = false;
    const SymbolArt warm = SymbolArt::load(check_source);
    const SymbolArt warm_build = SymbolArt::load(source);
    EXPECT_EQ(measure_cache_counts().hits - start.hits, 2);
    const std::string what = alpha ? "alpha" : "opaque";
    expect_measured_alike(cold, warm, what);
    expect_measured_alike(cold, warm_build, what);
    EXPECT_EQ(cold.original_document(), png);
    EXPECT_EQ(warm.original_document(), png);
    EXPECT_TRUE(draw_to_pdf(cold) == draw_to_pdf(warm_build)) << what;
    // What was read is the cache's: another drawing's kept picture planted under this file's
    // key moves the box (the disc at 2000 instead of 1200).
    std::string document;
    const RasterPicture other =
        decode_raster(large_png(alpha, 2000), PictureType::kPng, "other.png", &document);
    write_measuring_copy(kept_picture_key(png), other);
    EXPECT_GT(SymbolArt::load(check_source).box().x, cold.box().x + 300) << what;
  }
}

// Smaller PNGs decode about as fast as they read back: nothing is cached.
TEST(MeasuringCopy, ASmallPngIsDecodedAsBefore) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("png-small").string());
  CairoSurfacePtr s = photo_test::disc_on_white(2000, 2000, 1000, 1000, 600, 0.2, 0.3, 0.9);
  const std::string png = art_test::png_bytes(s.get());
  const MeasureCacheCounts start = measure_cache_counts();
  (void)SymbolArt::load(
      art_test::written_file_source(testing::fresh_folder("png-small-file"), "s.png", png));
  EXPECT_FALSE(prepare_measuring_copy(png, false));
  EXPECT_EQ(measure_cache_counts().writes, start.writes);
}

// A large WebP likewise: libwebp reads every pixel of it however few it keeps. Its document
// (a JPEG of the kept pixels, for the PDF) is made again from the cached pixels: the same
// bytes, the same content key.
TEST(MeasuringCopy, ALargeWebpsKeptPictureIsReadBackFromTheCacheExactly) {
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("webp-cache").string());
  const std::string webp = photo_test::webp_of(photo_test::beach(3600, 2700, 0.4).get());
  ASSERT_FALSE(webp.empty());
  ArtSource source =
      art_test::written_file_source(testing::fresh_folder("webp-large"), "big.webp", webp);
  source.keep_background = true;
  const MeasureCacheCounts start = measure_cache_counts();
  const SymbolArt cold = SymbolArt::load(source);
  const SymbolArt warm = SymbolArt::load(source);
  EXPECT_EQ(measure_cache_counts().writes - start.writes, 1);
  EXPECT_EQ(measure_cache_counts().hits - start.hits, 1);
  expect_measured_alike(cold, warm, "webp");
  EXPECT_EQ(cold.original_document(), warm.original_document());
  EXPECT_EQ(warm.original_document().substr(0, 3), "\xff\xd8\xff");
  EXPECT_TRUE(draw_to_pdf(cold) == draw_to_pdf(warm));
}

// A large HEIC that is knocked out (a drawing saved as HEIC: no frame, not kept whole) needs its
// own pixels, not a copy: its kept picture is cached exactly, its document (a JPEG of it) made
// again from the cached pixels.
TEST(MeasuringCopy, AKnockedOutHeicsKeptPictureIsReadBackFromTheCache) {
  ASSERT_FALSE(bare_heic().empty());
  testing::ScopedEnv xdg("XDG_CACHE_HOME", testing::fresh_folder("heic-kept").string());
  const ArtSource source =
      art_test::written_file_source(testing::fresh_folder("heic-kept-file"), "d.heic", bare_heic());
  const MeasureCacheCounts start = measure_cache_counts();
  const SymbolArt cold = SymbolArt::load(source);
  EXPECT_TRUE(fs::is_regular_file(measure_cache_folder() / kept_picture_key(bare_heic())));
  EXPECT_FALSE(fs::exists(measure_cache_folder() / measuring_copy_key(bare_heic())));
  ArtSource check_source = source;
  check_source.print_pixels = false;
  const SymbolArt warm = SymbolArt::load(check_source);
  const SymbolArt warm_build = SymbolArt::load(source);
  EXPECT_EQ(measure_cache_counts().writes - start.writes, 1);
  EXPECT_EQ(measure_cache_counts().hits - start.hits, 2);
  expect_measured_alike(cold, warm, "knocked-out heic");
  expect_measured_alike(cold, warm_build, "knocked-out heic, build");
  EXPECT_EQ(cold.original_document(), warm_build.original_document());
  EXPECT_TRUE(draw_to_pdf(cold) == draw_to_pdf(warm_build));
}

}  // namespace
}  // namespace spotforge
