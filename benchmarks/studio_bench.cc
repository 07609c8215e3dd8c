// The studio's live preview (issue 17: "show a card in well under 200 ms"): one card of the
// default theme (57 symbols, order 7: 8 symbols a card) laid out and drawn to a PNG at the
// preview's resolution, as the page asks for it after a settings change (the pictures are
// loaded once and kept; BM_PreviewFirstCard includes loading them). BM_PreviewCardRedrawn is
// an edit that moves nothing (a name, a colour): the card's kept layout is drawn again.
#include <benchmark/benchmark.h>

#include "studio/card_preview.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

const Theme& party() {
  static const Theme theme = load_theme(find_theme_folder("party"));
  return theme;
}

void BM_PreviewCard(benchmark::State& state) {
  studio::CardPreviews previews;
  (void)previews.png(party(), 0);  // the pictures, loaded once per studio
  Theme theme = party();
  int round = 0;
  size_t bytes = 0;
  for (auto _ : state) {
    // A different setting every time, as when the user drags the size variety slider.
    theme.layout.size_variety = 2.2 + 0.1 * (round++ % 20);
    bytes = previews.png(theme, static_cast<int>(state.range(0))).size();
  }
  state.counters["png_kB"] = static_cast<double>(bytes) / 1024;
}
BENCHMARK(BM_PreviewCard)->Arg(0)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_PreviewCardRedrawn(benchmark::State& state) {
  studio::CardPreviews previews;
  (void)previews.png(party(), 0);
  Theme theme = party();
  int round = 0;
  for (auto _ : state) {
    theme.card.background = {1, 1, 0.9 + 0.005 * (round++ % 20), 1};
    benchmark::DoNotOptimize(previews.png(theme, static_cast<int>(state.range(0))));
  }
}
BENCHMARK(BM_PreviewCardRedrawn)->Arg(0)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_PreviewFirstCard(benchmark::State& state) {
  for (auto _ : state) {
    studio::CardPreviews previews;
    benchmark::DoNotOptimize(previews.png(party(), 0));
  }
}
BENCHMARK(BM_PreviewFirstCard)->Unit(benchmark::kMillisecond)->Iterations(3)->UseRealTime();

}  // namespace
}  // namespace spotforge
