#include "art/image_halving.h"

#include <gtest/gtest.h>

#include <cstdint>

namespace spotforge {
namespace {

uint8_t* row_of(cairo_surface_t* s, int y) {
  return cairo_image_surface_get_data(s) +
         static_cast<size_t>(y) * cairo_image_surface_get_stride(s);
}

TEST(ImageHalving, BlocksAreAveragedAndTheEdgeBlocksCountWhatTheyHave) {
  // 3 x 3 ARGB32: out 2 x 2; the last column and row are half blocks, the corner one pixel.
  CairoSurfacePtr in(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 3, 3));
  const uint32_t values[3][3] = {{0xff000000, 0xff0000ff, 0xff00ff00},
                                 {0xff0000ff, 0xff000000, 0xff00ff00},
                                 {0x80808080, 0x80808080, 0x40404040}};
  cairo_surface_flush(in.get());
  for (int y = 0; y < 3; ++y) {
    auto* row = reinterpret_cast<uint32_t*>(row_of(in.get(), y));
    for (int x = 0; x < 3; ++x) row[x] = values[y][x];
  }
  cairo_surface_mark_dirty(in.get());
  CairoSurfacePtr out = halved_image(in.get());
  ASSERT_TRUE(out);
  ASSERT_EQ(cairo_image_surface_get_width(out.get()), 2);
  ASSERT_EQ(cairo_image_surface_get_height(out.get()), 2);
  auto at = [&](int x, int y) { return reinterpret_cast<uint32_t*>(row_of(out.get(), y))[x]; };
  EXPECT_EQ(at(0, 0), 0xff000080u);  // blue (0 + 255 + 255 + 0) / 4, rounded
  EXPECT_EQ(at(1, 0), 0xff00ff00u);  // a column of two greens
  EXPECT_EQ(at(0, 1), 0x80808080u);  // a row of two equal pixels
  EXPECT_EQ(at(1, 1), 0x40404040u);  // the corner alone
}

TEST(ImageHalving, AnAlphaMaskHalvesToo) {
  CairoSurfacePtr in(cairo_image_surface_create(CAIRO_FORMAT_A8, 4, 2));
  cairo_surface_flush(in.get());
  const uint8_t top[4] = {255, 255, 0, 10}, bottom[4] = {255, 255, 0, 20};
  for (int x = 0; x < 4; ++x) row_of(in.get(), 0)[x] = top[x], row_of(in.get(), 1)[x] = bottom[x];
  cairo_surface_mark_dirty(in.get());
  CairoSurfacePtr out = halved_image(in.get());
  ASSERT_TRUE(out);
  EXPECT_EQ(cairo_image_surface_get_format(out.get()), CAIRO_FORMAT_A8);
  ASSERT_EQ(cairo_image_surface_get_width(out.get()), 2);
  ASSERT_EQ(cairo_image_surface_get_height(out.get()), 1);
  EXPECT_EQ(row_of(out.get(), 0)[0], 255);
  EXPECT_EQ(row_of(out.get(), 0)[1], 8);  // (0 + 10 + 0 + 20) / 4 = 7.5, rounded half up
}

}  // namespace
}  // namespace spotforge
