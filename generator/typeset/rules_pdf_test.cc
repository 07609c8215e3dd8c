// The nine real rulebook templates, expanded for the party deck and typeset into PDFs: the
// headings come out of pdftotext with their diacritics, no variable is left unfilled, every
// figure id is one the kit is asked to draw, and only the two theme families are embedded.
#include <cairo.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <set>

#include "base/test_paths.h"
#include "print/pdf_probe_for_tests.h"
#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"
#include "typeset/typesetter.h"

namespace spotforge::typeset {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::fresh_folder;
using spotforge::testing::quoted;
using spotforge::testing::run_command;

// The figures the rulebooks ask the kit for (see the report of the rules part).
const std::set<std::string> kFigures = {"warm-up", "tower-3",    "well-3",          "hot-potato-4",
                                        "race-3",  "dynamite-1", "poisoned-gift-3", "triplets"};

RulesSymbols symbols(const std::string& language) {
  RulesSymbols s;
  s.ids = {"horse", "plunger", "hourglass", "hand"};
  if (language == "pl") {
    s.names = {"Koń", "Przepychacz", "Klepsydra", "Ręka"};
  } else if (language == "it") {
    s.names = {"Cavallo", "Sturalavandini", "Clessidra", "Mano"};
  } else {
    s.names = {"Horse", "Plunger", "Hourglass", "Hand"};
  }
  s.mascot = 3;
  return s;
}

Artwork artwork(const RulesSymbols& s, std::set<std::string>* asked) {
  Artwork art;
  art.symbol_names = s.names;
  art.draw_symbol = [](cairo_t* cr, int, double x, double y, double w, double h) {
    cairo_arc(cr, x + w / 2, y + h / 2, std::min(w, h) / 2, 0, 6.2832);
    cairo_fill(cr);
  };
  art.draw_figure = [asked](cairo_t* cr, const std::string& id, double x, double y, double w,
                            double h) {
    asked->insert(id);
    if (!kFigures.count(id)) return false;
    cairo_rectangle(cr, x, y, w, h);
    cairo_stroke(cr);
    return true;
  };
  return art;
}

// pdftotext's words separated by single spaces.
std::string words(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\f' || c == '\t';
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  return out;
}

TEST(RulesPdf, EveryRulebookTypesetsWithItsHeadingsAndOnlyTheThemeFonts) {
  const fs::path dir = fresh_folder("rules_pdf_test");
  RuleInputs in;
  in.cards = 55;
  in.symbols_per_card = 8;
  in.theme_symbols = 4;
  const RuleNumbers numbers = compute_rule_numbers(in);
  std::set<std::string> asked;
  for (const char* game : {"party", "classic", "spotlight"}) {
    for (const char* language : {"en", "it", "pl"}) {
      SCOPED_TRACE(std::string(game) + "." + language);
      const RulesSymbols s = symbols(language);
      const Document d = load_template(fs::path(SPOTFORGE_SOURCE_DIR) / "templates" / "lang" /
                                           language / (std::string(game) + ".md"),
                                       make_rules_context(numbers, language, s, "Credits"));
      const fs::path pdf = dir / (std::string("rules-") + game + "-" + language + ".pdf");
      const TypesetReport report = typeset_pdf(d, artwork(s, &asked), TypesetOptions{}, pdf);
      EXPECT_GE(report.pages, 2);

      const std::string text = words(run_command("pdftotext " + quoted(pdf) + " -").output);
      EXPECT_NE(text.find(words(d.title)), std::string::npos) << d.title;
      for (const Block& b : d.blocks) {
        if (b.kind != Block::Kind::kHeading) continue;
        std::string heading;
        for (const Inline& run : b.text) heading += run.text;
        EXPECT_NE(text.find(words(heading)), std::string::npos) << heading;
      }
      for (const char* leftover : {"{{", "}}", "{#", "**"}) {
        EXPECT_EQ(text.find(leftover), std::string::npos) << leftover;
      }

      const std::string fonts = run_command("pdffonts " + quoted(pdf)).output;
      size_t lines = 0;
      for (size_t at = fonts.find('\n', fonts.find("---")); at != std::string::npos;
           at = fonts.find('\n', at + 1)) {
        const std::string line = fonts.substr(at + 1, fonts.find('\n', at + 1) - at - 1);
        if (line.empty()) continue;
        ++lines;
        EXPECT_TRUE(line.find("Quicksand") != std::string::npos ||
                    line.find("Andika") != std::string::npos)
            << line;
        EXPECT_NE(line.find("yes yes yes"), std::string::npos) << line;  // emb sub uni
      }
      EXPECT_GE(lines, 2u);
    }
  }
  EXPECT_EQ(asked, kFigures);
  if (!std::getenv("SPOTFORGE_KEEP_TEST_OUTPUT")) fs::remove_all(dir);
}

// Spot checks that the languages' own letters survive the whole way into the PDF text.
TEST(RulesPdf, DiacriticsSurviveIntoThePdfText) {
  const fs::path dir = fresh_folder("rules_pdf_diacritics");
  RuleInputs in;
  in.cards = 31;
  in.symbols_per_card = 6;
  in.theme_symbols = 4;
  const RuleNumbers numbers = compute_rule_numbers(in);
  std::set<std::string> asked;
  const std::pair<const char*, std::vector<std::string>> cases[] = {
      {"pl", {"Gorący ziemniak", "Złota zasada", "Podwójne szaleństwo", "31 kart"}},
      {"it", {"La regola d’oro", "Di che cosa si tratta", "31 carte", "più"}},
      {"en", {"The golden rule", "31 cards", "Hot Potato"}}};
  for (const auto& [language, expected] : cases) {
    const RulesSymbols s = symbols(language);
    const Document d = load_template(fs::path(SPOTFORGE_SOURCE_DIR) / "templates" / "lang" /
                                         language / "party.md",
                                     make_rules_context(numbers, language, s, "Credits"));
    const fs::path pdf = dir / (std::string("party-") + language + ".pdf");
    typeset_pdf(d, artwork(s, &asked), TypesetOptions{}, pdf);
    std::string text = words(run_command("pdftotext " + quoted(pdf) + " -").output);
    // A count and its noun are joined by a no-break space, which pdftotext keeps.
    for (size_t at; (at = text.find("\u00A0")) != std::string::npos;) text.replace(at, 2, " ");
    for (const std::string& e : expected) EXPECT_NE(text.find(e), std::string::npos) << e;
  }
  if (!std::getenv("SPOTFORGE_KEEP_TEST_OUTPUT")) fs::remove_all(dir);
}

}  // namespace
}  // namespace spotforge::typeset
