#include "layout/symbol_shape.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>
#include <string>
#include <utility>

#include "base/diagnostic.h"
#include "layout/distance_transform.h"

namespace spotforge {

double SymbolInk::box_width_mm(double size_mm) const {
  return std::sqrt(size_mm * size_mm * aspect / ink_fraction);
}

SymbolInk prepare_symbol_ink(const InkMask& mask, int symbol) {
  bool has_ink = mask.width > 0 && mask.height > 0 &&
                 mask.alpha.size() == static_cast<size_t>(mask.width) * mask.height;
  if (has_ink) {
    has_ink =
        std::any_of(mask.alpha.begin(), mask.alpha.end(), [](uint8_t a) { return a >= kInkAlpha; });
  }
  if (!has_ink) {
    throw InputError("symbol " + std::to_string(symbol) +
                     " has no visible ink (its picture is empty or fully transparent); "
                     "expected a picture with opaque parts");
  }
  SymbolInk ink;
  ink.pool = (std::max(mask.width, mask.height) + kPlacementMaskSide - 1) / kPlacementMaskSide;
  ink.source_width = mask.width;
  ink.source_height = mask.height;
  ink.width = (mask.width + ink.pool - 1) / ink.pool;
  ink.height = (mask.height + ink.pool - 1) / ink.pool;
  ink.aspect = static_cast<double>(mask.width) / mask.height;
  ink.ink_fraction = mask.ink_fraction();

  ink.distance_sq.assign(static_cast<size_t>(ink.width) * ink.height, kFarAway);
  for (int y = 0; y < mask.height; ++y) {
    for (int x = 0; x < mask.width; ++x) {
      if (mask.at(x, y) >= kInkAlpha) {
        ink.distance_sq[static_cast<size_t>(y / ink.pool) * ink.width + x / ink.pool] = 0;
      }
    }
  }
  squared_distance_transform(ink.distance_sq, ink.width, ink.height);

  // Inside distances, with a frame of empty pixels around the mask.
  const int fw = ink.width + 2, fh = ink.height + 2;
  std::vector<float> framed(static_cast<size_t>(fw) * fh, 0);
  for (int y = 0; y < ink.height; ++y) {
    for (int x = 0; x < ink.width; ++x) {
      if (ink.distance_sq[static_cast<size_t>(y) * ink.width + x] == 0) {
        framed[static_cast<size_t>(y + 1) * fw + x + 1] = kFarAway;
      }
    }
  }
  squared_distance_transform(framed, fw, fh);
  ink.inside_sq.resize(ink.distance_sq.size());
  for (int y = 0; y < ink.height; ++y) {
    for (int x = 0; x < ink.width; ++x) {
      ink.inside_sq[static_cast<size_t>(y) * ink.width + x] =
          framed[static_cast<size_t>(y + 1) * fw + x + 1];
    }
  }
  return ink;
}

namespace {

// The ink dilated by one cell (3 x 3) minus the ink itself, on a grid 2 cells larger: word
// operations, a row at a time.
BitGrid ring_around(const BitGrid& ink) {
  BitGrid ring(ink.width() + 2, ink.height() + 2);
  const int words = ring.words_per_row();
  const int rows = ring.height();
  // shifted[r]: ink row r - 1 moved one column right (the ring's frame); spread[r]: that row
  // dilated sideways.
  std::vector<uint64_t> shifted(static_cast<size_t>(rows) * words, 0), spread(shifted.size(), 0);
  for (int y = 0; y < ink.height(); ++y) {
    const uint64_t* src = ink.row(y);
    uint64_t* dst = &shifted[static_cast<size_t>(y + 1) * words];
    for (int k = 0; k < words; ++k) {
      const uint64_t here = k < ink.words_per_row() ? src[k] : 0;
      const uint64_t before = k > 0 && k - 1 < ink.words_per_row() ? src[k - 1] : 0;
      dst[k] = (here << 1) | (before >> 63);
    }
  }
  for (int r = 0; r < rows; ++r) {
    const uint64_t* a = &shifted[static_cast<size_t>(r) * words];
    uint64_t* d = &spread[static_cast<size_t>(r) * words];
    for (int k = 0; k < words; ++k) {
      const uint64_t left = (a[k] << 1) | (k > 0 ? a[k - 1] >> 63 : 0);
      const uint64_t right = (a[k] >> 1) | (k + 1 < words ? a[k + 1] << 63 : 0);
      d[k] = a[k] | left | right;
    }
  }
  for (int r = 0; r < rows; ++r) {
    uint64_t* out = ring.row(r);
    for (int k = 0; k < words; ++k) {
      uint64_t v = spread[static_cast<size_t>(r) * words + k];
      if (r > 0) v |= spread[static_cast<size_t>(r - 1) * words + k];
      if (r + 1 < rows) v |= spread[static_cast<size_t>(r + 1) * words + k];
      out[k] = v & ~shifted[static_cast<size_t>(r) * words + k];
    }
  }
  return ring;
}

// Calls visit(x) for each set bit of row y, left to right, a word at a time (shapes are
// large on the fine grid and these scans ran cell by cell).
template <typename Visit>
void for_each_bit(const BitGrid& g, int y, Visit visit) {
  const uint64_t* row = g.row(y);
  for (int k = 0; k * 64 < g.width(); ++k) {
    uint64_t word = row[k];
    while (word != 0) {
      const int x = k * 64 + std::countr_zero(word);
      if (x >= g.width()) break;
      visit(x);
      word &= word - 1;
    }
  }
}

// The first and last set bit of row y, or (-1, -1) when the row is empty.
std::pair<int, int> row_extent(const BitGrid& g, int y) {
  const uint64_t* row = g.row(y);
  int first = -1, last = -1;
  for (int k = 0; k * 64 < g.width(); ++k) {
    uint64_t word = row[k];
    const int valid = std::min(64, g.width() - k * 64);
    if (valid < 64) word &= (uint64_t{1} << valid) - 1;
    if (word == 0) continue;
    if (first < 0) first = k * 64 + std::countr_zero(word);
    last = k * 64 + 63 - std::countl_zero(word);
  }
  return {first, last};
}

void choose_probes(SymbolShape& shape) {
  const BitGrid& g = shape.ink;
  double cx = 0, cy = 0;
  int n = 0;
  int left = -1, right = -1, top = -1, bottom = -1;  // packed as y * width + x
  for (int y = 0; y < g.height(); ++y) {
    const auto [first, last] = row_extent(g, y);
    if (first < 0) continue;
    if (top < 0) top = y * g.width() + first;
    bottom = y * g.width() + last;
    // Row-major scan order: the first row reaching the smallest (largest) column wins.
    if (left < 0 || first < left % g.width()) left = y * g.width() + first;
    if (right < 0 || last > right % g.width()) right = y * g.width() + last;
    for_each_bit(g, y, [&](int x) {
      cx += x;
      cy += y;
      ++n;
    });
  }
  shape.ink_cells = n;
  cx /= n;
  cy /= n;
  int middle = -1;
  double best = 1e30;
  for (int y = 0; y < g.height(); ++y) {
    if ((y - cy) * (y - cy) >= best) continue;  // no cell of this row can be nearer
    for_each_bit(g, y, [&](int x) {
      const double d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
      if (d < best) {
        best = d;
        middle = y * g.width() + x;
      }
    });
  }
  for (int id : {middle, left, right, top, bottom}) {
    shape.probes.emplace_back(id % g.width() + shape.ink_x, id / g.width() + shape.ink_y);
  }
}

// Horizontal strips of a few rows, each spanning the ring's cells in those rows.
void cover_ring(SymbolShape& shape) {
  constexpr int kStripRows = 6;
  const BitGrid& ring = shape.ring;
  for (int y0 = 0; y0 < ring.height(); y0 += kStripRows) {
    const int y1 = std::min(ring.height() - 1, y0 + kStripRows - 1);
    int x0 = ring.width(), x1 = -1;
    for (int y = y0; y <= y1; ++y) {
      const auto [first, last] = row_extent(ring, y);
      if (first < 0) continue;
      x0 = std::min(x0, first);
      x1 = std::max(x1, last);
    }
    if (x1 < 0) continue;
    shape.ring_cover.push_back(
        {x0 + shape.ring_x, y0 + shape.ring_y, x1 + shape.ring_x, y1 + shape.ring_y});
  }
}

// The width x height window of `grid` at (x0, y0), moved a word at a time.
BitGrid crop(const BitGrid& grid, int x0, int y0, int width, int height) {
  BitGrid out(width, height);
  const int q = x0 >> 6, shift = x0 & 63;
  const int words = (width + 63) / 64;
  for (int y = 0; y < height; ++y) {
    const uint64_t* src = grid.row(y0 + y);
    uint64_t* dst = out.row(y);
    for (int k = 0; k < words; ++k) {
      // The grid's spare word per row keeps src[q + k + 1] in bounds.
      dst[k] = (src[q + k] >> shift) | (shift == 0 ? 0 : src[q + k + 1] << (64 - shift));
    }
    const int tail = width - (words - 1) * 64;  // bits of the last word inside the window
    if (tail < 64) dst[words - 1] &= (uint64_t{1} << tail) - 1;
  }
  return out;
}

constexpr int kBlock = 4;  // cells per side of a block
constexpr uint8_t kBlockMixed = 0, kBlockEmpty = 1, kBlockFull = 2;

// Most of a shape's cells are far outside or deep inside its ink: one distance look-up at a
// block's centre settles all its cells, and only blocks near the outline are tested cell by
// cell. Skipping needs proof that no cell centre of the block is within half a cell diagonal
// of ink; marking a whole block is always safe.
std::vector<uint8_t> classify_blocks(const SymbolInk& ink, int w, int h, int rx, int ry, double cs,
                                     double sn, bool mirror, double width_mm, double height_mm,
                                     double px_x, double px_y, double cell_mm) {
  const int bw = (w + kBlock - 1) / kBlock, bh = (h + kBlock - 1) / kBlock;
  std::vector<uint8_t> blocks(static_cast<size_t>(bw) * bh, kBlockMixed);
  const double px = std::max(px_x, px_y);
  const double half_block = (kBlock - 1) / 2.0 * std::numbers::sqrt2 * cell_mm * px;
  const double reach = cell_mm * std::numbers::sqrt2 / 2 * px;
  const double half_pixel = std::numbers::sqrt2 / 2;
  for (int by = 0; by < bh; ++by) {
    for (int bx = 0; bx < bw; ++bx) {
      const double x = (bx * kBlock + (kBlock - 1) / 2.0 - rx) * cell_mm;
      const double y = (by * kBlock + (kBlock - 1) / 2.0 - ry) * cell_mm;
      double lx = x * cs + y * sn;
      const double ly = -x * sn + y * cs;
      if (mirror) lx = -lx;
      const double u = (lx + width_mm / 2) * px_x, v = (ly + height_mm / 2) * px_y;
      const int pu = std::clamp(static_cast<int>(std::floor(u)), 0, ink.width - 1);
      const int pv = std::clamp(static_cast<int>(std::floor(v)), 0, ink.height - 1);
      const double e = std::sqrt((u - pu - 0.5) * (u - pu - 0.5) + (v - pv - 0.5) * (v - pv - 0.5));
      const size_t at = static_cast<size_t>(pv) * ink.width + pu;
      const double to_ink = std::sqrt(static_cast<double>(ink.distance_sq[at])) - e - half_pixel;
      if (to_ink - half_block > reach) {
        blocks[static_cast<size_t>(by) * bw + bx] = kBlockEmpty;
        continue;
      }
      const bool in_mask = u >= 0 && v >= 0 && u < ink.width && v < ink.height;
      const double to_clear = std::sqrt(static_cast<double>(ink.inside_sq[at])) - e - half_pixel;
      if (in_mask && to_clear > half_block) blocks[static_cast<size_t>(by) * bw + bx] = kBlockFull;
    }
  }
  return blocks;
}

}  // namespace

SymbolShape rasterise_shape(const SymbolInk& ink, double width_mm, double height_mm,
                            double angle_deg, bool mirror, double cell_mm) {
  SymbolShape shape;
  shape.width_mm = width_mm;
  shape.height_mm = height_mm;
  shape.angle_deg = angle_deg;
  shape.mirror = mirror;

  const double a = angle_deg * std::numbers::pi / 180;
  const double cs = std::cos(a), sn = std::sin(a);
  const double hx = (std::abs(width_mm * cs) + std::abs(height_mm * sn)) / 2;
  const double hy = (std::abs(width_mm * sn) + std::abs(height_mm * cs)) / 2;
  const int rx = static_cast<int>(std::ceil(hx / cell_mm)) + 1;
  const int ry = static_cast<int>(std::ceil(hy / cell_mm)) + 1;

  // Pooled pixels per mm along the box's axes, and the cell's half diagonal in pooled pixels.
  const double px_x = ink.source_width / (width_mm * ink.pool);
  const double px_y = ink.source_height / (height_mm * ink.pool);
  const double reach =
      cell_mm * std::numbers::sqrt2 / 2 * std::max(px_x, px_y) + std::numbers::sqrt2 / 2;

  const int w = 2 * rx + 1, h = 2 * ry + 1;
  BitGrid marked(w, h);
  int x0 = w, x1 = -1, y0 = h, y1 = -1;
  const std::vector<uint8_t> blocks =
      classify_blocks(ink, w, h, rx, ry, cs, sn, mirror, width_mm, height_mm, px_x, px_y, cell_mm);
  const int blocks_wide = (w + kBlock - 1) / kBlock;
  // Only cells whose centre lies in the box grown by the cell's half diagonal can be marked:
  // per row, the x range where both box coordinates stay in range.
  const double grow = cell_mm * std::numbers::sqrt2 / 2;
  const double limit_x = width_mm / 2 + grow, limit_y = height_mm / 2 + grow;
  for (int j = -ry; j <= ry; ++j) {
    const double y = j * cell_mm;
    double lo = -rx * cell_mm, hi = rx * cell_mm;
    auto clip = [&](double slope, double offset, double limit) {  // |slope x + offset| <= limit
      if (std::abs(slope) < 1e-12) {
        if (std::abs(offset) > limit) hi = lo - 1;
        return;
      }
      double a = (-limit - offset) / slope, b = (limit - offset) / slope;
      if (a > b) std::swap(a, b);
      lo = std::max(lo, a);
      hi = std::min(hi, b);
    };
    clip(cs, y * sn, limit_x);
    clip(-sn, y * cs, limit_y);
    if (hi < lo) continue;
    const int i_lo = std::max(-rx, static_cast<int>(std::floor(lo / cell_mm)));
    const int i_hi = std::min(rx, static_cast<int>(std::ceil(hi / cell_mm)));
    // Mask coordinates move linearly along the row.
    const double mirror_sign = mirror ? -1 : 1;
    const double du_di = mirror_sign * cs * cell_mm * px_x, dv_di = -sn * cell_mm * px_y;
    const double x_lo = i_lo * cell_mm;
    double u = (mirror_sign * (x_lo * cs + y * sn) + width_mm / 2) * px_x;
    double v = (-x_lo * sn + y * cs + height_mm / 2) * px_y;
    // Inside the mask the sample is within half a pixel diagonal of the pixel centre read.
    const double inside_limit =
        (reach + std::numbers::sqrt2 / 2) * (reach + std::numbers::sqrt2 / 2);
    for (int i = i_lo; i <= i_hi; ++i, u += du_di, v += dv_di) {
      const uint8_t block =
          blocks[static_cast<size_t>((j + ry) / kBlock) * blocks_wide + (i + rx) / kBlock];
      if (block == kBlockEmpty) continue;
      if (block == kBlockFull) {
        marked.set(i + rx, j + ry);
        x0 = std::min(x0, i + rx);
        x1 = std::max(x1, i + rx);
        y0 = std::min(y0, j + ry);
        y1 = std::max(y1, j + ry);
        continue;
      }
      const int fu = static_cast<int>(std::floor(u)), fv = static_cast<int>(std::floor(v));
      double limit_sq = inside_limit;
      int pu = fu, pv = fv;
      if (fu < 0 || fv < 0 || fu >= ink.width || fv >= ink.height) {
        // Outside the mask the nearest pixel is read: the ink is at least (field - distance
        // to that pixel's centre - half a pixel diagonal) away from the sample.
        pu = std::clamp(fu, 0, ink.width - 1);
        pv = std::clamp(fv, 0, ink.height - 1);
        const double du = u - (pu + 0.5), dv = v - (pv + 0.5);
        const double limit = reach + std::sqrt(du * du + dv * dv);
        limit_sq = limit * limit;
      }
      if (ink.distance_sq[static_cast<size_t>(pv) * ink.width + pu] > limit_sq) continue;
      marked.set(i + rx, j + ry);
      x0 = std::min(x0, i + rx);
      x1 = std::max(x1, i + rx);
      y0 = std::min(y0, j + ry);
      y1 = std::max(y1, j + ry);
    }
  }
  if (x1 < 0) {  // a box smaller than a cell still marks its centre cell
    x0 = x1 = rx;
    y0 = y1 = ry;
    marked.set(rx, ry);
  }
  shape.ink = crop(marked, x0, y0, x1 - x0 + 1, y1 - y0 + 1);
  shape.ink_x = x0 - rx;
  shape.ink_y = y0 - ry;
  shape.ring = ring_around(shape.ink);
  shape.ring_x = shape.ink_x - 1;
  shape.ring_y = shape.ink_y - 1;
  choose_probes(shape);
  cover_ring(shape);
  return shape;
}

Halo shape_halo(const SymbolShape& shape, double radius_cells) {
  const int r = static_cast<int>(std::ceil(radius_cells));
  std::vector<int> half(2 * r + 1, -1);  // half span of the disc per row offset
  for (int dy = -r; dy <= r; ++dy) {
    for (int dx = r; dx >= 0; --dx) {
      if (dx * dx + dy * dy < radius_cells * radius_cells) {
        half[dy + r] = dx;
        break;
      }
    }
  }
  const BitGrid& ink = shape.ink;
  Halo halo;
  halo.cells = BitGrid(ink.width() + 2 * r, ink.height() + 2 * r);
  halo.x = shape.ink_x - r;
  halo.y = shape.ink_y - r;
  // The union of discs around every ink cell is, row by row, each run of ink stretched by
  // the disc's half span at that row offset (interior cells add nothing their runs don't).
  for (int y = 0; y < ink.height(); ++y) {
    const uint64_t* row = ink.row(y);
    const int words = (ink.width() + 63) / 64;
    int x = 0;
    while (x < ink.width()) {
      // Next set bit at or after x.
      int k = x >> 6;
      uint64_t word = k < words ? row[k] & (~uint64_t{0} << (x & 63)) : 0;
      while (word == 0 && ++k < words) word = row[k];
      if (word == 0) break;
      const int start = k * 64 + std::countr_zero(word);
      if (start >= ink.width()) break;
      // Next clear bit after start.
      k = start >> 6;
      word = ~row[k] & (~uint64_t{0} << (start & 63));
      while (word == 0 && ++k < words) word = ~row[k];
      const int end =
          std::min(ink.width(), word == 0 ? words * 64 : k * 64 + std::countr_zero(word));
      halo.cells.set_span(y + r, start + r, end + r);
      for (int dy = -r; dy <= r; ++dy) {
        if (half[dy + r] < 0) continue;
        halo.cells.set_span(y + r + dy, start + r - half[dy + r], end + r + half[dy + r]);
      }
      x = end;
    }
  }
  return halo;
}

}  // namespace spotforge
