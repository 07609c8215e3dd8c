#include "art/shape_similarity.h"

#include <gtest/gtest.h>

#include "art/art_test_support.h"
#include "art/symbol_art.h"

namespace spotforge {
namespace {

using Rotation = SimilarityOptions::Rotation;

const InkMask& mask_of(const ArtSource& source) {
  // Loaded art lives for the whole test run so the mask references stay valid.
  static std::vector<SymbolArt>* kept = new std::vector<SymbolArt>();
  kept->push_back(SymbolArt::load(source));
  return kept->back().mask(kSimilarityMaskPixels);
}

TEST(ShapeSimilarity, SameShapeScoresOne) {
  const InkMask& six = mask_of(art_test::text_source("6"));
  EXPECT_NEAR(shape_similarity(six, six, {}), 1.0, 1e-6);
}

TEST(ShapeSimilarity, SixAndNineAreConfusableOnlyWhenTurned) {
  const InkMask& six = mask_of(art_test::text_source("6"));
  const InkMask& nine = mask_of(art_test::text_source("9"));
  double upright = shape_similarity(six, nine, {Rotation::kNone, false});
  double quarter = shape_similarity(six, nine, {Rotation::kQuarterTurns, false});
  double free = shape_similarity(six, nine, {Rotation::kFree, false});
  EXPECT_LT(upright, kConfusableThreshold);
  EXPECT_GE(quarter, kConfusableThreshold);
  EXPECT_GE(free, kConfusableThreshold);
}

TEST(ShapeSimilarity, SizeDoesNotMatter) {
  ArtSource small = art_test::file_source("dot.svg");
  const InkMask& dot = mask_of(small);
  const InkMask& big_disc = mask_of(art_test::text_source("\xE2\x97\x8F"));  // U+25CF ●
  EXPECT_GE(shape_similarity(dot, big_disc, {}), kConfusableThreshold);
}

TEST(ShapeSimilarity, MirrorImagesNeedMirroringAllowed) {
  const InkMask& flag = mask_of(art_test::icon_source("flag"));
  const InkMask& mirrored = mask_of(art_test::icon_source("flag-mirrored"));
  EXPECT_LT(shape_similarity(flag, mirrored, {Rotation::kNone, false}), kConfusableThreshold);
  EXPECT_GE(shape_similarity(flag, mirrored, {Rotation::kNone, true}), 0.95);
}

TEST(ShapeSimilarity, DifferentShapesScoreLow) {
  const InkMask& flag = mask_of(art_test::icon_source("flag"));
  const InkMask& dot = mask_of(art_test::file_source("dot.svg"));
  const InkMask& letter = mask_of(art_test::text_source("K"));
  EXPECT_LT(shape_similarity(flag, dot, {Rotation::kFree, true}), kConfusableThreshold);
  EXPECT_LT(shape_similarity(letter, dot, {Rotation::kFree, true}), kConfusableThreshold);
}

TEST(ShapeSimilarity, EmptyMaskMatchesNothing) {
  InkMask empty{4, 4, std::vector<uint8_t>(16, 0)};
  const InkMask& dot = mask_of(art_test::file_source("dot.svg"));
  EXPECT_EQ(shape_similarity(empty, dot, {}), 0.0);
}

}  // namespace
}  // namespace spotforge
