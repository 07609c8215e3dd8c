// Lays out the default deck (order 7: 57 cards of 8 symbols, 87 mm circles, 3 mm safe margin,
// 1 mm gap, free rotation) on the default art, the 57 Fluent Emoji Flat icons, and reports the
// time and the measured ink coverage, gaps and largest empty circles.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "default_art.h"
#include "design/projective_plane.h"
#include "layout/deck_layout.h"

namespace spotforge {
namespace {

LayoutOptions default_options(int threads, int fine_factor = LayoutOptions{}.fine_factor) {
  LayoutOptions options;  // 87 mm circle, 3 mm margin, 1 mm gap, free turns, variety 2.5
  options.threads = threads;
  options.fine_factor = fine_factor;
  options.seed = 1;
  return options;
}

void report(benchmark::State& state, const std::vector<CardLayout>& cards) {
  const DeckSummary s = summarise(cards);
  state.counters["coverage_mean"] = s.ink_coverage.mean;
  state.counters["coverage_min"] = s.ink_coverage.min;
  state.counters["coverage_max"] = s.ink_coverage.max;
  state.counters["empty_circle_max_mm"] = s.largest_empty_circle_mm.max;
  state.counters["empty_circle_mean_mm"] = s.largest_empty_circle_mm.mean;
  state.counters["gap_min_mm"] = s.min_gap_mm.min;
  state.counters["ratio_min"] = s.size_ratio.min;
  state.counters["ratio_mean"] = s.size_ratio.mean;
  state.counters["shrunk_cards"] = s.shrunk_cards;
}

// Placement alone: the "57 cards in under 1 s on 2 cores" target. Arguments: threads, and
// the fine growing pass's grid factor (0: placement grid only, for comparison).
void BM_PlaceDefaultDeck(benchmark::State& state) {
  const Deck deck = projective_plane(7);
  const std::vector<InkMask>& masks = default_masks();
  const LayoutOptions options =
      default_options(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
  std::vector<CardLayout> cards;
  for (auto _ : state) {
    cards = place_deck(deck, masks, options);
    benchmark::DoNotOptimize(cards.data());
  }
  const std::vector<std::string> problems = verify_deck(deck, cards, masks, options);
  if (!problems.empty()) state.SkipWithError(problems.front().c_str());
  report(state, cards);
}
BENCHMARK(BM_PlaceDefaultDeck)
    ->Args({2, 3})
    ->Args({1, 3})
    ->Args({2, 2})
    ->Args({2, 0})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// The independent verification and measurement of all 57 cards at 10 px/mm.
void BM_VerifyDefaultDeck(benchmark::State& state) {
  const Deck deck = projective_plane(7);
  const std::vector<InkMask>& masks = default_masks();
  const LayoutOptions options = default_options(2);
  std::vector<CardLayout> cards = place_deck(deck, masks, options);
  for (auto _ : state) {
    const std::vector<std::string> problems = verify_deck(deck, cards, masks, options);
    if (!problems.empty()) state.SkipWithError(problems.front().c_str());
  }
  report(state, cards);
}
BENCHMARK(BM_VerifyDefaultDeck)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace spotforge
