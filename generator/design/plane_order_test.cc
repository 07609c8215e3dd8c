#include "design/plane_order.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(PlaneOrder, SizesFollowTheOrder) {
  const PlaneSize seven = plane_size(7);
  EXPECT_EQ(seven.symbols_per_card, 8);
  EXPECT_EQ(seven.cards, 57);
  EXPECT_EQ(seven.symbols, 57);
  EXPECT_EQ(plane_size(127).cards, 16257);
}

TEST(PlaneOrder, SupportsThePrimePowersInRange) {
  for (int n : {2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29, 31, 32, 37, 127, 128}) {
    EXPECT_TRUE(is_supported_order(n)) << n;
    EXPECT_EQ(order_problem(n), "") << n;
    EXPECT_NO_THROW(require_supported_order(n));
  }
  for (int n : {-1, 0, 1, 6, 10, 12, 14, 15, 100, 126, 129, 131, 256}) {
    EXPECT_FALSE(is_supported_order(n)) << n;
    EXPECT_THROW(require_supported_order(n), InputError) << n;
  }
}

TEST(PlaneOrder, FindsNearestSupportedOrders) {
  EXPECT_EQ(supported_order_below(6), 5);
  EXPECT_EQ(supported_order_above(6), 7);
  EXPECT_EQ(supported_order_below(12), 11);
  EXPECT_EQ(supported_order_above(12), 13);
  EXPECT_EQ(supported_order_above(0), 2);
  EXPECT_FALSE(supported_order_below(2));
  EXPECT_EQ(supported_order_below(1000), 128);
  EXPECT_FALSE(supported_order_above(128));
}

TEST(PlaneOrder, BruckRyserExcludesTheKnownOrders) {
  std::vector<int> excluded;
  for (int n = 1; n <= 50; ++n) {
    if (excluded_by_bruck_ryser(n)) excluded.push_back(n);
  }
  EXPECT_EQ(excluded, (std::vector<int>{6, 14, 21, 22, 30, 33, 38, 42, 46}));
}

TEST(PlaneOrder, OrderSixCitesBruckRyserAndTheNeighbours) {
  const std::string m = order_problem(6);
  EXPECT_TRUE(contains(m, "Bruck-Ryser")) << m;
  EXPECT_TRUE(contains(m, "order 5 (6 symbols per card, 31 cards, 31 symbols)")) << m;
  EXPECT_TRUE(contains(m, "order 7 (8 symbols per card, 57 cards, 57 symbols)")) << m;
}

TEST(PlaneOrder, OrderTenCitesTheComputerSearch) {
  const std::string m = order_problem(10);
  EXPECT_TRUE(contains(m, "computer search")) << m;
  EXPECT_TRUE(contains(m, "1989")) << m;
  EXPECT_TRUE(contains(m, "order 9 (10 symbols per card, 91 cards, 91 symbols)")) << m;
  EXPECT_TRUE(contains(m, "order 11 (12 symbols per card, 133 cards, 133 symbols)")) << m;
}

TEST(PlaneOrder, OrderTwelveIsNotKnown) {
  const std::string m = order_problem(12);
  EXPECT_TRUE(contains(m, "no projective plane of order 12 is known")) << m;
  EXPECT_FALSE(contains(m, "Bruck-Ryser")) << m;
  EXPECT_TRUE(contains(m, "order 11 (")) << m;
  EXPECT_TRUE(contains(m, "order 13 (14 symbols per card, 183 cards, 183 symbols)")) << m;
}

TEST(PlaneOrder, OutOfRangeNamesTheRange) {
  const std::string zero = order_problem(0);
  EXPECT_TRUE(contains(zero, "out of range")) << zero;
  EXPECT_TRUE(contains(zero, "from 2 to 128 (3 to 129 symbols per card)")) << zero;
  EXPECT_TRUE(contains(zero, "order 2 (3 symbols per card, 7 cards, 7 symbols)")) << zero;
  const std::string big = order_problem(500);
  EXPECT_TRUE(contains(big, "out of range")) << big;
  EXPECT_TRUE(contains(big, "order 128 (129 symbols per card, 16513 cards")) << big;
}

}  // namespace
}  // namespace spotforge
