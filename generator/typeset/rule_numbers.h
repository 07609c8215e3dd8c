// The numbers a rulebook prints that depend on the kit being built, as plain data computed from
// plain inputs: how many cards the deck has, which player counts it serves, how many cards each
// mini-game deals for each player count (a row the deck can't serve is dropped), the Spotlight
// counts. The templates never write such a number; they read it from here.
#pragma once

#include <string>
#include <vector>

#include "design/deck.h"

namespace spotforge::typeset {

// What the printed Spotlight kit holds (defaults: the published game's counts).
struct SpotlightCounts {
  int boards = 5;  // one per player: also the most players
  int search_cards = 60;
  int rush_tokens = 7;  // printed; a game uses players + 2
  int dial_max = 9;     // dials read 0 .. dial_max
  int rounds = 5;       // search cards played per game
  int timer_seconds = 60;
  int moon_head_start = 5;  // spaces between the moon and the pawns at the start
  int fast_seconds = 45;    // time challenge
  int super_fast_seconds = 30;
  int kids_extra_seconds = 60;
  // How the night is played: "screen", "film" or "paper" (the kit's --night); the templates
  // test spotlight_night_screen, spotlight_night_film and spotlight_night_paper.
  std::string night = "screen";
  // 1 when the kit's figures (a board, a search card, a dial) can be drawn: spotlight_figures.
  int figures = 0;
  // The score table: the highest score of the first three bands (0-2, 3-5, 6-9, 10 and more).
  int score_band_tops[3] = {2, 5, 9};
};

struct RuleInputs {
  int cards = 0;             // cards in the printed deck
  int symbols_per_card = 0;  // n + 1 for a plane of order n
  int theme_symbols = 0;     // symbols in the theme (the symbol list)
  SpotlightCounts spotlight;
};

// Cards dealt to each player for a range of player counts.
struct DealRow {
  int players_from = 0;
  int players_to = 0;
  int cards_each = 0;
  int left_over = 0;  // cards that stay in the box (or the centre) for the largest count
};

struct RuleNumbers {
  // The deck.
  int cards = 0;
  int symbols_per_card = 0;
  int order = 0;             // n
  int plane_cards = 0;       // n^2 + n + 1: the full plane's cards (and symbols)
  int cards_per_symbol = 0;  // n + 1 in the full plane: how often each symbol appears at most
  int theme_symbols = 0;
  bool truncated = false;  // fewer cards printed than the full plane has
  // Player counts the deck serves (the basic game leaves every player a fair centre pile).
  int players_min = 2;
  int players_max = 0;
  // Party and classic mini-games.
  int mascot_bonus = 0;            // The Tower, Double Frenzy: points for holding the mascot
  std::vector<DealRow> well;       // The Well: one card to the centre, the rest shared out
  int well_penalty = 0;            // The Well: cards taken back when finishing with the mascot
  int hot_potato_players_min = 0;  // Hot Potato wants a crowd
  int hot_potato_players_max = 0;  // ... and fresh cards for hot_potato_rounds_min rounds
  int hot_potato_rounds_min = 0;
  std::vector<DealRow> hot_potato;  // cards_each: the most rounds without reshuffling
  int race_target = 0;              // The Race: pile size that lets a player finish
  int race_players_max = 0;
  std::vector<DealRow> dynamite;  // fuse plus hidden card per player
  int dynamite_refill = 0;        // a new fuse when nobody found the match
  int dynamite_min_deal = 0;
  // The party box: ages as published, the playing time of the six mini-games scaled to the deck
  // (30 minutes for the published 55 cards), in steps of 5.
  int party_ages_min = 10;
  int party_minutes = 0;
  int triplets_grid = 0;  // Triplets: face-up cards that always hold three sharing a symbol
  int tournament_rounds = 0;
  SpotlightCounts spotlight;
  int spotlight_players_max = 0;
  int spotlight_rush_extra = 0;  // rush tokens in play = players + this
  // Printed with the kit (party-components.pdf): card holders, and with them the standing
  // mascot; 0 when the rules are printed on their own and the players improvise.
  int card_holders = 0;
};

// The inputs for a printed deck: its cards and symbols per card; the theme's symbol count (the
// symbol list) and the Spotlight kit's counts come from the caller.
RuleInputs rule_inputs_for(const Deck& deck, int theme_symbols,
                           const SpotlightCounts& spotlight = {});

// Computes every number from the inputs. Inputs that make no deck (fewer than 3 symbols per
// card, fewer cards than symbols on a card plus 1) throw InputError.
RuleNumbers compute_rule_numbers(const RuleInputs& inputs);

}  // namespace spotforge::typeset
