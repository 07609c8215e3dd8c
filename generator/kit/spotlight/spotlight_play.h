// The game simulation (kit/spotlight/spotlight_game.h) over a kit as printed: its win-rate table in
// words, and the deck and rules read back from a kit's solutions.json (the spotlight_play tool
// in benchmarks/ replays any kit that way).
#pragma once

#include <string>

#include "kit/spotlight/spotlight_game.h"

namespace spotforge {

struct PlayedKit {
  std::vector<GameCard> deck;
  GameRules rules;
  int dial_max = 0;
};

// Reads the cards' totals and moons, the die, the head start, the rounds and the dial from a
// solutions.json text. Throws InputError naming `file` and what is missing.
PlayedKit played_kit_from_solutions(const std::string& json_text, const std::string& file);

// The table in rows of "strategy  easy  normal  hard" and a last line saying whether looking
// pays (kit/spotlight/spotlight_game.h looking_pays).
std::string play_table_text(const PlayTable& table, const GameRules& rules);

// For the honest and the miss-one team on every level: the winning scores' 10th, 50th and 90th
// percentiles and the share of won games in each band of the rulebook's score table
// (kScoreBandTops), to check the table against the play.
std::string score_bands_text(const PlayedKit& kit, int games = 20000, std::uint64_t seed = 1);

}  // namespace spotforge
