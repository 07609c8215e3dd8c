#include "kit/spotlight/spotlight_solutions.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace spotforge {
namespace {

// A kit with one empty board and no cards: enough for the rules and the play parts.
SpotlightKit bare_kit() {
  SpotlightKit kit;
  kit.plan.boards.push_back(BoardSpec{});
  return kit;
}

// Issue 28: the file says in which rounds each level's moon takes its extra steps, so a
// program replaying the kit plays Normal as the rulebook does (rounds 4 and 8 only).
TEST(SpotlightSolutions, NamesTheMoonsExtraStepsPerLevelAndRound) {
  const nlohmann::json j =
      nlohmann::json::parse(spotlight_solutions_json(bare_kit(), SpotlightOptions{}));
  const nlohmann::json& steps = j.at("rules").at("level_extra_moons_per_round");
  EXPECT_EQ(steps.at("easy"), nlohmann::json({0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(steps.at("normal"), nlohmann::json({0, 0, 0, 1, 0, 0, 0, 1}));
  EXPECT_EQ(steps.at("hard"), nlohmann::json({2, 2, 2, 2, 2, 2, 2, 2}));
  EXPECT_EQ(steps.at("kids"), steps.at("easy"));
  EXPECT_EQ(j.at("rules").at("rounds").get<int>(), kGameRounds);
}

// No copy measured: the worst copies are null, not a made-up copy.
TEST(SpotlightSolutions, AKitWithoutCopiesHasNoWorstCopy) {
  const nlohmann::json j =
      nlohmann::json::parse(spotlight_solutions_json(bare_kit(), SpotlightOptions{}));
  EXPECT_TRUE(j.at("contrast").at("worst_copy").is_null());
  EXPECT_TRUE(j.at("lightness").at("worst_copy").is_null());
  EXPECT_TRUE(j.at("cards").empty());
  EXPECT_EQ(j.at("boards").size(), 1u);
}

}  // namespace
}  // namespace spotforge
