#include "typeset/rule_numbers.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

// The published party deck: 55 cards. Numbers tuned for it shrink with smaller decks.
constexpr double kReferenceCards = 55.0;
constexpr int kMostPlayers = 8;
// The basic game deals one card per player and wants at least this many centre cards each.
constexpr int kCentreCardsPerPlayer = 3;

int scaled(int reference_value, int cards, int at_least) {
  return std::max(at_least,
                  static_cast<int>(std::lround(reference_value * cards / kReferenceCards)));
}

void check(const RuleInputs& in) {
  if (in.symbols_per_card < 3) {
    throw InputError("a deck with " + std::to_string(in.symbols_per_card) +
                     " symbols per card has no rules; expected at least 3 (a plane of order 2)");
  }
  const long long n = in.symbols_per_card - 1;
  const long long plane = n * n + n + 1;
  if (in.cards < 3 || in.cards > plane) {
    throw InputError("a deck of " + std::to_string(in.cards) + " cards with " +
                     std::to_string(in.symbols_per_card) +
                     " symbols each is not a plane; expected " + "3 to " + std::to_string(plane) +
                     " cards");
  }
}

// The Well: one card to the centre, the rest shared out; the spare cards go under the centre
// card. A player count is served when everyone gets a stack worth racing through.
std::vector<DealRow> well_rows(int cards, int players_max) {
  std::vector<DealRow> rows;
  for (int p = 2; p <= players_max; ++p) {
    const int each = (cards - 1) / p;
    if (each >= 3) rows.push_back({p, p, each, (cards - 1) % p});
  }
  return rows;
}

// Hot Potato deals one fresh card per player and round; the losers keep theirs. A player count
// is served when the deck lasts the minimum number of rounds without reshuffling.
std::vector<DealRow> hot_potato_rows(int cards, int players_min, int players_max, int rounds) {
  std::vector<DealRow> rows;
  for (int p = players_min; p <= players_max; ++p) {
    if (cards / p >= rounds) rows.push_back({p, p, cards / p, cards % p});
  }
  return rows;
}

// Dynamite: the published deal (2-3: 11, 4-5: 9, 6-8: 6 of 55 cards), scaled to the deck and
// checked against it: the largest group of a bracket must fit in all but about a ninth of the
// deck (those cards start the refills), with at least min_deal cards each. A bracket that can't
// serve its largest player counts loses them, or goes.
std::vector<DealRow> dynamite_rows(int cards, int players_max, int min_deal) {
  const int budget = cards - cards / 9;
  struct Bracket {
    int from, to, published;
  };
  const Bracket brackets[] = {{2, 3, 11}, {4, 5, 9}, {6, kMostPlayers, 6}};
  std::vector<DealRow> rows;
  for (const Bracket& bracket : brackets) {
    const int want = scaled(bracket.published, cards, min_deal);
    for (int to = std::min(bracket.to, players_max); to >= bracket.from; --to) {
      const int each = std::min(want, budget / to);
      if (each < min_deal) continue;
      rows.push_back({bracket.from, to, each, cards - each * to});
      break;
    }
  }
  return rows;
}

int race_players_max(int cards, int players_max, int target) {
  // Everyone starts with two cards; the centre must hold at least half of what all players
  // need to reach the target, or the race ends before it starts.
  int p = players_max;
  while (p > 2 && 2 * (cards - 2 * p) < p * (target - 1)) --p;
  return p;
}

}  // namespace

RuleInputs rule_inputs_for(const Deck& deck, int theme_symbols, const SpotlightCounts& spotlight) {
  RuleInputs in;
  in.cards = static_cast<int>(deck.cards.size());
  in.symbols_per_card = deck.symbols_per_card;
  in.theme_symbols = theme_symbols;
  in.spotlight = spotlight;
  return in;
}

RuleNumbers compute_rule_numbers(const RuleInputs& in) {
  check(in);
  RuleNumbers r;
  r.cards = in.cards;
  r.symbols_per_card = in.symbols_per_card;
  r.order = in.symbols_per_card - 1;
  r.plane_cards = r.order * r.order + r.order + 1;
  r.cards_per_symbol = r.order + 1;
  r.theme_symbols = in.theme_symbols;
  r.truncated = r.cards < r.plane_cards;

  r.players_max = std::clamp(in.cards / (1 + kCentreCardsPerPlayer), 2, kMostPlayers);
  r.mascot_bonus = scaled(4, in.cards, 1);
  r.well = well_rows(in.cards, r.players_max);
  r.well_penalty = scaled(5, in.cards, 1);

  r.hot_potato_rounds_min = 5;
  r.hot_potato = hot_potato_rows(in.cards, 4, r.players_max, r.hot_potato_rounds_min);
  if (!r.hot_potato.empty()) {
    r.hot_potato_players_min = r.hot_potato.front().players_from;
    r.hot_potato_players_max = r.hot_potato.back().players_to;
  }

  r.race_target = std::clamp(scaled(6, in.cards, 3), 3, 6);
  r.race_players_max = race_players_max(in.cards, r.players_max, r.race_target);

  r.dynamite_min_deal = 4;  // the hidden card and a fuse of three
  r.dynamite = dynamite_rows(in.cards, r.players_max, r.dynamite_min_deal);
  if (!r.dynamite.empty()) {
    // The published refill: 5 more cards each, never more than the shortest fuse dealt.
    int shortest = r.dynamite.front().cards_each;
    for (const DealRow& row : r.dynamite) shortest = std::min(shortest, row.cards_each);
    r.dynamite_refill = std::clamp(scaled(5, in.cards, 2), 2, std::max(2, shortest - 1));
  }
  r.party_minutes = std::max(10, 5 * static_cast<int>(std::lround(scaled(30, in.cards, 10) / 5.0)));

  // Cards are lines of the plane, symbols its points; three cards sharing a symbol are three
  // concurrent lines. At most n + 1 lines (n odd) or n + 2 (n even) avoid that, so one more
  // card always holds a triplet.
  r.triplets_grid = std::min(in.cards, r.order % 2 == 1 ? r.order + 2 : r.order + 3);
  r.tournament_rounds = 5;

  r.spotlight = in.spotlight;
  r.spotlight_rush_extra = 2;
  r.spotlight_players_max =
      std::max(1, std::min(in.spotlight.boards, in.spotlight.rush_tokens - r.spotlight_rush_extra));
  return r;
}

}  // namespace spotforge::typeset
