#include "layout/card_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

#include "base/diagnostic.h"

namespace spotforge {

double SafeArea::inside_distance_mm(double x, double y) const {
  if (outline == CardOutline::kCircle) return half_width_mm - std::sqrt(x * x + y * y);
  // Rounded box: the distance to a box shrunk by the corner radius, minus that radius.
  const double qx = std::abs(x) - (half_width_mm - corner_radius_mm);
  const double qy = std::abs(y) - (half_height_mm - corner_radius_mm);
  const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0));
  const double inside = std::min(std::max(qx, qy), 0.0);
  return -(outside + inside - corner_radius_mm);
}

double SafeArea::area_mm2() const {
  if (outline == CardOutline::kCircle) return std::numbers::pi * half_width_mm * half_width_mm;
  const double r = corner_radius_mm;
  return 4 * half_width_mm * half_height_mm - (4 - std::numbers::pi) * r * r;
}

double card_reference_mm(const LayoutOptions& options) {
  if (options.outline == CardOutline::kCircle) return options.diameter_mm;
  return std::min(options.width_mm, options.height_mm);
}

SafeArea safe_area(const LayoutOptions& options) {
  SafeArea area;
  area.outline = options.outline;
  const double m = options.safe_margin_mm;
  if (options.outline == CardOutline::kCircle) {
    area.half_width_mm = area.half_height_mm = options.diameter_mm / 2 - m;
  } else {
    area.half_width_mm = options.width_mm / 2 - m;
    area.half_height_mm = options.height_mm / 2 - m;
    area.corner_radius_mm = std::clamp(options.corner_radius_mm - m, 0.0,
                                       std::min(area.half_width_mm, area.half_height_mm));
  }
  if (!(area.half_width_mm > 0) || !(area.half_height_mm > 0) || m < 0) {
    std::ostringstream what;
    what << "the card leaves no safe area for symbols (card " << card_reference_mm(options)
         << " mm, safe margin " << m
         << " mm); expected a safe margin smaller than half the card's size";
    throw InputError(what.str());
  }
  return area;
}

double symbol_air_mm(double size_mm, double box_height_mm, bool reads_as_text, double min_gap_mm) {
  const double air = std::max(0.0, kAirPerSize * size_mm - min_gap_mm / 2);
  // Half the third on each side: two text symbols keep the gap plus a third of their mean
  // height apart. (The whole third less the gap on each doubled it between two words, and a
  // digits deck came out 30 % covered.)
  return reads_as_text ? std::max(air, kTextAirShare / 2 * box_height_mm) : air;
}

double min_symbol_size_mm(const LayoutOptions& options, int count) {
  if (options.min_symbol_mm > 0) return options.min_symbol_mm;
  const double per_count = count > 8 ? std::sqrt(8.0 / count) : 1.0;
  return 8.0 * per_count * std::min(1.0, card_reference_mm(options) / 87.0);
}

double symbol_min_size_mm(double smallest_mm, bool reads_as_text, double aspect,
                          double ink_fraction, double min_gap_mm) {
  if (!reads_as_text || !(ink_fraction > 0) || !(aspect > 0)) return smallest_mm;
  const double g = min_gap_mm;
  const double picture_side =
      smallest_mm / std::sqrt(kPictureInkShare) + g + 2 * symbol_air_mm(smallest_mm, 0, false, g);
  // (a h + g + h / 3) (h + g + h / 3) = picture_side^2, for the text's box height h.
  const double a = (aspect + kTextAirShare) * (1 + kTextAirShare);
  const double b = g * (aspect + 1 + 2 * kTextAirShare);
  const double c = g * g - picture_side * picture_side;
  const double room_height = (-b + std::sqrt(b * b - 4 * a * c)) / (2 * a);
  const double height = std::max(room_height, kTextMinHeightShare * smallest_mm);
  return std::min(smallest_mm, height * std::sqrt(ink_fraction * aspect));
}

}  // namespace spotforge
