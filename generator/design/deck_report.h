// The deck and its verification report as text, CSV or JSON (the `spotforge plane` outputs; the
// JSON format is documented in README.md).
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "design/deck.h"
#include "design/verification.h"

namespace spotforge {

// Readable listing: a heading, one line per card, the verification report and the frequencies.
std::string deck_as_text(const Deck& deck, const DeckVerification& check, std::uint64_t seed);
// "card,symbol_1,...,symbol_K" then one row per card.
std::string deck_as_csv(const Deck& deck);
// Keys in the documented order (README.md, "The plane command").
nlohmann::ordered_json deck_as_json(const Deck& deck, const DeckVerification& check,
                                    std::uint64_t seed);
// deck_as_json laid out for reading: one key per line, one card per line.
std::string deck_as_json_text(const Deck& deck, const DeckVerification& check, std::uint64_t seed);

// One line: "order 7, 55 of 57 cards, 8 symbols per card, verification ok".
std::string deck_summary(const Deck& deck, const DeckVerification& check);
// "42 symbols on 8 cards, 14 on 7, 1 on 6 (spread 2, the least possible)".
std::string frequency_summary(const Deck& deck, const DeckVerification& check);

}  // namespace spotforge
