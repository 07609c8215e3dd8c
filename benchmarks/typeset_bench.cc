// How long the typesetter takes to draw a rulebook (the party rules in Polish, the longest, with
// stand-in pictures) and how big the PDF is; and how fast the hyphenator is on a paragraph.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "rulebook_fixture.h"
#include "typeset/hyphenator.h"
#include "typeset/typesetter.h"

namespace {

using namespace spotforge::typeset;
using spotforge::bench::expand_book;
using spotforge::bench::stand_in_artwork;
namespace fs = std::filesystem;

void BM_TypesetPartyRulesPolish(benchmark::State& state) {
  const Document d = expand_book("party", "pl", 57);
  const Artwork art = stand_in_artwork();
  const fs::path out = fs::temp_directory_path() / "spotforge_typeset_bench.pdf";
  TypesetReport report;
  for (auto _ : state) report = typeset_pdf(d, art, {}, out);
  state.counters["pages"] = report.pages;
  state.counters["lines"] = report.lines;
  state.counters["pdf_kb"] = static_cast<double>(fs::file_size(out)) / 1024.0;
  fs::remove(out);
}
BENCHMARK(BM_TypesetPartyRulesPolish)->Unit(benchmark::kMillisecond);

// Each of the 18 books of the default kit (55 cards of 8 symbols), typeset once per iteration,
// with the share of its justified lines per word-space band (the spaces' multiple of the
// font's own: <=1.2, <=1.4, <=1.6, <=2, beyond) and its ragged-right blocks. Argument 2 = 1
// breaks lines greedily (Pango's own breaking, as before issue 27), 0 optimally.
void BM_TypesetBook(benchmark::State& state) {
  static const char* const kGames[] = {"party", "classic", "spotlight"};
  static const char* const kLanguages[] = {"en", "it", "pl", "de", "fr", "es"};
  const std::string game = kGames[state.range(0)];
  const std::string language = kLanguages[state.range(1)];
  const Document d = expand_book(game, language, 55);
  const Artwork art = stand_in_artwork();
  TypesetOptions options;
  options.optimal_breaking = state.range(2) == 0;
  const fs::path out = fs::temp_directory_path() / ("spotforge_book_bench_" + game + language);
  TypesetReport report;
  for (auto _ : state) report = typeset_pdf(d, art, options, out);
  fs::remove(out);
  state.SetLabel(game + " " + language + (options.optimal_breaking ? " optimal" : " greedy"));
  const double lines = std::max(1, report.justified_lines);
  static const char* const kBands[] = {"le1.2", "le1.4", "le1.6", "le2.0", "gt2.0"};
  for (size_t b = 0; b < report.space_bands.size(); ++b) {
    state.counters[std::string("pct_") + kBands[b]] = 100.0 * report.space_bands[b] / lines;
  }
  state.counters["ragged_blocks"] = report.ragged_blocks;
  state.counters["justified_lines"] = report.justified_lines;
  state.counters["hole_lines"] = report.largest_hole_lines;
}
BENCHMARK(BM_TypesetBook)
    ->ArgsProduct({{0, 1, 2}, {0, 1, 2, 3, 4, 5}, {0, 1}})
    ->Unit(benchmark::kMillisecond);

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
