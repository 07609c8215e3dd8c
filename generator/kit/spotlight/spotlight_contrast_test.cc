#include "kit/spotlight/spotlight_contrast.h"

#include <gtest/gtest.h>

#include <cmath>

#include "kit/spotlight/spotlight_board.h"

namespace spotforge {
namespace {

// A picture of `ink` opaque pixels of one colour and `clear` transparent ones.
InkPicture picture_of(std::uint32_t argb, int ink, int clear) {
  InkPicture p;
  p.width = ink + clear;
  p.height = 1;
  p.argb.assign(ink, argb);
  p.argb.insert(p.argb.end(), clear, 0u);
  return p;
}

TEST(SpotlightContrast, ColourDistanceRunsFromZeroToOneBetweenBlackAndWhite) {
  EXPECT_DOUBLE_EQ(colour_distance({0, 0, 0, 1}, {1, 1, 1, 1}), 1);
  EXPECT_DOUBLE_EQ(colour_distance({0.3, 0.4, 0.5, 1}, {0.3, 0.4, 0.5, 1}), 0);
  EXPECT_NEAR(colour_distance({0.5, 0.5, 0.5, 1}, {0.6, 0.5, 0.5, 1}), 0.1 / std::sqrt(3.0), 1e-12);
}

TEST(SpotlightContrast, CompositeOverShowsTheBackgroundThroughHalfInk) {
  const Rgba opaque = composite_over(0xffff0000u, {0, 0, 1, 1});
  EXPECT_DOUBLE_EQ(opaque.r, 1);
  EXPECT_DOUBLE_EQ(opaque.b, 0);
  // Half-transparent black (premultiplied: colour 0) over white shows mid grey.
  const Rgba half = composite_over(0x80000000u, {1, 1, 1, 1});
  EXPECT_NEAR(half.r, 1 - 128.0 / 255, 1e-12);
}

TEST(SpotlightContrast, ShareCountsOnlyInkNearTheTone) {
  const Rgba tone = background_tone(0);
  const auto c = [](double v) { return static_cast<std::uint32_t>(v * 255 + 0.5); };
  const std::uint32_t like_tone = 0xff000000u | c(tone.r) << 16 | c(tone.g) << 8 | c(tone.b);
  InkPicture p = picture_of(like_tone, 30, 50);
  p.argb.insert(p.argb.end(), 10, 0xff000000u);  // 10 black pixels: far from a pale tone
  EXPECT_NEAR(share_near_tone(p, tone), 0.75, 1e-12);
  EXPECT_EQ(share_near_tone(picture_of(0, 0, 10), tone), 0);
  EXPECT_EQ(share_near_tone(picture_of(0xff000000u, 20, 0), tone), 0);
}

TEST(SpotlightContrast, CieLightnessRunsFromBlackToWhite) {
  EXPECT_NEAR(cie_lightness({0, 0, 0, 1}), 0, 1e-9);
  EXPECT_NEAR(cie_lightness({1, 1, 1, 1}), 100, 1e-6);
  EXPECT_NEAR(cie_lightness({0.5, 0.5, 0.5, 1}), 53.39, 0.05);
}

// Issue 28: a colour far from the tone in RGB but of the same lightness passes the RGB measure
// and fails the L* one.
TEST(SpotlightContrast, SameLightnessOtherHueIsNearInLightnessOnly) {
  const Rgba tone{0.22, 0.48, 0.50, 1};  // night teal
  const double l = cie_lightness(tone);
  // A red of the same L*: search the red channel for it.
  double lo = 0, hi = 1;
  for (int i = 0; i < 40; ++i) {
    const double mid = (lo + hi) / 2;
    (cie_lightness({mid, 0.2, 0.2, 1}) < l ? lo : hi) = mid;
  }
  const Rgba red{lo, 0.2, 0.2, 1};
  ASSERT_GT(colour_distance(red, tone), kBlendDistance);
  const auto c = [](double v) { return static_cast<std::uint32_t>(v * 255 + 0.5); };
  const InkPicture p = picture_of(0xff000000u | c(red.r) << 16 | c(red.g) << 8 | c(red.b), 20, 5);
  EXPECT_EQ(share_near_tone(p, tone), 0);
  EXPECT_EQ(share_near_lightness(p, tone), 1);
}

TEST(SpotlightContrast, TonesAreDistinctAndNamed) {
  for (int a = 0; a < kBackgroundTones; ++a) {
    EXPECT_FALSE(background_tone_name(a).empty());
    for (int b = a + 1; b < kBackgroundTones; ++b) {
      EXPECT_GT(colour_distance(background_tone(a), background_tone(b)), kBlendDistance)
          << a << " " << b;
    }
  }
}

}  // namespace
}  // namespace spotforge
