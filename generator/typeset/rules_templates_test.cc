// The nine rulebook templates expand for every language with a full context, leave nothing
// unfilled, follow the deck's numbers, and keep the same sections in every language.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "base/diagnostic.h"
#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"

namespace spotforge::typeset {
namespace {

const char* kGames[] = {"party", "classic", "spotlight"};
const char* kLanguages[] = {"en", "it", "pl"};

std::filesystem::path template_path(const std::string& game, const std::string& language) {
  return std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "templates" / "rules" /
         (game + "." + language + ".md");
}

RulesSymbols symbols(const std::string& language) {
  RulesSymbols s;
  s.ids = {"anchor", "apple", "hand", "bell", "cactus"};
  if (language == "pl") {
    s.names = {"Kotwica", "Jabłko", "Dłoń", "Dzwonek", "Kaktus"};
  } else if (language == "it") {
    s.names = {"Àncora", "Mela", "Mano", "Campanella", "Cactus"};
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
  for (const char* game : kGames) {
    for (const char* language : kLanguages) {
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
    for (const char* language : {"it", "pl"}) {
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

TEST(RulesTemplates, PartyHasEveryMiniGameWithItsFourParts) {
  for (const char* language : kLanguages) {
    const std::vector<std::string> a = anchors(build("party", language, 55, 8));
    const std::set<std::string> have(a.begin(), a.end());
    for (const char* game : {"tower", "well", "hot-potato", "double-frenzy", "race", "dynamite"}) {
      for (const char* part : {"-set-up", "-play", "-mascot", "-winning"}) {
        EXPECT_TRUE(have.count(std::string(game) + part)) << language << " " << game << part;
      }
    }
    for (const char* section : {"golden-rule", "warm-up", "contents", "ties", "symbols"}) {
      EXPECT_TRUE(have.count(section)) << language << " " << section;
    }
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
    EXPECT_NE(std::string(e.what()).find("party.pl.md:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("unknown variable"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace spotforge::typeset
