#include "print/ink_contrast.h"

#include <gtest/gtest.h>

#include <cmath>

namespace spotforge {
namespace {

Rgba hex(unsigned rgb) {
  return {((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, 1};
}

// The issue: the words theme's 30 % grey cut line on its #264653 border differed by about 12
// grey levels. Every colour, dark or light, gets a line at least 0.3 (76 levels) apart.
TEST(CutLineInk, ContrastsWithEveryGround) {
  const double words = std::abs(lightness(cut_line_ink(hex(0x264653))) - lightness(hex(0x264653)));
  EXPECT_GE(words * 255, 150);
  const double party = std::abs(lightness(cut_line_ink(hex(0xffb703))) - lightness(hex(0xffb703)));
  EXPECT_GE(party * 255, 120);
  for (int r = 0; r <= 255; r += 17) {
    for (int g = 0; g <= 255; g += 17) {
      for (int b = 0; b <= 255; b += 17) {
        const Rgba ground{r / 255.0, g / 255.0, b / 255.0, 1};
        EXPECT_GE(std::abs(lightness(cut_line_ink(ground)) - lightness(ground)), 0.3 - 1e-9)
            << r << "," << g << "," << b;
      }
    }
  }
}

TEST(ContrastInk, WhiteOnDarkDarkOnLight) {
  EXPECT_EQ(contrast_ink(hex(0x264653)).r, 1);
  EXPECT_LT(contrast_ink(hex(0xffffff)).r, 0.2);
}

}  // namespace
}  // namespace spotforge
