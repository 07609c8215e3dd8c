#include "design/deck_report.h"

#include <map>

#include "design/spread_bound.h"

namespace spotforge {
namespace {

std::string yes_no(bool ok) { return ok ? "yes" : "NO"; }

// "42-55" or "56" for a run of consecutive symbol numbers.
std::string symbol_range(int first, int last) {
  return first == last ? std::to_string(first) : std::to_string(first) + "-" + std::to_string(last);
}

// The symbols below the top frequency, as runs of numbers with the same count; after
// renumbering by frequency these are the last symbols.
std::string fewer_cards_list(const DeckVerification& check) {
  const auto& f = check.symbol_frequencies;
  std::string out;
  for (std::size_t i = 0; i < f.size();) {
    std::size_t j = i;
    while (j + 1 < f.size() && f[j + 1] == f[i]) ++j;
    if (f[i] < check.max_frequency) {
      out += (out.empty() ? "" : ", ") + symbol_range(static_cast<int>(i), static_cast<int>(j)) +
             " (" + std::to_string(f[i]) + (f[i] == 1 ? " card)" : " cards)");
    }
    i = j + 1;
  }
  return out;
}

int spread_bound(const Deck& deck) {
  return truncation_spread_lower_bound(deck.order, static_cast<int>(deck.cards.size()));
}

}  // namespace

std::string frequency_summary(const Deck& deck, const DeckVerification& check) {
  std::map<int, int, std::greater<int>> symbols_with;  // frequency -> symbols, most first
  for (int f : check.symbol_frequencies) ++symbols_with[f];
  std::string out;
  for (const auto& [frequency, count] : symbols_with) {
    out += out.empty() ? std::to_string(count) + (count == 1 ? " symbol on " : " symbols on ")
                       : ", " + std::to_string(count) + " on ";
    out += std::to_string(frequency) + (frequency == 1 ? " card" : " cards");
  }
  const int spread = check.max_frequency - check.min_frequency;
  const int bound = spread_bound(deck);
  out += " (spread " + std::to_string(spread);
  out += spread == bound ? ", the least possible)"
                         : "; no choice of cards can go below " + std::to_string(bound) + ")";
  return out;
}

std::string deck_summary(const Deck& deck, const DeckVerification& check) {
  return "order " + std::to_string(deck.order) + ", " + std::to_string(deck.cards.size()) + " of " +
         std::to_string(deck.symbol_count) + " cards, " + std::to_string(deck.symbols_per_card) +
         " symbols per card, verification " + (check.ok() ? "ok" : "FAILED");
}

std::string deck_as_text(const Deck& deck, const DeckVerification& check, std::uint64_t seed) {
  const std::string k = std::to_string(deck.symbols_per_card);
  std::string out = "Deck of order " + std::to_string(deck.order) + ": " +
                    std::to_string(deck.cards.size()) + " of " + std::to_string(deck.symbol_count) +
                    " cards, " + k + " symbols per card, " + std::to_string(deck.symbol_count) +
                    " symbols (numbered from 0, most used first), seed " + std::to_string(seed) +
                    "\n\n";
  const int width = static_cast<int>(std::to_string(deck.symbol_count - 1).size());
  const int card_width = static_cast<int>(std::to_string(deck.cards.size() - 1).size());
  for (std::size_t c = 0; c < deck.cards.size(); ++c) {
    std::string number = std::to_string(c);
    out += "card " + std::string(card_width - number.size(), ' ') + number + ":";
    for (int s : deck.cards[c]) {
      const std::string symbol = std::to_string(s);
      out += " " + std::string(width - symbol.size(), ' ') + symbol;
    }
    out += "\n";
  }
  out += "\nVerification: " + std::string(check.ok() ? "ok" : "FAILED") + "\n";
  out += "  every card has " + k +
         " distinct symbols: " + yes_no(check.cards_have_k_distinct_symbols) + "\n";
  out +=
      "  every two cards share exactly one symbol: " + yes_no(check.card_pairs_share_one_symbol) +
      "\n";
  const std::string full = check.full_plane ? "" : "not checked, the deck is truncated";
  out += "  every symbol on exactly " + k +
         " cards: " + (check.full_plane ? yes_no(check.symbols_on_k_cards) : full) + "\n";
  out += "  every two symbols together on exactly one card: " +
         (check.full_plane ? yes_no(check.symbol_pairs_on_one_card) : full) + "\n";
  for (const auto& problem : check.problems) out += "  problem: " + problem + "\n";
  out += "Symbol frequencies: " + frequency_summary(deck, check) + "\n";
  const std::string fewer = fewer_cards_list(check);
  if (!fewer.empty()) out += "On fewer cards: " + fewer + "\n";
  return out;
}

std::string deck_as_csv(const Deck& deck) {
  std::string out = "card";
  for (int i = 1; i <= deck.symbols_per_card; ++i) out += ",symbol_" + std::to_string(i);
  out += "\n";
  for (std::size_t c = 0; c < deck.cards.size(); ++c) {
    out += std::to_string(c);
    for (int s : deck.cards[c]) out += "," + std::to_string(s);
    out += "\n";
  }
  return out;
}

nlohmann::ordered_json deck_as_json(const Deck& deck, const DeckVerification& check,
                                    std::uint64_t seed) {
  using json = nlohmann::ordered_json;
  json verification = {
      {"ok", check.ok()},
      {"cards_have_k_distinct_symbols", check.cards_have_k_distinct_symbols},
      {"card_pairs_share_one_symbol", check.card_pairs_share_one_symbol},
      {"symbols_on_k_cards", check.full_plane ? json(check.symbols_on_k_cards) : json(nullptr)},
      {"symbol_pairs_on_one_card",
       check.full_plane ? json(check.symbol_pairs_on_one_card) : json(nullptr)},
      {"problems", check.problems}};
  json fewer = json::array();
  for (std::size_t s = 0; s < check.symbol_frequencies.size(); ++s) {
    if (check.symbol_frequencies[s] < check.max_frequency) {
      fewer.push_back({{"symbol", s}, {"cards", check.symbol_frequencies[s]}});
    }
  }
  return {{"order", deck.order},
          {"symbols_per_card", deck.symbols_per_card},
          {"cards", deck.cards.size()},
          {"symbols", deck.symbol_count},
          {"full_plane", check.full_plane},
          {"seed", seed},
          {"card_symbols", deck.cards},
          {"verification", verification},
          {"symbol_frequencies", check.symbol_frequencies},
          {"frequency_spread", check.max_frequency - check.min_frequency},
          {"least_possible_spread", spread_bound(deck)},
          {"symbols_on_fewer_cards", fewer}};
}

std::string deck_as_json_text(const Deck& deck, const DeckVerification& check, std::uint64_t seed) {
  const nlohmann::ordered_json j = deck_as_json(deck, check, seed);
  std::string out = "{";
  bool first = true;
  for (const auto& [key, value] : j.items()) {
    out += first ? "\n  " : ",\n  ";
    first = false;
    out += nlohmann::json(key).dump() + ": ";
    const bool list_of_lists = value.is_array() && !value.empty() && value[0].is_array();
    if (!list_of_lists) {
      out += value.dump();
      continue;
    }
    out += "[";
    for (std::size_t i = 0; i < value.size(); ++i) {
      out += (i == 0 ? "\n    " : ",\n    ") + value[i].dump();
    }
    out += "\n  ]";
  }
  return out + "\n}\n";
}

}  // namespace spotforge
