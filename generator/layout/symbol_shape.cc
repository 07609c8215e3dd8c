#include "layout/symbol_shape.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <numbers>
#include <string>
#include <utility>

#include "base/diagnostic.h"
#include "layout/distance_transform.h"
#include "layout/slab_clip.h"

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
  ink.pool = placement_pool(mask.width, mask.height);
  ink.source_width = mask.width;
  ink.source_height = mask.height;
  ink.width = (mask.width + ink.pool - 1) / ink.pool;
  ink.height = (mask.height + ink.pool - 1) / ink.pool;
  ink.aspect = static_cast<double>(mask.width) / mask.height;
  ink.ink_fraction = mask.ink_fraction();

  std::vector<float> near(static_cast<size_t>(ink.width) * ink.height, kFarAway);
  for (int y = 0; y < mask.height; ++y) {
    for (int x = 0; x < mask.width; ++x) {
      if (mask.at(x, y) >= kInkAlpha) {
        near[static_cast<size_t>(y / ink.pool) * ink.width + x / ink.pool] = 0;
      }
    }
  }
  squared_distance_transform(near, ink.width, ink.height);

  // Inside distances, with a frame of empty pixels around the mask.
  const int fw = ink.width + 2, fh = ink.height + 2;
  std::vector<float> framed(static_cast<size_t>(fw) * fh, 0);
  for (int y = 0; y < ink.height; ++y) {
    for (int x = 0; x < ink.width; ++x) {
      if (near[static_cast<size_t>(y) * ink.width + x] == 0) {
        framed[static_cast<size_t>(y + 1) * fw + x + 1] = kFarAway;
      }
    }
  }
  squared_distance_transform(framed, fw, fh);

  // Probe points: the pixel deepest inside the ink, then each direction's extreme ink pixel
  // among the rows' first and last ones.
  auto normalised = [&](double x, double y) {
    return std::pair<double, double>((x + 0.5) / mask.width - 0.5, (y + 0.5) / mask.height - 0.5);
  };
  {
    size_t deepest = 0;
    for (int y = 0; y < ink.height; ++y) {
      for (int x = 0; x < ink.width; ++x) {
        const size_t at = static_cast<size_t>(y + 1) * fw + x + 1;
        if (framed[at] > framed[deepest]) deepest = at;
      }
    }
    // The pooled pixel's source pixels: the one nearest its centre that is ink.
    const int px = static_cast<int>(deepest % fw) - 1, py = static_cast<int>(deepest / fw) - 1;
    int bx = -1, by = -1;
    double bd = 1e30;
    for (int y = py * ink.pool; y < std::min(mask.height, (py + 1) * ink.pool); ++y) {
      for (int x = px * ink.pool; x < std::min(mask.width, (px + 1) * ink.pool); ++x) {
        const double d = std::abs(x - (px + 0.5) * ink.pool) + std::abs(y - (py + 0.5) * ink.pool);
        if (mask.at(x, y) >= kInkAlpha && d < bd) {
          bd = d;
          bx = x;
          by = y;
        }
      }
    }
    if (bx >= 0) ink.probe_points.push_back(normalised(bx, by));
  }
  {
    std::vector<std::pair<int, int>> ends;  // (x, y) of each row's first and last ink pixel
    for (int y = 0; y < mask.height; ++y) {
      int first = -1, last = -1;
      for (int x = 0; x < mask.width; ++x) {
        if (mask.at(x, y) < kInkAlpha) continue;
        if (first < 0) first = x;
        last = x;
      }
      if (first < 0) continue;
      ends.emplace_back(first, y);
      if (last != first) ends.emplace_back(last, y);
    }
    constexpr int kDirections = 32;
    std::vector<size_t> chosen;
    for (int k = 0; k < kDirections; ++k) {
      // In box units, so that directions spread evenly on wide symbols too.
      const double a = 2 * std::numbers::pi * k / kDirections;
      const double dx = std::cos(a) / mask.width, dy = std::sin(a) / mask.height;
      size_t best = 0;
      for (size_t e = 1; e < ends.size(); ++e) {
        if (ends[e].first * dx + ends[e].second * dy >
            ends[best].first * dx + ends[best].second * dy) {
          best = e;
        }
      }
      if (std::find(chosen.begin(), chosen.end(), best) == chosen.end()) chosen.push_back(best);
    }
    for (size_t e : chosen) ink.probe_points.push_back(normalised(ends[e].first, ends[e].second));
  }
  // And the ink under a lattice across the box, for neighbours reaching into the middle.
  constexpr int kLattice = 10;
  for (int j = 0; j < kLattice; ++j) {
    for (int i = 0; i < kLattice; ++i) {
      const int x = static_cast<int>((i + 0.5) / kLattice * mask.width);
      const int y = static_cast<int>((j + 0.5) / kLattice * mask.height);
      if (mask.at(x, y) >= kInkAlpha) ink.probe_points.push_back(normalised(x, y));
    }
  }
  // Tests stop at the first probe on a forbidden cell, so each next probe is the one farthest
  // from those before it: the first few already spread over the whole symbol.
  {
    std::vector<std::pair<double, double>>& points = ink.probe_points;
    std::vector<double> nearest(points.size(), 1e30);
    for (size_t k = 0; k + 1 < points.size(); ++k) {
      size_t farthest = k + 1;
      for (size_t m = k + 1; m < points.size(); ++m) {
        const double dx = (points[m].first - points[k].first) * ink.aspect;
        const double dy = points[m].second - points[k].second;
        nearest[m] = std::min(nearest[m], dx * dx + dy * dy);
        if (nearest[m] > nearest[farthest]) farthest = m;
      }
      std::swap(points[k + 1], points[farthest]);
      std::swap(nearest[k + 1], nearest[farthest]);
    }
  }

  ink.tiles_wide = (ink.width + 7) / 8;
  const size_t tiled = static_cast<size_t>(ink.tiles_wide) * ((ink.height + 7) / 8) * 64;
  ink.near_ink.assign(tiled, 255);
  ink.column_at.resize(ink.width);
  ink.row_at.resize(ink.height);
  for (int x = 0; x < ink.width; ++x) ink.column_at[x] = static_cast<uint32_t>(ink.at(x, 0));
  for (int y = 0; y < ink.height; ++y) ink.row_at[y] = static_cast<uint32_t>(ink.at(0, y));
  ink.inside_ink.assign(tiled, 0);
  auto steps = [](double distance_sq) {
    const double steps = std::floor(std::sqrt(distance_sq) * SymbolInk::kUnit);
    return static_cast<uint8_t>(std::min(255.0, steps));
  };
  // Squared distances between pixel centres are whole numbers, and from 32 * 32 on all cap
  // at 255: a table holds the rest.
  static const std::array<uint8_t, 1025> kSteps = [steps] {
    std::array<uint8_t, 1025> table{};
    for (int d = 0; d < 1025; ++d) table[d] = steps(d);
    return table;
  }();
  auto quantise = [&](float distance_sq) {
    if (distance_sq >= 1024) return uint8_t{255};
    const int d = static_cast<int>(distance_sq);
    return d == distance_sq ? kSteps[d] : steps(distance_sq);
  };
  for (int y = 0; y < ink.height; ++y) {
    for (int x = 0; x < ink.width; ++x) {
      ink.near_ink[ink.at(x, y)] = quantise(near[static_cast<size_t>(y) * ink.width + x]);
      ink.inside_ink[ink.at(x, y)] = quantise(framed[static_cast<size_t>(y + 1) * fw + x + 1]);
    }
  }
  return ink;
}

namespace {
// The ink dilated by one cell (3 x 3) minus the ink itself, on a grid 2 cells larger: word
// operations, one pass over the ring's rows. Ring cell (x, r) sits on ink cell (x - 1, r - 1),
// so ring row r is the union of ink rows r - 2 .. r moved 0, 1 and 2 columns right, less ink
// row r - 1 moved one column right.
BitGrid ring_around(const BitGrid& ink) {
  BitGrid ring(ink.width() + 2, ink.height() + 2);
  const int words = ring.words_per_row(), ink_words = ink.words_per_row();
  // Rows beyond the ink read as empty; the ring may have a word more than the ink.
  const std::vector<uint64_t> empty(words, 0);
  auto ink_row = [&](int y) { return y >= 0 && y < ink.height() ? ink.row(y) : empty.data(); };
  for (int r = 0; r < ring.height(); ++r) {
    const uint64_t *above = ink_row(r - 2), *centre = ink_row(r - 1), *below = ink_row(r);
    uint64_t* out = ring.row(r);
    uint64_t before = 0, centre_before = 0;  // the previous word of the union and of the centre row
    for (int k = 0; k < words; ++k) {
      const uint64_t here = k < ink_words ? centre[k] : 0;
      const uint64_t any = k < ink_words ? above[k] | here | below[k] : 0;
      const uint64_t spread = any | (any << 1) | (before >> 63) | (any << 2) | (before >> 62);
      out[k] = spread & ~((here << 1) | (centre_before >> 63));
      before = any;
      centre_before = here;
    }
  }
  return ring;
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

// The number of set bits of row y and the sum of their columns, a run of set bits at a time
// (a shape's rows hold few runs).
void row_moments(const BitGrid& g, int y, int64_t& count, int64_t& column_sum) {
  const uint64_t* row = g.row(y);
  const int words = (g.width() + 63) / 64;
  int x = 0;
  while (x < g.width()) {
    int k = x >> 6;
    uint64_t word = row[k] & (~uint64_t{0} << (x & 63));
    while (word == 0 && ++k < words) word = row[k];
    if (word == 0) break;
    const int start = k * 64 + std::countr_zero(word);
    if (start >= g.width()) break;
    k = start >> 6;
    word = ~row[k] & (~uint64_t{0} << (start & 63));
    while (word == 0 && ++k < words) word = ~row[k];
    const int end = std::min(g.width(), word == 0 ? words * 64 : k * 64 + std::countr_zero(word));
    count += end - start;
    column_sum += static_cast<int64_t>(start + end - 1) * (end - start) / 2;
    x = end;
  }
}

// The set bit of row y nearest column x (ties to the left), or -1 when the row is empty.
int nearest_in_row(const BitGrid& g, int y, int x) {
  const uint64_t* row = g.row(y);
  const int words = (g.width() + 63) / 64;
  int left = -1, right = -1;
  // Left: the highest set bit at or before x.
  for (int k = std::min(x, g.width() - 1) >> 6, limit = std::min(x, g.width() - 1); k >= 0; --k) {
    uint64_t word = row[k];
    if (k == limit >> 6 && (limit & 63) < 63) word &= (uint64_t{2} << (limit & 63)) - 1;
    if (word != 0) {
      left = k * 64 + 63 - std::countl_zero(word);
      break;
    }
  }
  // Right: the lowest set bit after x.
  for (int k = (x + 1) >> 6; k < words && x + 1 < g.width(); ++k) {
    uint64_t word = row[k];
    if (k == (x + 1) >> 6) word &= ~uint64_t{0} << ((x + 1) & 63);
    if (word != 0) {
      right = k * 64 + std::countr_zero(word);
      break;
    }
  }
  if (right >= g.width()) right = -1;
  if (left < 0) return right;
  if (right < 0) return left;
  return x - left <= right - x ? left : right;
}

// Each row's first and last set column ((-1, -1) for an empty row).
std::vector<std::pair<int, int>> row_extents(const BitGrid& g) {
  std::vector<std::pair<int, int>> extents(g.height());
  for (int y = 0; y < g.height(); ++y) extents[y] = row_extent(g, y);
  return extents;
}

// `extents`: the ink rows' extents (row_extents).
void choose_probes(SymbolShape& shape, const std::vector<std::pair<int, int>>& extents) {
  const BitGrid& g = shape.ink;
  int64_t n = 0, sum_x = 0, sum_y = 0;
  int left = -1, right = -1, top = -1, bottom = -1;  // packed as y * width + x
  for (int y = 0; y < g.height(); ++y) {
    const auto [first, last] = extents[y];
    if (first < 0) continue;
    if (top < 0) top = y * g.width() + first;
    bottom = y * g.width() + last;
    // Row-major scan order: the first row reaching the smallest (largest) column wins.
    if (left < 0 || first < left % g.width()) left = y * g.width() + first;
    if (right < 0 || last > right % g.width()) right = y * g.width() + last;
    int64_t count = 0;
    row_moments(g, y, count, sum_x);
    sum_y += count * y;
    n += count;
  }
  shape.ink_cells = static_cast<int>(n);
  const double cx = static_cast<double>(sum_x) / n, cy = static_cast<double>(sum_y) / n;
  // The ink cell nearest the centroid, looking at rows outwards from it.
  int middle = -1;
  double best = 1e30;
  const int column = std::clamp(static_cast<int>(std::lround(cx)), 0, g.width() - 1);
  const int centre_row = std::clamp(static_cast<int>(std::lround(cy)), 0, g.height() - 1);
  auto visit = [&](int y) {
    const int x = nearest_in_row(g, y, column);
    if (x < 0) return;
    const double d = (x - cx) * (x - cx) + (y - cy) * (y - cy);
    if (d < best) {
      best = d;
      middle = y * g.width() + x;
    }
  };
  // Rows up and down from the centroid's; a row farther than the best cell holds none nearer.
  for (int y = centre_row; y >= 0 && (y - cy) * (y - cy) < best; --y) visit(y);
  for (int y = centre_row + 1; y < g.height() && (y - cy) * (y - cy) < best; ++y) visit(y);
  std::vector<int> ids = {middle, left, right, top, bottom};
  // The outline's extreme cells in the twelve directions between the axes as well: probes
  // around the whole outline rule out most crossing spots before the full test.
  // Each is the first row end, in row-major order, reaching farthest in that direction (as
  // computed in doubles). Rows are scanned from the side the direction points to, and the scan
  // stops where the least first or greatest last column of the rows left bounds them short of
  // the best found: products and sums of doubles keep order, so the bound is exact.
  const int rows = g.height();
  constexpr int kNoInk = std::numeric_limits<int>::min();
  // Over rows 0 .. y (before) and y .. end (after): least first and greatest last column.
  std::vector<int> least_before(rows), most_before(rows), least_after(rows), most_after(rows);
  for (int y = 0, least = kNoInk, most = kNoInk; y < rows; ++y) {
    if (extents[y].first >= 0) {
      least = least == kNoInk ? extents[y].first : std::min(least, extents[y].first);
      most = std::max(most, extents[y].second);
    }
    least_before[y] = least;
    most_before[y] = most;
  }
  for (int y = rows - 1, least = kNoInk, most = kNoInk; y >= 0; --y) {
    if (extents[y].first >= 0) {
      least = least == kNoInk ? extents[y].first : std::min(least, extents[y].first);
      most = std::max(most, extents[y].second);
    }
    least_after[y] = least;
    most_after[y] = most;
  }
  constexpr int kDirections = 16;
  for (int k = 0; k < kDirections; ++k) {
    if (k % 4 == 0) continue;
    const double a = 2 * std::numbers::pi * k / kDirections;
    const double dx = std::cos(a), dy = std::sin(a);
    int extreme = -1;
    double reach = -1e30;
    if (dy >= 0) {
      // Upwards from the last row, later ends first: ties go to the one met last, which is
      // the first in row-major order.
      for (int y = rows - 1; y >= 0; --y) {
        const int bound_x = dx >= 0 ? most_before[y] : least_before[y];
        if (bound_x == kNoInk || bound_x * dx + y * dy < reach) break;
        const auto [first, last] = extents[y];
        if (first < 0) continue;
        for (int x : {last, first}) {
          const double d = x * dx + y * dy;
          if (d >= reach) {
            reach = d;
            extreme = y * g.width() + x;
          }
        }
      }
    } else {
      for (int y = 0; y < rows; ++y) {
        const int bound_x = dx >= 0 ? most_after[y] : least_after[y];
        if (bound_x == kNoInk || bound_x * dx + y * dy < reach) break;
        const auto [first, last] = extents[y];
        if (first < 0) continue;
        for (int x : {first, last}) {
          const double d = x * dx + y * dy;
          if (d > reach) {
            reach = d;
            extreme = y * g.width() + x;
          }
        }
      }
    }
    if (std::find(ids.begin(), ids.end(), extreme) == ids.end()) ids.push_back(extreme);
  }
  for (int id : ids) {
    shape.probes.emplace_back(id % g.width() + shape.ink_x, id / g.width() + shape.ink_y);
  }
}

// Horizontal strips of a few rows, each spanning the ring's cells in those rows. Ring row r
// spans from the least first ink cell of ink rows r - 2 .. r (moved one right, less one for
// the dilation) to their greatest last one plus two: the ink rows' extents give it.
void cover_ring(SymbolShape& shape, const std::vector<std::pair<int, int>>& extents) {
  constexpr int kStripRows = 6;
  const BitGrid& ring = shape.ring;
  const int ink_rows = static_cast<int>(extents.size());
  for (int y0 = 0; y0 < ring.height(); y0 += kStripRows) {
    const int y1 = std::min(ring.height() - 1, y0 + kStripRows - 1);
    int x0 = ring.width(), x1 = -1;
    for (int y = std::max(0, y0 - 2); y <= std::min(ink_rows - 1, y1); ++y) {
      const auto [first, last] = extents[y];
      if (first < 0) continue;
      x0 = std::min(x0, first);
      x1 = std::max(x1, last + 2);
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

// Marks the cells of one shape. Most cells are far outside or deep inside the ink: one
// distance look-up at a block's centre settles all its cells, and only blocks near the
// outline are tested cell by cell. Blocks are classified when a row first needs them.
// Skipping needs proof that no cell centre of the block is within half a cell diagonal of ink;
// marking a whole block is always safe.
class ShapeRaster {
 public:
  ShapeRaster(const SymbolInk& ink, double width_mm, double height_mm, double cs, double sn,
              bool mirror, double cell_mm, double air_mm, int rx, int ry)
      : ink_(ink),
        w_(2 * rx + 1),
        h_(2 * ry + 1),
        rx_(rx),
        ry_(ry),
        cell_(cell_mm),
        cs_(cs),
        sn_(sn),
        mirror_(mirror ? -1 : 1),
        half_w_(width_mm / 2),
        half_h_(height_mm / 2),
        // Pooled pixels per mm along the box's axes.
        px_x_(ink.source_width / (width_mm * ink.pool)),
        px_y_(ink.source_height / (height_mm * ink.pool)),
        blocks_wide_((w_ + kBlock - 1) / kBlock),
        marked_(w_, h_) {
    const double px = std::max(px_x_, px_y_);
    // The cell's half diagonal, and the air the shape keeps beyond its ink.
    cell_reach_ = (cell_mm * std::numbers::sqrt2 / 2 + air_mm) * px;
    // A sample inside the mask is within half a pixel diagonal of the pixel centre read, and
    // ink fills its pixel up to half a diagonal from that centre. Stored distances round
    // down, so comparing steps with the limit's steps stays safe.
    reach_ = cell_reach_ + kHalfPixel;
    inside_limit_ = static_cast<int>(std::floor((reach_ + kHalfPixel) * SymbolInk::kUnit));
    // Air beyond the fields' cap (text keeps a sixth of its height: 38 pixels of a 320-pixel
    // mask's number) makes may_hold_ink true wherever it samples the mask: such blocks are
    // full without a look at each cell (issue 29: `theme check` of a digits deck spent half
    // its time here).
    saturated_ = inside_limit_ >= std::numeric_limits<uint8_t>::max();
    // Outside the mask the ink is at most the fields' cap (less half a pixel diagonal) beyond
    // the mask's nearest point, so a sample this close to the mask may hold ink (a pixel of
    // slack covers rounding).
    const double cap = std::numeric_limits<uint8_t>::max() / SymbolInk::kUnit;
    sure_reach2_ = cell_reach_ * cell_reach_ - cap * cap - 1;
    half_block_ = (kBlock - 1) / 2.0 * std::numbers::sqrt2 * cell_mm * px;
    // The largest centre field each_cell_marked accepts: the centre's pixel centre is less
    // than (field + 1) / 8 from ink, so every cell's is less than that plus the offsets, which
    // must stay within (inside_limit_ + 1) / 8 (a hair for the steps' rounding).
    const double offsets = 2 * kHalfPixel + half_block_ + 1e-6;
    for (int n = 0; n < std::numeric_limits<uint8_t>::max() &&
                    (n + 1) / SymbolInk::kUnit + offsets <= (inside_limit_ + 1) / SymbolInk::kUnit;
         ++n) {
      marked_near_ = n;
    }
    du_di_ = mirror_ * cs * cell_mm * px_x_;
    dv_di_ = -sn * cell_mm * px_y_;
    // The products sample_at forms, once per column and row of cells and of block centres.
    const int blocks_high = (h_ + kBlock - 1) / kBlock;
    cell_cols_.resize(w_);
    cell_rows_.resize(h_);
    block_cols_.resize(blocks_wide_);
    block_rows_.resize(blocks_high);
    for (int i = 0; i < w_; ++i) cell_cols_[i] = turned(i - rx_);
    for (int j = 0; j < h_; ++j) cell_rows_[j] = turned(j - ry_);
    for (int b = 0; b < blocks_wide_; ++b) block_cols_[b] = turned(b * kBlock + kCentre - rx_);
    for (int b = 0; b < blocks_high; ++b) block_rows_[b] = turned(b * kBlock + kCentre - ry_);
    // Groups of blocks are worth a look only when their bounds can beat the fields' cap: the
    // biggest group whose look-up may settle it.
    for (const int g : {4, 2}) {
      const double half = (g * kBlock - 1) / 2.0 * std::numbers::sqrt2 * cell_mm * px;
      if (half + kGroupMargin + kHalfPixel + cell_reach_ < kUsefulReach) {
        group_ = g;
        group_shift_ = std::countr_zero(static_cast<unsigned>(g));
        half_group_ = half;
        groups_wide_ = (blocks_wide_ + g - 1) / g;
        groups_.assign(static_cast<size_t>(groups_wide_) * ((h_ + g * kBlock - 1) / (g * kBlock)),
                       kUnknown);
        break;
      }
    }
  }

  // Marks the cells that may hold ink, a row of blocks at a time: `range[y]` holds grid row
  // y's first and last cell (offsets from the centre cell) that may be marked, first > last
  // when none. Each block is classified once; full ones are marked a run at a time, mixed ones
  // cell by cell, both only within each row's range.
  void fill(const std::vector<std::pair<int, int>>& range) {
    for (int y0 = 0; y0 < h_; y0 += kBlock) {
      const int y1 = std::min(h_, y0 + kBlock);
      int lo = rx_ + 1, hi = -rx_ - 1;
      for (int y = y0; y < y1; ++y) {
        if (range[y].first > range[y].second) continue;
        lo = std::min(lo, range[y].first);
        hi = std::max(hi, range[y].second);
      }
      if (lo > hi) continue;
      const int by = y0 / kBlock;
      constexpr int kNone = std::numeric_limits<int>::min();
      int full_from = kNone;       // first cell of the current run of full blocks (offset)
      auto flush = [&](int end) {  // marks the run of full blocks up to cell `end` (excluded)
        for (int y = y0; y < y1; ++y) {
          const int a = std::max(full_from, range[y].first), b = std::min(end, range[y].second + 1);
          if (a < b) marked_.set_span(y, a + rx_, b + rx_);
        }
        full_from = kNone;
      };
      for (int b = (lo + rx_) / kBlock; b * kBlock - rx_ <= hi; ++b) {
        const int first = b * kBlock - rx_, last = first + kBlock - 1;
        uint8_t kind = block(b, by);
        // A mixed block whose cells the test below would mark one and all is marked as the
        // full blocks are, in a run with them: the same cells.
        if (kind == kMixed && each_cell_marked(b, by)) kind = kFull;
        if (kind == kFull) {
          if (full_from == kNone) full_from = first;
          continue;
        }
        if (full_from != kNone) flush(first);
        if (kind == kEmpty) continue;
        // The block's cells of a row share a word (blocks start at multiples of 4 columns).
        const int word = (first + rx_) >> 6;
        for (int y = y0; y < y1; ++y) {
          const int from = std::max(first, range[y].first), to = std::min(last, range[y].second);
          if (from > to) continue;
          double u, v;
          sample(cell_cols_[from + rx_], cell_rows_[y], u, v);
          uint64_t bits = 0;
          const double u_end = u + (to - from) * du_di_, v_end = v + (to - from) * dv_di_;
          if (std::min(u, u_end) > kEdge && std::min(v, v_end) > kEdge &&
              std::max(u, u_end) < mask_w_ - kEdge && std::max(v, v_end) < mask_h_ - kEdge) {
            // Every sample lies inside the mask (the row is a segment; the steps' rounding
            // stays far below kEdge): may_hold_ink's first test alone.
            for (int i = from; i <= to; ++i, u += du_di_, v += dv_di_) {
              const int fu = static_cast<int>(u), fv = static_cast<int>(v);
              bits |= uint64_t{near_[at(fu, fv)] <= inside_limit_} << ((i + rx_) & 63);
            }
          } else {
            for (int i = from; i <= to; ++i, u += du_di_, v += dv_di_) {
              bits |= uint64_t{may_hold_ink(u, v)} << ((i + rx_) & 63);
            }
          }
          marked_.row(y)[word] |= bits;
        }
      }
      if (full_from != kNone) flush(hi + 1);
    }
  }

  BitGrid& marked() { return marked_; }

  // The marked cells' bounds; x1 < 0 when none is marked.
  void bounds(int& x0, int& y0, int& x1, int& y1) const {
    const int words = marked_.words_per_row();
    std::vector<uint64_t> any(words, 0);
    x0 = y0 = 0;
    x1 = y1 = -1;
    for (int y = 0; y < h_; ++y) {
      const uint64_t* row = marked_.row(y);
      uint64_t seen = 0;
      for (int k = 0; k < words; ++k) {
        any[k] |= row[k];
        seen |= row[k];
      }
      if (seen == 0) continue;
      if (y1 < 0) y0 = y;
      y1 = y;
    }
    for (int k = 0; k < words; ++k) {
      if (any[k] == 0) continue;
      if (x1 < 0) x0 = k * 64 + std::countr_zero(any[k]);
      x1 = k * 64 + 63 - std::countl_zero(any[k]);
    }
  }

 private:
  static constexpr uint8_t kUnknown = 0, kMixed = 1, kEmpty = 2, kFull = 3;
  static constexpr double kHalfPixel = std::numbers::sqrt2 / 2;
  // Above the largest sqrt(eu * eu + ev * ev) can round to when |eu|, |ev| <= 0.5.
  static constexpr double kMaxPixelOffset = 0.7072;
  // Two pixel centres' offsets, the fields' rounding down and a hair for rounding errors.
  static constexpr double kGroupMargin = 2 * kHalfPixel + 1 / SymbolInk::kUnit + 1e-6;
  // The fields stop at 255 / 8 pixels; groups need their bound well below that to pay.
  static constexpr double kUsefulReach = 24;
  static constexpr double kEdge = 1e-6;  // how far inside the mask a group's corners must be

  static constexpr double kCentre = (kBlock - 1) / 2.0;  // a block's centre from its first cell

  // Offset x (in cells, along either axis) times the cell and the turn's cosine and sine.
  struct Turned {
    double cs, sn;
  };
  Turned turned(double ci) const {
    const double x = ci * cell_;
    return {x * cs_, x * sn_};
  }
  // Mask coordinates (pooled pixels) of the point at column and row offsets given turned: the
  // same operations as sample_at.
  void sample(const Turned& col, const Turned& row, double& u, double& v) const {
    u = (mirror_ * (col.cs + row.sn) + half_w_) * px_x_;
    v = (-col.sn + row.cs + half_h_) * px_y_;
  }
  // Mask coordinates (pooled pixels) of the point (ci, cj) cells from the centre cell's centre.
  void sample_at(double ci, double cj, double& u, double& v) const {
    const double x = ci * cell_, y = cj * cell_;
    u = (mirror_ * (x * cs_ + y * sn_) + half_w_) * px_x_;
    v = (-x * sn_ + y * cs_ + half_h_) * px_y_;
  }

  size_t at(int u, int v) const { return row_at_[v] + column_at_[u]; }

  // The pixel column (row) of the mask nearest coordinate x: clamp(floor(x), 0, n - 1).
  static int clamped_pixel(double x, int n) {
    return x < 0 ? 0 : std::min(static_cast<int>(x), n - 1);
  }

  bool may_hold_ink(double u, double v) const {
    if (u >= 0 && v >= 0) {  // truncation is the floor
      const int fu = static_cast<int>(u), fv = static_cast<int>(v);
      if (fu < mask_w_ && fv < mask_h_) {
        return near_[at(fu, fv)] <= inside_limit_;
      }
    }
    // Outside the mask, q is the mask's point nearest the sample, and the pixel holding q is
    // read: the ink is at least (field - distance from q to that pixel's centre - half a
    // pixel diagonal) away from q. All the ink lies in the mask, on the far side of q from the
    // sample, so the sample's distance to it squared is at least that squared plus the
    // sample's distance to q squared. (Subtracting the sample's distance to the pixel's centre
    // from the field instead marked cells well clear of ink along the mask's sides: with the
    // neighbours' halos, up to a cell more of gap between symbols whose ink nears their box.)
    const double qu = std::clamp(u, 0.0, static_cast<double>(ink_.width));
    const double qv = std::clamp(v, 0.0, static_cast<double>(ink_.height));
    const int pu = clamped_pixel(qu, ink_.width), pv = clamped_pixel(qv, ink_.height);
    const double field = near_[at(pu, pv)] / SymbolInk::kUnit;
    const double tu = u - qu, tv = v - qv;
    const double reach2 = cell_reach_ * cell_reach_;
    auto within = [&](double from_q) { return from_q * from_q + tu * tu + tv * tv <= reach2; };
    // The square root below lies in [0, sqrt(0.5)] (q is at most half a pixel from that
    // centre each way), and the test only grows with from_q, which rounding keeps monotonic:
    // the bounds from_q takes at either end of that range settle most samples without it,
    // with the same answer.
    if (within(std::max(0.0, field - kHalfPixel))) return true;
    if (!within(std::max(0.0, field - kMaxPixelOffset - kHalfPixel))) return false;
    const double eu = qu - (pu + 0.5), ev = qv - (pv + 0.5);
    return within(std::max(0.0, field - std::sqrt(eu * eu + ev * ev) - kHalfPixel));
  }

  // With saturated fields: true when the cells `side` x `side` from offset (i0, j0) all
  // sample within sqrt(sure_reach2_) of the mask (inside it, or outside no farther than that),
  // where may_hold_ink is true whatever the fields hold (or, when sure_reach2_ <= 0, inside the
  // mask by a hair). The distance to the mask (a convex box) is convex, so its largest over
  // the cells is at a corner.
  bool within_air(int i0, int j0, int side) const {
    // The air only just saturates the fields: inside the mask.
    if (sure_reach2_ <= 0) return corners_inside_mask(i0, j0, side);
    return every_corner(i0, j0, side, [&](double u, double v) {
      const double tu = u - std::clamp(u, 0.0, static_cast<double>(mask_w_));
      const double tv = v - std::clamp(v, 0.0, static_cast<double>(mask_h_));
      return tu * tu + tv * tv < sure_reach2_;
    });
  }

  // Whether `holds` is true at the mask coordinates of each corner cell of the side x side
  // cells from (i0, j0).
  template <typename Holds>
  bool every_corner(int i0, int j0, int side, Holds holds) const {
    for (const auto& [ci, cj] : {std::pair{i0, j0},
                                 {i0 + side - 1, j0},
                                 {i0, j0 + side - 1},
                                 {i0 + side - 1, j0 + side - 1}}) {
      double u, v;
      sample_at(ci, cj, u, v);
      if (!holds(u, v)) return false;
    }
    return true;
  }

  // Whether those corners all sample inside the mask, by a hair.
  bool corners_inside_mask(int i0, int j0, int side) const {
    return every_corner(i0, j0, side, [&](double u, double v) {
      return u > kEdge && v > kEdge && u < mask_w_ - kEdge && v < mask_h_ - kEdge;
    });
  }

  uint8_t block(int bx, int by) {
    const uint8_t group = group_ > 0 ? group_kind(bx >> group_shift_, by >> group_shift_) : kMixed;
    return group != kMixed ? group : classify(bx, by);
  }

  // A group of g x g blocks lying wholly on the mask is empty (full) when the look-up at its
  // centre proves every block in it would be classified empty (full) on its own: a block's
  // bound differs from the group's by at most the distance between their centres, the two
  // pixel centres' offsets and the fields' rounding (kGroupMargin), whose sum the group's
  // half diagonal and that margin cover. Else its blocks are classified one by one, so the
  // marks are exactly those without groups.
  uint8_t group_kind(int gx, int gy) {
    uint8_t& kind = groups_[static_cast<size_t>(gy) * groups_wide_ + gx];
    if (kind != kUnknown) return kind;
    kind = kMixed;
    const int side = group_ * kBlock;
    const int i0 = gx * side - rx_, j0 = gy * side - ry_;
    if (!corners_inside_mask(i0, j0, side)) return kind;
    double u, v;
    sample_at(i0 + (side - 1) / 2.0, j0 + (side - 1) / 2.0, u, v);
    const int pu = clamped_pixel(u, ink_.width), pv = clamped_pixel(v, ink_.height);
    const double e = std::sqrt((u - pu - 0.5) * (u - pu - 0.5) + (v - pv - 0.5) * (v - pv - 0.5));
    const size_t at = this->at(pu, pv);
    const double slack = half_group_ + kGroupMargin;
    if (near_[at] / SymbolInk::kUnit - e - kHalfPixel - slack > cell_reach_) {
      kind = kEmpty;
    } else if (inside_[at] / SymbolInk::kUnit - e - kHalfPixel - slack > 0) {
      kind = kFull;
    }
    return kind;
  }

  // True when every cell of block (bx, by) samples the mask and reads a pixel whose field is
  // within inside_limit_: what the cell loop would find, proved from the block centre's pixel.
  // The fields hold floor(8 x the distance between pixel centres to the nearest ink pixel's)
  // (capped), and a cell's pixel centre lies at most a pixel's half diagonal, half the
  // block's diagonal and e (at most another half diagonal on the mask) from that pixel's.
  bool each_cell_marked(int bx, int by) const {
    double u, v;
    sample(block_cols_[bx], block_rows_[by], u, v);
    if (!(u >= 0 && v >= 0 && u < mask_w_ && v < mask_h_)) return false;
    if (near_[at(static_cast<int>(u), static_cast<int>(v))] > marked_near_) return false;
    return corners_inside_mask(bx * kBlock - rx_, by * kBlock - ry_, kBlock);
  }

  uint8_t classify(int bx, int by) const {
    if (saturated_ && within_air(bx * kBlock - rx_, by * kBlock - ry_, kBlock)) return kFull;
    double u, v;
    sample(block_cols_[bx], block_rows_[by], u, v);
    const int pu = clamped_pixel(u, ink_.width), pv = clamped_pixel(v, ink_.height);
    const size_t at = this->at(pu, pv);
    const bool in_mask = u >= 0 && v >= 0 && u < ink_.width && v < ink_.height;
    // Empty when the ink is farther than this from the block's centre by more than e (the
    // centre's distance to the centre of the pixel read), full when this much inside it.
    const double clear = near_[at] / SymbolInk::kUnit - kHalfPixel - half_block_ - cell_reach_;
    const double deep = inside_[at] / SymbolInk::kUnit - kHalfPixel - half_block_;
    // Inside the mask e is at most half a pixel diagonal: most blocks are settled without it.
    if (in_mask) {
      if (clear > kHalfPixel) return kEmpty;
      if (deep > kHalfPixel) return kFull;
      if (clear <= 0 && deep <= 0) return kMixed;
    }
    const double e = std::sqrt((u - pu - 0.5) * (u - pu - 0.5) + (v - pv - 0.5) * (v - pv - 0.5));
    if (clear > e) return kEmpty;
    return in_mask && deep > e ? kFull : kMixed;
  }

  const SymbolInk& ink_;
  const int mask_w_ = ink_.width, mask_h_ = ink_.height;
  const uint8_t *near_ = ink_.near_ink.data(), *inside_ = ink_.inside_ink.data();
  const uint32_t *row_at_ = ink_.row_at.data(), *column_at_ = ink_.column_at.data();
  int w_, h_, rx_, ry_;
  double cell_, cs_, sn_, mirror_, half_w_, half_h_, px_x_, px_y_;
  double cell_reach_ = 0, reach_ = 0, half_block_ = 0, du_di_ = 0, dv_di_ = 0;
  int inside_limit_ = 0;
  int marked_near_ = -1;    // each_cell_marked's bound on the block centre's field (-1: none)
  bool saturated_ = false;  // every sample inside the mask may hold ink
  double sure_reach2_ = 0;  // squared: samples this close to the mask may hold ink (saturated)
  int blocks_wide_;
  int group_ = 0;        // blocks per side of a group; 0: no groups
  int group_shift_ = 0;  // its base-2 logarithm
  std::vector<Turned> cell_cols_, cell_rows_, block_cols_, block_rows_;
  double half_group_ = 0;
  int groups_wide_ = 0;
  std::vector<uint8_t> groups_;
  BitGrid marked_;
};

}  // namespace

SymbolShape rasterise_shape(const SymbolInk& ink, double width_mm, double height_mm,
                            double angle_deg, bool mirror, double cell_mm, double air_mm) {
  SymbolShape shape;
  shape.width_mm = width_mm;
  shape.height_mm = height_mm;
  shape.angle_deg = angle_deg;
  shape.mirror = mirror;

  const double a = angle_deg * std::numbers::pi / 180;
  const double cs = std::cos(a), sn = std::sin(a);
  const double hx = (std::abs(width_mm * cs) + std::abs(height_mm * sn)) / 2;
  const double hy = (std::abs(width_mm * sn) + std::abs(height_mm * cs)) / 2;
  const int rx = static_cast<int>(std::ceil((hx + air_mm) / cell_mm)) + 1;
  const int ry = static_cast<int>(std::ceil((hy + air_mm) / cell_mm)) + 1;

  ShapeRaster raster(ink, width_mm, height_mm, cs, sn, mirror, cell_mm, air_mm, rx, ry);
  std::vector<std::pair<int, int>> range(2 * ry + 1, {1, 0});
  // Only cells whose centre lies in the box grown by the cell's half diagonal can be marked:
  // per row, the x range where both box coordinates stay in range.
  const double grow = cell_mm * std::numbers::sqrt2 / 2 + air_mm;
  const double limit_x = width_mm / 2 + grow, limit_y = height_mm / 2 + grow;
  for (int j = -ry; j <= ry; ++j) {
    const double y = j * cell_mm;
    double lo = -rx * cell_mm, hi = rx * cell_mm;
    clip_slab(cs, y * sn, limit_x, lo, hi);
    clip_slab(-sn, y * cs, limit_y, lo, hi);
    if (hi < lo) continue;
    const int i_lo = std::max(-rx, static_cast<int>(std::floor(lo / cell_mm)));
    const int i_hi = std::min(rx, static_cast<int>(std::ceil(hi / cell_mm)));
    range[j + ry] = {i_lo, i_hi};
  }
  raster.fill(range);
  BitGrid& marked = raster.marked();
  int x0, y0, x1, y1;
  raster.bounds(x0, y0, x1, y1);
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
  const std::vector<std::pair<int, int>> extents = row_extents(shape.ink);
  choose_probes(shape, extents);
  cover_ring(shape, extents);
  return shape;
}

std::vector<std::pair<int, int>> probe_cells(const SymbolInk& ink, double width_mm,
                                             double height_mm, double angle_deg, bool mirror,
                                             double cell_mm, double air_mm) {
  const double a = angle_deg * std::numbers::pi / 180;
  const double cs = std::cos(a), sn = std::sin(a);
  // A hair short of the air: the cell's centre then lies within the marking's reach whatever
  // the rounding.
  const double push = std::max(0.0, air_mm * (1 - 1e-6) - 1e-9);
  std::vector<std::pair<int, int>> cells;
  cells.reserve(ink.probe_points.size());
  for (const auto& [nx, ny] : ink.probe_points) {
    // Box coordinates, flipped first, then turned clockwise (the inverse of rasterise_shape's
    // card-to-box mapping).
    double lx = (mirror ? -nx : nx) * width_mm, ly = ny * height_mm;
    if (push > 0) {
      const double r = std::sqrt(lx * lx + ly * ly);  // not std::hypot: a library call
      if (r > 0) {
        lx += lx / r * push;
        ly += ly / r * push;
      }
    }
    const double x = lx * cs - ly * sn, y = lx * sn + ly * cs;
    // Rounded half away from zero, as std::lround (a library call) would.
    const double cx = x / cell_mm, cy = y / cell_mm;
    cells.emplace_back(static_cast<int>(cx < 0 ? cx - 0.5 : cx + 0.5),
                       static_cast<int>(cy < 0 ? cy - 0.5 : cy + 0.5));
  }
  return cells;
}

Halo shape_halo(const SymbolShape& shape, double radius_cells) {
  const int r = static_cast<int>(std::ceil(radius_cells));
  std::vector<int> half(r + 1, -1);  // half span of the disc per row offset (either sign)
  for (int dy = 0; dy <= r; ++dy) {
    for (int dx = r; dx >= 0; --dx) {
      if (dx * dx + dy * dy < radius_cells * radius_cells) {
        half[dy] = dx;
        break;
      }
    }
  }
  const BitGrid& ink = shape.ink;
  Halo halo;
  halo.cells = BitGrid(ink.width() + 2 * r, ink.height() + 2 * r);
  halo.x = shape.ink_x - r;
  halo.y = shape.ink_y - r;
  // The union of discs around every ink cell is, row by row, each ink row widened by the
  // disc's half span at that row offset. Half spans grow towards the middle row, so one row
  // is widened a cell at a time, from the outermost offsets in.
  const int words = (halo.cells.width() + 63) / 64, ink_words = (ink.width() + 63) / 64;
  const int q = r >> 6, s = r & 63;  // ink column x is halo column x + r
  std::vector<uint64_t> row(words + 1);
  for (int y = 0; y < ink.height(); ++y) {
    const uint64_t* src = ink.row(y);
    int from = ink_words, to = -1;  // the row's words holding ink
    for (int k = 0; k < ink_words; ++k) {
      if (src[k] == 0) continue;
      from = std::min(from, k);
      to = k;
    }
    if (to < 0) continue;
    // Moved r cells right and widened by at most r each way, the row's cells lie in words
    // `from` to `to` + (63 + 2 r) / 64.
    const int lo = from, hi = std::min(words - 1, to + (63 + 2 * r) / 64);
    std::fill(row.begin() + lo, row.begin() + hi + 1, 0);
    for (int k = from; k <= to; ++k) {
      row[q + k] |= src[k] << s;
      if (s != 0) row[q + k + 1] |= src[k] >> (64 - s);
    }
    auto put = [&](int target) {
      uint64_t* out = halo.cells.row(target);
      for (int k = lo; k <= hi; ++k) out[k] |= row[k];
    };
    put(y + r);  // the ink itself, even when the disc is empty
    int grown = 0;
    for (int dy = r; dy >= 0; --dy) {
      if (half[dy] < 0) continue;
      for (; grown < half[dy]; ++grown) {
        uint64_t before = 0;
        for (int k = lo; k <= hi; ++k) {
          const uint64_t here = row[k], after = k < hi ? row[k + 1] : 0;
          row[k] = here | (here << 1) | (before >> 63) | (here >> 1) | (after << 63);
          before = here;
        }
      }
      put(y + r + dy);
      if (dy != 0) put(y + r - dy);
    }
  }
  return halo;
}

}  // namespace spotforge
