// The nine rulebook templates expand for every language with a full context, leave nothing
// unfilled, follow the deck's numbers, and keep the same sections in every language.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "base/diagnostic.h"
#include "base/languages.h"
#include "base/test_paths.h"
#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"

namespace spotforge::typeset {
namespace {

const char* kGames[] = {"party", "classic", "spotlight"};
const char* kLanguages[] = {"en", "it", "pl", "de", "fr", "es"};

std::filesystem::path template_path(const std::string& game, const std::string& language) {
  return std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "templates" / "lang" / language /
         (game + ".md");
}

RulesSymbols symbols(const std::string& language) {
  RulesSymbols s;
  s.ids = {"anchor", "apple", "hand", "bell", "cactus"};
  if (language == "pl") {
    s.names = {"Kotwica", "Jabłko", "Dłoń", "Dzwonek", "Kaktus"};
  } else if (language == "it") {
    s.names = {"Àncora", "Mela", "Mano", "Campanella", "Cactus"};
  } else if (language == "de") {
    s.names = {"Anker", "Apfel", "Hand", "Glocke", "Kaktus"};
  } else if (language == "fr") {
    s.names = {"Ancre", "Pomme", "Main", "Cloche", "Cactus"};
  } else if (language == "es") {
    s.names = {"Ancla", "Manzana", "Mano", "Campana", "Cactus"};
  } else {
    s.names = {"Anchor", "Apple", "Hand", "Bell", "Cactus"};
  }
  s.mascot = 2;
  return s;
}

Document build(const std::string& game, const std::string& language, int cards, int per_card) {
  RuleInputs in;
  in.cards = cards;
  in.symbols_per_card = per_card;
  in.theme_symbols = per_card * per_card - per_card + 1;
  const TemplateContext context = make_rules_context(compute_rule_numbers(in), language,
                                                     symbols(language), "Art: Fluent Emoji");
  return load_template(template_path(game, language), context);
}

// Every piece of text in the document, one string per block, cells and items included.
std::vector<std::string> texts(const Document& d) {
  std::vector<std::string> out{d.title};
  auto flat = [](const Inlines& in) {
    std::string s;
    for (const Inline& run : in) s += run.text;
    return s;
  };
  for (const Block& b : d.blocks) {
    std::string s = flat(b.text);
    for (const Inlines& item : b.items) s += "\n" + flat(item);
    for (const auto& row : b.rows) {
      for (const Inlines& cell : row) s += "\n" + flat(cell);
    }
    out.push_back(s);
  }
  return out;
}

std::string all_text(const Document& d) {
  std::string s;
  for (const std::string& t : texts(d)) s += t + "\n";
  return s;
}

std::vector<std::string> anchors(const Document& d) {
  std::vector<std::string> out;
  for (const Block& b : d.blocks) {
    if (b.kind == Block::Kind::kHeading) out.push_back(b.anchor);
  }
  return out;
}

const Block* table_after(const Document& d, const std::string& anchor) {
  bool seen = false;
  for (const Block& b : d.blocks) {
    if (b.kind == Block::Kind::kHeading && b.anchor == anchor) seen = true;
    if (seen && b.kind == Block::Kind::kTable) return &b;
  }
  return nullptr;
}

TEST(RulesTemplates, EveryTemplateExpandsWithNothingLeftUnfilled) {
  // Every language folder, the shipped ones and any added later, holds all three games.
  for (const char* game : kGames) {
    for (const std::string& language : available_languages()) {
      // The published party deck, the full order-7 plane, and smaller planes down to order 2,
      // where some mini-games no longer fit the deck.
      for (auto [cards, per_card] : {std::pair{55, 8}, std::pair{57, 8}, std::pair{31, 6},
                                     std::pair{13, 4}, std::pair{7, 3}}) {
        SCOPED_TRACE(std::string(game) + "." + language + " " + std::to_string(cards));
        Document d;
        ASSERT_NO_THROW(d = build(game, language, cards, per_card));
        EXPECT_FALSE(d.title.empty());
        EXPECT_GT(d.blocks.size(), 20u);
        const std::string text = all_text(d);
        for (const char* leftover : {"{{", "}}", "{#", "**", "TODO", "XXX", "lorem", "\\"}) {
          EXPECT_EQ(text.find(leftover), std::string::npos) << leftover;
        }
        for (const Block& b : d.blocks) {
          if (b.kind == Block::Kind::kTable) {
            EXPECT_GE(b.rows.size(), 2u) << "line " << b.source_line;
          }
        }
      }
    }
  }
}

TEST(RulesTemplates, EveryLanguageHasTheSameSectionsAndFigures) {
  for (const char* game : kGames) {
    const Document en = build(game, "en", 55, 8);
    std::vector<std::string> en_figures;
    for (const Block& b : en.blocks) {
      if (b.kind == Block::Kind::kFigure) en_figures.push_back(b.figure);
    }
    for (const std::string& language : available_languages()) {
      SCOPED_TRACE(std::string(game) + "." + language);
      const Document d = build(game, language, 55, 8);
      EXPECT_EQ(anchors(d), anchors(en));
      std::vector<std::string> figures;
      for (const Block& b : d.blocks) {
        if (b.kind == Block::Kind::kFigure) figures.push_back(b.figure);
      }
      EXPECT_EQ(figures, en_figures);
      EXPECT_EQ(d.language, language);
    }
  }
}

TEST(RulesTemplates, PartyHasEveryMiniGameWithItsParts) {
  for (const char* language : kLanguages) {
    const std::vector<std::string> a = anchors(build("party", language, 55, 8));
    const std::set<std::string> have(a.begin(), a.end());
    for (const char* game : {"tower", "well", "hot-potato", "double-frenzy", "race", "dynamite"}) {
      for (const char* part : {"-set-up", "-play", "-winning"}) {
        EXPECT_TRUE(have.count(std::string(game) + part)) << language << " " << game << part;
      }
    }
    // As in the original, only four mini-games give the mascot a part.
    for (const char* game : {"tower", "well", "hot-potato", "double-frenzy"}) {
      EXPECT_TRUE(have.count(std::string(game) + "-mascot")) << language << " " << game;
    }
    for (const char* game : {"race", "dynamite"}) {
      EXPECT_FALSE(have.count(std::string(game) + "-mascot")) << language << " " << game;
    }
    for (const char* section : {"golden-rule", "warm-up", "contents", "ties", "symbols"}) {
      EXPECT_TRUE(have.count(section)) << language << " " << section;
    }
  }
}

// The level-2 headings of a part, in order (the games of "mini-games" or "modes").
std::vector<std::string> games_in(const Document& d, const std::string& part) {
  std::vector<std::string> out;
  bool in = false;
  for (const Block& b : d.blocks) {
    if (b.kind != Block::Kind::kHeading) continue;
    if (b.level == 1) in = b.anchor == part;
    if (in && b.level == 2) {
      std::string text;
      for (const Inline& run : b.text) text += run.text;
      out.push_back(text);
    }
  }
  return out;
}

TEST(RulesTemplates, AGameTheDeckCantServeIsLeftOutEverywhere) {
  for (const char* language : kLanguages) {
    SCOPED_TRACE(language);
    // 13 cards serve at most 3 players: no Hot Potato, in the party, the classic modes, their
    // contents (made from the headings) and the tournament; the games after it move up.
    const Document party = build("party", language, 13, 4);
    const std::vector<std::string> games = games_in(party, "mini-games");
    ASSERT_EQ(games.size(), 5u);
    for (size_t i = 0; i < games.size(); ++i) {
      EXPECT_EQ(games[i].substr(0, 3), std::to_string(i + 1) + ". ") << games[i];
    }
    const std::vector<std::string> a = anchors(party);
    EXPECT_EQ(std::count(a.begin(), a.end(), "hot-potato"), 0);
    const Document classic = build("classic", language, 13, 4);
    EXPECT_EQ(games_in(classic, "modes").size(), 4u);
    const Block* scores = table_after(classic, "tournament");
    ASSERT_NE(scores, nullptr);
    EXPECT_EQ(scores->rows.size(), 5u);  // the header and four modes
    const Document full = build("classic", language, 57, 8);
    EXPECT_EQ(games_in(full, "modes").size(), 5u);
    EXPECT_EQ(table_after(full, "tournament")->rows.size(), 6u);
    // 7 cards: two players only, and neither Hot Potato nor Dynamite.
    const Document tiny = build("party", language, 7, 3);
    EXPECT_EQ(games_in(tiny, "mini-games").size(), 4u);
    const std::string text = all_text(tiny) + all_text(build("classic", language, 7, 3));
    for (const char* range : {"2 to 2", "2 a 2", "2–2", "2\u00A0to 2"}) {
      EXPECT_EQ(text.find(range), std::string::npos) << range;
    }
    for (const Document* d : {&tiny, &party}) {
      for (const Block& b : d->blocks) {
        if (b.kind != Block::Kind::kFigure || d == &party) continue;
        // The figures show no more players than the deck serves.
        EXPECT_TRUE(b.figure.find("-3") == std::string::npos &&
                    b.figure.find("-4") == std::string::npos)
            << b.figure;
      }
    }
  }
}

TEST(RulesTemplates, PartyRulesFollowTheOriginal) {
  const std::string en = all_text(build("party", "en", 55, 8));
  // The published box: ages 10 and up, about 30 minutes.
  EXPECT_NE(en.find("ages 10 and up"), std::string::npos);
  EXPECT_NE(en.find("30 minutes"), std::string::npos);
  // Dynamite's refill deals 5 more cards each; the fuses are not reshuffled into a new deal.
  EXPECT_NE(en.find("5\u00A0cards more"), std::string::npos);
  EXPECT_EQ(en.find("count slowly"), std::string::npos);
  EXPECT_EQ(en.find("one card more than usual"), std::string::npos);
  // The Well: the finisher holding the mascot takes cards back and plays on, token and all.
  EXPECT_EQ(en.find("pass the token back"), std::string::npos);
  EXPECT_EQ(en.find("each gives a special part to the mascot"), std::string::npos);
  // Dynamite's deal for 4-5 players is the published 9, for the 57-card deck too.
  // The document outlives the pointer into it (a temporary here was read after its end).
  const Document party = build("party", "en", 57, 8);
  const Block* deal = table_after(party, "dynamite");
  ASSERT_NE(deal, nullptr);
  EXPECT_EQ(deal->rows[2][1].at(0).text, "9");
}

TEST(RulesTemplates, ClassicTournamentIsWonByTheMostModes) {
  for (const char* language : kLanguages) {
    const std::string text = all_text(build("classic", language, 55, 8));
    const std::map<std::string, std::string> rules = {
        {"en", "Whoever wins the most modes wins"},
        {"it", "Chi ne vince di più vince il torneo"},
        {"pl", "wygra najwięcej trybów"},
        {"de", "Wer die meisten Varianten gewinnt, gewinnt das Turnier"},
        {"fr", "Celui qui gagne le plus de variantes remporte le tournoi"},
        {"es", "Quien gane más modos gana el torneo"}};
    const std::string& rule = rules.at(language);
    EXPECT_NE(text.find(rule), std::string::npos) << language;
  }
}

TEST(RulesTemplates, ASmallerDeckChangesTheNumbers) {
  for (const char* language : kLanguages) {
    SCOPED_TRACE(language);
    const Document big = build("party", language, 55, 8);
    const Document small = build("party", language, 31, 6);
    const Block* big_deal = table_after(big, "dynamite");
    const Block* small_deal = table_after(small, "dynamite");
    ASSERT_NE(big_deal, nullptr);
    ASSERT_NE(small_deal, nullptr);
    ASSERT_EQ(big_deal->rows.size(), 4u);
    ASSERT_EQ(small_deal->rows.size(), 4u);
    EXPECT_EQ(big_deal->rows[3][0].at(0).text, "6–8");
    EXPECT_EQ(big_deal->rows[3][1].at(0).text, "6");
    EXPECT_EQ(small_deal->rows[3][0].at(0).text, "6–7");  // 8 players dropped
    EXPECT_EQ(small_deal->rows[3][1].at(0).text, "4");
    EXPECT_NE(all_text(big).find("55"), std::string::npos);
    EXPECT_EQ(all_text(small).find("55"), std::string::npos);
    EXPECT_NE(all_text(small).find("31"), std::string::npos);
    // Hot Potato's table loses the player counts the small deck can't serve.
    EXPECT_EQ(table_after(big, "hot-potato")->rows.size(), 6u);
    EXPECT_EQ(table_after(small, "hot-potato")->rows.size(), 4u);
  }
}

TEST(RulesTemplates, PolishCountsTakeTheirThreeForms) {
  const std::string big = all_text(build("party", "pl", 55, 8));
  EXPECT_NE(big.find("55\u00A0kart"), std::string::npos);
  const std::string small = all_text(build("party", "pl", 31, 6));
  EXPECT_NE(small.find("31\u00A0kart"), std::string::npos);
  EXPECT_NE(small.find("6\u00A0symboli"), std::string::npos);
  // An adjective after a count agrees with it: "5 kart zakrytych", "2 karty zakryte".
  EXPECT_NE(big.find("5\u00A0kart zakrytych"), std::string::npos);
  EXPECT_EQ(big.find("kart zakryte "), std::string::npos);
  EXPECT_EQ(small.find("kart zakryte "), std::string::npos);
}

TEST(RulesTemplates, TheMascotAppearsAsAPicture) {
  for (const char* game : {"party", "classic"}) {
    for (const char* language : kLanguages) {
      int pictures = 0;
      for (const Block& b : build(game, language, 55, 8).blocks) {
        for (const Inline& run : b.text) pictures += run.kind == Inline::Kind::kSymbol;
      }
      EXPECT_GE(pictures, 1) << game << "." << language;
    }
  }
}

TEST(RulesTemplates, ATemplateErrorNamesTheTemplateFile) {
  TemplateContext context;
  context.language = "pl";
  try {
    load_template(template_path("party", "pl"), context);
    FAIL() << "an empty context must be refused";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("lang/pl/party.md:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("unknown variable"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace spotforge::typeset
