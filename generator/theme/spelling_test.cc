#include "theme/spelling.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(Spelling, CountsEditsIncludingSwappedNeighbours) {
  EXPECT_EQ(edit_distance("diameter", "diameter"), 0);
  EXPECT_EQ(edit_distance("diamter", "diameter"), 1);  // a letter left out
  EXPECT_EQ(edit_distance("haert", "heart"), 1);       // two letters swapped
  EXPECT_EQ(edit_distance("Bleed", "bleed"), 0);       // case is ignored
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3);
  EXPECT_EQ(edit_distance("", "abc"), 3);
}

TEST(Spelling, SuggestsOnlyCloseWords) {
  const std::vector<std::string> keys = {"shape", "diameter", "bleed", "safe_margin"};
  EXPECT_EQ(closest_match("diamter", keys), "diameter");
  EXPECT_EQ(closest_match("safe_margn", keys), "safe_margin");
  EXPECT_EQ(closest_match("colour", keys), std::nullopt);
  EXPECT_EQ(did_you_mean("bled", keys), " (did you mean 'bleed'?)");
  EXPECT_EQ(did_you_mean("zzz", keys), "");
}

}  // namespace
}  // namespace spotforge
