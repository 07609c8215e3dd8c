#include "theme/left_out.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace spotforge {
namespace {

std::vector<std::string> ids(int n) {
  std::vector<std::string> out;
  for (int i = 1; i <= n; ++i) out.push_back("p" + std::to_string(i));
  return out;
}

TEST(LeftOut, NothingToSayWhenEveryPictureIsOnACard) {
  EXPECT_EQ(describe_left_out(ids(31), 5, 31, {}, 31), "");
}

TEST(LeftOut, NamesThePicturesPastThePlaneAndTheNextSize) {
  EXPECT_EQ(describe_left_out(ids(40), 5, 31, {}, 31),
            "9 of the 40 pictures are on no card: a deck of order 5 takes 31, the first of the "
            "list, so p32, p33, p34, p35, p36, p37, p38, p39, p40 are left out (move a picture "
            "up the list to use it, or add 17 for 57 cards of 8)");
  EXPECT_EQ(describe_left_out(ids(8), 2, 7, {}, 7),
            "1 of the 8 pictures is on no card: a deck of order 2 takes 7, the first of the "
            "list, so p8 is left out (move a picture up the list to use it, or add 5 for 13 "
            "cards of 4)");
}

TEST(LeftOut, NamesThePicturesTheKeptCardsNeverShow) {
  EXPECT_EQ(describe_left_out(ids(7), 2, 7, {6}, 3),
            "1 of the 7 pictures is on no card: the 3 cards kept of the 7 (--cards) never show "
            "p7");
}

}  // namespace
}  // namespace spotforge
