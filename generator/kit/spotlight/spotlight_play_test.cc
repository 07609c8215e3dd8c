#include "kit/spotlight/spotlight_play.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge {
namespace {

TEST(SpotlightPlay, ReadsTheDeckAndRulesFromSolutions) {
  const std::string json = R"({"rules": {"dial_max": 3, "rounds": 6, "moon_head_start": 4,
      "die_faces": {"one_moon": 2, "two_moons": 2, "battery": 2}},
      "cards": [{"total": 1, "moons": 0}, {"total": 3, "moons": 2}]})";
  const PlayedKit kit = played_kit_from_solutions(json, "solutions.json");
  ASSERT_EQ(kit.deck.size(), 2u);
  EXPECT_EQ(kit.deck[1].total, 3);
  EXPECT_EQ(kit.deck[1].moons, 2);
  EXPECT_EQ(kit.dial_max, 3);
  EXPECT_EQ(kit.rules.rounds, 6);
  EXPECT_EQ(kit.rules.head_start, 4);
  EXPECT_EQ(kit.rules.die_battery, 2);
  const std::string text = play_table_text(play_table(kit.deck, kit.rules, 3, 200), kit.rules);
  EXPECT_NE(text.find("always dial 3"), std::string::npos) << text;
  EXPECT_NE(text.find("count right"), std::string::npos) << text;
}

TEST(SpotlightPlay, AFileWithoutRulesIsAnInputErrorNamingIt) {
  try {
    played_kit_from_solutions(R"({"cards": []})", "out/solutions.json");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("out/solutions.json"), std::string::npos) << e.what();
  }
  EXPECT_THROW(played_kit_from_solutions("{", "x.json"), InputError);
}

}  // namespace
}  // namespace spotforge
