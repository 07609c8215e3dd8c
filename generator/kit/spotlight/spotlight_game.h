// A Spotlight game played by the rules our rulebook states (cooperative, 4 players by default):
// each round a search card is drawn, every player sets a dial, pawns move by the stars of the
// dial number (+1 for the exact count, nothing when too high), the moon moves by the card's
// moons, the die and the level's extra steps, and rush tokens save caught pawns. Used to check
// that looking pays: a team that counts carefully must beat one that dials without looking.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "kit/spotlight/spotlight_plan.h"

namespace spotforge {

// The published numbers of the game we print (track, die, rounds). Chosen with the simulation
// below so that looking beats guessing on every level (docs/design.md, issue 28).
inline constexpr int kGameRounds = 8;     // search cards a game plays
inline constexpr int kMoonHeadStart = 8;  // spaces between the moon and the pawns at the start
inline constexpr int kDieOneMoonFaces = 3, kDieTwoMoonFaces = 2, kDieBatteryFaces = 1;

struct GameRules {
  int players = 4;
  int rush_tokens = 6;  // players + 2
  int head_start = kMoonHeadStart;
  int rounds = kGameRounds;
  int die_one_moon = kDieOneMoonFaces, die_two_moons = kDieTwoMoonFaces,
      die_battery = kDieBatteryFaces;
};

// Easy, Normal, Hard: the moon's extra steps every round (0, 1, 2); Kids: Easy's moon with the
// easy search cards only (the rulebook's Kids level; its extra search time is not simulated).
inline constexpr int kLevels = 4;
inline constexpr int kKidsLevel = 3;
std::string level_name(int level);  // "easy", "normal", "hard", "kids"
int level_extra_steps(int level);
bool level_plays_easy_cards_only(int level);

// The rulebook's score table (score = rush tokens still face up + empty spaces between the
// moon and the hindmost pawn): the highest score of its first three bands. Its top band ("time
// for a harder level") starts where a team would still have won one level up: a whole game of
// the next level's extra step (kGameRounds spaces) on top of a 4-player team's 6 tokens. The
// lower bands split the winning scores of a team that misses a copy now and then
// (spotlight_game_test.cc checks them against the simulation).
inline constexpr int kScoreBandTops[3] = {3, 8, 13};

// What every player of the team dials: a fixed number without looking, the true count less one
// (a careful team that misses one copy every round), or the true count.
struct Strategy {
  enum class Kind { kDial, kMissOne, kCountRight };
  Kind kind = Kind::kCountRight;
  int dial = 0;              // kDial only
  std::string name() const;  // "always dial 3", "miss one", "count right"
  int dial_for(int total) const;
};

// One search card as the game uses it.
struct GameCard {
  int total = 0;
  int moons = 0;
  bool easy = false;  // in the Kids level's deck
};
std::vector<GameCard> game_cards(const SpotlightPlan& plan);

// The cards a level plays: every card, or the easy ones on Kids.
std::vector<GameCard> level_deck(const std::vector<GameCard>& deck, int level);

// The scores of the games the team won out of `games` (deterministic for a seed), in play
// order; lost games have no score.
std::vector<int> winning_scores(const std::vector<GameCard>& deck, const GameRules& rules,
                                int level, const Strategy& strategy, int games, std::uint64_t seed);

// The share of `games` games the team wins (deterministic for a seed).
double win_rate(const std::vector<GameCard>& deck, const GameRules& rules, int level,
                const Strategy& strategy, int games, std::uint64_t seed);

// Win rates of every strategy ("always dial 1..dial_max", "miss one", "count right") on every
// level.
struct PlayTable {
  std::vector<Strategy> strategies;
  std::vector<std::array<double, kLevels>> wins;  // per strategy, per level
  int games = 0;
  // The blind strategy that wins most on a level, and its rate.
  double best_blind(int level, int* dial = nullptr) const;
  double of(Strategy::Kind kind, int level) const;
};
PlayTable play_table(const std::vector<GameCard>& deck, const GameRules& rules, int dial_max,
                     int games = 20000, std::uint64_t seed = 1);

// The rule the kit meets, on Easy, Normal and Hard (Kids is reported, not held to it: with
// totals of 1 and 2 only, a team that misses the one copy dials 0, and dialling 1 blind beats
// it on every deck): on every level where a blind strategy or the miss-one team wins more
// than 2 % of games, every blind strategy wins less often than the miss-one team; blind guessing
// wins under a third of Easy games; an honest count wins at least 97 % of Easy games. Returns
// the broken parts in words (empty when it holds).
std::vector<std::string> looking_pays(const PlayTable& table);

}  // namespace spotforge
