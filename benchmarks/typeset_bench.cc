// How long the typesetter takes to draw a rulebook (the party rules in Polish, the longest, with
// stand-in pictures) and how big the PDF is; and how fast the hyphenator is on a paragraph.
#include <benchmark/benchmark.h>
#include <cairo.h>

#include <filesystem>
#include <string>

#include "typeset/hyphenator.h"
#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"
#include "typeset/typesetter.h"

namespace {

using namespace spotforge::typeset;
namespace fs = std::filesystem;

Document party_pl(RulesSymbols* s) {
  for (int i = 0; i < 57; ++i) {
    s->ids.push_back("symbol" + std::to_string(i));
    s->names.push_back("Symbol " + std::to_string(i));
  }
  s->mascot = 18;
  RuleInputs in;
  in.cards = 57;
  in.symbols_per_card = 8;
  in.theme_symbols = 57;
  const TemplateContext context = make_rules_context(compute_rule_numbers(in), "pl", *s, "Art");
  return load_template(std::string(SPOTFORGE_SOURCE_DIR) + "/templates/lang/pl/party.md", context);
}

void BM_TypesetPartyRulesPolish(benchmark::State& state) {
  RulesSymbols s;
  const Document d = party_pl(&s);
  Artwork art;
  art.symbol_names = s.names;
  art.draw_symbol = [](cairo_t* cr, int, double x, double y, double w, double h) {
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
  };
  art.draw_figure = [](cairo_t* cr, const std::string&, double x, double y, double w, double h) {
    cairo_rectangle(cr, x, y, w, h);
    cairo_stroke(cr);
    return true;
  };
  const fs::path out = fs::temp_directory_path() / "spotforge_typeset_bench.pdf";
  TypesetReport report;
  for (auto _ : state) report = typeset_pdf(d, art, {}, out);
  state.counters["pages"] = report.pages;
  state.counters["lines"] = report.lines;
  state.counters["pdf_kb"] = static_cast<double>(fs::file_size(out)) / 1024.0;
  fs::remove(out);
}
BENCHMARK(BM_TypesetPartyRulesPolish)->Unit(benchmark::kMillisecond);

void BM_HyphenatePolishParagraph(benchmark::State& state) {
  const Hyphenator pl("pl");
  const std::string text =
      "Potasujcie talię i rozdajcie każdemu po jednej karcie zakrytej. Resztę talii połóżcie "
      "odkrytą na środku stołu: to stos środkowy. Gracze jednocześnie odwracają swoje karty.";
  for (auto _ : state) benchmark::DoNotOptimize(pl.hyphenate(text));
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * text.size()));
}
BENCHMARK(BM_HyphenatePolishParagraph);

}  // namespace
