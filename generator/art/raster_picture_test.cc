#include "art/raster_picture.h"

#include <gtest/gtest.h>
#include <png.h>
// jpeglib.h needs FILE and size_t declared first.
#include <jpeglib.h>
#include <cstdio>
#include <cstdlib>

#include <string>
#include <vector>

#include "art/art_error.h"
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

// Row y of a width-pixel picture: dark on its left quarter, sky blue on the rest, as RGB.
std::vector<unsigned char> photo_row(int width) {
  std::vector<unsigned char> row(static_cast<size_t>(width) * 3);
  for (int x = 0; x < width; ++x) {
    const bool dark = x < width / 4;
    row[3 * x] = dark ? 20 : 120;
    row[3 * x + 1] = dark ? 20 : 180;
    row[3 * x + 2] = dark ? 20 : 240;
  }
  return row;
}

// A width x height JPEG written row by row (no full-size picture in the test either).
std::string streamed_jpeg(int width, int height) {
  jpeg_compress_struct info;
  jpeg_error_mgr errors;
  info.err = jpeg_std_error(&errors);
  jpeg_create_compress(&info);
  unsigned char* out = nullptr;
  unsigned long size = 0;
  jpeg_mem_dest(&info, &out, &size);
  info.image_width = static_cast<JDIMENSION>(width);
  info.image_height = static_cast<JDIMENSION>(height);
  info.input_components = 3;
  info.in_color_space = JCS_RGB;
  jpeg_set_defaults(&info);
  jpeg_set_quality(&info, 80, TRUE);
  jpeg_start_compress(&info, TRUE);
  std::vector<unsigned char> row = photo_row(width);
  while (info.next_scanline < info.image_height) {
    JSAMPROW r = row.data();
    jpeg_write_scanlines(&info, &r, 1);
  }
  jpeg_finish_compress(&info);
  jpeg_destroy_compress(&info);
  std::string bytes(reinterpret_cast<const char*>(out), size);
  std::free(out);
  return bytes;
}

// A width x height RGB PNG written row by row, fast compression.
std::string streamed_png(int width, int height) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  std::string out;
  png_set_write_fn(
      png, &out,
      [](png_structp p, png_bytep data, png_size_t n) {
        static_cast<std::string*>(png_get_io_ptr(p))->append(reinterpret_cast<char*>(data), n);
      },
      nullptr);
  png_set_compression_level(png, 1);
  png_set_IHDR(png, info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), 8,
               PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  std::vector<unsigned char> row = photo_row(width);
  for (int y = 0; y < height; ++y) png_write_row(png, row.data());
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return out;
}

// An interlaced PNG comes in seven passes: read whole (it is small), not row by row.
// The pixel stream's Adler-32 is skipped for speed; a damaged byte in it still fails the
// IDAT chunk's CRC and the picture is refused, naming it.
TEST(RasterPicture, ADamagedPixelStreamIsRefusedOnItsChunksCrc) {
  std::string bytes = png_bytes(block_picture(64, 64).get());
  const size_t idat = bytes.find("IDAT");
  ASSERT_NE(idat, std::string::npos);
  ASSERT_NO_THROW(decode_png(bytes, "fine.png"));
  bytes[idat + 4 + 10] ^= 0x55;  // inside the chunk's data
  try {
    decode_png(bytes, "damaged.png");
    FAIL() << "a damaged PNG was accepted";
  } catch (const ArtError& e) {
    EXPECT_NE(std::string(e.what()).find("damaged.png"), std::string::npos) << e.what();
  }
}

TEST(RasterPicture, AnInterlacedPngIsReadWhole) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  std::string bytes;
  png_set_write_fn(
      png, &bytes,
      [](png_structp p, png_bytep data, png_size_t n) {
        static_cast<std::string*>(png_get_io_ptr(p))->append(reinterpret_cast<char*>(data), n);
      },
      nullptr);
  png_set_IHDR(png, info, 64, 48, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_ADAM7,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  std::vector<unsigned char> row = photo_row(64);
  std::vector<png_bytep> rows(48, row.data());
  png_write_image(png, rows.data());
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  RasterPicture p = decode_png(bytes, "interlaced.png");
  EXPECT_EQ(p.width, 64);
  EXPECT_EQ(p.height, 48);
  EXPECT_EQ(art_test::pixel(p.surface.get(), 2, 20) & 0xffffff, 0x141414u);
  EXPECT_EQ(art_test::pixel(p.surface.get(), 40, 20) & 0xffffff, 0x78b4f0u);
}

// Issue 26: a 48 MP phone photo (8064 x 6048) was refused ("at most 40 megapixels").
TEST(RasterPicture, A48MegapixelPhonePhotoIsDecodedScaled) {
  RasterPicture p = decode_jpeg(streamed_jpeg(8064, 6048), "phone.jpg");
  EXPECT_EQ(p.width, kMaxRasterSide);
  EXPECT_EQ(p.height, kMaxRasterSide * 3 / 4);
  // 1600 pixels across: 300 ppi up to 135 mm, more than any symbol prints on a card.
  EXPECT_EQ(art_test::pixel(p.surface.get(), 100, 600) & 0xff, 20u);
  EXPECT_NEAR(art_test::pixel(p.surface.get(), 1200, 600) & 0xff, 240, 4);
}

// Issue 26: a PNG over the old 40 MP cap is shrunk while it is read (never held whole).
TEST(RasterPicture, ALargePngIsShrunkRowByRow) {
  RasterPicture p = decode_png(streamed_png(8200, 4900), "scan.png");
  EXPECT_EQ(p.width, kMaxRasterSide);
  EXPECT_EQ(p.height, 956);
  EXPECT_TRUE(p.opaque);
  EXPECT_EQ(art_test::pixel(p.surface.get(), 100, 600) & 0xffffff, 0x141414u);
  EXPECT_EQ(art_test::pixel(p.surface.get(), 1200, 600) & 0xffffff, 0x78b4f0u);
}

TEST(RasterPicture, PicturesOver200MegapixelsAreRefusedOnTheirHeader) {
  // 20000 x 12000 declared, a stub for pixels: refused before anything is decoded.
  const std::string header = streamed_png(1, 1);
  std::string big = header;
  big.replace(16, 8, std::string("\0\0\x4e\x20\0\0\x2e\xe0", 8));  // 20000, 12000
  try {
    decode_png(big, "huge.png");
    FAIL() << "a 240 MP PNG was accepted";
  } catch (const ArtError& e) {
    EXPECT_NE(e.problem().find("(240 megapixels); expected at most 200 megapixels"),
              std::string::npos)
        << e.problem();
  }
}

}  // namespace
}  // namespace spotforge
