#include "layout/deck_fit.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>

#include "layout/card_geometry.h"
#include "layout/card_placer.h"
#include "layout/symbol_apart.h"

namespace spotforge {
namespace {

double polygon_area(const std::vector<std::pair<double, double>>& p) {
  double twice = 0;
  for (size_t i = 0; i < p.size(); ++i) {
    const auto& [x0, y0] = p[i];
    const auto& [x1, y1] = p[(i + 1) % p.size()];
    twice += x0 * y1 - x1 * y0;
  }
  return std::abs(twice) / 2;
}

// The need of one symbol at size s (sqrt of ink area): its ink or three quarters of its hull,
// grown by half the gap and its air all round (the band of a disc of that area, the least any shape
// has).
double symbol_need_mm2(const SymbolFootprint& f, double s, const LayoutOptions& options) {
  const double ink = s * s;
  if (f.text && f.ink_fraction > 0) {
    const double h = std::sqrt(ink / f.ink_fraction / f.aspect), w = f.aspect * h;
    const double around = options.min_gap_mm + 2 * symbol_air_mm(s, h, true, options.min_gap_mm);
    return (w + around) * (h + around);
  }
  double body = ink * f.ink_scale;
  if (options.apart != SymbolsApart::kOff && f.ink_fraction > 0) {
    body = std::max(body, 0.75 * ink * f.hull_fraction / f.ink_fraction);
  }
  const double half_gap = options.min_gap_mm / 2 + symbol_air_mm(s, 0, false, options.min_gap_mm);
  return body + 2 * std::sqrt(std::numbers::pi * body) * half_gap +
         std::numbers::pi * half_gap * half_gap;
}

}  // namespace

SymbolFootprint footprint_of(const InkMask& mask) {
  SymbolFootprint f;
  if (mask.width <= 0 || mask.height <= 0) return f;
  f.aspect = static_cast<double>(mask.width) / mask.height;
  f.ink_fraction = mask.ink_fraction();
  const InkOutline outline = ink_outline(mask);
  const double box = static_cast<double>(mask.width) * mask.height;
  f.hull_fraction = outline.hull.size() >= 3 ? polygon_area(outline.hull) / box : f.ink_fraction;
  f.hull_fraction = std::max(f.hull_fraction, f.ink_fraction);
  return f;
}

double card_need_mm2(const LayoutOptions& options, const std::vector<SymbolFootprint>& footprints,
                     const std::vector<int>& card) {
  const int count = static_cast<int>(card.size());
  const double pictures = min_symbol_size_mm(options, count);
  // Text may be smaller than a picture (symbol_min_size_mm): as in the placer, the card's
  // smallest size is the least of its symbols' own, and no symbol goes below its own.
  const auto floor_of = [&](const SymbolFootprint& f) {
    return symbol_min_size_mm(pictures, f.text, f.aspect, f.ink_fraction, options.min_gap_mm);
  };
  double smallest = pictures;
  for (int s : card) smallest = std::min(smallest, floor_of(footprints.at(s)));
  // The biggest symbols take the smallest ranks: the least the card can need at these sizes
  // pairs the biggest footprints with the smallest sizes.
  std::vector<SymbolFootprint> by_need;
  for (int s : card) by_need.push_back(footprints.at(s));
  std::sort(by_need.begin(), by_need.end(), [&](const auto& a, const auto& b) {
    return symbol_need_mm2(a, floor_of(a), options) > symbol_need_mm2(b, floor_of(b), options);
  });
  double need = 0;
  for (int r = 0; r < count; ++r) {
    const double s =
        count < 2 ? smallest
                  : smallest * std::pow(kMinimumSizeVariety, static_cast<double>(r) / (count - 1));
    need += symbol_need_mm2(by_need[r], std::max(s, floor_of(by_need[r])), options);
  }
  return need;
}

DeckFit deck_fit(const Deck& deck, const std::vector<SymbolFootprint>& footprints,
                 const LayoutOptions& options) {
  DeckFit fit;
  fit.room_mm2 = kMaxFillShare * safe_area(options).area_mm2();
  for (size_t c = 0; c < deck.cards.size(); ++c) {
    const double need = card_need_mm2(options, footprints, deck.cards[c]);
    if (need > fit.need_mm2) {
      fit.need_mm2 = need;
      fit.worst_card = static_cast<int>(c);
    }
  }
  fit.fits = fit.need_mm2 <= fit.room_mm2;
  return fit;
}

double card_size_that_fits(const Deck& deck, const std::vector<SymbolFootprint>& footprints,
                           const LayoutOptions& options) {
  const double reference = card_reference_mm(options);
  for (double size = std::ceil(reference); size <= 400; size += 1) {
    LayoutOptions bigger = options;
    const double scale = size / reference;
    bigger.diameter_mm *= scale;
    bigger.width_mm *= scale;
    bigger.height_mm *= scale;
    if (deck_fit(deck, footprints, bigger).fits) return size;
  }
  return 0;
}

std::vector<int> hardest_cards(const Deck& deck, const std::vector<SymbolFootprint>& footprints,
                               const LayoutOptions& options, int count) {
  std::vector<double> need(deck.cards.size());
  for (size_t c = 0; c < deck.cards.size(); ++c) {
    need[c] = card_need_mm2(options, footprints, deck.cards[c]);
  }
  std::vector<int> order(deck.cards.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return need[a] > need[b]; });
  if (static_cast<int>(order.size()) > count) order.resize(count);
  return order;
}

}  // namespace spotforge
