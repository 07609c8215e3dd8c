#include "art/upside_down_text.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(UpsideDownText, SixesAndNinesReadAsOtherNumbers) {
  for (const char* text : {"6", "9", "66", "99", "89", "68", "16", "19", "61", "186"}) {
    EXPECT_TRUE(reads_differently_upside_down(text)) << text;
  }
}

TEST(UpsideDownText, TheSameTurnedOrNoNumberTurnedNeedsNoMark) {
  for (const char* text : {"", "8", "0", "1", "11", "69", "96", "88", "906", "10", "60", "7", "26",
                           "NO", "six", "6a"}) {
    EXPECT_FALSE(reads_differently_upside_down(text)) << text;
  }
}

}  // namespace
}  // namespace spotforge
