// Loading the 57 default Party symbols (Fluent Emoji Flat icons) and making their ink masks,
// as a theme load and the layout engine do. Needs scripts/setup.sh to have installed the set.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "art/iconify.h"
#include "art/party_icon_names.h"
#include "art/shape_similarity.h"
#include "art/symbol_art.h"

namespace spotforge {
namespace {

std::vector<SymbolArt> load_party() {
  std::vector<SymbolArt> arts;
  for (std::string_view name : kPartyIconNames) {
    ArtSource source;
    source.kind = ArtSource::Kind::kIcon;
    source.icon_set = iconify_set_path("fluent-emoji-flat");
    source.value = std::string(name);
    arts.push_back(SymbolArt::load(source));
  }
  return arts;
}

// The icon set is parsed once per run (cached), as in the tool; this times the symbols.
void BM_LoadPartySymbols(benchmark::State& state) {
  IconSet::open(iconify_set_path("fluent-emoji-flat"));
  for (auto _ : state) benchmark::DoNotOptimize(load_party());
  state.counters["symbols"] = static_cast<double>(kPartyIconNames.size());
}
BENCHMARK(BM_LoadPartySymbols)->Unit(benchmark::kMillisecond);

// Load and make one mask per symbol at the given resolution (longer side, pixels).
void BM_LoadPartySymbolsWithMasks(benchmark::State& state) {
  IconSet::open(iconify_set_path("fluent-emoji-flat"));
  int pixels = static_cast<int>(state.range(0));
  double ink = 0;
  for (auto _ : state) {
    std::vector<SymbolArt> arts = load_party();
    for (const SymbolArt& art : arts) ink += art.mask(pixels).ink_fraction();
  }
  benchmark::DoNotOptimize(ink);
}
BENCHMARK(BM_LoadPartySymbolsWithMasks)->Arg(64)->Arg(256)->Unit(benchmark::kMillisecond);

// The confusable-symbols check of a theme load: 57 signatures under free rotation, then
// every pair.
void BM_PartyConfusableCheck(benchmark::State& state) {
  std::vector<SymbolArt> arts = load_party();
  for (auto _ : state) {
    std::vector<ShapeSignature> signatures;
    for (const SymbolArt& art : arts) {
      signatures.push_back(make_shape_signature(art.picture(kSimilarityMaskPixels),
                                                {SimilarityOptions::Rotation::kFree, false}));
    }
    double worst = 0;
    for (size_t i = 0; i < signatures.size(); ++i) {
      for (size_t j = i + 1; j < signatures.size(); ++j) {
        worst = std::max(worst, shape_similarity(signatures[i], signatures[j]));
      }
    }
    benchmark::DoNotOptimize(worst);
  }
}
BENCHMARK(BM_PartyConfusableCheck)->Unit(benchmark::kMillisecond);

// Parsing the 9 MB icons.json itself (uncached), once.
void BM_ParseIconSetOnce(benchmark::State& state) {
  for (auto _ : state) {
    state.PauseTiming();
    std::filesystem::path copy =
        std::filesystem::temp_directory_path() /
        ("spotforge-bench-icons-" + std::to_string(state.iterations()) + ".json");
    std::filesystem::copy_file(iconify_set_path("fluent-emoji-flat"), copy,
                               std::filesystem::copy_options::overwrite_existing);
    state.ResumeTiming();
    benchmark::DoNotOptimize(IconSet::open(copy));
    state.PauseTiming();
    std::filesystem::remove(copy);
    state.ResumeTiming();
  }
}
BENCHMARK(BM_ParseIconSetOnce)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace spotforge
