#include "theme/color.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(ThemeColor, ParsesSixAndEightHexDigits) {
  EXPECT_EQ(parse_color("#ff0000"), (Color{1, 0, 0, 1}));
  EXPECT_EQ(parse_color("#00FF0080"), (Color{0, 1, 0, 128 / 255.0}));
  EXPECT_EQ(format_color(*parse_color("#1f6feb")), "#1f6feb");
  EXPECT_EQ(format_color(*parse_color("#1f6feb80")), "#1f6feb80");
}

TEST(ThemeColor, RefusesOtherFormsAndSaysWhatIsExpected) {
  std::string error;
  EXPECT_FALSE(parse_color("red", &error));
  EXPECT_NE(error.find("expected \"#rrggbb\" or \"#rrggbbaa\""), std::string::npos);
  EXPECT_FALSE(parse_color("#fff", &error));
  EXPECT_FALSE(parse_color("#12345g", &error));
  EXPECT_NE(error.find("'5g' is not a hex byte"), std::string::npos) << error;
}

}  // namespace
}  // namespace spotforge
