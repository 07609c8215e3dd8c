// Lays out the default deck (order 7: 57 cards of 8 symbols, 87 mm circles, 3 mm safe margin,
// 1 mm gap, free rotation) on the default art, the 57 Fluent Emoji Flat icons, and reports the
// time and the measured ink coverage, gaps and largest empty circles.
#include <benchmark/benchmark.h>
#include <librsvg/rsvg.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "art/ink_mask.h"
#include "base/handles.h"
#include "layout/deck_layout.h"
#include "layout/synthetic_decks.h"

namespace spotforge {
namespace {

// The default theme's 57 icons (see shared notes: art and fonts), in theme order.
const char* const kDefaultIcons[] = {"horse-face",
                                     "plunger",
                                     "hourglass-done",
                                     "magnet",
                                     "sunflower",
                                     "anchor",
                                     "toothbrush",
                                     "hammer",
                                     "paintbrush",
                                     "ringed-planet",
                                     "lollipop",
                                     "baby-chick",
                                     "airplane",
                                     "jellyfish",
                                     "butterfly",
                                     "rocket",
                                     "fork-and-knife",
                                     "clown-face",
                                     "raised-hand",
                                     "wheel",
                                     "motor-scooter",
                                     "owl",
                                     "racing-car",
                                     "fountain",
                                     "bat",
                                     "military-medal",
                                     "gem-stone",
                                     "chestnut",
                                     "scorpion",
                                     "thong-sandal",
                                     "jack-o-lantern",
                                     "balloon",
                                     "trumpet",
                                     "joker",
                                     "firecracker",
                                     "banana",
                                     "watermelon",
                                     "fire-extinguisher",
                                     "paperclip",
                                     "baby-bottle",
                                     "person-lifting-weights",
                                     "bowling",
                                     "camera",
                                     "hair-pick",
                                     "high-heeled-shoe",
                                     "headphone",
                                     "boomerang",
                                     "person-elf",
                                     "cupcake",
                                     "snail",
                                     "pig-face",
                                     "castle",
                                     "potato",
                                     "tomato",
                                     "light-bulb",
                                     "key",
                                     "cactus"};

// Renders an icon with librsvg and keeps the alpha of its ink box (the art stage does this
// for the real pipeline; the benchmark only needs the masks).
InkMask render_icon_mask(const nlohmann::json& set, const std::string& name, int px) {
  const auto& icon = set.at("icons").at(name);
  const double w = icon.value("width", set.value("width", 16.0));
  const double h = icon.value("height", set.value("height", 16.0));
  const std::string svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
      "width=\"" +
      std::to_string(w) + "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " +
      std::to_string(w) + " " + std::to_string(h) + "\">" + icon.at("body").get<std::string>() +
      "</svg>";
  GError* raw_error = nullptr;
  GObjectPtr<RsvgHandle> handle(rsvg_handle_new_from_data(
      reinterpret_cast<const guint8*>(svg.data()), svg.size(), &raw_error));
  GErrorPtr error(raw_error);
  if (!handle) throw std::runtime_error("can't read icon " + name);
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, px, px));
  CairoPtr cr(cairo_create(surface.get()));
  RsvgRectangle viewport{0, 0, static_cast<double>(px), static_cast<double>(px)};
  if (!rsvg_handle_render_document(handle.get(), cr.get(), &viewport, nullptr)) {
    throw std::runtime_error("can't render icon " + name);
  }
  cairo_surface_flush(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  auto alpha = [&](int x, int y) { return data[y * stride + x * 4 + 3]; };  // little-endian
  int x0 = px, x1 = -1, y0 = px, y1 = -1;
  for (int y = 0; y < px; ++y) {
    for (int x = 0; x < px; ++x) {
      if (alpha(x, y) == 0) continue;
      x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    }
  }
  InkMask mask;
  mask.width = x1 - x0 + 1;
  mask.height = y1 - y0 + 1;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) mask.alpha.push_back(alpha(x, y));
  }
  return mask;
}

const std::vector<InkMask>& default_masks() {
  static const std::vector<InkMask> masks = [] {
    std::ifstream in(std::string(SPOTFORGE_ICONIFY_DIR) + "/fluent-emoji-flat/icons.json");
    if (!in) throw std::runtime_error("run scripts/setup.sh first: the default art is missing");
    const nlohmann::json set = nlohmann::json::parse(in);
    std::vector<InkMask> result;
    for (const char* name : kDefaultIcons) result.push_back(render_icon_mask(set, name, 320));
    return result;
  }();
  return masks;
}

LayoutOptions default_options(int threads) {
  LayoutOptions options;  // 87 mm circle, 3 mm margin, 1 mm gap, free turns, variety 2.5
  options.threads = threads;
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

// Placement alone: the "57 cards in under 1 s on 2 cores" target.
void BM_PlaceDefaultDeck(benchmark::State& state) {
  const Deck deck = prime_plane_deck(7);
  const std::vector<InkMask>& masks = default_masks();
  const LayoutOptions options = default_options(static_cast<int>(state.range(0)));
  std::vector<CardLayout> cards;
  for (auto _ : state) {
    cards = place_deck(deck, masks, options);
    benchmark::DoNotOptimize(cards.data());
  }
  const std::vector<std::string> problems = verify_deck(deck, cards, masks, options);
  if (!problems.empty()) state.SkipWithError(problems.front().c_str());
  report(state, cards);
}
BENCHMARK(BM_PlaceDefaultDeck)->Arg(2)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1);

// The independent verification and measurement of all 57 cards at 10 px/mm.
void BM_VerifyDefaultDeck(benchmark::State& state) {
  const Deck deck = prime_plane_deck(7);
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
