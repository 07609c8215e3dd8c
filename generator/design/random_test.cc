#include "design/random.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

namespace spotforge {
namespace {

TEST(Random, SplitMixMatchesTheReferenceOutput) {
  // First outputs of Vigna's splitmix64.c for seed 0.
  std::uint64_t state = 0;
  EXPECT_EQ(splitmix64(state), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(splitmix64(state), 0x6e789e6aa1b965f4ULL);
}

TEST(Random, SameSeedSameSequenceOtherSeedOther) {
  Random a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    EXPECT_EQ(x, b.next());
    differs |= x != c.next();
  }
  EXPECT_TRUE(differs);
}

TEST(Random, BelowStaysInRangeAndCoversIt) {
  Random random(7);
  std::vector<int> seen(10, 0);
  for (int i = 0; i < 10000; ++i) {
    const auto x = random.below(10);
    ASSERT_LT(x, 10u);
    ++seen[x];
  }
  // Each bucket expects 1000; 800..1200 is over six standard deviations wide.
  for (int count : seen) {
    EXPECT_GT(count, 800);
    EXPECT_LT(count, 1200);
  }
  EXPECT_EQ(random.below(1), 0u);
}

TEST(Random, ShuffleIsAPermutation) {
  std::vector<int> items(100);
  std::iota(items.begin(), items.end(), 0);
  Random random(3);
  auto shuffled_items = items;
  shuffle(shuffled_items, random);
  EXPECT_NE(shuffled_items, items);
  std::sort(shuffled_items.begin(), shuffled_items.end());
  EXPECT_EQ(shuffled_items, items);
}

}  // namespace
}  // namespace spotforge
