#include "theme/deck_sizes.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

std::vector<int> orders(int symbols) {
  std::vector<int> out;
  for (const auto& s : deck_sizes_for(symbols)) out.push_back(s.order);
  return out;
}

TEST(DeckSizes, ListsPrimePowerOrdersThatFitLargestFirst) {
  EXPECT_EQ(orders(6), std::vector<int>{});
  EXPECT_EQ(orders(7), std::vector<int>{2});
  EXPECT_EQ(orders(13), (std::vector<int>{3, 2}));
  EXPECT_EQ(orders(56), (std::vector<int>{5, 4, 3, 2}));
  EXPECT_EQ(orders(57), (std::vector<int>{7, 5, 4, 3, 2}));
  // Order 6 (43 symbols) has no plane, so 50 symbols still give order 5.
  EXPECT_EQ(orders(50).front(), 5);
  EXPECT_EQ(orders(91).front(), 9);
  const DeckSize seven = deck_sizes_for(57).front();
  EXPECT_EQ(seven.cards, 57);
  EXPECT_EQ(seven.symbols_per_card, 8);
  EXPECT_EQ(next_order_after(5), 7);
  EXPECT_EQ(next_order_after(9), 11);
}

TEST(DeckSizes, DescribesTheChoiceForThemeCheck) {
  EXPECT_EQ(describe_deck_sizes(57),
            "57 symbols: order 7, up to 57 cards of 8 symbols (also orders 5, 4, 3, 2); order 8 "
            "needs 73 symbols (n^2+n+1)");
  EXPECT_EQ(describe_deck_sizes(40),
            "40 symbols: order 5, up to 31 cards of 6 symbols (also orders 4, 3, 2); 9 symbols "
            "left over at order 5; order 7 needs 57 symbols (n^2+n+1)");
  EXPECT_NE(describe_deck_sizes(3).find("too few for any deck; order 2 needs 7"),
            std::string::npos);
}

}  // namespace
// Issue 18: `build --cards 1` failed in a rulebook while the deck took 1 to 7: the summary
// says the range each command takes.
TEST(DeckSizes, CardRangeSaysWhatBuildAndDeckTake) {
  EXPECT_EQ(describe_card_range(2), "build --cards 3 to 7, deck --cards 1 to 7 at order 2");
  EXPECT_EQ(describe_card_range(7), "build --cards 3 to 57, deck --cards 1 to 57 at order 7");
}

}  // namespace spotforge
