#include "typeset/rules_context.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

RuleNumbers party_numbers() {
  RuleInputs in;
  in.cards = 55;
  in.symbols_per_card = 8;
  in.theme_symbols = 57;
  return compute_rule_numbers(in);
}

RulesSymbols polish() {
  return {{"horse", "hand", "plunger", "magnet"}, {"Koń", "Ręka", "Przepychacz", "Magnes"}, 1};
}

TEST(RulesContext, CarriesTheNumbersAndTheDealTables) {
  const TemplateContext c = make_rules_context(party_numbers(), "pl", polish(), "Art: someone");
  EXPECT_EQ(c.language, "pl");
  EXPECT_EQ(c.credits, "Art: someone");
  EXPECT_EQ(std::get<long long>(c.values.at("cards")), 55);
  EXPECT_EQ(std::get<long long>(c.values.at("missing_cards")), 2);
  EXPECT_EQ(std::get<long long>(c.values.at("truncated")), 1);
  EXPECT_EQ(std::get<long long>(c.values.at("score_band2_from")), 3);
  EXPECT_EQ(std::get<long long>(c.values.at("score_band4_from")), 10);
  const auto& dynamite = c.lists.at("dynamite");
  ASSERT_EQ(dynamite.size(), 3u);
  EXPECT_EQ(std::get<long long>(dynamite[2].at("players_to")), 8);
  EXPECT_EQ(std::get<long long>(dynamite[2].at("cards_each")), 6);
  EXPECT_EQ(std::get<long long>(dynamite[2].at("single")), 0);
  EXPECT_EQ(std::get<long long>(c.lists.at("well")[0].at("single")), 1);
}

TEST(RulesContext, NamesTheMascotAndExamplesInTheDocumentsLanguage) {
  const TemplateContext c = make_rules_context(party_numbers(), "pl", polish(), "");
  EXPECT_EQ(std::get<std::string>(c.values.at("mascot_name")), "Ręka");
  EXPECT_EQ(c.symbols.at("mascot").index, 1);
  // The examples skip the mascot: it has its own rule in every mini-game.
  EXPECT_EQ(std::get<std::string>(c.values.at("example1")), "Koń");
  EXPECT_EQ(std::get<std::string>(c.values.at("example2")), "Przepychacz");
  EXPECT_EQ(c.symbols.at("example3").index, 3);
  EXPECT_EQ(c.symbols.at("plunger").name, "Przepychacz");
}

// A name of several words is one unit in running text: no line ends inside it.
TEST(RulesContext, ASymbolsNameNeverBreaksAcrossLines) {
  RulesSymbols s{{"fire", "hand", "brush", "magnet"},
                 {"Fire extinguisher", "Helping hand", "Cepillo de dientes", "Magnet"},
                 1};
  const TemplateContext c = make_rules_context(party_numbers(), "en", s, "");
  EXPECT_EQ(std::get<std::string>(c.values.at("mascot_name")), "Helping\u00A0hand");
  EXPECT_EQ(std::get<std::string>(c.values.at("example1")), "Fire\u00A0extinguisher");
  EXPECT_EQ(std::get<std::string>(c.values.at("example2")), "Cepillo\u00A0de\u00A0dientes");
}

TEST(RulesContext, WithoutAMascotThereIsNoMascotToName) {
  // The classic games don't need one (the kit refuses the Party rules without it).
  RulesSymbols s = polish();
  s.mascot = -1;
  const TemplateContext c = make_rules_context(party_numbers(), "pl", s, "");
  EXPECT_EQ(c.values.count("mascot_name"), 0u);
  EXPECT_EQ(c.symbols.count("mascot"), 0u);
  s.mascot = static_cast<int>(s.ids.size());
  EXPECT_THROW(make_rules_context(party_numbers(), "pl", s, ""), InputError);
}

long long value(const TemplateContext& c, const std::string& key) {
  return std::get<long long>(c.values.at(key));
}

TEST(RulesContext, NumbersTheGamesTheDeckCanServe) {
  const TemplateContext full = make_rules_context(party_numbers(), "en", polish(), "");
  EXPECT_EQ(value(full, "party_games"), 6);
  EXPECT_EQ(value(full, "party_no_hot_potato"), 3);
  EXPECT_EQ(value(full, "party_no_dynamite"), 6);
  EXPECT_EQ(value(full, "classic_modes"), 5);
  EXPECT_EQ(value(full, "classic_no_triplets"), 5);
  // 13 cards (order 3) serve at most 3 players: no Hot Potato, and the games after it move up.
  RuleInputs in;
  in.cards = 13;
  in.symbols_per_card = 4;
  in.theme_symbols = 13;
  const TemplateContext small = make_rules_context(compute_rule_numbers(in), "en", polish(), "");
  EXPECT_EQ(small.values.count("party_no_hot_potato"), 0u);
  EXPECT_EQ(value(small, "party_no_double_frenzy"), 3);
  EXPECT_EQ(value(small, "classic_modes"), 4);
  EXPECT_EQ(value(small, "classic_no_poisoned_gift"), 3);
}

TEST(RulesContext, RefusesNamesThatDontMatchTheSymbols) {
  RulesSymbols s = polish();
  s.names.pop_back();
  EXPECT_THROW(make_rules_context(party_numbers(), "pl", s, ""), InputError);
}

}  // namespace
}  // namespace spotforge::typeset
