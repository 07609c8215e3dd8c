#include "studio/token.h"

#include <gtest/gtest.h>

#include <set>

namespace spotforge::studio {
namespace {

TEST(StudioToken, Is128BitsAsHexAndNeverRepeats) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const std::string t = new_token();
    ASSERT_EQ(t.size(), 32u);
    EXPECT_EQ(t.find_first_not_of("0123456789abcdef"), std::string::npos) << t;
    EXPECT_TRUE(seen.insert(t).second) << "repeated: " << t;
  }
}

TEST(StudioToken, MatchesOnlyItselfWhole) {
  const std::string t = new_token();
  EXPECT_TRUE(same_token(t, t));
  EXPECT_FALSE(same_token("", t));
  EXPECT_FALSE(same_token(t.substr(0, 31), t));
  EXPECT_FALSE(same_token(t + "0", t));
  std::string flipped = t;
  flipped[31] = flipped[31] == 'a' ? 'b' : 'a';
  EXPECT_FALSE(same_token(flipped, t));
  EXPECT_FALSE(same_token("", ""));  // an empty token never opens anything
}

}  // namespace
}  // namespace spotforge::studio
