// Issue 26.3: a deck of 57 phone photos (4:3 and 3:4 JPEGs, a bright sky, faces and shapes)
// laid out on the default 87 mm card, upright as init writes for photos, against the default
// theme's clip art on the same card. Reported: the median long side of the placed pictures
// (mm) and the ink coverage per card (mean, min). Goal: photos at least as large as clip art.
//   Keep:    the whole rectangle (background: keep, what init wrote before frames);
//   Circle:  frame: circle (the largest circle around the faces, else the centre);
//   Rounded: frame: rounded;
//   ClipArt: themes/party, its own layout settings.
// Measured (2 cores, shared, seed 1): see docs/design.md's photo frames section.
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "art/face_fixture_for_tests.h"
#include "art/raster_picture.h"
#include "art/symbol_art.h"
#include "base/handles.h"
#include "design/projective_plane.h"
#include "kit/deck/deck_kit.h"
#include "layout/deck_layout.h"
#include "theme/theme_art.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

constexpr int kPhotos = 57;
constexpr int kMaskPixels = 320;  // as the kit samples masks

// Photo i: 1600 x 1200 (even i) or 1200 x 1600, a sky bright at the top over a field; every
// third a person's face off-centre, the others a house, a tree or a ball, placed by i.
std::string phone_photo(int i) {
  const bool landscape = i % 2 == 0;
  const int w = landscape ? 1600 : 1200, h = landscape ? 1200 : 1600;
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h));
  CairoPtr cr(cairo_create(s.get()));
  CairoPatternPtr sky(cairo_pattern_create_linear(0, 0, 0, h * 0.6));
  cairo_pattern_add_color_stop_rgb(sky.get(), 0, 1, 1, 1);
  cairo_pattern_add_color_stop_rgb(sky.get(), 1, 0.7, 0.84, 0.97);
  cairo_set_source(cr.get(), sky.get());
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0.3 + 0.005 * i, 0.6, 0.25);  // the field
  cairo_rectangle(cr.get(), 0, h * 0.6, w, h * 0.4);
  cairo_fill(cr.get());
  const double x = w * (0.3 + 0.4 * ((i * 37) % 100) / 100.0);
  if (i % 3 == 0) {
    face_test::draw_face(cr.get(), x, h * 0.42, std::min(w, h) * 0.35);
  } else {
    cairo_set_source_rgb(cr.get(), 0.1 + 0.012 * i, 0.2, 0.6 - 0.008 * i);
    cairo_arc(cr.get(), x, h * 0.55, std::min(w, h) * (0.12 + 0.002 * i), 0, 2 * M_PI);
    cairo_fill(cr.get());
  }
  cr.reset();
  face_test::soften(s.get(), 2);
  return encode_jpeg(s.get());
}

// The photos, made once per machine.
fs::path photo_folder() {
  const fs::path folder = fs::temp_directory_path() / "spotforge-bench-phone-photos-57";
  if (fs::exists(folder / "p56.jpg")) return folder;
  fs::create_directories(folder);
  for (int i = 0; i < kPhotos; ++i) {
    const std::string bytes = phone_photo(i);
    std::ofstream(folder / ("p" + std::to_string(i) + ".jpg"), std::ios::binary)
        .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  }
  return folder;
}

double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

void report(benchmark::State& state, const DeckLayout& layout) {
  std::vector<double> sides;
  for (const CardLayout& card : layout.cards) {
    for (const PlacedSymbol& p : card.symbols) sides.push_back(std::max(p.width_mm, p.height_mm));
  }
  std::sort(sides.begin(), sides.end());
  state.counters["median_long_side_mm"] = sides.empty() ? 0 : sides[sides.size() / 2];
  state.counters["min_long_side_mm"] = sides.empty() ? 0 : sides.front();
  state.counters["coverage_mean"] = layout.summary.ink_coverage.mean;
  state.counters["coverage_min"] = layout.summary.ink_coverage.min;
}

// Argument: the theme's size_variety times 10 (2.5 the default; 2.2 the least allowed).
void run_photos(benchmark::State& state, PhotoFrame frame) {
  const fs::path folder = photo_folder();
  const double start = cpu_seconds();
  std::vector<InkMask> masks;
  for (int i = 0; i < kPhotos; ++i) {
    ArtSource source;
    source.kind = ArtSource::Kind::kFile;
    source.root = folder;
    source.value = "p" + std::to_string(i) + ".jpg";
    source.keep_background = true;
    source.frame = frame;
    masks.push_back(SymbolArt::load(source).mask(kMaskPixels));
  }
  state.counters["load_cpu_s"] = cpu_seconds() - start;
  LayoutOptions options;                  // the default 87 mm card
  options.turns = SymbolTurns::kUpright;  // init writes rotation: upright for photos
  options.size_variety = state.range(0) / 10.0;
  DeckLayout layout;
  for (auto _ : state) layout = layout_deck(projective_plane(7), masks, options);
  report(state, layout);
}

void BM_PhotosKeep(benchmark::State& state) { run_photos(state, PhotoFrame::kRectangle); }
void BM_PhotosCircle(benchmark::State& state) { run_photos(state, PhotoFrame::kCircle); }
void BM_PhotosRounded(benchmark::State& state) { run_photos(state, PhotoFrame::kRounded); }

void BM_ClipArt(benchmark::State& state) {
  const ThemeArt art = load_theme_with_art(fs::path(SPOTFORGE_SOURCE_DIR) / "themes/party");
  std::vector<InkMask> masks;
  for (const SymbolArt& a : art.symbols) masks.push_back(a.mask(kMaskPixels));
  const LayoutOptions options = layout_options_for(art.theme, 1, 0);
  const int order = 7;
  masks.resize(std::min<size_t>(masks.size(), order * order + order + 1));
  DeckLayout layout;
  for (auto _ : state) layout = layout_deck(projective_plane(order), masks, options);
  report(state, layout);
}

BENCHMARK(BM_PhotosKeep)->Arg(25)->Arg(22)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_PhotosCircle)->Arg(25)->Arg(22)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_PhotosRounded)->Arg(25)->Arg(22)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_ClipArt)->Unit(benchmark::kSecond)->Iterations(1);

}  // namespace
}  // namespace spotforge
