// `spotforge build party` as a whole: every product of the default theme (deck, 18 rulebooks,
// Spotlight, party components, previews) on 2 threads, and the total size written. Issue 27
// point 6 asks for under 5 s wall on a 2-core machine; the counters give the CPU time of every
// thread (cpu_s) and how many cores it kept busy (cpu_per_wall, at most 2 here). Session 12,
// a busy machine: 17.6 s CPU in 12.0 s wall (1.47) before the products were split into jobs
// and planned together, 12.7 s CPU in 6.6 s wall (1.93) after. Session 13 (the CLI, before
// and after alternating at load 1-3): 13.5 s CPU in 8.5 s wall before, 12.55 s in 8.15 s after
// (rulebooks typeset in parallel, the deck's verification 1.57 -> 0.97 s, no second load of
// the Spotlight characters); this benchmark once at load 2: 13.7 s CPU in 7.5 s wall. Session
// 14 (the CLI alternating with main, four pairs at load 2-3): 12.7 -> 10.1 s CPU (median),
// best walls 6.7 -> 5.3 s: board packing, the screen pictures, the board verifier, the play
// check and the books' card figures. Not yet under 5 s wall: about 9.5 s of CPU needed.
// Session 15 (alternating with main, three pairs at load 4-5, walls of 13-16 s for both, so
// CPU only): 10.53 -> 9.84 s CPU: the board's preview drawn from its page (not Poppler), one
// font map per thread for the rulebooks, the products longest first.
#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <chrono>
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
  // Every thread's CPU time: the benchmark's own CPU column counts the main thread only.
  const auto process_cpu_s = [] {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  };
  double cpu_s = 0, wall_s = 0;
  for (auto _ : state) {
    const double cpu0 = process_cpu_s();
    const auto wall0 = std::chrono::steady_clock::now();
    report = build_kit(request);
    wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    cpu_s += process_cpu_s() - cpu0;
  }
  double bytes = 0, pages = 0;
  for (const KitFile& f : report.files) {
    bytes += static_cast<double>(f.bytes);
    pages += f.pages;
  }
  state.counters["files"] = static_cast<double>(report.files.size());
  state.counters["pages"] = pages;
  state.counters["megabytes"] = bytes / (1024 * 1024);
  state.counters["cpu_s"] = cpu_s;
  state.counters["cpu_per_wall"] = wall_s > 0 ? cpu_s / wall_s : 0;
}
BENCHMARK(BM_WholeDefaultKit)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

}  // namespace
}  // namespace spotforge
