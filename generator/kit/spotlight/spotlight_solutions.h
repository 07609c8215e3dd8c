// solutions.json: a Spotlight kit's answers for people and programs (the recount tests, the
// spotlight_play tool): the rules and numbers the game is played with, the boards, the spread
// of the answers, the simulated win rates, the contrast measures and every card with every
// copy on every board.
#pragma once

#include <string>

#include "kit/spotlight/spotlight_kit.h"

namespace spotforge {

// solutions.json as text (nlohmann's dump with one-space indent, keys sorted).
std::string spotlight_solutions_json(const SpotlightKit& kit, const SpotlightOptions& options);

}  // namespace spotforge
