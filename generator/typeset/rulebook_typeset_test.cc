// Every rulebook template the rules helper wrote, expanded with deck-aware numbers and drawn by
// the typesetter: the whole chain from Markdown to PDF, checked with poppler's tools.
#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <regex>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"
#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"
#include "typeset/typesetter.h"

namespace spotforge::typeset {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::quoted;
using spotforge::testing::run_command;

RulesSymbols symbols(const std::string& language, int count) {
  const std::vector<std::vector<std::string>> names = {
      {"Anchor", "Apple", "Hand", "Bell", "Cactus", "Owl", "Snail"},
      {"Àncora", "Mela", "Mano", "Campanella", "Cactus", "Gufo", "Lumaca"},
      {"Kotwica", "Jabłko", "Dłoń", "Dzwonek", "Kaktus", "Sowa", "Ślimak"}};
  size_t lang = language == "it" ? 1 : language == "pl" ? 2 : 0;
  RulesSymbols s;
  for (int i = 0; i < count; ++i) {
    s.ids.push_back("s" + std::to_string(i));
    s.names.push_back(names[lang][i % 7] + (i >= 7 ? " " + std::to_string(i / 7 + 1) : ""));
  }
  s.mascot = 2;
  return s;
}

// Stand-in pictures: a disc per symbol, a row of discs per figure (the kit draws real cards).
Artwork artwork(const RulesSymbols& s) {
  Artwork art;
  art.symbol_names = s.names;
  art.draw_symbol = [](cairo_t* cr, int index, double x, double y, double w, double h) {
    cairo_set_source_rgb(cr, 0.3 + 0.1 * (index % 6), 0.55, 0.85 - 0.1 * (index % 4));
    cairo_arc(cr, x + w / 2, y + h / 2, std::min(w, h) / 2, 0, 6.2832);
    cairo_fill(cr);
  };
  art.draw_figure = [](cairo_t* cr, const std::string&, double x, double y, double w, double h) {
    cairo_set_source_rgb(cr, 0.85, 0.88, 0.95);
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
    return true;
  };
  return art;
}

struct Built {
  Document document;
  TypesetReport report;
  std::string text;
  std::string fonts;
};

Built build(const std::string& game, const std::string& language, int cards, int per_card,
            const fs::path& dir, const TypesetOptions& options = {}) {
  RuleInputs in;
  in.cards = cards;
  in.symbols_per_card = per_card;
  in.theme_symbols = per_card * per_card - per_card + 1;
  RulesSymbols s = symbols(language, in.theme_symbols);
  TemplateContext context =
      make_rules_context(compute_rule_numbers(in), language, s, "Art: Fluent Emoji (MIT)");
  fs::path file = fs::path(SPOTFORGE_SOURCE_DIR) / "templates" / "lang" / language / (game + ".md");
  Built b;
  b.document = load_template(file, context);
  fs::path pdf = dir / ("rules-" + game + "-" + language + ".pdf");
  b.report = typeset_pdf(b.document, artwork(s), options, pdf);
  // A no-break space (Polish one-letter words, inline symbols, French punctuation) is a space.
  b.text = std::regex_replace(run_command("pdftotext -enc UTF-8 " + quoted(pdf) + " -").output,
                              std::regex("\u00A0|\u202F"), " ");
  b.fonts = run_command("pdffonts " + quoted(pdf)).output;
  return b;
}

class RulebookTypeset : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("spotforge_rulebooks_" + std::to_string(getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override {
    if (!std::getenv("SPOTFORGE_KEEP_TEST_OUTPUT")) fs::remove_all(dir_);
  }
  fs::path dir_;
};

TEST_P(RulebookTypeset, DrawsEveryHeadingWithinItsColumns) {
  auto [game, language] = GetParam();
  // Every game has a template in every language: a missing one is a deleted file, not a skip.
  const fs::path template_file =
      fs::path(SPOTFORGE_SOURCE_DIR) / "templates" / "lang" / language / (game + ".md");
  ASSERT_TRUE(fs::exists(template_file)) << "missing rulebook template " << template_file;
  Built b = build(game, language, 55, 8, dir_);
  EXPECT_LE(b.report.widest_overflow_pt, 0.01);
  // No justified line stretches its word spaces past three times their width; the blocks that
  // would are set ragged-right. Justified text does stretch (the check measures something).
  EXPECT_LE(b.report.loosest_word_space, 3.0);
  EXPECT_GT(b.report.loosest_word_space, 1.3);
  EXPECT_GE(b.report.loosest_word_space_unfixed, b.report.loosest_word_space);
  EXPECT_GE(b.report.pages, 2);
  ASSERT_FALSE(b.report.headings.empty());
  // pdftotext may break a heading across lines; compare the words.
  std::string flat = std::regex_replace(b.text, std::regex("[\\s\u2010-]+"), " ");
  for (const HeadingPlace& h : b.report.headings) {
    std::string words = std::regex_replace(h.text, std::regex("[\\s\u2010-]+"), " ");
    EXPECT_NE(flat.find(words), std::string::npos) << h.text;
    EXPECT_GE(h.page, 1);
  }
  EXPECT_EQ(b.text.find("{{"), std::string::npos);
  EXPECT_EQ(b.fonts.find("DejaVu"), std::string::npos) << b.fonts;
  EXPECT_EQ(std::regex_search(b.fonts, std::regex("\\bno\\b")), false) << b.fonts;
}

// The Party rulebooks end with the symbol grid and the credits: on the 55-card deck the credits
// of the Italian and Polish ones spilled onto a page of their own.
TEST_P(RulebookTypeset, TheLastPageIsNotNearlyEmpty) {
  auto [game, language] = GetParam();
  for (int cards : {55, 57}) {
    Built b = build(game, language, cards, 8, dir_);
    if (b.report.pages > 1) {
      EXPECT_GE(b.report.last_page_fill, 0.25) << cards << " cards, " << b.report.pages << " pages";
    }
  }
}

double share_looser_than_1_6(const TypesetReport& r) {
  return r.justified_lines == 0
             ? 0
             : static_cast<double>(r.space_bands[3] + r.space_bands[4]) / r.justified_lines;
}

// Every justified block stays justified, its lines evenly spaced: under 2 % of them have word
// spaces wider than 1.6 times the font's own, none wider than twice it. Pango's greedy
// breaking, which this replaced, left a fifth of the paragraphs ragged-right among justified
// ones and many lines gappy: the same book set that way fails both checks.
TEST_P(RulebookTypeset, JustifiesEveryBlockEvenly) {
  auto [game, language] = GetParam();
  for (int cards : {55, 31}) {
    const int per_card = cards == 31 ? 6 : 8;
    Built b = build(game, language, cards, per_card, dir_);
    EXPECT_EQ(b.report.ragged_blocks, 0) << cards << " cards";
    EXPECT_GT(b.report.justified_lines, 40);
    EXPECT_LT(share_looser_than_1_6(b.report), 0.02)
        << cards << " cards: " << b.report.space_bands[3] << " + " << b.report.space_bands[4]
        << " of " << b.report.justified_lines << " lines";
    EXPECT_EQ(b.report.space_bands[4], 0) << cards << " cards";
    EXPECT_LE(b.report.widest_overflow_pt, 0.01);
  }
}

TEST(RulebookTypesetGreedy, PangosGreedyBreakingFailsTheEvenSpacingCheck) {
  const fs::path dir = fs::temp_directory_path() / ("spotforge_greedy_" + std::to_string(getpid()));
  fs::create_directories(dir);
  TypesetOptions greedy;
  greedy.optimal_breaking = false;
  Built b = build("spotlight", "pl", 55, 8, dir, greedy);
  fs::remove_all(dir);
  EXPECT_GT(b.report.ragged_blocks, 0);
  EXPECT_GT(share_looser_than_1_6(b.report), 0.02);
}

INSTANTIATE_TEST_SUITE_P(AllTemplates, RulebookTypeset,
                         ::testing::Combine(::testing::Values("party", "classic", "spotlight"),
                                            ::testing::Values("en", "it", "pl", "de", "fr", "es")));

}  // namespace
}  // namespace spotforge::typeset
