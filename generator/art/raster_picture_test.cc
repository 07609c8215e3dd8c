#include "art/raster_picture.h"

#include <gtest/gtest.h>

#include <string>

#include "art/art_test_support.h"
#include "base/handles.h"

namespace spotforge {
namespace {

// A width x height RGB24 picture: white with a black block in its middle half.
CairoSurfacePtr block_picture(int width, int height) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0, 0, 0);
  cairo_rectangle(cr.get(), width / 4.0, height / 4.0, width / 2.0, height / 2.0);
  cairo_fill(cr.get());
  cairo_surface_flush(s.get());
  return s;
}

using art_test::png_bytes;

std::string jpeg_mime(cairo_surface_t* s) {
  const unsigned char* data = nullptr;
  unsigned long length = 0;
  cairo_surface_get_mime_data(s, CAIRO_MIME_TYPE_JPEG, &data, &length);
  return data ? std::string(reinterpret_cast<const char*>(data), length) : "";
}

// Issue 18: a 12 MP photo was held at full size for the whole build (57 of them, 3.8 GB).
TEST(RasterPicture, LargePhotosAreDecodedAtPrintSizeAndReEncoded) {
  const std::string photo = encode_jpeg(block_picture(4000, 3000).get());
  ASSERT_FALSE(photo.empty());
  RasterPicture p = decode_jpeg(photo, "big.jpg");
  EXPECT_EQ(p.width, kMaxRasterSide);
  EXPECT_EQ(p.height, kMaxRasterSide * 3 / 4);
  EXPECT_EQ(cairo_image_surface_get_width(p.surface.get()), p.width);
  // The PDF gets a JPEG of the pixels kept, not the 4000 x 3000 original.
  const std::string embedded = jpeg_mime(p.surface.get());
  long long w = 0, h = 0;
  ASSERT_TRUE(jpeg_declared_size(embedded, &w, &h));
  EXPECT_EQ(w, p.width);
  EXPECT_EQ(h, p.height);
  // The block is still where it was, in proportion.
  EXPECT_EQ(art_test::pixel(p.surface.get(), p.width / 2, p.height / 2) & 0xffffff, 0u);
  EXPECT_EQ(art_test::pixel(p.surface.get(), 10, 10) & 0xffffff, 0xffffffu);
}

TEST(RasterPicture, SmallPhotosPassThroughByteForByte) {
  const std::string photo = encode_jpeg(block_picture(800, 600).get());
  RasterPicture p = decode_jpeg(photo, "small.jpg");
  EXPECT_EQ(p.width, 800);
  EXPECT_EQ(jpeg_mime(p.surface.get()), photo);
}

TEST(RasterPicture, LargePngsAreScaledDown) {
  RasterPicture p = decode_png(png_bytes(block_picture(3200, 6400).get()), "tall.png");
  EXPECT_EQ(p.width, kMaxRasterSide / 2);
  EXPECT_EQ(p.height, kMaxRasterSide);
  EXPECT_EQ(art_test::pixel(p.surface.get(), p.width / 2, p.height / 2) & 0xffffff, 0u);
}

}  // namespace
}  // namespace spotforge
