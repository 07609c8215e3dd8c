#include "design/deck_report.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "design/deck_builder.h"

namespace spotforge {
namespace {

TEST(DeckReport, JsonCarriesTheIncidenceAndTheReport) {
  const Deck deck = build_deck({7, 55, 5});
  const DeckVerification check = verify_deck(deck);
  const auto j = nlohmann::json::parse(deck_as_json_text(deck, check, 5));
  EXPECT_EQ(j, nlohmann::json(deck_as_json(deck, check, 5)));
  EXPECT_EQ(j["order"], 7);
  EXPECT_EQ(j["symbols_per_card"], 8);
  EXPECT_EQ(j["cards"], 55);
  EXPECT_EQ(j["symbols"], 57);
  EXPECT_EQ(j["seed"], 5);
  EXPECT_EQ(j["full_plane"], false);
  EXPECT_EQ(j["card_symbols"].get<std::vector<std::vector<int>>>(), deck.cards);
  EXPECT_EQ(j["verification"]["ok"], true);
  EXPECT_EQ(j["verification"]["card_pairs_share_one_symbol"], true);
  EXPECT_TRUE(j["verification"]["symbols_on_k_cards"].is_null());
  EXPECT_EQ(j["symbol_frequencies"].get<std::vector<int>>(), check.symbol_frequencies);
  EXPECT_EQ(j["frequency_spread"], 2);
  EXPECT_EQ(j["least_possible_spread"], 2);
  ASSERT_EQ(j["symbols_on_fewer_cards"].size(), 15u);
  EXPECT_EQ(j["symbols_on_fewer_cards"][14]["symbol"], 56);
  EXPECT_EQ(j["symbols_on_fewer_cards"][14]["cards"], 6);
}

TEST(DeckReport, FullPlaneJsonChecksTheSymbols) {
  const Deck deck = build_deck({3, std::nullopt, 1});
  const auto j = deck_as_json(deck, verify_deck(deck), 1);
  EXPECT_EQ(j["verification"]["symbols_on_k_cards"], true);
  EXPECT_EQ(j["verification"]["symbol_pairs_on_one_card"], true);
  EXPECT_TRUE(j["symbols_on_fewer_cards"].empty());
}

TEST(DeckReport, JsonTextKeepsTheDocumentedKeyOrderAndOneCardPerLine) {
  const Deck deck = build_deck({2, std::nullopt, 1});
  const std::string text = deck_as_json_text(deck, verify_deck(deck), 1);
  std::vector<std::size_t> at;
  for (const char* key : {"\"order\"", "\"symbols_per_card\"", "\"cards\"", "\"symbols\"",
                          "\"card_symbols\"", "\"verification\"", "\"symbol_frequencies\""}) {
    at.push_back(text.find(key));
    EXPECT_NE(at.back(), std::string::npos) << key;
  }
  EXPECT_TRUE(std::is_sorted(at.begin(), at.end())) << text;
  std::string first_card = "\n    [";
  for (std::size_t i = 0; i < deck.cards[0].size(); ++i) {
    first_card += (i ? "," : "") + std::to_string(deck.cards[0][i]);
  }
  EXPECT_NE(text.find(first_card + "],\n"), std::string::npos) << text;
}

TEST(DeckReport, TextListsCardsVerificationAndFrequencies) {
  const Deck deck = build_deck({7, 55, 5});
  const std::string text = deck_as_text(deck, verify_deck(deck), 5);
  EXPECT_NE(text.find("55 of 57 cards"), std::string::npos);
  EXPECT_NE(text.find("card 54:"), std::string::npos);
  EXPECT_EQ(text.find("card 55:"), std::string::npos);
  EXPECT_NE(text.find("Verification: ok"), std::string::npos);
  EXPECT_NE(text.find("42 symbols on 8 cards, 14 on 7 cards, 1 on 6 cards (spread 2, the least "
                      "possible)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("On fewer cards: 42-55 (7 cards), 56 (6 cards)"), std::string::npos);
}

TEST(DeckReport, CsvHasAHeaderAndOneRowPerCard) {
  const Deck deck = build_deck({2, std::nullopt, 1});
  const std::string csv = deck_as_csv(deck);
  EXPECT_EQ(csv.substr(0, csv.find('\n')), "card,symbol_1,symbol_2,symbol_3");
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 8);
  std::string first_row = "0";
  for (int s : deck.cards[0]) first_row += "," + std::to_string(s);
  EXPECT_NE(csv.find("\n" + first_row + "\n"), std::string::npos);
}

}  // namespace
}  // namespace spotforge
