#include "kit/spotlight/search_cards.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge {
namespace {

Theme theme_with_characters(int n) {
  Theme theme;
  theme.file = "themes/x/theme.yaml";
  for (int i = 0; i < n; ++i) {
    ThemeSymbol character;
    character.id = "c" + std::to_string(i);
    theme.spotlight_characters.push_back(character);
  }
  return theme;
}

std::string message_of(const Theme& theme, std::optional<int> asked) {
  try {
    search_card_count(theme, asked);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// Issue 18: 20 characters and the fixed default of 60 made `build` fail with a message
// about --cards, which in build means deck cards.
TEST(SearchCards, FollowTheCharactersUpToSixty) {
  EXPECT_EQ(search_card_count(theme_with_characters(20), std::nullopt), 20);
  EXPECT_EQ(search_card_count(theme_with_characters(60), std::nullopt), 60);
  EXPECT_EQ(search_card_count(theme_with_characters(64), std::nullopt), 60);
  EXPECT_EQ(search_card_count(theme_with_characters(1), std::nullopt), 1);
}

TEST(SearchCards, TakeAnyNumberTheCharactersAllow) {
  EXPECT_EQ(search_card_count(theme_with_characters(64), 64), 64);
  EXPECT_EQ(search_card_count(theme_with_characters(20), 1), 1);
  EXPECT_EQ(search_card_count(theme_with_characters(20), 20), 20);
}

TEST(SearchCards, RefuseAnImpossibleNumberWithTheRange) {
  const std::string too_many = message_of(theme_with_characters(20), 21);
  EXPECT_NE(too_many.find("--search-cards 21"), std::string::npos) << too_many;
  EXPECT_NE(too_many.find("has 20; expected 1 to 20 (default: 20)"), std::string::npos) << too_many;
  const std::string none = message_of(theme_with_characters(20), 0);
  EXPECT_NE(none.find("--search-cards 0"), std::string::npos) << none;
  EXPECT_NE(none.find("expected 1 to 20"), std::string::npos) << none;
  EXPECT_NE(message_of(theme_with_characters(20), -5).find("expected 1 to 20"), std::string::npos);
}

TEST(SearchCards, RefuseTheOptionWithoutASpotlightSection) {
  EXPECT_EQ(search_card_count(theme_with_characters(0), std::nullopt), 0);
  const std::string m = message_of(theme_with_characters(0), 10);
  EXPECT_NE(m.find("--search-cards 10: the theme has no spotlight: section"), std::string::npos)
      << m;
  EXPECT_NE(m.find("themes/x/theme.yaml"), std::string::npos) << m;
}

}  // namespace
}  // namespace spotforge
