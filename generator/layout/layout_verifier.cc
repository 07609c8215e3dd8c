#include "layout/layout_verifier.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <sstream>

#include "layout/card_geometry.h"
#include "layout/distance_transform.h"
#include "layout/slab_clip.h"
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
    clip_slab(cs, dy * sn, half_w + margin, lo, hi);
    clip_slab(-sn, dy * cs, half_h + margin, lo, hi);
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
    painted_.assign(h_, {w_, -1});
    blocks_w_ = (w_ + 1) / 2;
    blocks_h_ = (h_ + 1) / 2;
    blocks_.assign(static_cast<size_t>(blocks_w_) * blocks_h_, 0);
  }

  double x_mm(int i) const { return (i - cx_) * px_mm_; }
  // The pixel coordinates of a card point: pixel i's sample point is at i.
  double column_of(double x_mm) const { return x_mm / px_mm_ + cx_; }
  double row_of(double y_mm) const { return y_mm / px_mm_ + cy_; }
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

  // A row of one symbol's ink as painted, for the apart rule: its first and last pixel with
  // alpha at least kInkAlpha (inside the raster or not), rows in increasing j. The hull needs
  // no more (a list of every painted pixel was a tenth of the verifier's time).
  struct InkRow {
    int j, first, last;
  };
  const std::vector<InkRow>& ink_rows_of(int k) const {
    static const std::vector<InkRow> kNone;
    return k < static_cast<int>(ink_rows_.size()) ? ink_rows_[k] : kNone;
  }
  // The columns of row j where some symbol painted alpha (first > last when none).
  std::pair<int, int> painted(int j) const { return painted_[j]; }
  // The raster in blocks of 2 x 2 pixels, for the largest empty circle: 1 where any of a
  // block's pixels is labelled.
  int blocks_width() const { return blocks_w_; }
  int blocks_height() const { return blocks_h_; }
  const std::vector<uint8_t>& blocks() const { return blocks_; }

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
    if (static_cast<int>(ink_rows_.size()) <= k) ink_rows_.resize(k + 1);
    Box box = box_of(k);
    std::vector<int> at;  // per pixel of the row's range, its mask pixel (-1: none)
    for (int j = j0; j <= j1; ++j) {
      // Only pixels whose centre may fall in the turned box (grown by a pixel, to be safe) can
      // read the mask: the row's range of those, the same test deciding each pixel in it.
      int row_i0 = i0, row_i1 = i1;
      map.row_range(y_mm(j), px_mm_, row_i0, row_i1, cx_, px_mm_);
      // The row's first and last ink pixels: the safe area is convex, so the distance inside
      // it is concave along the row and least at one of them.
      // (A flag, not -1 for "none": ink may lie left of column 0, at negative columns.)
      bool any_ink = false;
      int first_ink = 0, last_ink = 0;
      int first_alpha = w_, last_alpha = -1;  // within the raster
      // First each pixel's mask pixel, in a loop of arithmetic alone, then the row's reads
      // and writes (the same mapping as a pixel at a time).
      if (row_i1 >= row_i0) at.resize(row_i1 - row_i0 + 1);
      const double y = y_mm(j);
      for (int i = row_i0; i <= row_i1; ++i) {
        int u, v;
        at[i - row_i0] =
            map.pixel(x_mm(i), y, mask.width, mask.height, u, v) ? v * mask.width + u : -1;
      }
      for (int i = row_i0; i <= row_i1; ++i) {
        const int from = at[i - row_i0];
        if (from < 0) continue;
        const uint8_t a = mask.alpha[from];
        if (a == 0) continue;
        const bool in_raster = i >= 0 && j >= 0 && i < w_ && j < h_;
        if (in_raster) {
          uint8_t& cover = alpha_[static_cast<size_t>(j) * w_ + i];
          cover = std::max(cover, a);
          first_alpha = std::min(first_alpha, i);
          last_alpha = i;
        }
        if (a < kInkAlpha) continue;
        ++result.ink_pixels;
        if (!any_ink) first_ink = i;
        any_ink = true;
        last_ink = i;
        if (!in_raster) continue;
        int16_t& l = label_[static_cast<size_t>(j) * w_ + i];
        if (l >= 0 && l != k) result.overlap_with = l;
        l = static_cast<int16_t>(k);
        blocks_[static_cast<size_t>(j / 2) * blocks_w_ + i / 2] = 1;
        box = {std::min(box.i0, i), std::max(box.i1, i), std::min(box.j0, j), std::max(box.j1, j)};
      }
      if (last_alpha >= 0) {
        auto& [lo, hi] = painted_[j];
        lo = std::min(lo, first_alpha);
        hi = std::max(hi, last_alpha);
      }
      if (any_ink) {
        ink_rows_[k].push_back({j, first_ink, last_ink});
        result.min_edge_mm =
            std::min({result.min_edge_mm, area_.inside_distance_mm(x_mm(first_ink), y),
                      area_.inside_distance_mm(x_mm(last_ink), y)});
      }
    }
    box_of(k) = box;
    return result;
  }

 private:
  SafeArea area_;
  double px_mm_;
  int cx_, cy_, w_, h_;
  std::vector<int16_t> label_;
  std::vector<uint8_t> alpha_;
  std::vector<Box> boxes_;
  std::vector<std::vector<InkRow>> ink_rows_;
  std::vector<std::pair<int, int>> painted_;
  int blocks_w_, blocks_h_;
  std::vector<uint8_t> blocks_;
};

// The distance from symbol k's ink to the nearest ink of symbol `other`, looked for up to
// `reach` mm around k's pixels (infinity when nothing is that close).
double nearest_ink_mm(const CardRaster& raster, int k, int other, double reach_mm) {
  auto [i0, i1, j0, j1] = raster.box(k);
  const CardRaster::Box near = raster.box(other);
  if (i1 < 0 || near.i1 < 0) return std::numeric_limits<double>::infinity();
  const int reach = static_cast<int>(std::ceil(reach_mm / raster.px_mm())) + 1;
  // Both ends of a pair within the reach lie within it of the other's box: the window is
  // where the two boxes, each grown by the reach, meet (the strip between two neighbours,
  // not all of k's surroundings). The nearest pair's column and row both lie in it.
  i0 = std::max({0, i0 - reach, near.i0 - reach});
  j0 = std::max({0, j0 - reach, near.j0 - reach});
  i1 = std::min({raster.width() - 1, i1 + reach, near.i1 + reach});
  j1 = std::min({raster.height() - 1, j1 + reach, near.j1 + reach});
  if (i1 < i0 || j1 < j0) return std::numeric_limits<double>::infinity();
  const int w = i1 - i0 + 1, h = j1 - j0 + 1;
  // Per pixel of the window, how far up or down its column the nearest other ink is (in
  // pixels; `none` when not within the reach).
  // Swept a row at a time for all the window's columns (a column at a time strode across
  // the raster: the same values).
  const int none = reach + 1;
  std::vector<int> column(static_cast<size_t>(w) * h, none);
  std::vector<int> since(w, none);
  for (int j = 0; j < h; ++j) {
    int* row = &column[static_cast<size_t>(j) * w];
    for (int i = 0; i < w; ++i) {
      const bool hit = raster.label(i0 + i, j0 + j) == other;
      since[i] = hit ? 0 : std::min(none, since[i] + 1);
      row[i] = since[i];
    }
  }
  std::fill(since.begin(), since.end(), none);
  for (int j = h - 1; j >= 0; --j) {
    int* row = &column[static_cast<size_t>(j) * w];
    for (int i = 0; i < w; ++i) {
      since[i] = row[i] == 0 ? 0 : std::min(none, since[i] + 1);
      row[i] = std::min(row[i], since[i]);
    }
  }
  // The nearest pair of inks has k's end on k's outline (a pixel of k stepping towards the
  // other ink would otherwise be nearer still), so only k's outline pixels look sideways
  // across the reach. The squared distances are the exact ones wherever within the reach.
  auto is_k = [&](int i, int j) {
    return i >= 0 && j >= 0 && i < raster.width() && j < raster.height() && raster.label(i, j) == k;
  };
  int64_t best = std::numeric_limits<int64_t>::max();
  // Columns as far sideways as the best pair so far can't come nearer: only those within.
  int side = reach;
  for (int j = 0; j < h; ++j) {
    for (int i = 0; i < w; ++i) {
      const int ri = i0 + i, rj = j0 + j;
      if (raster.label(ri, rj) != k) continue;
      if (is_k(ri - 1, rj) && is_k(ri + 1, rj) && is_k(ri, rj - 1) && is_k(ri, rj + 1)) continue;
      const int* row = &column[static_cast<size_t>(j) * w];
      for (int x = std::max(0, i - side); x <= std::min(w - 1, i + side); ++x) {
        if (row[x] == none) continue;
        const int64_t d2 = static_cast<int64_t>(x - i) * (x - i) + row[x] * row[x];
        if (d2 < best) {
          best = d2;
          while (side > 0 && static_cast<int64_t>(side) * side >= best) --side;
        }
      }
    }
  }
  if (best == std::numeric_limits<int64_t>::max()) return std::numeric_limits<double>::infinity();
  const double d = std::sqrt(static_cast<double>(static_cast<float>(best))) * raster.px_mm();
  return d <= reach_mm ? d : std::numeric_limits<double>::infinity();
}

// Diameter of the largest circle inside the safe area that holds no ink, measured on a raster
// of half the resolution (a block is ink when any of its 2 x 2 pixels is): the most, over the
// blocks, of the lesser of the block's distance inside the safe area and its distance to the
// nearest ink block (less a block's half diagonal, to stay on the safe side).
//
// The squared distance to the nearest ink block is the least, over the block columns q, of
// (i - q)^2 plus the squared distance up or down column q: an exact integer, looked up only
// for the blocks that could still beat the best so far. The column's own distance bounds it
// from above, and the walk along the row stops as soon as no further column can come nearer
// or the block can no longer win (a full distance transform of the card was three quarters
// of this measure, and most blocks sit in or next to ink). The same values and the same
// maximum as the transform gives: it is exact too, and a maximum doesn't depend on the order.
double largest_empty_circle_mm(const CardRaster& raster, const SafeArea& area) {
  const int w = raster.blocks_width(), h = raster.blocks_height();
  const std::vector<uint8_t>& ink = raster.blocks();  // marked as the symbols are painted
  const bool any_ink = std::find(ink.begin(), ink.end(), 1) != ink.end();
  // Per block, the squared distance up or down its column to the nearest ink block (`kNone`
  // when the column holds none), swept a row at a time for all columns at once.
  constexpr int32_t kNone = -1;
  std::vector<int32_t> column(static_cast<size_t>(w) * h, kNone);
  std::vector<int32_t> since(w, -1);  // blocks since the last ink above (below), -1 when none
  for (int j = 0; j < h; ++j) {
    const uint8_t* ink_row = &ink[static_cast<size_t>(j) * w];
    int32_t* row = &column[static_cast<size_t>(j) * w];
    for (int i = 0; i < w; ++i) {
      since[i] = ink_row[i] ? 0 : since[i] < 0 ? -1 : since[i] + 1;
      if (since[i] >= 0) row[i] = since[i] * since[i];
    }
  }
  std::fill(since.begin(), since.end(), -1);
  for (int j = h - 1; j >= 0; --j) {
    const uint8_t* ink_row = &ink[static_cast<size_t>(j) * w];
    int32_t* row = &column[static_cast<size_t>(j) * w];
    for (int i = 0; i < w; ++i) {
      since[i] = ink_row[i] ? 0 : since[i] < 0 ? -1 : since[i] + 1;
      if (since[i] < 0) continue;
      const int32_t d2 = since[i] * since[i];
      if (row[i] == kNone || d2 < row[i]) row[i] = d2;
    }
  }
  const double block = 2 * raster.px_mm();
  // The distance to ink that a squared block distance gives, exactly as from the transform's
  // float field (kFarAway where no ink is anywhere).
  auto ink_mm = [&](int64_t d2) {
    const float field = d2 == kNone ? kFarAway : static_cast<float>(d2);
    return std::sqrt(static_cast<double>(field)) * block - block * 0.71;
  };
  double best = 0;
  // The least squared distance whose ink distance beats the best: ink_mm rises with it, so
  // "ink_mm(d2) <= best" is "d2 < wins" (no square root per block).
  int64_t wins = 0;
  auto find_wins = [&] {
    const double guess = (best + block * 0.71) / block;
    wins = std::max<int64_t>(0, static_cast<int64_t>(guess * guess) - 2);
    while (wins > 0 && ink_mm(wins - 1) > best) --wins;
    while (ink_mm(wins) <= best) ++wins;
  };
  find_wins();
  for (int j = 0; j < h; ++j) {
    const int32_t* row = &column[static_cast<size_t>(j) * w];
    for (int i = 0; i < w; ++i) {
      // Its own column bounds the distance from above: no better than that, no better at all.
      if (row[i] == 0 || (row[i] != kNone && row[i] < wins)) continue;
      // The block's centre, and how far inside the safe area it lies.
      const double x = raster.x_mm(2 * i) + raster.px_mm() / 2;
      const double y = raster.y_mm(2 * j) + raster.px_mm() / 2;
      const double edge = area.inside_distance_mm(x, y);
      if (edge <= best) continue;
      int64_t nearest = row[i];
      if (any_ink) {
        for (int step = 1; step < w; ++step) {
          const int64_t s2 = static_cast<int64_t>(step) * step;
          if (nearest != kNone && s2 >= nearest) break;  // no further column comes nearer
          if (i - step < 0 && i + step >= w) break;
          for (const int q : {i - step, i + step}) {
            if (q < 0 || q >= w || row[q] == kNone) continue;
            if (nearest == kNone || s2 + row[q] < nearest) nearest = s2 + row[q];
          }
          // Nearer than the best needs: min(edge, ink) can't beat it.
          if (nearest != kNone && nearest < wins) break;
        }
      }
      if (nearest != kNone && nearest < wins) continue;
      const double ink_d = ink_mm(nearest);
      if (ink_d <= best) continue;
      const double before = best;
      best = std::max(best, std::min(edge, ink_d));
      if (best != before) find_wins();
    }
  }
  return 2 * best;
}

std::string symbol_name(int symbol) { return "symbol " + std::to_string(symbol); }

// The apart rule (layout.apart: hull, layout_options.h) measured on this card raster alone,
// from the rule and not from the placer's measure (layout/symbol_apart.h): each symbol's
// convex hull is that of its painted ink pixels' centres (alpha at least kInkAlpha), while its
// ink centre and its share inside another's hull are counted, as the rule counts them, over
// its mask's pixels (their alpha), each taken to the card. The raster's pixels stand a
// little proud of the masks' (up to a pixel), so a centre within kApartCentreSlackPx of the
// hull's edge and a share up to kApartShareSlack over the limit are sampling, not breaches.
constexpr double kApartCentreSlackPx = 1.5;
constexpr double kApartShareSlack = 0.03;

using Point = std::pair<double, double>;

// The convex hull of the points, in order (Andrew's monotone chain).
std::vector<Point> hull_of(std::vector<Point> points) {
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() < 3) return points;
  auto turn = [](const Point& o, const Point& a, const Point& b) {
    return (a.first - o.first) * (b.second - o.second) -
           (a.second - o.second) * (b.first - o.first);
  };
  std::vector<Point> lower, upper;
  for (const Point& p : points) {
    while (lower.size() >= 2 && turn(lower[lower.size() - 2], lower.back(), p) <= 0)
      lower.pop_back();
    lower.push_back(p);
  }
  for (auto it = points.rbegin(); it != points.rend(); ++it) {
    while (upper.size() >= 2 && turn(upper[upper.size() - 2], upper.back(), *it) <= 0) {
      upper.pop_back();
    }
    upper.push_back(*it);
  }
  lower.pop_back();
  upper.pop_back();
  lower.insert(lower.end(), upper.begin(), upper.end());
  return lower;
}

// How far inside the convex polygon (counter-clockwise in these coordinates, as hull_of
// gives it) the point lies, in the points' units: negative outside.
double depth_in(const std::vector<Point>& hull, const Point& p) {
  if (hull.size() < 3) return -std::numeric_limits<double>::infinity();
  double depth = std::numeric_limits<double>::infinity();
  for (size_t e = 0; e < hull.size(); ++e) {
    const Point& a = hull[e];
    const Point& b = hull[(e + 1) % hull.size()];
    const double dx = b.first - a.first, dy = b.second - a.second;
    const double length = std::hypot(dx, dy);
    if (length == 0) continue;
    // Left of a -> b is inside for a counter-clockwise polygon.
    depth = std::min(depth, (dx * (p.second - a.second) - dy * (p.first - a.first)) / length);
  }
  return depth;
}

// Whether the two convex polygons (counter-clockwise or clockwise, as hull_of gives them)
// lie more than `margin` apart along the normal of one of their edges: then every point of
// one is more than `margin` from the other (the gap along any axis is at most the distance).
bool apart_by(const std::vector<Point>& p, const std::vector<Point>& q, double margin) {
  if (p.size() < 3 || q.size() < 3) return false;
  for (const std::vector<Point>* poly : {&p, &q}) {
    for (size_t e = 0; e < poly->size(); ++e) {
      const Point& a = (*poly)[e];
      const Point& b = (*poly)[(e + 1) % poly->size()];
      const double nx = b.second - a.second, ny = a.first - b.first;
      const double length = std::hypot(nx, ny);
      if (length == 0) continue;
      double p_lo = std::numeric_limits<double>::infinity(), p_hi = -p_lo;
      double q_lo = p_lo, q_hi = -p_lo;
      for (const Point& v : p) {
        const double t = (v.first * nx + v.second * ny) / length;
        p_lo = std::min(p_lo, t);
        p_hi = std::max(p_hi, t);
      }
      for (const Point& v : q) {
        const double t = (v.first * nx + v.second * ny) / length;
        q_lo = std::min(q_lo, t);
        q_hi = std::max(q_hi, t);
      }
      if (q_lo - p_hi > margin || p_lo - q_hi > margin) return true;
    }
  }
  return false;
}

struct SymbolBody {
  std::vector<Point> hull;  // raster pixel coordinates + 0.5
  // The hull's span of x along each pixel row's centre line, rows first_row on.
  int first_row = 0;
  std::vector<std::pair<double, double>> spans;
  double x_lo = 0, x_hi = -1;  // the hull's extent in x
};

void span_rows(SymbolBody& body) {
  if (body.hull.size() < 3) return;
  double top = body.hull[0].second, bottom = top;
  body.x_lo = body.x_hi = body.hull[0].first;
  for (const Point& p : body.hull) {
    top = std::min(top, p.second);
    bottom = std::max(bottom, p.second);
    body.x_lo = std::min(body.x_lo, p.first);
    body.x_hi = std::max(body.x_hi, p.first);
  }
  body.first_row = static_cast<int>(std::floor(top));
  const int rows = static_cast<int>(std::ceil(bottom)) - body.first_row + 1;
  body.spans.assign(
      rows, {std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()});
  for (size_t e = 0; e < body.hull.size(); ++e) {
    const Point& a = body.hull[e];
    const Point& b = body.hull[(e + 1) % body.hull.size()];
    const double y0 = std::min(a.second, b.second), y1 = std::max(a.second, b.second);
    for (int j = static_cast<int>(std::ceil(y0 - 0.5)); j + 0.5 <= y1; ++j) {
      const double y = j + 0.5;
      const double x = y1 == y0
                           ? a.first
                           : a.first + (y - a.second) * (b.first - a.first) / (b.second - a.second);
      auto& [lo, hi] = body.spans[j - body.first_row];
      lo = std::min({lo, x, y1 == y0 ? b.first : x});
      hi = std::max({hi, x, y1 == y0 ? b.first : x});
    }
  }
}

SymbolBody body_of(const std::vector<CardRaster::InkRow>& rows) {
  SymbolBody body;
  // Only each row's leftmost and rightmost ink pixel can be a corner of the hull: the pixels
  // between lie on the segment joining them. Sorting those instead of every ink pixel gives
  // the same hull (sorting was a fifth of the verifier's time).
  std::vector<Point> corners;
  for (const CardRaster::InkRow& row : rows) {
    // Pixel centres, not squares: a pixel's sample may catch the ink's very edge, and its
    // square would stand up to a pixel proud of the true hull.
    corners.emplace_back(row.first + 0.5, row.j + 0.5);
    if (row.last != row.first) corners.emplace_back(row.last + 0.5, row.j + 0.5);
  }
  body.hull = hull_of(std::move(corners));
  span_rows(body);
  return body;
}

template <typename Problem>
void check_apart(const CardLayout& card, const std::vector<InkMask>& masks,
                 const CardRaster& raster, Problem& problem) {
  const int count = static_cast<int>(card.symbols.size());
  std::vector<SymbolBody> bodies;
  for (int k = 0; k < count; ++k) bodies.push_back(body_of(raster.ink_rows_of(k)));
  // The rule counts a symbol's ink by its mask's pixels: each pixel's centre is taken to the
  // card (scaled, flipped, turned and moved as drawn) and looked up against the other's hull
  // on this raster, so a 4-pixel dot is judged by its four pixels as the rule says, not by
  // the raster's finer samples of them.
  struct MaskPoint {
    double x;  // raster coordinates + 0.5, as the hulls'
    int row;   // floor of y, the hull's row line nearest it
    int alpha;
  };
  // The points of one mask row, with their extent: a row whose extent misses the other's hull
  // holds nothing inside it, and is passed over whole (the same sums, it adds nothing).
  struct MaskRow {
    size_t begin, end;
    double x_lo, x_hi;
    int row_lo, row_hi;
  };
  std::vector<std::vector<MaskPoint>> points(count);
  std::vector<std::vector<MaskRow>> mask_rows(count);
  std::vector<int64_t> totals(count, 0);  // the alpha of all of a symbol's points
  std::vector<Point> centres(count);
  std::vector<bool> taken(count, false);
  // Where a symbol's points can be: the hull of its mask's pixels with any alpha (each mask
  // row's first and last, taken to the card as take_points takes them; the pixels between lie
  // on the segment joining them, to rounding). A point counts as inside another's hull when
  // the row line nearest it (half a pixel away at most) crosses the hull there, and a centre,
  // an alpha-weighted mean of the points, lies in their hull: a symbol whose points' hull is
  // more than a pixel from the other's hull has none of its ink inside it and its centre
  // outside (share 0, depth below 0). A pair apart both ways gives no problem and needs no
  // points (taking them, every mask pixel to the card, was the apart check's main cost).
  std::vector<std::vector<Point>> reaches(count);
  std::vector<bool> reached(count, false);
  auto reach_of = [&](int k) -> const std::vector<Point>& {
    if (reached[k]) return reaches[k];
    reached[k] = true;
    const PlacedSymbol& p = card.symbols[k];
    if (p.symbol < 0 || p.symbol >= static_cast<int>(masks.size())) return reaches[k];
    const InkMask& mask = masks[p.symbol];
    const double cs = std::cos(p.rotation_deg * std::numbers::pi / 180);
    const double sn = std::sin(p.rotation_deg * std::numbers::pi / 180);
    std::vector<Point> corners;
    auto corner = [&](int u, int v) {
      double lx = ((u + 0.5) / mask.width - 0.5) * p.width_mm;
      if (p.mirror) lx = -lx;
      const double ly = ((v + 0.5) / mask.height - 0.5) * p.height_mm;
      corners.emplace_back(raster.column_of(p.x_mm + lx * cs - ly * sn) + 0.5,
                           raster.row_of(p.y_mm + lx * sn + ly * cs) + 0.5);
    };
    for (int v = 0; v < mask.height; ++v) {
      int first = 0, last = mask.width - 1;
      while (first < mask.width && mask.at(first, v) == 0) ++first;
      if (first == mask.width) continue;
      while (mask.at(last, v) == 0) --last;
      corner(first, v);
      if (last != first) corner(last, v);
    }
    reaches[k] = hull_of(std::move(corners));
    return reaches[k];
  };
  constexpr double kApartMarginPx = 1.0;  // half a pixel to the row line, and rounding
  // A symbol's points, taken when a pair first needs them (a symbol whose hull meets no other's
  // needs none). Each product of the turn is formed once per mask column or row: the same
  // values as forming them for every pixel.
  auto take_points = [&](int k) {
    if (taken[k]) return;
    taken[k] = true;
    const PlacedSymbol& p = card.symbols[k];
    if (p.symbol < 0 || p.symbol >= static_cast<int>(masks.size())) return;
    const InkMask& mask = masks[p.symbol];
    const double cs = std::cos(p.rotation_deg * std::numbers::pi / 180);
    const double sn = std::sin(p.rotation_deg * std::numbers::pi / 180);
    std::vector<double> lx_cs(mask.width), lx_sn(mask.width);
    for (int u = 0; u < mask.width; ++u) {
      double lx = ((u + 0.5) / mask.width - 0.5) * p.width_mm;
      if (p.mirror) lx = -lx;
      lx_cs[u] = lx * cs;
      lx_sn[u] = lx * sn;
    }
    double sx = 0, sy = 0, total = 0;
    points[k].reserve(mask.alpha.size());
    for (int v = 0; v < mask.height; ++v) {
      const double ly = ((v + 0.5) / mask.height - 0.5) * p.height_mm;
      const double ly_sn = ly * sn, ly_cs = ly * cs;
      MaskRow group{points[k].size(),
                    0,
                    std::numeric_limits<double>::infinity(),
                    -std::numeric_limits<double>::infinity(),
                    std::numeric_limits<int>::max(),
                    std::numeric_limits<int>::min()};
      for (int u = 0; u < mask.width; ++u) {
        const uint8_t a = mask.at(u, v);
        if (a == 0) continue;
        const double x = raster.column_of(p.x_mm + lx_cs[u] - ly_sn) + 0.5;
        const double y = raster.row_of(p.y_mm + lx_sn[u] + ly_cs) + 0.5;
        const int row = static_cast<int>(std::floor(y));
        points[k].push_back({x, row, a});
        group.x_lo = std::min(group.x_lo, x);
        group.x_hi = std::max(group.x_hi, x);
        group.row_lo = std::min(group.row_lo, row);
        group.row_hi = std::max(group.row_hi, row);
        sx += a * x;
        sy += a * y;
        total += a;
        totals[k] += a;
      }
      group.end = points[k].size();
      if (group.end > group.begin) mask_rows[k].push_back(group);
    }
    if (total > 0) centres[k] = {sx / total, sy / total};
  };
  // Inner's share of ink inside outer's hull, and its centre's depth there (pixels).
  auto nested = [&](int inner, int outer, double& share, double& depth) {
    const SymbolBody& out = bodies[outer];
    depth = depth_in(out.hull, centres[inner]);
    // Whole alphas: the sums are exact in any order.
    const int out_rows = static_cast<int>(out.spans.size());
    int64_t inside = 0;
    for (const MaskRow& group : mask_rows[inner]) {
      if (group.x_hi < out.x_lo || group.x_lo > out.x_hi || group.row_hi < out.first_row ||
          group.row_lo >= out.first_row + out_rows) {
        continue;
      }
      for (size_t i = group.begin; i < group.end; ++i) {
        const MaskPoint& p = points[inner][i];
        if (p.x < out.x_lo || p.x > out.x_hi) continue;
        // In the hull: within the span of the row line nearest it.
        const int r = p.row - out.first_row;
        if (r < 0 || r >= out_rows) continue;
        const auto& [lo, hi] = out.spans[r];
        if (p.x >= lo && p.x <= hi) inside += p.alpha;
      }
    }
    const double total = static_cast<double>(totals[inner]);
    share = total > 0 ? static_cast<double>(inside) / total : 0;
  };
  for (int a = 0; a < count; ++a) {
    for (int b = a + 1; b < count; ++b) {
      if (bodies[a].hull.size() < 3 || bodies[b].hull.size() < 3) continue;
      // Hulls whose extents don't meet hold nothing of each other.
      if (bodies[a].x_hi < bodies[b].x_lo || bodies[b].x_hi < bodies[a].x_lo) continue;
      const int a_rows = static_cast<int>(bodies[a].spans.size());
      const int b_rows = static_cast<int>(bodies[b].spans.size());
      if (bodies[a].first_row + a_rows <= bodies[b].first_row ||
          bodies[b].first_row + b_rows <= bodies[a].first_row) {
        continue;
      }
      if (apart_by(reach_of(a), bodies[b].hull, kApartMarginPx) &&
          apart_by(reach_of(b), bodies[a].hull, kApartMarginPx)) {
        continue;
      }
      double share_ab = 0, depth_ab = 0, share_ba = 0, depth_ba = 0;
      take_points(a);
      take_points(b);
      nested(a, b, share_ab, depth_ab);
      nested(b, a, share_ba, depth_ba);
      const bool centre = std::max(depth_ab, depth_ba) > kApartCentreSlackPx;
      if (!centre && std::max(share_ab, share_ba) <= kApartShare + kApartShareSlack) continue;
      // The way round with more ink inside names the symbol that sits in the other (a dot in
      // a ring's hole also holds the ring's centre); on a tie, the deeper centre.
      const bool a_inside = share_ab > share_ba || (share_ab == share_ba && depth_ab >= depth_ba);
      const int inner = a_inside ? a : b, outer = a_inside ? b : a;
      const double share = a_inside ? share_ab : share_ba;
      const double depth = a_inside ? depth_ab : depth_ba;
      std::ostringstream what;
      what << symbol_name(card.symbols[inner].symbol) << " sits inside "
           << symbol_name(card.symbols[outer].symbol) << "'s outline: ";
      if (depth > kApartCentreSlackPx) {
        what << "its centre is " << std::round(depth * raster.px_mm() * 100) / 100
             << " mm inside the convex hull";
      } else {
        what << std::lround(share * 100) << " % of its ink is inside the convex hull (at most "
             << std::lround(kApartShare * 100) << " % with layout.apart: hull)";
      }
      problem(what.str());
    }
  }
}

// A symbol's air (layout_options.h) as placed: its size from its mask's ink share and box.
double air_of(const PlacedSymbol& p, double ink_fraction, const LayoutOptions& options) {
  const double ink = sizing_ink_fraction(options, p.symbol, ink_fraction);
  const double size = std::sqrt(ink * p.width_mm * p.height_mm);
  return symbol_air_mm(size, p.height_mm, options.is_text(p.symbol), options.min_gap_mm);
}

// A text symbol's turn away from upright, in degrees (0 to 180).
double tilt_deg(double rotation_deg) {
  const double r = std::fmod(std::fmod(rotation_deg, 360) + 360, 360);
  return std::min(r, 360 - r);
}

}  // namespace

CardCheck verify_card(const CardLayout& card, const std::vector<int>& expected,
                      const std::vector<InkMask>& masks, const LayoutOptions& options) {
  CardCheck check;
  auto problem = [&](const std::string& what) { check.problems.push_back(what); };
  const SafeArea area = safe_area(options);
  const double gap = options.min_gap_mm;
  check.px_per_mm = std::max(10.0, options.verify_px_per_mm);
  CardRaster raster(area, check.px_per_mm);

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
  // Each drawn symbol's mask ink share, read once (a pass over the mask; it was read twice).
  std::vector<double> ink_fractions(card.symbols.size(), 0);
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
    ink_fractions[k] = mask.ink_fraction();
    const double ink = sizing_ink_fraction(options, p.symbol, ink_fractions[k]);
    const double size = std::sqrt(ink * p.width_mm * p.height_mm);
    smallest = std::min(smallest, size);
    biggest = std::max(biggest, size);
  }

  if (options.apart != SymbolsApart::kOff) check_apart(card, masks, raster, problem);

  // Every pair keeps min_gap plus both symbols' air (text beside a picture a third of its
  // height); text keeps its tilt.
  const int count = static_cast<int>(card.symbols.size());
  std::vector<double> air(count, 0);
  std::vector<bool> drawn(count, false);
  for (int k = 0; k < count; ++k) {
    const PlacedSymbol& p = card.symbols[k];
    drawn[k] = p.symbol >= 0 && p.symbol < static_cast<int>(masks.size()) && p.width_mm > 0 &&
               p.height_mm > 0;
    if (!drawn[k]) continue;
    air[k] = air_of(p, ink_fractions[k], options);
    if (options.is_text(p.symbol)) {
      const double limit = options.turns == SymbolTurns::kFree ? kTextTiltDeg : 0;
      if (tilt_deg(p.rotation_deg) > limit + 1e-6) {
        std::ostringstream what;
        what << symbol_name(p.symbol) << " reads as text but is turned " << p.rotation_deg
             << " degrees (at most " << limit << " either way)";
        problem(what.str());
      }
    }
  }
  // The smallest gap on the card is measured up to `reach`, the pairs' own gaps up to what
  // they need: one look per pair serves both (each measure is exact within its reach), and
  // the card's smallest gap is the least over the pairs (a symbol's nearest other ink was
  // looked for on its own before: twice the time).
  const double reach = gap + kGapMeasureReachMm;
  const double px = raster.px_mm();
  constexpr double kNone = std::numeric_limits<double>::infinity();
  double min_gap = kNone;
  for (int k = 0; k < count; ++k) {
    for (int l = k + 1; l < count; ++l) {
      const CardRaster::Box a = raster.box(k), b = raster.box(l);
      if (a.i1 < 0 || b.i1 < 0) continue;
      const bool check = drawn[k] && drawn[l];
      const PlacedSymbol &pk = card.symbols[k], &pl = card.symbols[l];
      const double wanted =
          check ? pair_gap_mm(options, air[k], air[l], options.is_text(pk.symbol),
                              options.is_text(pl.symbol), pk.height_mm, pl.height_mm)
                : 0;
      // Inks whose pixel boxes are that far apart need no closer look.
      const int dx = std::max({0, b.i0 - a.i1, a.i0 - b.i1});
      const int dy = std::max({0, b.j0 - a.j1, a.j0 - b.j1});
      const double apart = std::hypot(dx, dy) * px;
      const bool measure = apart <= reach;
      const bool close = check && apart <= wanted + 2 * px;
      if (!measure && !close) continue;
      const double found = nearest_ink_mm(raster, k, l, std::max(reach, wanted + px));
      if (found <= reach) min_gap = std::min(min_gap, found);
      if (!close) continue;
      const double d = found <= wanted + px ? found : kNone;
      if (d < wanted - raster.px_mm()) {
        std::ostringstream what;
        what << symbol_name(card.symbols[k].symbol) << " is " << std::round(d * 100) / 100
             << " mm from " << symbol_name(card.symbols[l].symbol) << "'s ink, closer than the "
             << gap << " mm gap and their air allow (" << std::round(wanted * 100) / 100 << " mm)";
        problem(what.str());
      }
    }
  }

  int64_t safe_pixels = 0;
  double ink = 0;
  static const std::array<double, 256> kAlphaShare = [] {
    std::array<double, 256> share{};
    for (int a = 0; a < 256; ++a) share[a] = a / 255.0;
    return share;
  }();
  for (int j = 0; j < raster.height(); ++j) {
    // The safe area is convex and symmetric about the card's centre column: along a row the
    // distance inside it rises to that column and falls after, so the row's pixels inside it
    // are one run, its ends found by halving (the same pixels as asking every one).
    const double y = raster.y_mm(j);
    const auto inside = [&](int i) { return area.inside_distance_mm(raster.x_mm(i), y) >= 0; };
    const int centre = raster.width() / 2;
    if (!inside(centre)) continue;
    int lo = 0, hi = centre;  // the first inside pixel is in [lo, hi]
    while (lo < hi) {
      const int mid = lo + (hi - lo) / 2;
      if (inside(mid))
        hi = mid;
      else
        lo = mid + 1;
    }
    const int first = lo;
    lo = centre;
    hi = raster.width() - 1;  // the last inside pixel is in [lo, hi]
    while (lo < hi) {
      const int mid = lo + (hi - lo + 1) / 2;
      if (inside(mid))
        lo = mid;
      else
        hi = mid - 1;
    }
    safe_pixels += lo - first + 1;
    // Unpainted pixels add nothing (adding 0 leaves the sum as it is): only the painted
    // columns are read, in the same order, each share from a table of the same quotients.
    const auto [painted_lo, painted_hi] = raster.painted(j);
    for (int i = std::max(first, painted_lo); i <= std::min(lo, painted_hi); ++i) {
      const uint8_t a = raster.alpha(i, j);
      if (a != 0) ink += kAlphaShare[a];
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
