#include "layout/layout_verifier.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <sstream>

#include "layout/card_geometry.h"
#include "layout/distance_transform.h"
#include "layout/symbol_apart.h"
#include "layout/symbol_shape.h"

namespace spotforge {
namespace {

// Maps card points (mm) into a placed symbol's mask pixels: the inverse of "scale the box,
// flip left-right when mirrored, turn clockwise, move to the centre".
struct BoxMapping {
  double cx, cy, cs, sn, sx, sy, half_w, half_h;
  bool mirror;

  BoxMapping(const PlacedSymbol& p, const InkMask& mask)
      : cx(p.x_mm),
        cy(p.y_mm),
        cs(std::cos(p.rotation_deg * std::numbers::pi / 180)),
        sn(std::sin(p.rotation_deg * std::numbers::pi / 180)),
        sx(mask.width / p.width_mm),
        sy(mask.height / p.height_mm),
        half_w(p.width_mm / 2),
        half_h(p.height_mm / 2),
        mirror(p.mirror) {}

  // Mask pixel under the card point, or false when the point is outside the box.
  bool pixel(double x, double y, int width, int height, int& u, int& v) const {
    const double dx = x - cx, dy = y - cy;
    double lx = dx * cs + dy * sn;
    const double ly = -dx * sn + dy * cs;
    if (mirror) lx = -lx;
    const double fu = (lx + half_w) * sx, fv = (ly + half_h) * sy;
    if (fu < 0 || fv < 0) return false;
    u = static_cast<int>(fu);
    v = static_cast<int>(fv);
    return u < width && v < height;
  }

  // Narrows the pixel columns i0..i1 of the row at card y (pixel size px, centre column c) to
  // those whose centre may lie within the box grown by `margin` mm.
  void row_range(double y, double margin, int& i0, int& i1, int c, double px) const {
    const double dy = y - cy;
    double lo = -1e30, hi = 1e30;
    auto clip = [&](double slope, double offset, double limit) {  // |slope dx + offset| <= limit
      if (std::abs(slope) < 1e-12) {
        if (std::abs(offset) > limit) hi = lo - 1;
        return;
      }
      double a = (-limit - offset) / slope, b = (limit - offset) / slope;
      if (a > b) std::swap(a, b);
      lo = std::max(lo, a);
      hi = std::min(hi, b);
    };
    clip(cs, dy * sn, half_w + margin);
    clip(-sn, dy * cs, half_h + margin);
    if (hi < lo) {
      i1 = i0 - 1;
      return;
    }
    i0 = std::max(i0, static_cast<int>(std::floor((cx + lo) / px)) + c - 1);
    i1 = std::min(i1, static_cast<int>(std::ceil((cx + hi) / px)) + c + 1);
  }

  // Half extents of the turned box.
  double extent_x() const { return std::abs(half_w * cs) + std::abs(half_h * sn); }
  double extent_y() const { return std::abs(half_w * sn) + std::abs(half_h * cs); }
};

class CardRaster {
 public:
  CardRaster(const SafeArea& area, double px_per_mm) : area_(area), px_mm_(1.0 / px_per_mm) {
    cx_ = static_cast<int>(std::ceil(area.extent_x_mm() * px_per_mm)) + 2;
    cy_ = static_cast<int>(std::ceil(area.extent_y_mm() * px_per_mm)) + 2;
    w_ = 2 * cx_ + 1;
    h_ = 2 * cy_ + 1;
    label_.assign(static_cast<size_t>(w_) * h_, -1);
    alpha_.assign(static_cast<size_t>(w_) * h_, 0);
  }

  double x_mm(int i) const { return (i - cx_) * px_mm_; }
  double y_mm(int j) const { return (j - cy_) * px_mm_; }
  int width() const { return w_; }
  int height() const { return h_; }
  double px_mm() const { return px_mm_; }
  int label(int i, int j) const { return label_[static_cast<size_t>(j) * w_ + i]; }
  uint8_t alpha(int i, int j) const { return alpha_[static_cast<size_t>(j) * w_ + i]; }

  // The pixel rectangle of symbol k's labelled ink (i1 < 0 when it has none).
  struct Box {
    int i0 = std::numeric_limits<int>::max(), i1 = -1;
    int j0 = std::numeric_limits<int>::max(), j1 = -1;
  };
  Box& box_of(int k) {
    if (static_cast<int>(boxes_.size()) <= k) boxes_.resize(k + 1);
    return boxes_[k];
  }
  Box box(int k) const { return k < static_cast<int>(boxes_.size()) ? boxes_[k] : Box{}; }

  // Paints symbol k; returns its ink pixels inside and outside the raster.
  struct Paint {
    int ink_pixels = 0;
    int overlap_with = -1;  // another symbol whose ink shares a pixel
    double min_edge_mm = std::numeric_limits<double>::infinity();
  };
  Paint paint(int k, const PlacedSymbol& placed, const InkMask& mask) {
    Paint result;
    const BoxMapping map(placed, mask);
    const int i0 = static_cast<int>(std::floor((placed.x_mm - map.extent_x()) / px_mm_)) + cx_;
    const int i1 = static_cast<int>(std::ceil((placed.x_mm + map.extent_x()) / px_mm_)) + cx_;
    const int j0 = static_cast<int>(std::floor((placed.y_mm - map.extent_y()) / px_mm_)) + cy_;
    const int j1 = static_cast<int>(std::ceil((placed.y_mm + map.extent_y()) / px_mm_)) + cy_;
    for (int j = j0; j <= j1; ++j) {
      // Only pixels whose centre may fall in the turned box (grown by a pixel, to be safe) can
      // read the mask: the row's range of those, the same test deciding each pixel in it.
      int row_i0 = i0, row_i1 = i1;
      map.row_range(y_mm(j), px_mm_, row_i0, row_i1, cx_, px_mm_);
      for (int i = row_i0; i <= row_i1; ++i) {
        const double x = x_mm(i), y = y_mm(j);
        int u, v;
        if (!map.pixel(x, y, mask.width, mask.height, u, v)) continue;
        const uint8_t a = mask.at(u, v);
        if (a == 0) continue;
        const bool in_raster = i >= 0 && j >= 0 && i < w_ && j < h_;
        if (in_raster) {
          uint8_t& cover = alpha_[static_cast<size_t>(j) * w_ + i];
          cover = std::max(cover, a);
        }
        if (a < kInkAlpha) continue;
        ++result.ink_pixels;
        result.min_edge_mm = std::min(result.min_edge_mm, area_.inside_distance_mm(x, y));
        if (!in_raster) continue;
        int16_t& l = label_[static_cast<size_t>(j) * w_ + i];
        if (l >= 0 && l != k) result.overlap_with = l;
        l = static_cast<int16_t>(k);
        Box& box = box_of(k);
        box = {std::min(box.i0, i), std::max(box.i1, i), std::min(box.j0, j), std::max(box.j1, j)};
      }
    }
    return result;
  }

 private:
  SafeArea area_;
  double px_mm_;
  int cx_, cy_, w_, h_;
  std::vector<int16_t> label_;
  std::vector<uint8_t> alpha_;
  std::vector<Box> boxes_;
};

// The distance from symbol k's ink to the nearest other ink, looked for up to `reach` mm
// around k's pixels (infinity when nothing is that close).
double nearest_other_ink_mm(const CardRaster& raster, int k, double reach_mm) {
  auto [i0, i1, j0, j1] = raster.box(k);
  if (i1 < 0) return std::numeric_limits<double>::infinity();
  const int reach = static_cast<int>(std::ceil(reach_mm / raster.px_mm())) + 1;
  i0 = std::max(0, i0 - reach);
  j0 = std::max(0, j0 - reach);
  i1 = std::min(raster.width() - 1, i1 + reach);
  j1 = std::min(raster.height() - 1, j1 + reach);
  const int w = i1 - i0 + 1, h = j1 - j0 + 1;
  // Per pixel of the window, how far up or down its column the nearest other ink is (in
  // pixels; `none` when not within the reach).
  const int none = reach + 1;
  std::vector<int> column(static_cast<size_t>(w) * h, none);
  for (int i = 0; i < w; ++i) {
    int since = none;
    for (int j = 0; j < h; ++j) {
      const int l = raster.label(i0 + i, j0 + j);
      since = l >= 0 && l != k ? 0 : std::min(none, since + 1);
      column[static_cast<size_t>(j) * w + i] = since;
    }
    since = none;
    for (int j = h - 1; j >= 0; --j) {
      int& c = column[static_cast<size_t>(j) * w + i];
      since = c == 0 ? 0 : std::min(none, since + 1);
      c = std::min(c, since);
    }
  }
  // The nearest pair of inks has k's end on k's outline (a pixel of k stepping towards the
  // other ink would otherwise be nearer still), so only k's outline pixels look sideways
  // across the reach. The squared distances are the exact ones wherever within the reach.
  auto is_k = [&](int i, int j) {
    return i >= 0 && j >= 0 && i < raster.width() && j < raster.height() && raster.label(i, j) == k;
  };
  int64_t best = std::numeric_limits<int64_t>::max();
  for (int j = 0; j < h; ++j) {
    for (int i = 0; i < w; ++i) {
      const int ri = i0 + i, rj = j0 + j;
      if (raster.label(ri, rj) != k) continue;
      if (is_k(ri - 1, rj) && is_k(ri + 1, rj) && is_k(ri, rj - 1) && is_k(ri, rj + 1)) continue;
      const int* row = &column[static_cast<size_t>(j) * w];
      for (int x = std::max(0, i - reach); x <= std::min(w - 1, i + reach); ++x) {
        if (row[x] == none) continue;
        const int64_t d2 = static_cast<int64_t>(x - i) * (x - i) + row[x] * row[x];
        best = std::min(best, d2);
      }
    }
  }
  if (best == std::numeric_limits<int64_t>::max()) return std::numeric_limits<double>::infinity();
  const double d = std::sqrt(static_cast<double>(static_cast<float>(best))) * raster.px_mm();
  return d <= reach_mm ? d : std::numeric_limits<double>::infinity();
}

// Diameter of the largest circle inside the safe area that holds no ink, measured on a raster
// of half the resolution (a block is ink when any of its 2 x 2 pixels is).
double largest_empty_circle_mm(const CardRaster& raster, const SafeArea& area) {
  const int w = (raster.width() + 1) / 2, h = (raster.height() + 1) / 2;
  std::vector<float> field(static_cast<size_t>(w) * h, kFarAway);
  for (int j = 0; j < raster.height(); ++j) {
    for (int i = 0; i < raster.width(); ++i) {
      if (raster.label(i, j) >= 0) field[static_cast<size_t>(j / 2) * w + i / 2] = 0;
    }
  }
  squared_distance_transform(field, w, h);
  const double block = 2 * raster.px_mm();
  double best = 0;
  for (int j = 0; j < h; ++j) {
    for (int i = 0; i < w; ++i) {
      // The block's centre, and a block's half diagonal less to stay on the safe side.
      const double x = raster.x_mm(2 * i) + raster.px_mm() / 2;
      const double y = raster.y_mm(2 * j) + raster.px_mm() / 2;
      const double edge = area.inside_distance_mm(x, y);
      if (edge <= best) continue;
      const double ink =
          std::sqrt(static_cast<double>(field[static_cast<size_t>(j) * w + i])) * block -
          block * 0.71;
      best = std::max(best, std::min(edge, ink));
    }
  }
  return 2 * best;
}

std::string symbol_name(int symbol) { return "symbol " + std::to_string(symbol); }

// The apart rule (layout.apart: hull), measured on the symbols' own outlines: every pair
// that breaks it is named, with the way round that breaks it.
template <typename Problem>
void check_apart(const CardLayout& card, const std::vector<InkMask>& masks, Problem& problem) {
  std::vector<InkOutline> outlines(masks.size());
  for (const PlacedSymbol& p : card.symbols) {
    if (p.symbol < 0 || p.symbol >= static_cast<int>(masks.size())) return;  // reported above
    if (outlines[p.symbol].width == 0) outlines[p.symbol] = ink_outline(masks[p.symbol]);
  }
  for (const ApartPair& pair : measure_apart(card, outlines)) {
    if (keeps_apart(pair)) continue;
    // The way round with more ink inside names the symbol that sits in the other (a dot in a
    // ring's hole also holds the ring's centre); on a tie, the deeper centre.
    const Nesting &fs = pair.first_in_second, &sf = pair.second_in_first;
    const bool first_inside =
        fs.share > sf.share || (fs.share == sf.share && fs.centre_depth_mm >= sf.centre_depth_mm);
    const int inner = card.symbols[first_inside ? pair.first : pair.second].symbol;
    const int outer = card.symbols[first_inside ? pair.second : pair.first].symbol;
    const Nesting& n = first_inside ? pair.first_in_second : pair.second_in_first;
    std::ostringstream what;
    what << symbol_name(inner) << " sits inside " << symbol_name(outer) << "'s outline: ";
    if (n.centre_depth_mm > 0) {
      what << "its centre is " << n.centre_depth_mm << " mm inside the convex hull";
    } else {
      what << std::lround(n.share * 100) << " % of its ink is inside the convex hull (at most "
           << std::lround(kApartShare * 100) << " % with layout.apart: hull)";
    }
    problem(what.str());
  }
}

}  // namespace

CardCheck verify_card(const CardLayout& card, const std::vector<int>& expected,
                      const std::vector<InkMask>& masks, const LayoutOptions& options) {
  CardCheck check;
  auto problem = [&](const std::string& what) { check.problems.push_back(what); };
  const SafeArea area = safe_area(options);
  const double gap = options.min_gap_mm;
  CardRaster raster(area, std::max(10.0, options.verify_px_per_mm));

  std::vector<int> wanted = expected, placed;
  for (const PlacedSymbol& p : card.symbols) placed.push_back(p.symbol);
  std::sort(wanted.begin(), wanted.end());
  std::sort(placed.begin(), placed.end());
  if (wanted != placed) {
    std::vector<int> missing, extra;
    std::set_difference(wanted.begin(), wanted.end(), placed.begin(), placed.end(),
                        std::back_inserter(missing));
    std::set_difference(placed.begin(), placed.end(), wanted.begin(), wanted.end(),
                        std::back_inserter(extra));
    for (int s : missing) problem(symbol_name(s) + " is missing");
    for (int s : extra) problem(symbol_name(s) + " is not on this card of the deck");
  }

  double min_edge = std::numeric_limits<double>::infinity();
  double smallest = std::numeric_limits<double>::infinity(), biggest = 0;
  for (size_t k = 0; k < card.symbols.size(); ++k) {
    const PlacedSymbol& p = card.symbols[k];
    if (p.symbol < 0 || p.symbol >= static_cast<int>(masks.size()) || !(p.width_mm > 0) ||
        !(p.height_mm > 0)) {
      problem(symbol_name(p.symbol) + " has no mask or an empty box");
      continue;
    }
    const InkMask& mask = masks[p.symbol];
    const CardRaster::Paint paint = raster.paint(static_cast<int>(k), p, mask);
    if (paint.ink_pixels == 0) problem(symbol_name(p.symbol) + " shows no ink on the card");
    if (paint.overlap_with >= 0) {
      problem(symbol_name(p.symbol) + " and " +
              symbol_name(card.symbols[paint.overlap_with].symbol) + " overlap");
    }
    if (paint.min_edge_mm < 0) {
      std::ostringstream what;
      what << symbol_name(p.symbol) << " has ink " << -paint.min_edge_mm
           << " mm outside the safe area";
      problem(what.str());
    }
    min_edge = std::min(min_edge, paint.min_edge_mm);
    const double size = std::sqrt(mask.ink_fraction() * p.width_mm * p.height_mm);
    smallest = std::min(smallest, size);
    biggest = std::max(biggest, size);
  }

  if (options.apart != SymbolsApart::kOff) check_apart(card, masks, problem);

  const double reach = gap + kGapMeasureReachMm;
  double min_gap = std::numeric_limits<double>::infinity();
  for (size_t k = 0; k < card.symbols.size(); ++k) {
    const double d = nearest_other_ink_mm(raster, static_cast<int>(k), reach);
    if (d < gap - raster.px_mm()) {
      std::ostringstream what;
      what << symbol_name(card.symbols[k].symbol) << " is " << d
           << " mm from another symbol's ink, closer than the " << gap << " mm gap";
      problem(what.str());
    }
    min_gap = std::min(min_gap, d);
  }

  int64_t safe_pixels = 0;
  double ink = 0;
  for (int j = 0; j < raster.height(); ++j) {
    for (int i = 0; i < raster.width(); ++i) {
      if (area.inside_distance_mm(raster.x_mm(i), raster.y_mm(j)) < 0) continue;
      ++safe_pixels;
      ink += raster.alpha(i, j) / 255.0;
    }
  }
  CardMetrics& m = check.metrics;
  m.ink_coverage = safe_pixels > 0 ? ink / safe_pixels : 0;
  m.min_gap_mm = std::isfinite(min_gap) ? min_gap : reach;
  m.min_edge_distance_mm = std::isfinite(min_edge) ? min_edge : 0;
  m.largest_empty_circle_mm = largest_empty_circle_mm(raster, area);
  m.size_ratio = biggest > 0 ? biggest / smallest : 0;
  return check;
}

}  // namespace spotforge
