#include "kit/deck/print_resolution.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "kit/deck/deck_kit.h"
#include "layout/card_geometry.h"
#include "layout/nominal_size.h"
#include "theme/deck_sizes.h"

namespace spotforge {
namespace {

constexpr double kMmPerInch = 25.4;
// The mask the nominal size reads the ink share from (the layout uses the same).
constexpr int kMaskPixels = 320;

bool is_raster(const SymbolArt& art) {
  return art.format() == ArtFormat::kPng || art.format() == ArtFormat::kJpeg;
}

// The biggest box of this aspect (width / height) that fits the safe area whatever its turn:
// inside the circle for round cards, inside the rectangle for rounded squares.
PrintedSize fit_in_safe_area(double width_mm, double height_mm, const SafeArea& area) {
  double scale = 1;
  if (area.outline == CardOutline::kCircle) {
    scale = std::min(scale, 2 * area.half_width_mm / std::hypot(width_mm, height_mm));
  } else {
    scale = std::min({scale, 2 * area.half_width_mm / width_mm, 2 * area.half_height_mm / height_mm});
  }
  return {width_mm * scale, height_mm * scale};
}

// "30.2 x 30.2 mm"
std::string mm_text(const PrintedSize& size) {
  char text[64];
  std::snprintf(text, sizeof text, "%.1f x %.1f mm", size.width_mm, size.height_mm);
  return text;
}

}  // namespace

std::vector<PrintedSize> largest_placed_sizes(const std::vector<CardLayout>& cards,
                                              int symbol_count) {
  std::vector<PrintedSize> sizes(symbol_count);
  for (const CardLayout& card : cards) {
    for (const PlacedSymbol& p : card.symbols) {
      if (p.symbol < 0 || p.symbol >= symbol_count) continue;
      PrintedSize& s = sizes[p.symbol];
      if (p.width_mm > s.width_mm) s = {p.width_mm, p.height_mm};
    }
  }
  return sizes;
}

std::vector<PrintedSize> nominal_largest_sizes(const Theme& theme,
                                               const std::vector<SymbolArt>& arts) {
  std::vector<PrintedSize> sizes(arts.size());
  const auto decks = deck_sizes_for(static_cast<int>(theme.symbols.size()));
  if (decks.empty()) return sizes;
  const LayoutOptions options = layout_options_for(theme, 0, 1);
  const SafeArea area = safe_area(options);
  // The size of the biggest picture: the square root of its ink area, in mm.
  const double biggest = nominal_biggest_symbol_mm(options, decks.front().symbols_per_card);
  for (size_t s = 0; s < arts.size(); ++s) {
    if (!is_raster(arts[s])) continue;
    const InkBox& box = arts[s].box();
    const double ink = std::max(arts[s].mask(kMaskPixels).ink_fraction(), 1e-6);
    const double aspect = box.width / box.height;
    const double width = std::sqrt(biggest * biggest * aspect / ink);
    sizes[s] = fit_in_safe_area(width, width / aspect, area);
  }
  return sizes;
}

std::vector<Diagnostic> low_resolution_warnings(const Theme& theme,
                                                const std::vector<SymbolArt>& arts,
                                                const std::vector<PrintedSize>& sizes,
                                                const std::string& basis) {
  std::vector<Diagnostic> warnings;
  const size_t count = std::min({sizes.size(), arts.size(), theme.symbols.size()});
  for (size_t s = 0; s < count; ++s) {
    if (!is_raster(arts[s]) || sizes[s].width_mm <= 0) continue;
    const InkBox& box = arts[s].box();
    const double ppi = box.width / (sizes[s].width_mm / kMmPerInch);
    if (ppi >= kMinPrintPpi) continue;
    const ThemeSymbol& symbol = theme.symbols[s];
    const int needed = static_cast<int>(std::ceil(kMinPrintPpi * sizes[s].width_mm / kMmPerInch));
    const std::string pixels = std::to_string(static_cast<int>(std::lround(box.width))) + "x" +
                               std::to_string(static_cast<int>(std::lround(box.height)));
    warnings.push_back(
        {Diagnostic::Severity::kWarning, theme.file.string(), symbol.source_line,
         symbol.source_column,
         "symbol '" + symbol.id + "' (" + symbol.source.written + "): its " + pixels +
             " pixels of ink are printed up to " + mm_text(sizes[s]) + " " + basis + ": " +
             std::to_string(static_cast<int>(std::floor(ppi))) + " ppi, under " +
             std::to_string(static_cast<int>(kMinPrintPpi)) +
             ": it will print blurred; use a picture with at least " + std::to_string(needed) +
             " pixels across its ink"});
  }
  return warnings;
}

}  // namespace spotforge
