// Build and verify projective planes (issue 2: order 127, 16,257 cards of 128 symbols, must
// build and verify in well under a second on one core), plus the other deck steps.
#include <benchmark/benchmark.h>

#include "design/deck_builder.h"
#include "design/galois_field.h"
#include "design/projective_plane.h"
#include "design/truncation.h"
#include "design/verification.h"

namespace spotforge {
namespace {

void BM_BuildAndVerifyPlane(benchmark::State& state) {
  const int order = static_cast<int>(state.range(0));
  for (auto _ : state) {
    const Deck deck = projective_plane(order);
    const DeckVerification check = verify_deck(deck);
    if (!check.ok()) state.SkipWithError("verification failed");
    benchmark::DoNotOptimize(check.symbol_frequencies.data());
  }
  state.counters["cards"] = order * order + order + 1;
}
BENCHMARK(BM_BuildAndVerifyPlane)->Arg(7)->Arg(31)->Arg(127)->Unit(benchmark::kMillisecond);

void BM_BuildPlane(benchmark::State& state) {
  const int order = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(projective_plane(order).cards.data());
}
BENCHMARK(BM_BuildPlane)->Arg(7)->Arg(31)->Arg(127)->Unit(benchmark::kMillisecond);

void BM_VerifyPlane(benchmark::State& state) {
  const Deck deck = projective_plane(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(verify_deck(deck).ok());
}
BENCHMARK(BM_VerifyPlane)->Arg(7)->Arg(31)->Arg(127)->Unit(benchmark::kMillisecond);

void BM_GaloisField(benchmark::State& state) {
  for (auto _ : state)
    benchmark::DoNotOptimize(GaloisField(static_cast<int>(state.range(0))).mul(2, 3));
}
BENCHMARK(BM_GaloisField)->Arg(128)->Arg(256)->Unit(benchmark::kMillisecond);

// The whole `spotforge plane` deck: size checks, truncation, shuffle (verification apart).
void BM_BuildDeck(benchmark::State& state) {
  const int order = static_cast<int>(state.range(0));
  const int cards = static_cast<int>(state.range(1));
  for (auto _ : state)
    benchmark::DoNotOptimize(build_deck({order, cards, kDefaultSeed}).cards.data());
}
BENCHMARK(BM_BuildDeck)
    ->Args({7, 55})
    ->Args({7, 30})
    ->Args({31, 900})
    ->Args({127, 16255})
    ->Args({127, 8000})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace spotforge
