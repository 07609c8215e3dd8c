#include "art/row_shrinker.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace spotforge {
namespace {

uint32_t at(cairo_surface_t* s, int x, int y) {
  return reinterpret_cast<const uint32_t*>(cairo_image_surface_get_data(s) +
                                           y * cairo_image_surface_get_stride(s))[x];
}

TEST(RowShrinker, BlocksAreAveragedAndTheRaggedEdgeCounted) {
  // 5 x 3 RGB by blocks of 2: 3 x 2 out, the last column and row only half a block.
  RowShrinker shrinker(5, 3, false, 2);
  ASSERT_TRUE(shrinker.ok());
  for (int y = 0; y < 3; ++y) {
    std::vector<uint8_t> row;
    for (int x = 0; x < 5; ++x) {
      const uint8_t v = static_cast<uint8_t>(x < 2 ? (y == 0 ? 0 : 100) : 200);
      row.insert(row.end(), {v, v, v});
    }
    shrinker.add_row(row.data());
  }
  CairoSurfacePtr out = shrinker.finish();
  ASSERT_EQ(cairo_image_surface_get_width(out.get()), 3);
  ASSERT_EQ(cairo_image_surface_get_height(out.get()), 2);
  EXPECT_EQ(at(out.get(), 0, 0) & 0xff, 50u);   // (0 + 0 + 100 + 100) / 4
  EXPECT_EQ(at(out.get(), 2, 0) & 0xff, 200u);  // one column of two rows
  EXPECT_EQ(at(out.get(), 0, 1) & 0xff, 100u);  // one row of two columns
  EXPECT_EQ(at(out.get(), 2, 1) & 0xff, 200u);  // the corner pixel alone
}

// Every block's mean rounded half up, channel by channel, against a plain sum and division:
// the opaque fast path (factor 2 unrolled, other factors, the ragged last block) and the
// multiply-and-shift means must give the same bytes.
TEST(RowShrinker, OpaqueMeansMatchAPlainDivisionForEveryFactor) {
  // Odd and even sides: factor 2 makes whole rows from pairs, the ragged ones from sums.
  for (const auto& [width, height] : {std::pair{23, 11}, std::pair{24, 12}, std::pair{1, 1}}) {
    std::vector<uint8_t> pixels(static_cast<size_t>(width) * height * 3);
    uint32_t state = 7;
    for (uint8_t& v : pixels) {
      state = state * 1664525u + 1013904223u;
      v = static_cast<uint8_t>(state >> 24);
    }
    for (int factor : {1, 2, 3, 4, 7}) {
      SCOPED_TRACE(std::to_string(width) + " x " + std::to_string(height) + " by " +
                   std::to_string(factor));
      RowShrinker shrinker(width, height, false, factor);
      ASSERT_TRUE(shrinker.ok());
      for (int y = 0; y < height; ++y)
        shrinker.add_row(&pixels[static_cast<size_t>(y) * width * 3]);
      CairoSurfacePtr out = shrinker.finish();
      for (int oy = 0; oy < shrinker.out_height(); ++oy) {
        for (int ox = 0; ox < shrinker.out_width(); ++ox) {
          uint32_t sum[3] = {0, 0, 0}, n = 0;
          for (int y = oy * factor; y < std::min(height, (oy + 1) * factor); ++y) {
            for (int x = ox * factor; x < std::min(width, (ox + 1) * factor); ++x, ++n) {
              for (int c = 0; c < 3; ++c)
                sum[c] += pixels[(static_cast<size_t>(y) * width + x) * 3 + c];
            }
          }
          const uint32_t want = 0xff000000u | (sum[0] + n / 2) / n << 16 |
                                (sum[1] + n / 2) / n << 8 | (sum[2] + n / 2) / n;
          ASSERT_EQ(at(out.get(), ox, oy) | 0xff000000u, want) << ox << "," << oy;
        }
      }
    }
  }
}

TEST(RowShrinker, TransparentPixelsLendNoColour) {
  // Opaque red beside transparent green: the average is half-transparent red, premultiplied.
  RowShrinker shrinker(2, 1, true, 2);
  const uint8_t row[] = {255, 0, 0, 255, 0, 255, 0, 0};
  shrinker.add_row(row);
  CairoSurfacePtr out = shrinker.finish();
  EXPECT_EQ(at(out.get(), 0, 0), 0x80800000u);
}

}  // namespace
}  // namespace spotforge
