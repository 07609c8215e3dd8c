// Printed ink coverage of one deck (order 7: 57 cards of 8 symbols, default options) laid out
// on 57 number pictures (issue 19), in three versions of the same drawings:
//   Opaque/Knockout:  RGB PNGs on white, background knocked out (the default);
//   Opaque/Keep:      the same PNGs with background: keep (packed as rectangles);
//   Transparent:      the same drawings on a transparent PNG.
// coverage_* is layout.json's ink_coverage: the share of the safe area the drawn symbols
// cover (mask alpha as painted). For Keep, visible_* measures the same cards with the
// knocked-out masks: the non-background ink of rectangles packed as boxes.
// Goal of the issue: coverage mean >= 0.45 for opaque pictures on white.
// Measured (2 cores, shared; coverage mean / min, seeds 1, 2, 3 for Knockout):
//   before the shapes judged cells outside a mask by its nearest point, and the fine pass's
//   nudges reached four cells: Knockout 0.432 / 0.371, 0.430 / 0.377, 0.435 / 0.372 (53-56
//   cards shrunk); Keep visible 0.377; Transparent 0.383;
//   since: Knockout 0.456 / 0.375, 0.458 / 0.371, 0.455 / 0.389 (47-49 cards shrunk); Keep
//   visible 0.380; Transparent 0.404. About 1.3 s a deck.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "base/handles.h"
#include "design/projective_plane.h"
#include "layout/deck_layout.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

constexpr int kPictures = 57;
constexpr int kMaskPixels = 320;  // as the kit samples masks
constexpr int kSide = 300;

// Number n (1..57) in bold on a kSide square, in one of a few colours, on white (opaque) or
// on nothing (transparent): what a peer generator's number sample set looks like.
void draw_number(int n, bool opaque, const fs::path& file) {
  CairoSurfacePtr s(cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                               kSide, kSide));
  CairoPtr cr(cairo_create(s.get()));
  if (opaque) {
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
  }
  static const double kColours[][3] = {
      {0.80, 0.10, 0.10}, {0.10, 0.35, 0.75}, {0.10, 0.55, 0.20}, {0.55, 0.20, 0.60},
      {0.90, 0.50, 0.05}, {0.15, 0.15, 0.15}};
  const double* c = kColours[n % 6];
  cairo_set_source_rgb(cr.get(), c[0], c[1], c[2]);
  cairo_select_font_face(cr.get(), "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                         CAIRO_FONT_WEIGHT_BOLD);
  const std::string text = std::to_string(n);
  cairo_set_font_size(cr.get(), text.size() == 1 ? 220 : 160);
  cairo_text_extents_t e;
  cairo_text_extents(cr.get(), text.c_str(), &e);
  cairo_move_to(cr.get(), (kSide - e.width) / 2 - e.x_bearing, (kSide - e.height) / 2 - e.y_bearing);
  cairo_show_text(cr.get(), text.c_str());
  cairo_surface_flush(s.get());
  cairo_surface_write_to_png(s.get(), file.c_str());
}

std::vector<InkMask> number_masks(bool opaque, bool keep) {
  const fs::path dir = fs::temp_directory_path() /
                       (std::string("spotforge-bench-numbers-") + (opaque ? "opaque" : "alpha"));
  fs::create_directories(dir);
  std::vector<InkMask> masks;
  for (int n = 1; n <= kPictures; ++n) {
    const std::string name = std::to_string(n) + ".png";
    if (!fs::exists(dir / name)) draw_number(n, opaque, dir / name);
    ArtSource source;
    source.kind = ArtSource::Kind::kFile;
    source.root = dir;
    source.value = name;
    source.keep_background = keep;
    masks.push_back(SymbolArt::load(source).mask(kMaskPixels));
  }
  return masks;
}

LayoutOptions options(uint64_t seed) {
  LayoutOptions o;  // 87 mm circle, 3 mm margin, 1 mm gap, free turns, variety 2.5
  o.seed = seed;
  return o;
}

void report(benchmark::State& state, const DeckSummary& s, const std::string& prefix) {
  state.counters[prefix + "_mean"] = s.ink_coverage.mean;
  state.counters[prefix + "_min"] = s.ink_coverage.min;
  state.counters[prefix + "_max"] = s.ink_coverage.max;
}

void run(benchmark::State& state, bool opaque, bool keep, uint64_t seed = 1) {
  const Deck deck = projective_plane(7);
  const std::vector<InkMask> masks = number_masks(opaque, keep);
  DeckLayout layout;
  for (auto _ : state) {
    layout = layout_deck(deck, masks, options(seed));
    benchmark::DoNotOptimize(layout.cards.data());
  }
  report(state, layout.summary, "coverage");
  state.counters["shrunk_cards"] = layout.summary.shrunk_cards;
  if (keep) {
    // The same cards measured by what is not background: the rectangles' visible ink.
    const std::vector<InkMask> visible = number_masks(true, false);
    std::vector<CardLayout> cards = layout.cards;
    const std::vector<std::string> problems = verify_deck(deck, cards, visible, options(seed));
    if (!problems.empty()) state.SkipWithError(problems.front().c_str());
    report(state, summarise(cards), "visible");
  }
}

// Argument: the layout seed (one seed's mean moves by about 0.005).
void BM_OpaqueKnockout(benchmark::State& state) {
  run(state, true, false, static_cast<uint64_t>(state.range(0)));
}
void BM_OpaqueKeep(benchmark::State& state) { run(state, true, true); }
void BM_Transparent(benchmark::State& state) { run(state, false, false); }
BENCHMARK(BM_OpaqueKnockout)->Arg(1)->Arg(2)->Arg(3)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_OpaqueKeep)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_Transparent)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
}  // namespace spotforge
