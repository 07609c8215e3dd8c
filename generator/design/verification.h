// Checks that a deck really is a (possibly truncated) projective plane, in O(cards * K^2).
#pragma once

#include <string>
#include <vector>

#include "design/deck.h"

namespace spotforge {

struct DeckVerification {
  int cards = 0;
  int symbols_per_card = 0;  // K, as the deck declares it
  bool full_plane = false;   // the deck has all n^2+n+1 cards
  bool cards_have_k_distinct_symbols = false;
  bool card_pairs_share_one_symbol = false;
  // Checked only for a full plane; a truncated deck leaves them false and not applicable.
  bool symbols_on_k_cards = false;
  bool symbol_pairs_on_one_card = false;

  // Counts of what went wrong (all 0 for a good deck).
  int cards_with_wrong_size = 0;
  int cards_with_repeated_symbols = 0;
  int symbols_out_of_range = 0;  // entries outside 0 .. symbol_count-1
  long long card_pairs_sharing_none = 0;
  long long card_pairs_sharing_several = 0;

  // symbol_frequencies[s]: how many cards show symbol s (symbol_count entries).
  std::vector<int> symbol_frequencies;
  int min_frequency = 0;  // over all symbol_count symbols
  int max_frequency = 0;

  // The first few problems as sentences, e.g. "cards 3 and 17 share 2 symbols (4, 9)".
  std::vector<std::string> problems;

  bool ok() const {
    return cards_have_k_distinct_symbols && card_pairs_share_one_symbol &&
           (!full_plane || (symbols_on_k_cards && symbol_pairs_on_one_card));
  }
};

DeckVerification verify_deck(const Deck& deck);

}  // namespace spotforge
