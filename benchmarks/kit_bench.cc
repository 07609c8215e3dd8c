// `spotforge build party` as a whole: every product of the default theme (deck, 9 rulebooks,
// Spotlight, party components, previews) on 2 threads, and the total size written. No target
// in the issues; measured so that a slow-down shows.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "kit/kit_build.h"

namespace spotforge {
namespace {

void BM_WholeDefaultKit(benchmark::State& state) {
  KitBuildRequest request;
  request.theme = "party";
  request.out_dir = std::filesystem::temp_directory_path() / "spotforge-bench" / "kit";
  request.threads = 2;
  KitBuildReport report;
  for (auto _ : state) report = build_kit(request);
  double bytes = 0, pages = 0;
  for (const KitFile& f : report.files) {
    bytes += static_cast<double>(f.bytes);
    pages += f.pages;
  }
  state.counters["files"] = static_cast<double>(report.files.size());
  state.counters["pages"] = pages;
  state.counters["megabytes"] = bytes / (1024 * 1024);
}
BENCHMARK(BM_WholeDefaultKit)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace
}  // namespace spotforge
