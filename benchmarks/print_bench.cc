// The deck's speed and size targets: the whole order-7 default deck (theme, plane, art, layout,
// verification, PDF, qpdf pass) in under 3 s on 2 cores, and its PDF under 1 MB. The print
// part alone is measured too, from a layout made once, so its share is visible.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "kit/deck_art.h"
#include "kit/deck/deck_kit.h"
#include "kit/deck/deck_pdf.h"
#include "print/card_sheet.h"
#include "print/pdf_document.h"

namespace spotforge {
namespace {

const std::filesystem::path kOut = std::filesystem::temp_directory_path() / "spotforge-bench";

DeckKitRequest default_deck() {
  DeckKitRequest r;
  r.theme = "party";
  r.out_dir = kOut / "party";
  r.threads = 2;
  return r;
}

void BM_WholeDefaultDeck(benchmark::State& state) {
  DeckKit kit;
  for (auto _ : state) kit = make_deck_kit(default_deck());
  state.counters["pdf_bytes"] = static_cast<double>(kit.pdf.bytes);
  state.counters["pdf_under_1MB"] = kit.pdf.bytes < 1024 * 1024 ? 1 : 0;
  state.counters["pages"] = kit.pdf.pages;
}
BENCHMARK(BM_WholeDefaultDeck)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

// The print part only: card faces, backs, marks, qpdf pass, for the default deck's layout.
void BM_DefaultDeckPdfOnly(benchmark::State& state) {
  static const DeckKit kit = make_deck_kit(default_deck());
  static const std::vector<SymbolArt> arts = load_deck_art(kit.theme);
  DeckPdfReport report;
  for (auto _ : state) {
    report = write_deck_pdf(kOut / "pdf-only.pdf", kit.theme, arts, kit.layout.cards, {});
  }
  state.counters["pdf_bytes"] = static_cast<double>(report.bytes);
}
BENCHMARK(BM_DefaultDeckPdfOnly)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

// The engine alone: 60 simple cards on A4 with backs, no art.
void BM_EngineSixtyCards(benchmark::State& state) {
  CardPainter painter;
  painter.background = [](cairo_t* cr, int) {
    cairo_set_source_rgb(cr, 1, 0.9, 0.7);
    cairo_paint(cr);
  };
  painter.back = painter.background;
  const Imposition imp = impose(paper_a4(), CardTrim::circle(87), 3);
  for (auto _ : state) {
    PdfDocument doc(kOut / "engine.pdf", {"bench", "", "", ""});
    CardSheetOptions o;
    o.product = "Bench";
    add_card_sheets(doc, imp, 60, painter, o);
    benchmark::DoNotOptimize(doc.finish());
  }
}
BENCHMARK(BM_EngineSixtyCards)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace spotforge
