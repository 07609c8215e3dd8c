#include "art/raster_knockout.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>

#include "art/art_test_support.h"
#include "art/photo_fixtures_for_tests.h"
#include "art/raster_picture.h"
#include "art/symbol_art.h"
#include "base/handles.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// A "0" on an opaque 120 x 120 background: a ring of outer radius 48 and inner radius 32
// around (60, 60), so its ink box is 96 x 96 with background corners and an enclosed hollow.
CairoSurfacePtr ring_picture(double r = 1, double g = 1, double b = 1) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 120, 120));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), r, g, b);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0.1, 0.1, 0.4);
  cairo_set_line_width(cr.get(), 16);
  cairo_arc(cr.get(), 60, 60, 40, 0, 2 * M_PI);
  cairo_stroke(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

using art_test::png_bytes;

// The picture written as `name` in a fresh folder, as a theme would list it.
ArtSource written(const std::string& name, const std::string& bytes, bool keep = false) {
  ArtSource s =
      art_test::written_file_source(testing::fresh_folder("knockout-" + name), name, bytes);
  s.keep_background = keep;
  return s;
}

std::string draw_to_pdf(const SymbolArt& art) {
  return art_test::pdf_in_memory(200, 200, [&](cairo_t* cr) { art.draw(cr, 10, 10, 96, 96); });
}

// The ring's mask on a 96-pixel grid over its box: transparent corners, ink on the ring and
// in the enclosed hollow (the white inside a 0 is printed and hides what lies beneath).
void expect_knocked_out_ring(const SymbolArt& art) {
  EXPECT_NEAR(art.box().width, 96, 1.5);
  EXPECT_NEAR(art.box().height, 96, 1.5);
  const InkMask& mask = art.mask(96);
  ASSERT_EQ(mask.width, 96);
  EXPECT_EQ(mask.at(2, 2), 0);
  EXPECT_EQ(mask.at(93, 2), 0);
  EXPECT_EQ(mask.at(2, 93), 0);
  EXPECT_EQ(mask.at(93, 93), 0);
  EXPECT_EQ(mask.at(48, 48), 255);  // the hollow
  EXPECT_EQ(mask.at(48, 4), 255);   // the ring
  // Ring and hollow make the outer disc: pi/4 of the box.
  EXPECT_NEAR(mask.ink_fraction(), M_PI / 4, 0.03);
}

TEST(RasterKnockout, TheEdgeConnectedWhiteIsCutAndTheEnclosedWhiteStays) {
  CairoSurfacePtr ring = ring_picture();
  CairoSurfacePtr mask = knockout_mask(ring.get());
  ASSERT_TRUE(mask);
  ASSERT_EQ(cairo_image_surface_get_format(mask.get()), CAIRO_FORMAT_A8);
  const unsigned char* data = cairo_image_surface_get_data(mask.get());
  const int stride = cairo_image_surface_get_stride(mask.get());
  auto at = [&](int x, int y) { return data[y * stride + x]; };
  EXPECT_EQ(at(0, 0), 0);
  EXPECT_EQ(at(15, 15), 0);
  EXPECT_EQ(at(60, 60), 255);  // enclosed white
  EXPECT_EQ(at(60, 20), 255);  // the ring
}

TEST(RasterKnockout, AWhiteShapeOnAColouredGroundKeepsItsWhite) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 20, 20));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 0.5, 0.1, 0.1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_rectangle(cr.get(), 5, 5, 10, 10);
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  // The dark red ground is uniform, so it is the background; the white square on it is the
  // picture (white letters on red), not more background.
  CairoSurfacePtr mask = knockout_mask(s.get());
  ASSERT_TRUE(mask);
  const unsigned char* data = cairo_image_surface_get_data(mask.get());
  const int stride = cairo_image_surface_get_stride(mask.get());
  EXPECT_EQ(data[0], 0);
  EXPECT_EQ(data[10 * stride + 10], 255);
}

TEST(RasterKnockout, InkToTheEdgeHasNothingToCut) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 20, 20));
  CairoPtr cr(cairo_create(s.get()));
  // Two colours meeting on every edge, neither white: no ground to cut.
  cairo_set_source_rgb(cr.get(), 0, 0, 0);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0, 0, 0.6);
  cairo_rectangle(cr.get(), 0, 10, 20, 10);
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  EXPECT_FALSE(knockout_mask(s.get()));
}

TEST(RasterKnockout, AnOpaquePngPacksByItsOutline) {
  CairoSurfacePtr ring = ring_picture();
  SymbolArt art = SymbolArt::load(written("ring.png", png_bytes(ring.get())));
  expect_knocked_out_ring(art);
  // The PDF draws the pixels through a soft mask.
  EXPECT_NE(draw_to_pdf(art).find("/SMask"), std::string::npos);
}

TEST(RasterKnockout, AJpegOnWhiteGetsASoftMaskAndKeepsItsBytes) {
  CairoSurfacePtr ring = ring_picture();
  const std::string jpeg = encode_jpeg(ring.get());
  ASSERT_FALSE(jpeg.empty());
  SymbolArt art = SymbolArt::load(written("ring.jpg", jpeg));
  expect_knocked_out_ring(art);
  const std::string pdf = draw_to_pdf(art);
  EXPECT_NE(pdf.find("/DCTDecode"), std::string::npos);
  EXPECT_NE(pdf.find("/SMask"), std::string::npos);
  EXPECT_NE(pdf.find(jpeg.substr(jpeg.size() / 2, 64)), std::string::npos);
}

TEST(RasterKnockout, AUniformColouredBorderIsBackgroundToo) {
  CairoSurfacePtr ring = ring_picture(0.8, 0.9, 1.0);  // pale blue, not near-white
  SymbolArt art = SymbolArt::load(written("blue.png", png_bytes(ring.get())));
  expect_knocked_out_ring(art);
}

TEST(RasterKnockout, BackgroundKeepGivesTheRectangleBack) {
  CairoSurfacePtr ring = ring_picture();
  for (const char* name : {"keep.png", "keep.jpg"}) {
    const std::string bytes =
        std::string(name).ends_with(".png") ? png_bytes(ring.get()) : encode_jpeg(ring.get());
    SymbolArt art = SymbolArt::load(written(name, bytes, /*keep=*/true));
    const InkMask& mask = art.mask(96);
    EXPECT_EQ(mask.at(2, 2), 255) << name;
    EXPECT_NEAR(mask.ink_fraction(), 1.0, 1e-9) << name;
    EXPECT_EQ(draw_to_pdf(art).find("/SMask"), std::string::npos) << name;
  }
}

TEST(RasterKnockout, AnOpenShapeLeavesItsMouthFree) {
  // A "C": the white inside it opens to the edge, so it is background and a neighbour may
  // use it, as with a transparent picture.
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 120, 120));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0, 0, 0);
  cairo_set_line_width(cr.get(), 16);
  cairo_arc(cr.get(), 60, 60, 40, 0.6, 2 * M_PI - 0.6);
  cairo_stroke(cr.get());
  cairo_surface_flush(s.get());
  SymbolArt art = SymbolArt::load(written("c.png", png_bytes(s.get())));
  const InkMask& mask = art.mask(96);
  EXPECT_EQ(mask.at(mask.width / 2, mask.height / 2), 0);
}

// Issue 25: a picture all of one colour was knocked out whole ("no visible ink"); a solid
// colour is a symbol in its own right, kept as its rectangle.
TEST(RasterKnockout, ASolidColourPictureIsKeptWhole) {
  CairoSurfacePtr red(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 200, 200));
  {
    CairoPtr cr(cairo_create(red.get()));
    cairo_set_source_rgb(cr.get(), 0.85, 0.1, 0.1);
    cairo_paint(cr.get());
  }
  cairo_surface_flush(red.get());
  EXPECT_FALSE(knockout_mask(red.get()));
  for (const char* name : {"red.png", "red.jpg"}) {
    const std::string bytes =
        std::string(name).ends_with(".png") ? png_bytes(red.get()) : encode_jpeg(red.get());
    SymbolArt art = SymbolArt::load(written(name, bytes));
    EXPECT_NEAR(art.box().width, 200, 1e-9) << name;
    EXPECT_NEAR(art.box().height, 200, 1e-9) << name;
    EXPECT_NEAR(art.mask(64).ink_fraction(), 1.0, 1e-9) << name;
  }
}

// A red ring of stroke width 12 on white, blurred (a box blur of `radius` pixels, three
// passes: close to a Gaussian), as a photo editor's blur leaves it.
CairoSurfacePtr blurred_ring(int radius) {
  const int n = 200;
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, n, n));
  {
    CairoPtr cr(cairo_create(s.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_set_source_rgb(cr.get(), 1, 0, 0);
    cairo_set_line_width(cr.get(), 12);
    cairo_arc(cr.get(), 100, 100, 60, 0, 2 * M_PI);
    cairo_stroke(cr.get());
  }
  cairo_surface_flush(s.get());
  auto* data = cairo_image_surface_get_data(s.get());
  const int stride = cairo_image_surface_get_stride(s.get());
  std::vector<double> g(n * n);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) g[y * n + x] = data[y * stride + x * 4 + 1];  // green
  }
  for (int pass = 0; pass < 6; ++pass) {  // three horizontal, three vertical
    std::vector<double> out(n * n);
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        double sum = 0;
        for (int k = -radius; k <= radius; ++k) {
          const int xx = pass % 2 ? x : std::clamp(x + k, 0, n - 1);
          const int yy = pass % 2 ? std::clamp(y + k, 0, n - 1) : y;
          sum += g[yy * n + xx];
        }
        out[y * n + x] = sum / (2 * radius + 1);
      }
    }
    g = out;
  }
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const auto v = static_cast<uint32_t>(std::lround(g[y * n + x]));
      reinterpret_cast<uint32_t*>(data + y * stride)[x] = 0xffff0000u | v << 8 | v;
    }
  }
  cairo_surface_mark_dirty(s.get());
  return s;
}

// Issue 25: a blurred stroke is ink. Its faint pink (G, B above 231) was taken for the white
// ground, whose tolerance reached further than the ink test's near-white: a blurred ring lost
// its whole soft edge, a strongly blurred one everything ("no visible ink").
TEST(RasterKnockout, ABlurredStrokeIsInk) {
  for (int radius : {6, 60}) {
    CairoSurfacePtr ring = blurred_ring(radius);
    const std::string name = "blur" + std::to_string(radius) + ".png";
    SymbolArt art = SymbolArt::load(written(name, png_bytes(ring.get())));
    // Everything visibly pink is ink: the box reaches as far as the ink test sees colour.
    int x0 = 200, x1 = -1;
    auto* data = cairo_image_surface_get_data(ring.get());
    const int stride = cairo_image_surface_get_stride(ring.get());
    for (int x = 0; x < 200; ++x) {
      const uint32_t px = reinterpret_cast<const uint32_t*>(data + 100 * stride)[x];
      if (is_ink_pixel(px, true)) x0 = std::min(x0, x), x1 = std::max(x1, x);
    }
    ASSERT_GE(x1, 0) << name;
    EXPECT_NEAR(art.box().width, x1 - x0 + 1, 1.01) << name;
  }
}

// Issue 26: a 4:3 beach photo with a bright sky printed at an aspect of 2.42 with
// background: keep; kept, the whole rectangle prints.
TEST(RasterKnockout, BackgroundKeepNeverCropsABrightPhoto) {
  CairoSurfacePtr photo = photo_test::beach(400, 300);
  for (const char* name : {"beach.jpg", "beach.png"}) {
    const std::string bytes =
        std::string(name).ends_with(".png") ? png_bytes(photo.get()) : encode_jpeg(photo.get());
    SymbolArt kept = SymbolArt::load(written(name, bytes, /*keep=*/true));
    EXPECT_EQ(kept.box(), (InkBox{0, 0, 400, 300})) << name;
    EXPECT_TRUE(kept.warnings().empty()) << name;
  }
}

// Issue 26: trimming a photo's bright parts away is said, with the fix.
TEST(RasterKnockout, TrimmingAPhotoIsWarnedAbout) {
  CairoSurfacePtr photo = photo_test::beach(400, 300);
  SymbolArt cut = SymbolArt::load(written("beach.jpg", encode_jpeg(photo.get())));
  ASSERT_EQ(cut.warnings().size(), 1u);
  const std::string& w = cut.warnings()[0];
  EXPECT_NE(w.find("beach.jpg has no even border, like a photo"), std::string::npos) << w;
  EXPECT_NE(w.find("write background: keep"), std::string::npos) << w;
  // Clip art on white loses its white ground by design: no warning.
  SymbolArt ring = SymbolArt::load(written("ring.jpg", encode_jpeg(ring_picture().get())));
  EXPECT_TRUE(ring.warnings().empty());
}

}  // namespace
}  // namespace spotforge
