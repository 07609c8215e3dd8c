// The whole Spotlight kit (5 boards, 60 search cards, the default theme): quotas, packing,
// verification at the command's resolution and the four files. Target: under 15 s on 2 cores.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

#include "kit/spotlight/spotlight_kit.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

void BM_SpotlightKit(benchmark::State& state) {
  const Theme theme = load_theme(find_theme_folder("party"));
  const auto out = std::filesystem::temp_directory_path() / "spotforge_spotlight_bench";
  SpotlightOptions options;  // the command's defaults: 4 px/mm verification, 2 threads
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    const SpotlightKit kit = build_spotlight(theme, options);
    const SpotlightFiles files = write_spotlight(kit, options, out);
    state.counters["boards_kb"] = static_cast<double>(files.boards_bytes) / 1024;
    state.counters["cards_kb"] = static_cast<double>(files.cards_bytes) / 1024;
    state.counters["components_kb"] = static_cast<double>(files.components_bytes) / 1024;
  }
  std::filesystem::remove_all(out);
}
BENCHMARK(BM_SpotlightKit)->Unit(benchmark::kMillisecond)->Iterations(2);

void BM_SpotlightPackAndVerify(benchmark::State& state) {
  const Theme theme = load_theme(find_theme_folder("party"));
  SpotlightOptions options;
  std::uint64_t seed = 1;
  for (auto _ : state) {
    options.seed = seed++;
    const SpotlightKit kit = build_spotlight(theme, options);
    // Issue 14's figures for the seed: the answers' spread and the least clear copy.
    const TotalsSpread spread = totals_spread(kit.plan);
    state.counters["dial_max"] = kit.plan.rules.dial_max;
    state.counters["largest_total_share"] = spread.largest_share;
    state.counters["worst_copy_background_share"] = kit.report.contrast.worst.share;
    state.counters["copies_from_30_percent"] =
        static_cast<double>(kit.report.contrast.copies_from_30_percent);
    state.counters["card_board_difference"] = kit.report.contrast.largest_board_difference;
    long copies = 0;
    double smallest = 1e9;
    for (const BoardPlacement& b : kit.boards) {
      copies += static_cast<long>(b.copies.size());
      for (const BoardCopy& c : b.copies) smallest = std::min(smallest, c.size_mm);
    }
    state.counters["copies_per_board"] = static_cast<double>(copies) / kit.boards.size();
    state.counters["smallest_copy_mm"] = smallest;
  }
}
BENCHMARK(BM_SpotlightPackAndVerify)->Unit(benchmark::kMillisecond)->Iterations(2);

// Packing alone (issue 27): the default kit's five boards filled on one thread, from the kit's
// own plan and geometry (built once, outside the timing), so the figure is the packer's CPU.
void BM_FillBoards(benchmark::State& state) {
  const Theme theme = load_theme(find_theme_folder("party"));
  SpotlightOptions options;
  options.seed = 1;
  const SpotlightKit kit = build_spotlight(theme, options);
  std::vector<CharacterInk> inks;
  constexpr int kMaskPixels = 128;  // spotlight_kit.cc's packing masks
  for (const SymbolArt& art : kit.characters) {
    inks.push_back({&art.mask(kMaskPixels), art.box().width / art.box().height});
  }
  PackOptions pack;
  pack.px_per_mm = options.pack_px_per_mm;
  for (auto _ : state) {
    const std::vector<BoardPlacement> boards = fill_boards(kit.plan, kit.geometry, inks, pack, 1);
    benchmark::DoNotOptimize(boards.data());
    state.counters["copies_board_1"] = static_cast<double>(boards.at(0).copies.size());
  }
}
BENCHMARK(BM_FillBoards)->Unit(benchmark::kMillisecond)->Iterations(3);

// Issue 14's seed sweep: A4 boards must hold the 1-8 spread on seeds 1-20 and 57, in every
// night mode, with every copy at full size (>= 9 mm). The kit is packed once per seed (the
// night mode changes only how it is printed) and written in all three modes.
void BM_SpotlightSeedSweep(benchmark::State& state) {
  const Theme theme = load_theme(find_theme_folder("party"));
  const auto out = std::filesystem::temp_directory_path() / "spotforge_spotlight_sweep";
  std::vector<std::uint64_t> seeds;
  for (std::uint64_t s = 1; s <= 20; ++s) seeds.push_back(s);
  seeds.push_back(57);
  for (auto _ : state) {
    int failed = 0;
    double smallest = 1e9, fullest = 0, widest_room_spread = 0;
    for (std::uint64_t seed : seeds) {
      SpotlightOptions options;
      options.seed = seed;
      try {
        const SpotlightKit kit = build_spotlight(theme, options);
        for (const BoardPlacement& b : kit.boards) {
          for (const BoardCopy& c : b.copies) smallest = std::min(smallest, c.size_mm);
          for (double coverage : b.coverage) fullest = std::max(fullest, coverage);
        }
        const auto room = quadrant_room(kit.plan);
        const auto [lo, hi] = std::minmax_element(room.begin(), room.end());
        widest_room_spread = std::max(widest_room_spread, (*hi - *lo) / *lo);
        for (NightMode night : {NightMode::kFilm, NightMode::kScreen, NightMode::kPaper}) {
          options.night = night;
          write_spotlight(kit, options, out / night_mode_name(night));
        }
      } catch (const std::exception& e) {
        ++failed;
        state.SetLabel("seed " + std::to_string(seed) + ": " + e.what());
      }
    }
    state.counters["seeds"] = static_cast<double>(seeds.size());
    state.counters["seeds_failed"] = failed;
    state.counters["smallest_copy_mm"] = smallest;
    state.counters["fullest_quadrant_ink"] = fullest;
    state.counters["quadrant_room_spread"] = widest_room_spread;
  }
  std::filesystem::remove_all(out);
}
BENCHMARK(BM_SpotlightSeedSweep)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
}  // namespace spotforge
