#include "art/shape_similarity.h"

#include <gtest/gtest.h>

#include "art/art_test_support.h"
#include "art/confusable_symbols.h"
#include "art/iconify.h"
#include "art/party_icon_names.h"
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

TEST(ShapeSimilarity, ColourTellsApartTheSameSilhouette) {
  ArtSource red = art_test::file_source("dot.svg");
  red.color = ArtColor{0.9, 0.1, 0.1, 1};
  ArtSource blue = red;
  blue.color = ArtColor{0.1, 0.2, 0.9, 1};
  SymbolArt a = SymbolArt::load(red), b = SymbolArt::load(blue);
  EXPECT_GE(shape_similarity(a.mask(kSimilarityMaskPixels), b.mask(kSimilarityMaskPixels), {}),
            0.99);
  EXPECT_LT(
      shape_similarity(a.picture(kSimilarityMaskPixels), b.picture(kSimilarityMaskPixels), {}),
      kConfusableThreshold);
  EXPECT_GE(
      shape_similarity(a.picture(kSimilarityMaskPixels), a.picture(kSimilarityMaskPixels), {}),
      0.99);
}

TEST(ShapeSimilarity, NoTwoDefaultPartySymbolsAreConfusable) {
  // The default deck rotates freely; its colour pictures must all stay apart.
  std::vector<SymbolArt> arts;
  std::vector<ShapeSignature> signatures;
  for (std::string_view name : kPartyIconNames) {
    ArtSource source;
    source.kind = ArtSource::Kind::kIcon;
    source.icon_set = iconify_set_path("fluent-emoji-flat");
    source.value = std::string(name);
    arts.push_back(SymbolArt::load(source));
    signatures.push_back(
        make_shape_signature(arts.back().picture(kSimilarityMaskPixels), {Rotation::kFree, false}));
  }
  double worst = 0;
  std::string pair;
  for (size_t i = 0; i < arts.size(); ++i) {
    for (size_t j = i + 1; j < arts.size(); ++j) {
      double score = shape_similarity(signatures[i], signatures[j]);
      if (score > worst) {
        worst = score;
        pair = std::string(kPartyIconNames[i]) + " / " + std::string(kPartyIconNames[j]);
      }
    }
  }
  EXPECT_LT(worst, kConfusableThreshold) << pair;
  EXPECT_GT(worst, 0.5) << "implausibly low: the comparison may see nothing";
}

TEST(ShapeSimilarity, ConfusablePairsOfATextTheme) {
  std::vector<SymbolArt> symbols;
  for (const char* text : {"6", "K", "9", "p", "d"}) {
    symbols.push_back(SymbolArt::load(art_test::text_source(text)));
  }
  auto pairs = find_confusable_pairs(symbols, {Rotation::kFree, false});
  ASSERT_EQ(pairs.size(), 2u);
  EXPECT_EQ(pairs[0].first, 3u);  // p and d score highest
  EXPECT_EQ(pairs[0].second, 4u);
  EXPECT_EQ(pairs[1].first, 0u);  // then 6 and 9
  EXPECT_EQ(pairs[1].second, 2u);
  EXPECT_GE(pairs[1].score, kConfusableThreshold);
  EXPECT_TRUE(find_confusable_pairs(symbols, {Rotation::kNone, false}).empty());
}

// Issue 25: the pairs are compared on every core; the warnings must not depend on how many
// (the same pairs, scores and order, ties included, as one thread's scan).
TEST(ShapeSimilarity, ConfusablePairsAreTheSameOnAnyNumberOfThreads) {
  std::vector<SymbolArt> symbols;
  for (const char* text : {"6", "K", "9", "p", "d", "b", "q", "o", "0", "O",
                           "l", "1", "I", "u", "n", "M", "W", "N", "Z", "S"}) {
    symbols.push_back(SymbolArt::load(art_test::text_source(text)));
  }
  const SimilarityOptions options{Rotation::kFree, true};
  const std::vector<ConfusablePair> one = find_confusable_pairs(symbols, options, 0.5, 1);
  ASSERT_GE(one.size(), 10u);  // enough pairs, ties among them, for the order to matter
  for (int threads : {2, 3, 7}) {
    const std::vector<ConfusablePair> many = find_confusable_pairs(symbols, options, 0.5, threads);
    ASSERT_EQ(many.size(), one.size()) << threads;
    for (size_t k = 0; k < one.size(); ++k) {
      EXPECT_EQ(many[k].first, one[k].first) << threads << " threads, pair " << k;
      EXPECT_EQ(many[k].second, one[k].second) << threads << " threads, pair " << k;
      EXPECT_EQ(many[k].score, one[k].score) << threads << " threads, pair " << k;
    }
  }
}

TEST(ShapeSimilarity, EmptyMaskMatchesNothing) {
  InkMask empty{4, 4, std::vector<uint8_t>(16, 0)};
  const InkMask& dot = mask_of(art_test::file_source("dot.svg"));
  EXPECT_EQ(shape_similarity(empty, dot, {}), 0.0);
}

}  // namespace
}  // namespace spotforge
