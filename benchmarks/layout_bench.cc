// Lays out the default deck (order 7: 57 cards of 8 symbols, 87 mm circles, 3 mm safe margin,
// 1 mm gap, free rotation) on the default art, the 57 Fluent Emoji Flat icons, and reports the
// time and the measured ink coverage, gaps and largest empty circles.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "default_art.h"
#include "design/deck_builder.h"
#include "design/projective_plane.h"
#include "layout/deck_layout.h"
#include "layout/symbol_apart.h"
#include "layout/synthetic_masks.h"

namespace spotforge {
namespace {

LayoutOptions default_options(int threads, int fine_factor = LayoutOptions{}.fine_factor,
                              SymbolsApart apart = LayoutOptions{}.apart) {
  LayoutOptions options;  // 87 mm circle, 3 mm margin, 1 mm gap, free turns, variety 2.5
  options.threads = threads;
  options.fine_factor = fine_factor;
  options.seed = 1;
  options.apart = apart;
  return options;
}

// Issue 16's measure over a deck: the cards where some symbol has more than half its ink
// inside a neighbour's convex hull (the "reads as one picture"), where some symbol's
// centre is inside one, and where the apart rule (layout.apart: hull) is broken.
void report_apart(benchmark::State& state, const std::vector<CardLayout>& cards,
                  const std::vector<InkMask>& masks) {
  std::vector<InkOutline> outlines;
  for (const InkMask& m : masks) outlines.push_back(ink_outline(m));
  int half = 0, centre = 0, broken = 0;
  double worst = 0;
  for (const CardLayout& card : cards) {
    bool card_half = false, card_centre = false, card_broken = false;
    for (const ApartPair& pair : measure_apart(card, outlines)) {
      card_half = card_half || pair.smaller_share > 0.5;
      card_centre = card_centre || pair.centre_inside();
      card_broken = card_broken || !keeps_apart(pair);
      worst = std::max(worst, pair.worst_share());
    }
    half += card_half;
    centre += card_centre;
    broken += card_broken;
  }
  state.counters["cards_half_inside"] = half;
  state.counters["cards_centre_inside"] = centre;
  state.counters["cards_breaking_rule"] = broken;
  state.counters["worst_share"] = worst;
}

// The deck laid out once per benchmark iteration; the last layout, for the counters.
DeckLayout timed_layout(benchmark::State& state, const Deck& deck,
                        const std::vector<InkMask>& masks, const LayoutOptions& options) {
  DeckLayout layout;
  for (auto _ : state) {
    layout = layout_deck(deck, masks, options);
    benchmark::DoNotOptimize(layout.cards.data());
  }
  return layout;
}

// The median of the placed symbols' boxes' longer sides (issue 26: photos against clip art).
double median_long_side_mm(const std::vector<CardLayout>& cards) {
  std::vector<double> sides;
  for (const CardLayout& card : cards) {
    for (const PlacedSymbol& p : card.symbols) sides.push_back(std::max(p.width_mm, p.height_mm));
  }
  if (sides.empty()) return 0;
  std::nth_element(sides.begin(), sides.begin() + sides.size() / 2, sides.end());
  return sides[sides.size() / 2];
}

void report(benchmark::State& state, const std::vector<CardLayout>& cards) {
  const DeckSummary s = summarise(cards);
  state.counters["median_long_side_mm"] = median_long_side_mm(cards);
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
  report_apart(state, cards, masks);
}
BENCHMARK(BM_PlaceDefaultDeck)
    ->Args({2, 3})
    ->Args({1, 3})
    ->Args({2, 2})
    ->Args({2, 0})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// The same without the apart rule (layout.apart: off), for its cost in time and coverage.
void BM_PlaceDefaultDeckApartOff(benchmark::State& state) {
  const Deck deck = projective_plane(7);
  const std::vector<InkMask>& masks = default_masks();
  const LayoutOptions options = default_options(
      static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), SymbolsApart::kOff);
  std::vector<CardLayout> cards;
  for (auto _ : state) {
    cards = place_deck(deck, masks, options);
    benchmark::DoNotOptimize(cards.data());
  }
  const std::vector<std::string> problems = verify_deck(deck, cards, masks, options);
  if (!problems.empty()) state.SkipWithError(problems.front().c_str());
  report(state, cards);
  report_apart(state, cards, masks);
}
BENCHMARK(BM_PlaceDefaultDeckApartOff)->Args({2, 3})->Unit(benchmark::kMillisecond)->Iterations(1);

// The deck `spotforge build party --seed N` lays out (the shuffled plane and the same layout
// seed), with the apart rule (1) or without (0): issue 16's cost in coverage.
void BM_PartyDeck(benchmark::State& state) {
  DeckRequest request;
  request.order = 7;
  request.seed = static_cast<uint64_t>(state.range(0));
  const std::vector<InkMask>& masks = default_masks();
  LayoutOptions options =
      default_options(2, LayoutOptions{}.fine_factor,
                      state.range(1) != 0 ? SymbolsApart::kHull : SymbolsApart::kOff);
  options.seed = request.seed;
  const Deck deck = dealt(build_deck(request), default_art_sources(57), options);
  std::vector<CardLayout> cards;
  for (auto _ : state) {
    cards = place_deck(deck, masks, options);
    benchmark::DoNotOptimize(cards.data());
  }
  const std::vector<std::string> problems = verify_deck(deck, cards, masks, options);
  if (!problems.empty()) state.SkipWithError(problems.front().c_str());
  report(state, cards);
  report_apart(state, cards, masks);
}
BENCHMARK(BM_PartyDeck)
    ->ArgsProduct({{57, 1, 2, 3}, {0, 1}})
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// Issue 29: every order the deck builder offers, laid out on the default 87 mm card with the
// default options, on the default art (57 icons, then more of the same set up to the 183 an
// order-13 deck needs). Argument: the order. Reports time (the benchmark's own), coverage and
// the symbols' largest size as a share of the card's diameter.
void BM_Order(benchmark::State& state) {
  const int order = static_cast<int>(state.range(0));
  DeckRequest request;
  request.order = order;
  LayoutOptions options = default_options(2);
  const Deck plane = build_deck(request);
  const std::vector<ArtSource> sources = default_art_sources(plane.symbol_count);
  const std::vector<InkMask> masks = masks_of(sources, 320);
  const Deck deck = dealt(plane, sources, options);
  const DeckLayout layout = timed_layout(state, deck, masks, options);
  report(state, layout.cards);
  double largest = 0;
  for (const CardLayout& card : layout.cards) {
    for (const PlacedSymbol& p : card.symbols) {
      largest = std::max(largest, std::max(p.width_mm, p.height_mm));
    }
  }
  state.counters["largest_box_share"] = largest / options.diameter_mm;
  state.counters["cards"] = static_cast<double>(layout.cards.size());
}
BENCHMARK(BM_Order)
    ->DenseRange(2, 5)
    ->MeasureProcessCPUTime()
    ->Arg(7)
    ->Arg(8)
    ->Arg(9)
    ->Arg(11)
    ->Arg(13)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// Issue 29's "set no one tuned to": 57 other colourful emoji with transparency (the next
// icons of the default set, none of the party deck's), order 7, default options, seed 1.
void BM_OtherEmoji(benchmark::State& state) {
  std::vector<ArtSource> sources = default_art_sources(114);
  sources.erase(sources.begin(), sources.begin() + 57);
  const std::vector<InkMask> masks = masks_of(sources, 320);
  const LayoutOptions options = default_options(2);
  const Deck deck = dealt(projective_plane(7), sources, options);
  const DeckLayout layout = timed_layout(state, deck, masks, options);
  report(state, layout.cards);
}
BENCHMARK(BM_OtherEmoji)->MeasureProcessCPUTime()->Unit(benchmark::kMillisecond)->Iterations(1);

// Issue 29's "set no one tuned to", from another source: 57 OpenMoji emoji (colourful, with
// transparency; `scripts/fetch-art.sh --bench` fetches the set from npm into
// third_party/bench-art/), every k-th of the set's names leaving out skin tones and flags,
// order 7, default options, seed 1.
std::vector<ArtSource> openmoji_sources(int count) {
  const std::filesystem::path set =
      std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "third_party/bench-art/openmoji/icons.json";
  std::vector<ArtSource> sources;
  if (!std::filesystem::exists(set)) return sources;
  std::vector<std::string> names;
  for (const std::string& name : IconSet::open(set)->names()) {
    if (name.find("skin-tone") != std::string::npos || name.find("flag") != std::string::npos ||
        name.find("-light") != std::string::npos || name.find("-medium") != std::string::npos ||
        name.find("-dark") != std::string::npos) {
      continue;
    }
    names.push_back(name);
  }
  const size_t step = std::max<size_t>(1, names.size() / count);
  for (size_t k = 0; k < names.size() && static_cast<int>(sources.size()) < count; k += step) {
    ArtSource source;
    source.kind = ArtSource::Kind::kIcon;
    source.value = names[k];
    source.icon_set = set;
    sources.push_back(std::move(source));
  }
  return sources;
}

// Argument: the order (7: 57 emoji; 13: 183, the deck init offers for a folder of them).
void BM_OpenMoji(benchmark::State& state) {
  const Deck plane = projective_plane(static_cast<int>(state.range(0)));
  const std::vector<ArtSource> sources = openmoji_sources(plane.symbol_count);
  if (static_cast<int>(sources.size()) < plane.symbol_count) {
    state.SkipWithError("no OpenMoji set: run scripts/fetch-art.sh --bench");
    return;
  }
  const std::vector<InkMask> masks = masks_of(sources, 320);
  const LayoutOptions options = default_options(2);
  const Deck deck = dealt(plane, sources, options);
  const DeckLayout layout = timed_layout(state, deck, masks, options);
  report(state, layout.cards);
}
BENCHMARK(BM_OpenMoji)
    ->Arg(7)
    ->Arg(13)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// Issue 29: a digits deck, text: two-digit numbers ("10", "11", ...) in bold DejaVu Sans,
// every card of the order given (5: 31 numbers, 7: 57), default options. Before text's own
// smallest size neither order built. Also reports the shortest number's height.
void BM_TwoDigitNumbers(benchmark::State& state) {
  const int order = static_cast<int>(state.range(0));
  const Deck deck = projective_plane(order);
  std::vector<InkMask> masks;
  for (int n = 10; n < 10 + deck.symbol_count; ++n) masks.push_back(text_mask(std::to_string(n)));
  LayoutOptions options = default_options(2);
  options.reads_as_text.assign(masks.size(), true);
  const DeckLayout layout = timed_layout(state, deck, masks, options);
  report(state, layout.cards);
  double lowest = 1e9;
  for (const CardLayout& card : layout.cards) {
    for (const PlacedSymbol& p : card.symbols) lowest = std::min(lowest, p.height_mm);
  }
  state.counters["lowest_number_mm"] = lowest;
}
BENCHMARK(BM_TwoDigitNumbers)->Arg(5)->Arg(7)->Unit(benchmark::kMillisecond)->Iterations(1);

// Issue 26: 57 framed photos (discs, as `frame: circle` prints them), order 7, upright, default
// options otherwise: coverage and the median long side (the party deck's clip art: 24.6 mm).
void BM_FramedPhotos(benchmark::State& state) {
  const Deck deck = projective_plane(7);
  const std::vector<InkMask> masks(57, synthetic_mask(TestShape::kDisc, 320));
  LayoutOptions options = default_options(2);
  options.turns = SymbolTurns::kUpright;
  options.framed.assign(masks.size(), state.range(0) != 0);
  const DeckLayout layout = timed_layout(state, deck, masks, options);
  report(state, layout.cards);
}
// 0: sized by their ink as before; 1: framed.
BENCHMARK(BM_FramedPhotos)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1);

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
BENCHMARK(BM_VerifyDefaultDeck)
    ->MeasureProcessCPUTime()
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

}  // namespace
}  // namespace spotforge
