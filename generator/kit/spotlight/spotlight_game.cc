#include "kit/spotlight/spotlight_game.h"

#include <algorithm>
#include <cstdio>

namespace spotforge {

std::string level_name(int level) {
  static const char* names[] = {"easy", "normal", "hard", "kids"};
  return level >= 0 && level < kLevels ? names[level] : "?";
}

int level_extra_steps(int level, int round) {
  switch (level) {
    case 1:
      return round % kNormalExtraEvery == 0 ? 1 : 0;
    case 2:
      return 2;
    default:  // Easy and Kids
      return 0;
  }
}

bool level_plays_easy_cards_only(int level) { return level == kKidsLevel; }

std::string Strategy::name() const {
  switch (kind) {
    case Kind::kDial:
      return "always dial " + std::to_string(dial);
    case Kind::kMissOne:
      return "miss one";
    case Kind::kCountRight:
      return "count right";
  }
  return "?";
}

int Strategy::dial_for(int total) const {
  switch (kind) {
    case Kind::kDial:
      return dial;
    case Kind::kMissOne:
      return std::max(0, total - 1);
    case Kind::kCountRight:
      return total;
  }
  return 0;
}

std::vector<GameCard> game_cards(const SpotlightPlan& plan) {
  std::vector<GameCard> deck;
  for (const CardQuota& card : plan.cards) deck.push_back({card.total, card.moons, card.easy});
  return deck;
}

std::vector<GameCard> level_deck(const std::vector<GameCard>& deck, int level) {
  if (!level_plays_easy_cards_only(level)) return deck;
  std::vector<GameCard> easy;
  for (const GameCard& card : deck) {
    if (card.easy) easy.push_back(card);
  }
  return easy;
}

namespace {

// The spaces a player moves for a dial number on a card (rulebook: the stars above the number,
// one more for the exact count, nothing when the number is too high).
int advance(int dialled, int total) {
  if (dialled > total) return 0;
  return dial_stars(dialled) + (dialled == total ? 1 : 0);
}

// The game's score when the team wins (rush tokens left + empty spaces between the moon and
// the hindmost pawn), -1 when the moon catches a pawn with no token left.
// `deck` is drawn from by swaps that `drawn` records (the position each round took its card
// from); the caller puts them back, so that a game costs no copy of the deck.
int play_one(std::vector<GameCard>& deck, std::vector<int>& drawn, std::vector<int>& pawns,
             const GameRules& rules, int level, const Strategy& strategy, SpotRng& rng) {
  pawns.assign(rules.players, rules.head_start);
  drawn.clear();
  int moon = 0, tokens = rules.rush_tokens;
  const int faces = rules.die_one_moon + rules.die_two_moons + rules.die_battery;
  const int rounds = std::min<int>(rules.rounds, static_cast<int>(deck.size()));
  for (int round = 0; round < rounds; ++round) {
    // Draw without putting back.
    const int from = round + rng.below(static_cast<int>(deck.size()) - round);
    std::swap(deck[round], deck[from]);
    drawn.push_back(from);
    const GameCard& card = deck[round];
    for (int& pawn : pawns) pawn += advance(strategy.dial_for(card.total), card.total);
    // Stay together: one player in the lead may give one space to the hindmost when that keeps
    // the team closer (never needed when everyone dials alike, kept for mixed teams).
    const auto [low, high] = std::minmax_element(pawns.begin(), pawns.end());
    if (*high - *low >= 2) {
      --*high;
      ++*low;
    }
    const int face = rng.below(faces);
    const int die = face < rules.die_one_moon                         ? 1
                    : face < rules.die_one_moon + rules.die_two_moons ? 2
                                                                      : 0;
    moon += card.moons + die + level_extra_steps(level, round + 1);
    for (int& pawn : pawns) {
      if (pawn > moon) continue;
      if (tokens == 0) return -1;
      --tokens;
      pawn = moon + 1;
    }
  }
  return tokens + *std::min_element(pawns.begin(), pawns.end()) - moon - 1;
}

}  // namespace

std::vector<int> winning_scores(const std::vector<GameCard>& deck, const GameRules& rules,
                                int level, const Strategy& strategy, int games,
                                std::uint64_t seed) {
  const std::vector<GameCard> cards = level_deck(deck, level);
  std::vector<int> scores;
  if (cards.empty()) return scores;
  SpotRng rng(seed);
  // Every game starts from the deck in its order (a copy per game was a fifth of the play
  // check): the draws are undone in reverse.
  std::vector<GameCard> deck_in_play = cards;
  std::vector<int> drawn, pawns;
  for (int g = 0; g < games; ++g) {
    const int score = play_one(deck_in_play, drawn, pawns, rules, level, strategy, rng);
    for (int round = static_cast<int>(drawn.size()) - 1; round >= 0; --round) {
      std::swap(deck_in_play[round], deck_in_play[drawn[round]]);
    }
    if (score >= 0) scores.push_back(score);
  }
  return scores;
}

double win_rate(const std::vector<GameCard>& deck, const GameRules& rules, int level,
                const Strategy& strategy, int games, std::uint64_t seed) {
  if (games <= 0) return 0;
  return static_cast<double>(winning_scores(deck, rules, level, strategy, games, seed).size()) /
         games;
}

double PlayTable::best_blind(int level, int* dial) const {
  double best = 0;
  for (size_t s = 0; s < strategies.size(); ++s) {
    if (strategies[s].kind != Strategy::Kind::kDial || wins[s][level] < best) continue;
    best = wins[s][level];
    if (dial) *dial = strategies[s].dial;
  }
  return best;
}

double PlayTable::of(Strategy::Kind kind, int level) const {
  for (size_t s = 0; s < strategies.size(); ++s) {
    if (strategies[s].kind == kind) return wins[s][level];
  }
  return 0;
}

PlayTable play_table(const std::vector<GameCard>& deck, const GameRules& rules, int dial_max,
                     int games, std::uint64_t seed) {
  PlayTable table;
  table.games = games;
  for (int k = 1; k <= dial_max; ++k) table.strategies.push_back({Strategy::Kind::kDial, k});
  table.strategies.push_back({Strategy::Kind::kMissOne, 0});
  table.strategies.push_back({Strategy::Kind::kCountRight, 0});
  for (const Strategy& strategy : table.strategies) {
    std::array<double, kLevels> w{};
    // The same games (cards and die rolls) for every strategy, so they compare fairly.
    for (int level = 0; level < kLevels; ++level) {
      w[level] = win_rate(deck, rules, level, strategy, games, seed + level);
    }
    table.wins.push_back(w);
  }
  return table;
}

std::vector<std::string> looking_pays(const PlayTable& table) {
  std::vector<std::string> broken;
  char line[200];
  for (int level = 0; level < kLevels; ++level) {
    int dial = 0;
    const double blind = table.best_blind(level, &dial);
    const double miss = table.of(Strategy::Kind::kMissOne, level);
    if (std::max(blind, miss) > 0.02 && blind >= miss) {
      std::snprintf(line, sizeof line,
                    "%s: always dialling %d wins %.1f %% of games, missing one copy %.1f %%",
                    level_name(level).c_str(), dial, blind * 100, miss * 100);
      broken.push_back(line);
    }
  }
  int dial = 0;
  const double blind = table.best_blind(0, &dial);
  if (blind >= 1.0 / 3) {
    std::snprintf(line, sizeof line,
                  "easy: always dialling %d wins %.1f %% of games, a third or more", dial,
                  blind * 100);
    broken.push_back(line);
  }
  const double normal_miss = table.of(Strategy::Kind::kMissOne, 1);
  if (normal_miss < kNormalMissOneShare) {
    std::snprintf(line, sizeof line,
                  "normal: missing one copy wins only %.1f %% of games, under %.0f %%: "
                  "all or nothing",
                  normal_miss * 100, kNormalMissOneShare * 100);
    broken.push_back(line);
  }
  const double right = table.of(Strategy::Kind::kCountRight, 0);
  if (right < 0.97) {
    std::snprintf(line, sizeof line, "easy: an honest count wins only %.1f %% of games",
                  right * 100);
    broken.push_back(line);
  }
  return broken;
}

}  // namespace spotforge
