#include "typeset/pattern_subset.h"

#include <gtest/gtest.h>

namespace spotforge::typeset {
namespace {

TEST(PatternSubset, KeepsThePatternsTheWordsContainAndEveryKeyword) {
  const std::string dictionary =
      "UTF-8\nLEFTHYPHENMIN 2\n% a comment\n.ab1c\nb1c\nx1y\n2zz\nc1k/k=k,1,2\nNEXTLEVEL\n1a\n1q\n";
  const std::string subset = pattern_subset(dictionary, {"abc", "kz"});
  EXPECT_EQ(subset, "UTF-8\nLEFTHYPHENMIN 2\n% a comment\n.ab1c\nb1c\nNEXTLEVEL\n1a\n");
}

TEST(PatternSubset, AWordEndMatchesOnlyAtTheEnd) {
  EXPECT_EQ(pattern_subset("UTF-8\nb1c.\nab1.\n", {"abc"}), "UTF-8\nb1c.\n");
}

}  // namespace
}  // namespace spotforge::typeset
