#include "kit/spotlight_contrast.h"

#include <gtest/gtest.h>

#include <cmath>

#include "kit/spotlight_board.h"

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
