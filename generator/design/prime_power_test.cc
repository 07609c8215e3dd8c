#include "design/prime_power.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(PrimePower, SplitsPrimePowers) {
  const auto p128 = as_prime_power(128);
  ASSERT_TRUE(p128);
  EXPECT_EQ(p128->prime, 2);
  EXPECT_EQ(p128->exponent, 7);
  const auto p125 = as_prime_power(125);
  ASSERT_TRUE(p125);
  EXPECT_EQ(p125->prime, 5);
  EXPECT_EQ(p125->exponent, 3);
  const auto p127 = as_prime_power(127);
  ASSERT_TRUE(p127);
  EXPECT_EQ(p127->prime, 127);
  EXPECT_EQ(p127->exponent, 1);
}

TEST(PrimePower, MatchesTheListUpTo130) {
  const std::vector<int> expected{2,  3,  4,   5,   7,   8,   9,   11,  13,  16,  17,
                                  19, 23, 25,  27,  29,  31,  32,  37,  41,  43,  47,
                                  49, 53, 59,  61,  64,  67,  71,  73,  79,  81,  83,
                                  89, 97, 101, 103, 107, 109, 113, 121, 125, 127, 128};
  std::vector<int> found;
  for (int n = -3; n <= 130; ++n) {
    if (is_prime_power(n)) found.push_back(n);
  }
  EXPECT_EQ(found, expected);
}

}  // namespace
}  // namespace spotforge
