#include "layout/ink_distance.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include "layout/symbol_shape.h"

namespace spotforge {

InkBorder ink_border(const InkMask& mask) {
  InkBorder border;
  if (mask.width <= 0 || mask.height <= 0) return border;
  const int pool = placement_pool(mask.width, mask.height);
  const int w = (mask.width + pool - 1) / pool, h = (mask.height + pool - 1) / pool;
  // The pooled ink flags with a frame of pixels without ink: a border pixel is ink with some
  // side's neighbour not ink, found branch-free a row at a time.
  const int fw = w + 2;
  std::vector<uint8_t> ink(static_cast<size_t>(fw) * (h + 2), 0);
  if (pool == 1) {
    for (int y = 0; y < h; ++y) {
      const uint8_t* alpha = &mask.alpha[static_cast<size_t>(y) * mask.width];
      uint8_t* row = &ink[static_cast<size_t>(y + 1) * fw + 1];
      for (int x = 0; x < w; ++x) row[x] = alpha[x] >= kInkAlpha;
    }
  } else {
    for (int y = 0; y < mask.height; ++y) {
      for (int x = 0; x < mask.width; ++x) {
        if (mask.at(x, y) >= kInkAlpha) {
          ink[static_cast<size_t>(y / pool + 1) * fw + x / pool + 1] = 1;
        }
      }
    }
  }
  border.pool = pool;
  border.pixel_u = static_cast<double>(pool) / mask.width;
  border.pixel_v = static_cast<double>(pool) / mask.height;
  std::vector<std::vector<std::pair<double, double>>> by_tile(kInkTiles * kInkTiles);
  std::vector<uint8_t> edge(w);
  for (int y = 0; y < h; ++y) {
    const uint8_t* row = &ink[static_cast<size_t>(y + 1) * fw + 1];
    for (int x = 0; x < w; ++x) {
      edge[x] = row[x] & ~(row[x - 1] & row[x + 1] & row[x - fw] & row[x + fw]);
    }
    for (int x = 0; x < w; ++x) {
      if (edge[x] == 0) continue;
      // A pooled pixel at the right or bottom may hang over the mask: its rectangle still
      // holds its ink.
      const int tile = (y * kInkTiles / h) * kInkTiles + x * kInkTiles / w;
      by_tile[tile].emplace_back((x + 0.5) * border.pixel_u - 0.5,
                                 (y + 0.5) * border.pixel_v - 0.5);
    }
  }
  for (const auto& centres : by_tile) {
    if (centres.empty()) continue;
    double u0 = centres[0].first, u1 = u0, v0 = centres[0].second, v1 = v0;
    for (const auto& [u, v] : centres) {
      u0 = std::min(u0, u);
      u1 = std::max(u1, u);
      v0 = std::min(v0, v);
      v1 = std::max(v1, v);
    }
    const auto first = static_cast<uint32_t>(border.centres.size());
    border.centres.insert(border.centres.end(), centres.begin(), centres.end());
    border.tiles.push_back({first, static_cast<uint32_t>(border.centres.size()), (u0 + u1) / 2,
                            (v0 + v1) / 2, (u1 - u0) / 2, (v1 - v0) / 2});
  }
  return border;
}

PlacedInk place_ink(const InkBorder& border, const PlacedSymbol& placed, const SymbolInk* field) {
  PlacedInk ink;
  const double a = placed.rotation_deg * std::numbers::pi / 180;
  ink.cs = std::cos(a);
  ink.sn = std::sin(a);
  const double w = placed.width_mm, h = placed.height_mm;
  ink.half_u = border.pixel_u * w / 2;
  ink.half_v = border.pixel_v * h / 2;
  ink.reach = std::hypot(ink.half_u, ink.half_v);
  // The verifier's mapping (layout_verifier.cc's BoxMapping) the other way: flip, turn, move.
  const double mx = placed.mirror ? -w : w;
  ink.border = &border;
  ink.ox = placed.x_mm;
  ink.oy = placed.y_mm;
  ink.ax = mx * ink.cs;
  ink.ay = mx * ink.sn;
  ink.bx = -h * ink.sn;
  ink.by = h * ink.cs;
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0;
  ink.tiles.reserve(border.tiles.size());
  for (const InkBorder::Tile& t : border.tiles) {
    // A hair more than the corner's distance: the centres are placed one by one.
    const double x = ink.ox + t.u * ink.ax + t.v * ink.bx, y = ink.oy + t.u * ink.ay + t.v * ink.by;
    const double r = std::hypot(t.half_u * w, t.half_v * h) * (1 + 1e-9) + 1e-9;
    ink.tiles.push_back({x, y, r, t.first, t.end});
    x0 = std::min(x0, x - r);
    x1 = std::max(x1, x + r);
    y0 = std::min(y0, y - r);
    y1 = std::max(y1, y + r);
  }
  if (field != nullptr && field->pool == border.pool && !field->near_ink.empty()) {
    // The verifier's mapping into the mask (BoxMapping::pixel), in pooled pixels.
    const double su = 1 / (border.pixel_u * w), sv = 1 / (border.pixel_v * h);
    const double m = placed.mirror ? -1 : 1;
    ink.field = field;
    ink.ux = m * ink.cs * su;
    ink.uy = m * ink.sn * su;
    ink.u0 = w / 2 * su - ink.ux * placed.x_mm - ink.uy * placed.y_mm;
    ink.vx = -ink.sn * sv;
    ink.vy = ink.cs * sv;
    ink.v0 = h / 2 * sv - ink.vx * placed.x_mm - ink.vy * placed.y_mm;
    ink.field_mm = 1 / std::max(su, sv);
  }
  if (!border.tiles.empty()) {
    ink.x0 = x0;
    ink.x1 = x1;
    ink.y0 = y0;
    ink.y1 = y1;
  }
  return ink;
}

void index_ink(PlacedInk& ink, double bucket_mm) {
  ink.bucket_mm = bucket_mm;
  const size_t n = ink.border != nullptr ? ink.border->centres.size() : 0;
  if (n == 0) {
    ink.wide = ink.high = 0;
    ink.first.assign(1, 0);
    ink.sorted.clear();
    return;
  }
  std::vector<double> xy(2 * n);
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0;
  for (size_t k = 0; k < n; ++k) {
    ink.point(k, xy[2 * k], xy[2 * k + 1]);
    x0 = std::min(x0, xy[2 * k]);
    x1 = std::max(x1, xy[2 * k]);
    y0 = std::min(y0, xy[2 * k + 1]);
    y1 = std::max(y1, xy[2 * k + 1]);
  }
  ink.x0 = x0;
  ink.x1 = x1;
  ink.y0 = y0;
  ink.y1 = y1;
  ink.wide = static_cast<int>((x1 - x0) / bucket_mm) + 1;
  ink.high = static_cast<int>((y1 - y0) / bucket_mm) + 1;
  const size_t buckets = static_cast<size_t>(ink.wide) * ink.high;
  std::vector<uint32_t> of(n);
  ink.first.assign(buckets + 1, 0);
  for (size_t k = 0; k < n; ++k) {
    const int i = std::min(ink.wide - 1, static_cast<int>((xy[2 * k] - x0) / bucket_mm));
    const int j = std::min(ink.high - 1, static_cast<int>((xy[2 * k + 1] - y0) / bucket_mm));
    of[k] = static_cast<uint32_t>(j * ink.wide + i);
    ++ink.first[of[k] + 1];
  }
  for (size_t b = 0; b < buckets; ++b) ink.first[b + 1] += ink.first[b];
  std::vector<uint32_t> next(ink.first.begin(), ink.first.end() - 1);
  ink.sorted.resize(2 * n);
  for (size_t k = 0; k < n; ++k) {
    const uint32_t at = next[of[k]]++;
    ink.sorted[2 * at] = xy[2 * k];
    ink.sorted[2 * at + 1] = xy[2 * k + 1];
  }
}

namespace {

// Whether every border pixel centre of b lies `limit` or more from (x, y), by b's distance
// field: a point within a pixel lies within half its diagonal of the pixel's centre, and the
// field rounds down. Outside the mask, the nearest point q of the mask's rectangle is as near
// as any point of it, and (p - q) is square to (q - c) for every centre c.
bool far_from(const PlacedInk& b, double x, double y, double limit) {
  constexpr double kHalfDiagonal = 0.7072;
  const SymbolInk& f = *b.field;
  const double u = b.ux * x + b.uy * y + b.u0, v = b.vx * x + b.vy * y + b.v0;
  const double qu = std::clamp(u, 0.0, static_cast<double>(f.width));
  const double qv = std::clamp(v, 0.0, static_cast<double>(f.height));
  const double out2 = (u - qu) * (u - qu) + (v - qv) * (v - qv);
  const double reach = limit / b.field_mm;  // in pooled pixels
  if (out2 >= reach * reach) return true;
  const int iu = std::min(static_cast<int>(qu), f.width - 1);
  const int iv = std::min(static_cast<int>(qv), f.height - 1);
  const double inside = std::max(0.0, f.near_ink[f.at(iu, iv)] / SymbolInk::kUnit - kHalfDiagonal);
  return out2 + inside * inside >= reach * reach;
}

}  // namespace

InkContact ink_contact(const PlacedInk& a, const PlacedInk& b, double within) {
  constexpr double kNone = std::numeric_limits<double>::infinity();
  InkContact best{kNone, 1, 0};
  if (a.x1 < a.x0 || b.x1 < b.x0 || b.wide == 0) return best;
  // A pair of pixels whose centres lie `limit` apart can't come nearer than the best.
  const double reaches = a.reach + b.reach;
  double limit = within + reaches;
  if (a.x0 > b.x1 + limit || b.x0 > a.x1 + limit || a.y0 > b.y1 + limit || b.y0 > a.y1 + limit) {
    return best;
  }
  const double cell = b.bucket_mm;
  for (const PlacedInk::Tile& tile : a.tiles) {
    const double reach = limit + tile.radius;
    if (tile.x < b.x0 - reach || tile.x > b.x1 + reach || tile.y < b.y0 - reach ||
        tile.y > b.y1 + reach) {
      continue;
    }
    if (b.field != nullptr && far_from(b, tile.x, tile.y, reach)) continue;
    for (size_t k = tile.first; k < tile.end; ++k) {
      double px, py;
      a.point(k, px, py);
      if (px < b.x0 - limit || px > b.x1 + limit || py < b.y0 - limit || py > b.y1 + limit)
        continue;
      if (b.field != nullptr && far_from(b, px, py, limit)) continue;
      const int i0 = std::max(0, static_cast<int>(std::floor((px - limit - b.x0) / cell)));
      const int i1 = std::min(b.wide - 1, static_cast<int>((px + limit - b.x0) / cell));
      const int j0 = std::max(0, static_cast<int>(std::floor((py - limit - b.y0) / cell)));
      const int j1 = std::min(b.high - 1, static_cast<int>((py + limit - b.y0) / cell));
      for (int j = j0; j <= j1; ++j) {
        const uint32_t from = b.first[static_cast<size_t>(j) * b.wide + i0];
        const uint32_t to = b.first[static_cast<size_t>(j) * b.wide + i1 + 1];
        for (uint32_t m = from; m < to; ++m) {
          const double dx = px - b.sorted[2 * m], dy = py - b.sorted[2 * m + 1];
          const double d2 = dx * dx + dy * dy;
          if (d2 >= limit * limit) continue;
          const double d = std::sqrt(d2);
          if (d == 0) {
            best = {-reaches, 1, 0};
            return best;
          }
          const double nx = dx / d, ny = dy / d;
          // Each pixel lies within its support of its centre along the centres' line.
          const double bound = d - a.support(nx, ny) - b.support(nx, ny);
          if (bound < best.distance) {
            best = {bound, nx, ny};
            limit = std::min(limit, bound + reaches);
          }
        }
      }
    }
  }
  if (best.distance >= within) best.distance = kNone;
  return best;
}

InkContact ink_edge_contact(const PlacedInk& a, const SafeArea& area, double within) {
  constexpr double kNone = std::numeric_limits<double>::infinity();
  InkContact best{kNone, 0, 0};
  if (a.x1 < a.x0) return best;
  // The area is convex: when the corners of the centres' bounds, grown by a pixel's reach,
  // lie `within` inside, so does every pixel.
  const double r = a.reach;
  if (std::min({area.inside_distance_mm(a.x0 - r, a.y0 - r),
                area.inside_distance_mm(a.x1 + r, a.y0 - r),
                area.inside_distance_mm(a.x0 - r, a.y1 + r),
                area.inside_distance_mm(a.x1 + r, a.y1 + r)}) >= within) {
    return best;
  }
  // A pixel is a rectangle in a convex area: its least depth is at a corner.
  const double cux = a.half_u * a.cs, cuy = a.half_u * a.sn;
  const double cvx = -a.half_v * a.sn, cvy = a.half_v * a.cs;
  double bx = 0, by = 0;
  for (const PlacedInk::Tile& tile : a.tiles) {
    if (area.inside_distance_mm(tile.x, tile.y) - tile.radius - r >=
        std::min(within, best.distance)) {
      continue;
    }
    for (size_t k = tile.first; k < tile.end; ++k) {
      double px, py;
      a.point(k, px, py);
      const double centre = area.inside_distance_mm(px, py);
      if (centre - r >= std::min(within, best.distance)) continue;
      const double depth = std::min({area.inside_distance_mm(px + cux + cvx, py + cuy + cvy),
                                     area.inside_distance_mm(px + cux - cvx, py + cuy - cvy),
                                     area.inside_distance_mm(px - cux + cvx, py - cuy + cvy),
                                     area.inside_distance_mm(px - cux - cvx, py - cuy - cvy)});
      if (depth < best.distance) {
        best.distance = depth;
        bx = px;
        by = py;
      }
    }
  }
  if (best.distance >= within) {
    best.distance = kNone;
    return best;
  }
  // Into the area: the way the depth grows at that pixel.
  constexpr double kStep = 1e-3;
  const double gx =
      area.inside_distance_mm(bx + kStep, by) - area.inside_distance_mm(bx - kStep, by);
  const double gy =
      area.inside_distance_mm(bx, by + kStep) - area.inside_distance_mm(bx, by - kStep);
  const double g = std::hypot(gx, gy);
  if (g > 0) {
    best.nx = gx / g;
    best.ny = gy / g;
  } else {
    const double d = std::hypot(bx, by);
    best.nx = d > 0 ? -bx / d : 1;
    best.ny = d > 0 ? -by / d : 0;
  }
  return best;
}

}  // namespace spotforge
