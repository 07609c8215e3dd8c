#include "layout/symbol_apart.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "layout/symbol_shape.h"

namespace spotforge {
namespace {

using Point = std::pair<double, double>;

double cross(const Point& o, const Point& a, const Point& b) {
  return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}

// Andrew's monotone chain: the convex hull, counter-clockwise in a y-up frame, no repeats.
std::vector<Point> convex_hull(std::vector<Point> points) {
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() < 3) return points;
  std::vector<Point> hull(2 * points.size());
  size_t k = 0;
  for (const Point& p : points) {
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0) --k;
    hull[k++] = p;
  }
  for (size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {
    while (k >= lower && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
    hull[k++] = points[i];
  }
  hull.resize(k - 1);
  return hull;
}

// A placed box: mask pixels to card millimetres and back ("scale the box, flip left-right
// when mirrored, turn clockwise, move to the centre", as the PDF draws it).
struct Placement {
  double cx, cy, cs, sn, w_mm, h_mm, px_w, px_h;
  bool mirror;

  Placement(const PlacedSymbol& p, const InkOutline& o)
      : cx(p.x_mm),
        cy(p.y_mm),
        cs(std::cos(p.rotation_deg * std::numbers::pi / 180)),
        sn(std::sin(p.rotation_deg * std::numbers::pi / 180)),
        w_mm(p.width_mm),
        h_mm(p.height_mm),
        px_w(o.width),
        px_h(o.height),
        mirror(p.mirror) {}

  Point to_card(const Point& uv) const {
    double lx = (uv.first / px_w - 0.5) * w_mm;
    const double ly = (uv.second / px_h - 0.5) * h_mm;
    if (mirror) lx = -lx;
    return {cx + lx * cs - ly * sn, cy + lx * sn + ly * cs};
  }
  Point to_mask(const Point& xy) const {
    const double dx = xy.first - cx, dy = xy.second - cy;
    double lx = dx * cs + dy * sn;
    const double ly = -dx * sn + dy * cs;
    if (mirror) lx = -lx;
    return {(lx / w_mm + 0.5) * px_w, (ly / h_mm + 0.5) * px_h};
  }
  double radius_mm() const { return std::hypot(w_mm, h_mm) / 2; }
  // Millimetres per mask pixel (the mask covers the box, so the two ways agree closely).
  double mm_per_px() const { return (w_mm / px_w + h_mm / px_h) / 2; }
};

// How deep p (mask pixels) lies inside the outline's hull: positive inside, in pixels.
double hull_depth(const InkOutline& o, const Point& p) {
  if (o.edges.empty()) return -std::numeric_limits<double>::infinity();
  double depth = std::numeric_limits<double>::infinity();
  for (const InkOutline::Edge& e : o.edges) {
    depth = std::min(depth, e.nx * p.first + e.ny * p.second - e.offset);
  }
  return depth;
}

// The ink of `o` whose pixel centres lie inside the convex polygon (mask coordinates): each
// row's run inside the polygon from the edges crossing the row's centre line, then its sum.
double ink_inside(const InkOutline& o, const std::vector<Point>& polygon) {
  if (polygon.size() < 3 || o.height == 0) return 0;
  const double inf = std::numeric_limits<double>::infinity();
  // The placer asks this at every spot it would take: no allocation per call.
  thread_local std::vector<double> lo, hi;
  double top = inf, bottom = -inf;
  for (const Point& p : polygon) {
    top = std::min(top, p.second);
    bottom = std::max(bottom, p.second);
  }
  // Only the rows the polygon spans.
  const int first_row = std::max(0, static_cast<int>(std::floor(top - 0.5)));
  const int last_row = std::min(o.height - 1, static_cast<int>(std::ceil(bottom)));
  if (first_row > last_row) return 0;
  lo.assign(o.height, inf);
  hi.assign(o.height, -inf);
  for (size_t i = 0; i < polygon.size(); ++i) {
    const Point& a = polygon[i];
    const Point& b = polygon[(i + 1) % polygon.size()];
    const double y0 = std::min(a.second, b.second), y1 = std::max(a.second, b.second);
    // Rows whose centre v + 0.5 lies in [y0, y1].
    const int v0 = std::max(0, static_cast<int>(std::ceil(y0 - 0.5)));
    const int v1 = std::min(o.height - 1, static_cast<int>(std::floor(y1 - 0.5)));
    for (int v = v0; v <= v1; ++v) {
      const double y = v + 0.5;
      const double x = y1 == y0
                           ? a.first
                           : a.first + (y - a.second) * (b.first - a.first) / (b.second - a.second);
      lo[v] = std::min({lo[v], x, y1 == y0 ? b.first : x});
      hi[v] = std::max({hi[v], x, y1 == y0 ? b.first : x});
    }
  }
  uint64_t sum = 0;
  const size_t stride = static_cast<size_t>(o.width) + 1;
  for (int v = first_row; v <= last_row; ++v) {
    if (lo[v] > hi[v]) continue;
    // Pixels whose centre u + 0.5 lies in [lo, hi].
    const int u0 = std::max(0, static_cast<int>(std::ceil(lo[v] - 0.5)));
    const int u1 = std::min(o.width - 1, static_cast<int>(std::floor(hi[v] - 0.5)));
    if (u0 > u1) continue;
    sum += o.row_sums[v * stride + u1 + 1] - o.row_sums[v * stride + u0];
  }
  return static_cast<double>(sum) / 255;
}

}  // namespace

InkOutline ink_outline(const InkMask& mask) {
  InkOutline o;
  o.width = mask.width;
  o.height = mask.height;
  const size_t stride = static_cast<size_t>(mask.width) + 1;
  o.row_sums.assign(stride * mask.height, 0);
  std::vector<Point> corners;
  double sum_u = 0, sum_v = 0;
  uint64_t total = 0;
  for (int v = 0; v < mask.height; ++v) {
    int first = -1, last = -1;
    uint32_t running = 0;
    for (int u = 0; u < mask.width; ++u) {
      const uint8_t a = mask.at(u, v);
      running += a;
      o.row_sums[v * stride + u + 1] = running;
      sum_u += a * (u + 0.5);
      sum_v += a * (v + 0.5);
      if (a < kInkAlpha) continue;
      if (first < 0) first = u;
      last = u;
    }
    total += running;
    // Only a row's outermost ink pixels can be hull corners.
    if (first >= 0) {
      corners.insert(corners.end(), {{first, v}, {first, v + 1}, {last + 1, v}, {last + 1, v + 1}});
    }
  }
  o.hull = convex_hull(std::move(corners));
  // The hull runs counter-clockwise in a y-up frame, clockwise as drawn (v down): the
  // inward normal of edge a -> b is then (b.v - a.v, a.u - b.u) / length, negated.
  if (o.hull.size() >= 3) {
    double u0 = o.hull[0].first, u1 = u0, v0 = o.hull[0].second, v1 = v0;
    for (size_t i = 0; i < o.hull.size(); ++i) {
      const Point& a = o.hull[i];
      const Point& b = o.hull[(i + 1) % o.hull.size()];
      const double du = b.first - a.first, dv = b.second - a.second;
      const double length = std::hypot(du, dv);
      if (length == 0) continue;
      const double nx = -dv / length, ny = du / length;
      o.edges.push_back({nx, ny, nx * a.first + ny * a.second});
      u0 = std::min(u0, a.first);
      u1 = std::max(u1, a.first);
      v0 = std::min(v0, a.second);
      v1 = std::max(v1, a.second);
    }
    o.bound_u = (u0 + u1) / 2;
    o.bound_v = (v0 + v1) / 2;
    for (const Point& p : o.hull) {
      o.bound_r = std::max(o.bound_r, std::hypot(p.first - o.bound_u, p.second - o.bound_v));
    }
    // Which way round the hull turned depends on the sort; make the normals point inwards.
    if (hull_depth(o, {o.bound_u, o.bound_v}) < 0) {
      for (InkOutline::Edge& e : o.edges) e = {-e.nx, -e.ny, -e.offset};
    }
  }
  o.ink = static_cast<double>(total) / 255;
  if (total > 0) {
    o.centre_u = sum_u / static_cast<double>(total);
    o.centre_v = sum_v / static_cast<double>(total);
  }
  return o;
}

namespace {

double centre_depth_mm(const InkOutline& inner, const Placement& in, const InkOutline& outer,
                       const Placement& out) {
  if (outer.edges.empty() || inner.ink <= 0) return -std::numeric_limits<double>::infinity();
  return hull_depth(outer, out.to_mask(in.to_card({inner.centre_u, inner.centre_v}))) *
         out.mm_per_px();
}

double share_inside(const InkOutline& inner, const Placement& in, const InkOutline& outer,
                    const Placement& out) {
  if (outer.edges.empty() || inner.ink <= 0) return 0;
  // An inner hull wholly beyond one of the outer hull's edges has nothing inside (the circle
  // holding it, a little grown for pixels that are not quite square).
  const double reach = (inner.bound_r * in.mm_per_px() * 1.02 + 0.01) / out.mm_per_px();
  if (hull_depth(outer, out.to_mask(in.to_card({inner.bound_u, inner.bound_v}))) < -reach) {
    return 0;
  }
  // The outer hull in the inner symbol's mask pixels (an affine map keeps it convex).
  thread_local std::vector<Point> inner_hull;
  inner_hull.clear();
  for (const Point& p : outer.hull) inner_hull.push_back(in.to_mask(out.to_card(p)));
  return std::clamp(ink_inside(inner, inner_hull) / inner.ink, 0.0, 1.0);
}

bool far_apart(const PlacedSymbol& a, const Placement& pa, const PlacedSymbol& b,
               const Placement& pb) {
  // Boxes whose circumcircles don't meet can't hold any of each other.
  return std::hypot(a.x_mm - b.x_mm, a.y_mm - b.y_mm) >= pa.radius_mm() + pb.radius_mm();
}

}  // namespace

Nesting nesting(const InkOutline& inner, const PlacedSymbol& inner_at, const InkOutline& outer,
                const PlacedSymbol& outer_at) {
  const Placement in(inner_at, inner), out(outer_at, outer);
  return {share_inside(inner, in, outer, out), centre_depth_mm(inner, in, outer, out)};
}

bool keeps_apart(const InkOutline& first, const PlacedSymbol& first_at, const InkOutline& second,
                 const PlacedSymbol& second_at, double share_margin, double centre_margin_mm) {
  const Placement a(first_at, first), b(second_at, second);
  if (far_apart(first_at, a, second_at, b)) return true;
  // The centres first: a few products per hull edge, and they settle most nested pairs.
  if (centre_depth_mm(first, a, second, b) > -centre_margin_mm) return false;
  if (centre_depth_mm(second, b, first, a) > -centre_margin_mm) return false;
  const double limit = kApartShare - share_margin;
  return share_inside(first, a, second, b) <= limit && share_inside(second, b, first, a) <= limit;
}

ApartPair measure_pair(const InkOutline& first, const PlacedSymbol& first_at,
                       const InkOutline& second, const PlacedSymbol& second_at) {
  ApartPair pair;
  const double far = -std::numeric_limits<double>::infinity();
  pair.first_in_second.centre_depth_mm = pair.second_in_first.centre_depth_mm = far;
  // Boxes whose circumcircles don't meet can't hold any of each other.
  const double reach =
      Placement(first_at, first).radius_mm() + Placement(second_at, second).radius_mm();
  if (std::hypot(first_at.x_mm - second_at.x_mm, first_at.y_mm - second_at.y_mm) >= reach) {
    return pair;
  }
  pair.first_in_second = nesting(first, first_at, second, second_at);
  pair.second_in_first = nesting(second, second_at, first, first_at);
  const double ink_first = first.ink_fraction() * first_at.width_mm * first_at.height_mm;
  const double ink_second = second.ink_fraction() * second_at.width_mm * second_at.height_mm;
  pair.smaller_share =
      ink_first <= ink_second ? pair.first_in_second.share : pair.second_in_first.share;
  return pair;
}

std::vector<ApartPair> measure_apart(const CardLayout& card,
                                     const std::vector<InkOutline>& outlines) {
  std::vector<ApartPair> pairs;
  const int count = static_cast<int>(card.symbols.size());
  for (int i = 0; i < count; ++i) {
    for (int j = i + 1; j < count; ++j) {
      const PlacedSymbol &a = card.symbols[i], &b = card.symbols[j];
      const InkOutline &oa = outlines.at(a.symbol), &ob = outlines.at(b.symbol);
      const double reach = Placement(a, oa).radius_mm() + Placement(b, ob).radius_mm();
      if (std::hypot(a.x_mm - b.x_mm, a.y_mm - b.y_mm) >= reach) continue;
      ApartPair pair = measure_pair(oa, a, ob, b);
      pair.first = i;
      pair.second = j;
      pairs.push_back(pair);
    }
  }
  return pairs;
}

bool keeps_apart(const ApartPair& pair, double share_margin, double centre_margin_mm) {
  const double depth =
      std::max(pair.first_in_second.centre_depth_mm, pair.second_in_first.centre_depth_mm);
  return depth <= -centre_margin_mm && pair.worst_share() <= kApartShare - share_margin;
}

}  // namespace spotforge
