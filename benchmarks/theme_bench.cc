// Loading the shipped Party theme: theme.yaml alone (every key checked, every icon name looked
// up) and with every picture loaded and compared for confusable pairs, as `theme check` does.
// Needs scripts/setup.sh to have installed the icon set.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include "art/iconify.h"
#include "theme/loader.h"
#include "theme/theme_art.h"

namespace spotforge {
namespace {

// The icon set is parsed once per run (cached), as in the tool; this times the theme itself.
void BM_LoadPartyThemeYaml(benchmark::State& state) {
  const auto folder = find_theme_folder("party");
  load_theme(folder);
  for (auto _ : state) benchmark::DoNotOptimize(load_theme(folder));
}
BENCHMARK(BM_LoadPartyThemeYaml)->Unit(benchmark::kMillisecond);

// The first load of a run: icons.json (8.9 MB) parsed as well.
void BM_OpenFluentIconSet(benchmark::State& state) {
  static int copies = 0;
  for (auto _ : state) {
    // A fresh parse each time: IconSet::open caches by path, so read a copy at a new path.
    state.PauseTiming();
    const std::filesystem::path unique = std::filesystem::temp_directory_path() /
                                         ("spotforge-bench-icons-" + std::to_string(::getpid()) +
                                          "-" + std::to_string(copies++) + ".json");
    std::filesystem::copy_file(iconify_set_path("fluent-emoji-flat"), unique,
                               std::filesystem::copy_options::overwrite_existing);
    state.ResumeTiming();
    benchmark::DoNotOptimize(IconSet::open(unique));
    state.PauseTiming();
    std::filesystem::remove(unique);
    state.ResumeTiming();
  }
}
BENCHMARK(BM_OpenFluentIconSet)->Unit(benchmark::kMillisecond)->Iterations(3);

// Everything `theme check party` does: 57 symbols and 64 characters loaded, masks made,
// confusable pairs searched under free rotation.
void BM_LoadPartyThemeWithArt(benchmark::State& state) {
  const auto folder = find_theme_folder("party");
  for (auto _ : state) benchmark::DoNotOptimize(load_theme_with_art(folder));
}
BENCHMARK(BM_LoadPartyThemeWithArt)->Unit(benchmark::kMillisecond)->Iterations(2);

}  // namespace
}  // namespace spotforge
