#include "base/length.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(Length, ParsesEveryUnit) {
  EXPECT_DOUBLE_EQ(*parse_length_mm("87mm"), 87.0);
  EXPECT_DOUBLE_EQ(*parse_length_mm("8.7cm"), 87.0);
  EXPECT_DOUBLE_EQ(*parse_length_mm("1in"), 25.4);
  EXPECT_DOUBLE_EQ(*parse_length_mm("72pt"), 25.4);
  EXPECT_DOUBLE_EQ(*parse_length_mm(" 3 mm "), 3.0);
}

TEST(Length, RefusesBareNumbersAndUnknownUnits) {
  std::string error;
  EXPECT_FALSE(parse_length_mm("87", &error));
  EXPECT_NE(error.find("no unit"), std::string::npos);
  EXPECT_FALSE(parse_length_mm("87px", &error));
  EXPECT_NE(error.find("'px' is not a unit"), std::string::npos);
  EXPECT_FALSE(parse_length_mm("mm", &error));
  EXPECT_FALSE(parse_length_mm("1e999mm", &error));
}

TEST(Length, ConvertsToPoints) {
  EXPECT_NEAR(mm_to_pt(210.0), 595.276, 0.001);
  EXPECT_NEAR(pt_to_mm(792.0), 279.4, 1e-9);
}

}  // namespace
}  // namespace spotforge
