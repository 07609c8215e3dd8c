#include "typeset/template.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

TemplateContext english() {
  TemplateContext c;
  c.language = "en";
  c.values = {{"cards", 55LL},
              {"one", 1LL},
              {"mascot_name", std::string("Hand")},
              {"truncated", 1LL},
              {"players_max", 8LL}};
  c.lists["deals"] = {{{"players", 2LL}, {"deal", 11LL}}, {{"players", 4LL}, {"deal", 9LL}}};
  c.lists["empty"] = {};
  c.symbols["mascot"] = {18, "Hand"};
  c.credits = "Art: someone";
  return c;
}

std::string error_of(const std::string& text, const TemplateContext& context) {
  try {
    expand_template(text, "rules/party.en.md", context);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Template, ReadsFrontMatterHeadingsAndParagraphs) {
  const Document d = expand_template(
      "---\ntitle: Party rules for {{cards}} cards\n---\n# The Tower {#tower}\n\n"
      "First line\ncontinues **here** and *there*.\n\n## Set-up\n",
      "t.md", english());
  EXPECT_EQ(d.title, "Party rules for 55 cards");
  EXPECT_EQ(d.language, "en");
  EXPECT_EQ(d.template_file, "t.md");
  EXPECT_EQ(d.credits, "Art: someone");
  ASSERT_EQ(d.blocks.size(), 3u);
  EXPECT_EQ(d.blocks[0].kind, Block::Kind::kHeading);
  EXPECT_EQ(d.blocks[0].level, 1);
  EXPECT_EQ(d.blocks[0].anchor, "tower");
  EXPECT_EQ(d.blocks[0].text.at(0).text, "The Tower");
  EXPECT_EQ(d.blocks[0].source_line, 4);
  const Block& p = d.blocks[1];
  EXPECT_EQ(p.kind, Block::Kind::kParagraph);
  ASSERT_EQ(p.text.size(), 5u);
  EXPECT_EQ(p.text[0].text, "First line continues ");
  EXPECT_EQ(p.text[1].kind, Inline::Kind::kStrong);
  EXPECT_EQ(p.text[1].text, "here");
  EXPECT_EQ(p.text[3].kind, Inline::Kind::kEmphasis);
  EXPECT_EQ(p.text[4].text, ".");
  EXPECT_EQ(d.blocks[2].level, 2);
  EXPECT_EQ(d.blocks[2].anchor, "set-up");
}

TEST(Template, ExpandsCountsWithTheirPluralForm) {
  TemplateContext c = english();
  Document d = expand_template(
      "---\ntitle: t\n---\n{{cards|card|cards}}, {{one|card|cards}}, "
      "{{one|# more card|# more cards}}",
      "t.md", c);
  EXPECT_EQ(d.blocks.at(0).text.at(0).text, "55\u00A0cards, 1\u00A0card, 1 more card");
  c.language = "pl";
  c.values["cards"] = 22LL;
  d = expand_template("---\ntitle: t\n---\n{{cards|karta|karty|kart}}", "t.md", c);
  EXPECT_EQ(d.blocks.at(0).text.at(0).text, "22\u00A0karty");
  c.values["cards"] = 25LL;
  d = expand_template("---\ntitle: t\n---\n{{cards|karta|karty|kart}}", "t.md", c);
  EXPECT_EQ(d.blocks.at(0).text.at(0).text, "25\u00A0kart");
}

TEST(Template, PutsSymbolPicturesInline) {
  const Document d = expand_template(
      "---\ntitle: t\n---\nGrab the {{symbol:mascot}} {{mascot_name}}!", "t.md", english());
  const Inlines& text = d.blocks.at(0).text;
  ASSERT_EQ(text.size(), 3u);
  EXPECT_EQ(text[1].kind, Inline::Kind::kSymbol);
  EXPECT_EQ(text[1].symbol, 18);
  EXPECT_EQ(text[1].text, "Hand");
  EXPECT_EQ(text[2].text, " Hand!");
}

TEST(Template, ReadsListsNotesFiguresAndDirectives) {
  const Document d = expand_template(
      "---\ntitle: t\n---\n- one\n  still one\n- two\n\n1. first\n2. second\n"
      "> a note\n> goes on\n\n![The Tower for three](tower-3)\n{{symbol_grid}}\n{{pagebreak}}\n",
      "t.md", english());
  ASSERT_EQ(d.blocks.size(), 6u);
  EXPECT_EQ(d.blocks[0].kind, Block::Kind::kBullets);
  ASSERT_EQ(d.blocks[0].items.size(), 2u);
  EXPECT_EQ(d.blocks[0].items[0].at(0).text, "one still one");
  EXPECT_EQ(d.blocks[1].kind, Block::Kind::kNumbered);
  EXPECT_EQ(d.blocks[1].items.size(), 2u);
  EXPECT_EQ(d.blocks[2].kind, Block::Kind::kNote);
  EXPECT_EQ(d.blocks[2].text.at(0).text, "a note goes on");
  EXPECT_EQ(d.blocks[3].kind, Block::Kind::kFigure);
  EXPECT_EQ(d.blocks[3].figure, "tower-3");
  EXPECT_EQ(d.blocks[3].text.at(0).text, "The Tower for three");
  EXPECT_EQ(d.blocks[4].kind, Block::Kind::kSymbolGrid);
  EXPECT_EQ(d.blocks[5].kind, Block::Kind::kPageBreak);
}

TEST(Template, RepeatsTableRowsAndKeepsBarsInsideCounts) {
  const Document d = expand_template(
      "---\ntitle: t\n---\n| Players | Deal |\n|---|---|\n{{#each deals}}\n"
      "| {{players}} | {{deal|card|cards}} |\n{{/each}}\n",
      "t.md", english());
  ASSERT_EQ(d.blocks.size(), 1u);
  const Block& t = d.blocks[0];
  EXPECT_EQ(t.kind, Block::Kind::kTable);
  EXPECT_TRUE(t.header_row);
  ASSERT_EQ(t.rows.size(), 3u);
  EXPECT_EQ(t.rows[1][0].at(0).text, "2");
  EXPECT_EQ(t.rows[1][1].at(0).text, "11\u00A0cards");
  EXPECT_EQ(t.rows[2][1].at(0).text, "9\u00A0cards");
}

TEST(Template, ChoosesConditionalBranches) {
  const std::string text =
      "---\ntitle: t\n---\n{{#if truncated}}\ncut\n{{else}}\nfull\n{{/if}}\n\n"
      "{{#if players_max >= 8}}\nbig\n{{/if}}\n\n{{#if !empty}}\nnone\n{{/if}}\n\n"
      "{{#if cards == 31}}\nsmall\n{{/if}}\n";
  Document d = expand_template(text, "t.md", english());
  ASSERT_EQ(d.blocks.size(), 3u);
  EXPECT_EQ(d.blocks[0].text.at(0).text, "cut");
  EXPECT_EQ(d.blocks[1].text.at(0).text, "big");
  EXPECT_EQ(d.blocks[2].text.at(0).text, "none");
  TemplateContext c = english();
  c.values["truncated"] = 0LL;
  c.values["players_max"] = 7LL;
  c.values["cards"] = 31LL;
  c.lists["empty"] = {{{"x", 1LL}}};
  d = expand_template(text, "t.md", c);
  ASSERT_EQ(d.blocks.size(), 2u);
  EXPECT_EQ(d.blocks[0].text.at(0).text, "full");
  EXPECT_EQ(d.blocks[1].text.at(0).text, "small");
}

TEST(Template, EmphasisMayRunAcrossTheLinesOfABlock) {
  const Document d =
      expand_template("---\ntitle: t\n---\nsay **the\nname** now", "t.md", english());
  const Inlines& text = d.blocks.at(0).text;
  ASSERT_EQ(text.size(), 3u);
  EXPECT_EQ(text[1].kind, Inline::Kind::kStrong);
  EXPECT_EQ(text[1].text, "the name");
}

TEST(Template, EscapesMarkup) {
  const Document d = expand_template("---\ntitle: t\n---\n2 \\* 3 \\{{x\\}}", "t.md", english());
  EXPECT_EQ(d.blocks.at(0).text.at(0).text, "2 * 3 {{x}}");
}

TEST(Template, UnknownVariableNamesFileLineAndColumn) {
  const std::string e = error_of("---\ntitle: t\n---\n\nDeal {{dael}} cards.", english());
  EXPECT_NE(e.find("rules/party.en.md:5:6: error: unknown variable 'dael'"), std::string::npos)
      << e;
  EXPECT_NE(e.find("expected one of: cards"), std::string::npos) << e;
}

TEST(Template, UnclosedBlockNamesItsOpeningLine) {
  std::string e = error_of("---\ntitle: t\n---\ntext\n{{#if truncated}}\nmore\n", english());
  EXPECT_NE(e.find("rules/party.en.md:5:1: error: unclosed block {{#if truncated}}"),
            std::string::npos)
      << e;
  e = error_of("---\ntitle: t\n---\n{{#each deals}}\n| a |\n{{/if}}\n", english());
  EXPECT_NE(e.find("rules/party.en.md:6:1: error: {{/if}} does not close {{#each deals}}"),
            std::string::npos)
      << e;
  e = error_of("---\ntitle: t\n---\ntext\n{{/each}}\n", english());
  EXPECT_NE(e.find("rules/party.en.md:5:1: error: {{/each}} without an open block"),
            std::string::npos)
      << e;
}

TEST(Template, WrongNumberOfPluralFormsIsRefused) {
  TemplateContext c = english();
  c.language = "pl";
  const std::string e = error_of("---\ntitle: t\n---\n| {{cards|karta|kart}} |\n", c);
  EXPECT_NE(e.find("rules/party.en.md:4:3: error: 'cards' has 2 plural forms; expected 3 for "
                   "language 'pl' (one|few|many)"),
            std::string::npos)
      << e;
  EXPECT_NE(error_of("---\ntitle: t\n---\n{{mascot_name|a|b}}", english()).find("is text"),
            std::string::npos);
}

TEST(Template, OtherMistakesAreRefused) {
  const TemplateContext c = english();
  EXPECT_NE(error_of("no front matter", c).find(":1:1: error: no title"), std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n", c).find("unclosed front matter"), std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\nan\n**open\nline", c).find(":5:1: error: unclosed '**'"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\n{{symbol:nope}}", c).find("unknown symbol 'nope'"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\nx {{cards", c).find(":4:3: error: unclosed '{{'"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\n{{#each nope}}\n{{/each}}", c).find("unknown list"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\n{{#if cards >< 2}}\n{{/if}}", c)
                .find("cannot read the condition"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\n# A {#a}\n# B {#a}", c).find("anchor 'a' used twice"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\n| a | b |\n| c |", c).find("expected 2"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\nsee {{pagebreak}}", c).find("alone on its line"),
            std::string::npos);
  EXPECT_NE(error_of("---\ntitle: t\n---\n{{#unless cards}}\n", c)
                .find(":4:1: error: unknown directive {{#unless cards}}"),
            std::string::npos);
}

TEST(Template, ReportsEveryProblemOnceEvenInsideLoops) {
  const std::string e = error_of(
      "---\ntitle: t\n---\n{{#each deals}}\n| {{nope}} |\n{{/each}}\n{{also_nope}}\n", english());
  EXPECT_EQ(e.find("'nope'"), e.rfind("'nope'")) << e;
  EXPECT_NE(e.find("'also_nope'"), std::string::npos) << e;
}

TEST(Template, MissingFileIsAnInputError) {
  EXPECT_THROW(load_template("/nonexistent/party.en.md", english()), InputError);
}

// {{symbol_acc:key}}: the form for the symbol's gender, its name kept whole and its picture
// where the form puts it; "_x" when the theme gives no gender; the theme's article (elided
// without a space); a capital first letter starts a sentence.
TEST(Template, NamesASymbolWithTheFormOfItsGender) {
  TemplateContext c = english();
  c.phrases = {{"symbol_acc_x", "the symbol {picture} {name}"},
               {"symbol_acc_f", "la {name} {picture}"},
               {"symbol_acc_m", "le {name} {picture}"}};
  c.symbols["hand"] = {1, "Main", "f", ""};
  c.symbols["plane"] = {2, "Avion à réaction", "m", "l’"};
  c.symbols["bare"] = {3, "Horse", "", ""};
  auto text = [&](const std::string& line) {
    const Document d = expand_template("---\ntitle: t\n---\n" + line + "\n", "t.md", c);
    std::string out;
    for (const Inline& run : d.blocks.at(0).text) {
      out += run.kind == Inline::Kind::kSymbol ? "[" + std::to_string(run.symbol) + "]" : run.text;
    }
    return out;
  };
  EXPECT_EQ(text("Watch {{symbol_acc:hand}} now."), "Watch la Main [1] now.");
  EXPECT_EQ(text("Watch {{symbol_acc:bare}} now."), "Watch the symbol [3] Horse now.");
  EXPECT_EQ(text("{{Symbol_acc:plane}} flies."), "L’Avion\u00A0à\u00A0réaction [2] flies.");
  EXPECT_EQ(text("{{Symbol_acc:bare}}."), "The symbol [3] Horse.");
  EXPECT_NE(
      error_of("---\ntitle: t\n---\n{{symbol_gen:hand}}\n", c).find("unknown phrase 'symbol_gen'"),
      std::string::npos);
  EXPECT_NE(
      error_of("---\ntitle: t\n---\n{{symbol_acc:nobody}}\n", c).find("unknown symbol 'nobody'"),
      std::string::npos);
}

}  // namespace
}  // namespace spotforge::typeset
