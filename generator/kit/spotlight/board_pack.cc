#include "kit/spotlight/board_pack.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>

#include "kit/spotlight/spotlight_plan.h"

namespace spotforge {

namespace {

constexpr double kPi = 3.14159265358979323846;

// Occupancy as bit-packed rows, with a guard word so 64-bit reads at any x stay in range.
class BitRows {
 public:
  BitRows(int width, int height)
      : width_(width),
        height_(height),
        stride_((width + 63) / 64 + 2),
        data_(static_cast<size_t>(stride_) * height, 0) {}
  int width() const { return width_; }
  int height() const { return height_; }
  uint64_t get64(int row, int x) const {
    const uint64_t* r = &data_[static_cast<size_t>(row) * stride_];
    const int w = x >> 6, s = x & 63;
    uint64_t v = r[w] >> s;
    if (s) v |= r[w + 1] << (64 - s);
    return v;
  }
  void set(int x, int y) { data_[static_cast<size_t>(y) * stride_ + (x >> 6)] |= 1ULL << (x & 63); }
  // Sets the pixels x + i of the row for the set bits i of `bits`, but none from the width on
  // (so whole-word reads past the right edge stay clear): a word at a time, not a pixel.
  void or64(int row, int x, uint64_t bits) {
    if (x >= width_) return;
    if (width_ - x < 64) bits &= (1ULL << (width_ - x)) - 1;
    uint64_t* r = &data_[static_cast<size_t>(row) * stride_];
    const int w = x >> 6, s = x & 63;
    r[w] |= bits << s;
    if (s) r[w + 1] |= bits >> (64 - s);
  }
  int stride() const { return stride_; }
  const uint64_t* row(int y) const { return &data_[static_cast<size_t>(y) * stride_]; }

 private:
  int width_, height_, stride_;
  std::vector<uint64_t> data_;
};

// One pose's bitmaps as 64-bit rows: the ink (tested for collisions), the ink grown by the gap
// (stamped into the occupancy) and the ink grown a little more (scored for contact).
struct Frame {
  int width = 0, height = 0, words = 0;
  std::vector<uint64_t> ink, stamp, contact;
  // The contact rows shifted left by s = 0..63 bits into words + 1 words (shifted_contact(s)):
  // a candidate at x reads whole occupancy words from x / 64 on, not 64 unaligned bits.
  std::vector<uint64_t> contact_shifts;
  const uint64_t* shifted_contact(int s) const {
    return &contact_shifts[static_cast<size_t>(s) * height * (words + 1)];
  }
  int ink_pixels = 0;
  int ring_pixels = 1;  // contact pixels outside the stamp: the most contact can score
  // The ink as runs of set pixels per row, for testing a whole row of positions at once.
  struct Run {
    int row = 0, first = 0, length = 0;
  };
  std::vector<Run> runs;
};

std::vector<Frame::Run> ink_runs(const std::vector<uint64_t>& rows, int width, int height,
                                 int words) {
  std::vector<Frame::Run> runs;
  for (int r = 0; r < height; ++r) {
    const uint64_t* row = &rows[static_cast<size_t>(r) * words];
    for (int c = 0; c < width;) {
      if (!((row[c >> 6] >> (c & 63)) & 1ULL)) {
        ++c;
        continue;
      }
      const int first = c;
      while (c < width && ((row[c >> 6] >> (c & 63)) & 1ULL)) ++c;
      runs.push_back({r, first, c - first});
    }
  }
  return runs;
}

// Every pixel within `radius` of a set pixel (dx * dx + dy * dy <= radius * radius), clipped
// to the bitmap. Each row's runs of set pixels are widened by the disc's half-width at each dy,
// the same pixels as stamping the disc on every set pixel at a fraction of the work.
PosedBitmap dilate(const PosedBitmap& src, int radius) {
  PosedBitmap out = src;
  if (radius <= 0) return out;
  std::vector<int> half(2 * radius + 1);
  for (int dy = -radius; dy <= radius; ++dy) {
    int h = 0;
    while ((h + 1) * (h + 1) + dy * dy <= radius * radius) ++h;
    half[dy + radius] = h;
  }
  for (int y = 0; y < src.height; ++y) {
    for (int x = 0; x < src.width;) {
      if (!src.at(x, y)) {
        ++x;
        continue;
      }
      const int first = x;
      while (x < src.width && src.at(x, y)) ++x;
      const int last = x - 1;
      for (int dy = -radius; dy <= radius; ++dy) {
        const int v = y + dy;
        if (v < 0 || v >= src.height) continue;
        const int u0 = std::max(0, first - half[dy + radius]);
        const int u1 = std::min(src.width - 1, last + half[dy + radius]);
        std::fill(out.bits.begin() + static_cast<long>(v) * src.width + u0,
                  out.bits.begin() + static_cast<long>(v) * src.width + u1 + 1, uint8_t{1});
      }
    }
  }
  return out;
}

std::vector<uint64_t> to_words(const PosedBitmap& b, int words) {
  std::vector<uint64_t> rows(static_cast<size_t>(words) * b.height, 0);
  for (int y = 0; y < b.height; ++y) {
    for (int x = 0; x < b.width; ++x) {
      if (b.at(x, y)) rows[static_cast<size_t>(y) * words + (x >> 6)] |= 1ULL << (x & 63);
    }
  }
  return rows;
}

Frame make_frame(const PackItem& item, double rotation, double ppm, int gap_px, int margin) {
  const PosedBitmap ink =
      pose_bitmap(*item.mask, item.width_mm, item.height_mm, rotation, item.mirror, ppm, margin);
  Frame f;
  f.width = ink.width;
  f.height = ink.height;
  f.words = (f.width + 63) / 64;
  f.ink = to_words(ink, f.words);
  // One pixel more than the gap: sampling at pixel centres can miss up to half a pixel of ink
  // on each side.
  f.stamp = to_words(dilate(ink, gap_px + 1), f.words);
  f.contact = to_words(dilate(ink, gap_px + 3), f.words);
  f.ink_pixels = static_cast<int>(std::count(ink.bits.begin(), ink.bits.end(), 1));
  f.runs = ink_runs(f.ink, f.width, f.height, f.words);
  const int shifted_words = f.words + 1;
  f.contact_shifts.assign(static_cast<size_t>(64) * f.height * shifted_words, 0);
  for (int s = 0; s < 64; ++s) {
    uint64_t* out = &f.contact_shifts[static_cast<size_t>(s) * f.height * shifted_words];
    for (int r = 0; r < f.height; ++r) {
      const uint64_t* in = &f.contact[static_cast<size_t>(r) * f.words];
      uint64_t* row = out + static_cast<size_t>(r) * shifted_words;
      for (int w = 0; w < f.words; ++w) {
        row[w] |= in[w] << s;
        if (s) row[w + 1] |= in[w] >> (64 - s);
      }
    }
  }
  int contact_pixels = 0, stamp_pixels = 0;
  for (uint64_t w : f.contact) contact_pixels += std::popcount(w);
  for (uint64_t w : f.stamp) stamp_pixels += std::popcount(w);
  f.ring_pixels = std::max(1, contact_pixels - stamp_pixels);
  return f;
}

bool collides(const BitRows& occ, const Frame& f, int x, int y) {
  for (int r = 0; r < f.height; ++r) {
    for (int w = 0; w < f.words; ++w) {
      const uint64_t m = f.ink[static_cast<size_t>(r) * f.words + w];
      if (m && (m & occ.get64(y + r, x + 64 * w))) return true;
    }
  }
  return false;
}

// out |= in >> shift over rows of `words` words (bit x of the result = bit x + shift of `in`).
void or_shifted(const uint64_t* in, int words, int shift, uint64_t* out) {
  const int q = shift >> 6, b = shift & 63;
  for (int i = 0; i + q < words; ++i) {
    uint64_t v = in[i + q] >> b;
    if (b && i + q + 1 < words) v |= in[i + q + 1] << (64 - b);
    out[i] |= v;
  }
}

// out[i] |= (in >> a)[i] | (in >> b)[i] for the first out_words words (`in` has in_words): a
// run's two windows at once, only over the words holding positions asked about.
void or_two_shifted(const uint64_t* in, int in_words, int a, int b, uint64_t* out, int out_words) {
  const int qa = a >> 6, ra = a & 63, qb = b >> 6, rb = b & 63;
  for (int i = 0; i < out_words; ++i) {
    uint64_t v = 0;
    if (i + qa < in_words) {
      v |= in[i + qa] >> ra;
      if (ra && i + qa + 1 < in_words) v |= in[i + qa + 1] << (64 - ra);
    }
    if (i + qb < in_words) {
      v |= in[i + qb] >> rb;
      if (rb && i + qb + 1 < in_words) v |= in[i + qb + 1] << (64 - rb);
    }
    out[i] |= v;
  }
}

// The occupancy's windows: level k holds, for every pixel x of every row, whether the 2^k
// pixels from x on hold a set one (an OR over [x, x + 2^k)). A window of any length is then
// two of them: [x, x + n) = [x, x + 2^k) | [x + n - 2^k, x + n) with 2^k <= n < 2^(k + 1).
class Windows {
 public:
  explicit Windows(const BitRows& occ) : occ_(occ) {}
  // Level k's row y (occ.stride() words), made with every level below it when first asked for.
  const uint64_t* row(int k, int y) {
    const int words = occ_.stride();
    const size_t level_words = static_cast<size_t>(words) * occ_.height();
    while (static_cast<int>(levels_.size()) < k) {
      const int made = static_cast<int>(levels_.size()) + 1;
      const uint64_t* below =
          made == 1 ? occ_.row(0) : levels_[static_cast<size_t>(made) - 2].data();
      std::vector<uint64_t> level(below, below + level_words);
      for (int r = 0; r < occ_.height(); ++r) {
        or_shifted(&below[static_cast<size_t>(r) * words], words, 1 << (made - 1),
                   &level[static_cast<size_t>(r) * words]);
      }
      levels_.push_back(std::move(level));
    }
    return k == 0 ? occ_.row(y)
                  : &levels_[static_cast<size_t>(k) - 1][static_cast<size_t>(y) * words];
  }

 private:
  const BitRows& occ_;
  std::vector<std::vector<uint64_t>> levels_;  // levels 1, 2, ...
};

// Every top-left x at row y where the frame's ink would touch the occupancy: bit x of `blocked`
// (occ.stride() words). The same answer as collides() at every x, for a whole row at once: each
// ink run [first, first + length) of frame row r blocks x where occupancy row y + r has a set
// bit in [x + first, x + first + length), two windows of the occupancy's. Positions from
// `x0` to `x1` are the ones asked about: once all of them are blocked the other runs can't
// unblock any (most rows of a crowded region, and every row of an item that no longer fits).
void blocked_row(const BitRows& occ, Windows& windows, const Frame& f, int y, int x0, int x1,
                 std::vector<uint64_t>& blocked) {
  const int words = occ.stride();
  const int w0 = x0 >> 6, w1 = x1 >> 6;
  blocked.assign(static_cast<size_t>(w1) + 1, 0);  // the words past x1 are never read
  const uint64_t first_mask = ~0ULL << (x0 & 63);
  const uint64_t last_mask = (x1 & 63) == 63 ? ~0ULL : (1ULL << ((x1 & 63) + 1)) - 1;
  int since_check = 0;
  for (const Frame::Run& run : f.runs) {
    const int k = std::bit_width(static_cast<unsigned>(run.length)) - 1;
    const uint64_t* level = windows.row(k, y + run.row);
    or_two_shifted(level, words, run.first, run.first + run.length - (1 << k), blocked.data(),
                   w1 + 1);
    if (++since_check < 4) continue;
    since_check = 0;
    bool all = true;
    for (int w = w0; w <= w1 && all; ++w) {
      uint64_t need = ~0ULL;
      if (w == w0) need &= first_mask;
      if (w == w1) need &= last_mask;
      all = (blocked[w] & need) == need;
    }
    if (all) return;
  }
}

// With the processor's popcnt where it has one (every x86-64 since 2008): built for plain
// x86-64, std::popcount is a library call, and this count a tenth of the packing's time.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
__attribute__((target_clones("popcnt", "default")))
#endif
int contact(const BitRows& occ, const Frame& f, int x, int y) {
  int n = 0;
  const int shifted_words = f.words + 1;
  const uint64_t* mask = f.shifted_contact(x & 63);
  for (int r = 0; r < f.height; ++r) {
    const uint64_t* m = mask + static_cast<size_t>(r) * shifted_words;
    const uint64_t* o = occ.row(y + r) + (x >> 6);
    for (int w = 0; w < shifted_words; ++w) n += std::popcount(m[w] & o[w]);
  }
  return n;
}

void stamp(BitRows& occ, const Frame& f, int x, int y) {
  for (int r = 0; r < f.height; ++r) {
    for (int w = 0; w < f.words; ++w) {
      const uint64_t m = f.stamp[static_cast<size_t>(r) * f.words + w];
      if (m) occ.or64(y + r, x + 64 * w, m);
    }
  }
}

struct Spot {
  int x = 0, y = 0;
};

// Brings a summed-area table (w + 1 by h + 1) up to date after pixels changed only in rows
// [v0, v1) from column u0 on: those rows are summed again by `row_sum(v, u0, sat_row_above,
// sat_row)`, and every row below them just gains what the last of them gained (their own pixels
// are unchanged), an addition per column instead of a pass along the row.
template <typename RowSum>
void resum(std::vector<int>& sat, int w, int h, int u0, int v0, int v1, RowSum row_sum) {
  const size_t stride = static_cast<size_t>(w) + 1;
  u0 = std::clamp(u0, 0, w);
  v0 = std::clamp(v0, 0, h);
  v1 = std::clamp(v1, v0, h);
  const std::vector<int> before(sat.begin() + static_cast<long>(v1 * stride + u0),
                                sat.begin() + static_cast<long>((v1 + 1) * stride));
  for (int v = v0; v < v1; ++v) row_sum(v, u0, &sat[v * stride], &sat[(v + 1) * stride]);
  std::vector<int> gain(before.size());
  for (size_t i = 0; i < gain.size(); ++i) gain[i] = sat[v1 * stride + u0 + i] - before[i];
  for (int v = v1 + 1; v <= h; ++v) {
    int* row = &sat[v * stride + u0];
    for (size_t i = 0; i < gain.size(); ++i) row[i] += gain[i];
  }
}

// Summed-area table of the placed ink (walls excluded), for the crowding around a spot.
class InkDensity {
 public:
  InkDensity(int width, int height)
      : w_(width), h_(height), ink_(static_cast<size_t>(width) * height, 0) {}
  void add(const Frame& f, int x, int y) {
    set_ink(f, x, y);
    sum(x, y, y + f.height);
  }
  // The frame's ink set, the sums not yet updated (sum() after a batch: one pass, not one per
  // frame).
  void set_ink(const Frame& f, int x, int y) {
    for (int r = 0; r < f.height && y + r < h_; ++r) {
      const int v = y + r;
      for (int w = 0; w < f.words; ++w) {  // the set bits only
        uint64_t word = f.ink[static_cast<size_t>(r) * f.words + w];
        for (; word; word &= word - 1) {
          const int u = x + 64 * w + std::countr_zero(word);
          if (u < w_) ink_[static_cast<size_t>(v) * w_ + u] = 1;
        }
      }
    }
  }
  // The sums after ink was set only in rows [y, end) from column x on.
  void sum(int x = 0, int y = 0, int end = std::numeric_limits<int>::max()) {
    // Only the rows from the frame's top down change (the rows above sum nothing of it), and
    // in them only the columns from its left edge on: the sums left of it start each row.
    if (sat_.empty()) sat_.assign(static_cast<size_t>(w_ + 1) * (h_ + 1), 0);
    resum(sat_, w_, h_, x, y, end, [&](int v, int u0, const int* above, int* sums) {
      int row = sums[u0] - above[u0];
      const uint8_t* ink = &ink_[static_cast<size_t>(v) * w_];
      for (int u = u0; u < w_; ++u) {
        row += ink[u];
        sums[u + 1] = above[u + 1] + row;
      }
    });
  }
  // Ink share of the square of half-side `half` around (cx, cy), clipped to the grid.
  double around(int cx, int cy, int half) const {
    if (sat_.empty()) return 0;
    const int x0 = std::max(0, cx - half), y0 = std::max(0, cy - half);
    const int x1 = std::min(w_, cx + half), y1 = std::min(h_, cy + half);
    if (x1 <= x0 || y1 <= y0) return 0;
    auto at = [&](int u, int v) { return sat_[static_cast<size_t>(v) * (w_ + 1) + u]; };
    const int sum = at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
    return static_cast<double>(sum) / ((x1 - x0) * (y1 - y0));
  }

 private:
  int w_, h_;
  std::vector<uint8_t> ink_;
  std::vector<int> sat_;
};

// Summed-area table of the occupancy's set pixels: how many lie in a frame's box, a bound on
// the contact a frame there can score (contact counts set pixels under part of the box).
class OccupancyCounts {
 public:
  explicit OccupancyCounts(const BitRows& occ)
      : w_(occ.width()), h_(occ.height()), sat_(static_cast<size_t>(w_ + 1) * (h_ + 1), 0) {
    update(occ, 0, 0);
  }
  // After pixels were set only in rows [y, end) from column x on.
  void update(const BitRows& occ, int x, int y, int end = std::numeric_limits<int>::max()) {
    resum(sat_, w_, h_, x, y, end, [&](int v, int u0, const int* above, int* sums) {
      const uint64_t* bits = occ.row(v);
      int row = sums[u0] - above[u0];
      for (int u = u0; u < w_; ++u) {
        row += static_cast<int>((bits[u >> 6] >> (u & 63)) & 1ULL);
        sums[u + 1] = above[u + 1] + row;
      }
    });
  }
  // Set pixels in [x, x + w) x [y, y + h), clipped to the grid.
  int count(int x, int y, int w, int h) const {
    const int x0 = std::clamp(x, 0, w_), y0 = std::clamp(y, 0, h_);
    const int x1 = std::clamp(x + w, 0, w_), y1 = std::clamp(y + h, 0, h_);
    return at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
  }

 private:
  int at(int u, int v) const { return sat_[static_cast<size_t>(v) * (w_ + 1) + u]; }
  int w_, h_;
  std::vector<int> sat_;
};

}  // namespace

PosedBitmap pose_bitmap(const InkMask& mask, double width_mm, double height_mm, double rotation_deg,
                        bool mirror, double px_per_mm, int grow_px) {
  const double a = rotation_deg * kPi / 180, c = std::cos(a), s = std::sin(a);
  const double bw = std::abs(width_mm * c) + std::abs(height_mm * s);
  const double bh = std::abs(width_mm * s) + std::abs(height_mm * c);
  PosedBitmap b;
  b.width = static_cast<int>(std::ceil(bw * px_per_mm)) + 1 + 2 * grow_px;
  b.height = static_cast<int>(std::ceil(bh * px_per_mm)) + 1 + 2 * grow_px;
  b.bits.assign(static_cast<size_t>(b.width) * b.height, 0);
  if (mask.width <= 0 || mask.height <= 0) return b;
  // Undo the clockwise rotation (y down), then the mirror: x = px c + py s, y = -px s + py c,
  // each product taken once per column or row (the same sums, bit for bit).
  std::vector<double> px_c(b.width), px_s(b.width);
  for (int i = 0; i < b.width; ++i) {
    const double px = (i + 0.5 - b.width / 2.0) / px_per_mm;
    px_c[i] = px * c;
    px_s[i] = -px * s;
  }
  for (int j = 0; j < b.height; ++j) {
    const double py = (j + 0.5 - b.height / 2.0) / px_per_mm;
    const double py_s = py * s, py_c = py * c;
    for (int i = 0; i < b.width; ++i) {
      double x = px_c[i] + py_s;
      const double y = px_s[i] + py_c;
      if (mirror) x = -x;
      const int mu = static_cast<int>(std::floor((x / width_mm + 0.5) * mask.width));
      const int mv = static_cast<int>(std::floor((y / height_mm + 0.5) * mask.height));
      if (mu < 0 || mv < 0 || mu >= mask.width || mv >= mask.height) continue;
      if (mask.at(mu, mv) >= 64) b.bits[static_cast<size_t>(j) * b.width + i] = 1;
    }
  }
  return b;
}

std::vector<uint8_t> blocked_positions(const PosedBitmap& occupancy, const PosedBitmap& item) {
  BitRows occ(occupancy.width, occupancy.height);
  for (int y = 0; y < occupancy.height; ++y) {
    for (int x = 0; x < occupancy.width; ++x) {
      if (occupancy.at(x, y)) occ.set(x, y);
    }
  }
  Frame f;
  f.width = item.width;
  f.height = item.height;
  f.words = (f.width + 63) / 64;
  f.ink = to_words(item, f.words);
  f.runs = ink_runs(f.ink, f.width, f.height, f.words);
  const int rows = std::max(0, occupancy.height - item.height + 1);
  std::vector<uint8_t> out(static_cast<size_t>(occupancy.width) * rows, 0);
  std::vector<uint64_t> blocked;
  Windows windows(occ);
  for (int y = 0; y < rows; ++y) {
    blocked_row(occ, windows, f, y, 0, occupancy.width - 1, blocked);
    for (int x = 0; x < occupancy.width; ++x) {
      out[static_cast<size_t>(y) * occupancy.width + x] = (blocked[x >> 6] >> (x & 63)) & 1ULL;
    }
  }
  return out;
}

namespace {

// The squared distance (in pixels) from every pixel of a w x h grid to the nearest set pixel
// is Felzenszwalb and Huttenlocher's two passes of lower parabolas: this is the first (down the
// columns), RowPass the second. The first, on a 0/1 grid, is the squared distance to the
// column's nearest set pixel, or kFar in a column without one: found by two sweeps along the rows,
// in integers (the parabolas' meeting points there are exact halves, so the double pass gave these
// very values, at twice the cost and a transposed walk through memory).
std::vector<double> column_distances(const std::vector<uint8_t>& set, int w, int h) {
  constexpr double kFar = 1e12;
  std::vector<double> d(set.size());
  if (w <= 0 || h <= 0) return d;
  constexpr int kNone = std::numeric_limits<int>::max();
  std::vector<int> gap(set.size());  // rows to the column's nearest set pixel at or above
  std::vector<int> last(w, -1);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const size_t i = static_cast<size_t>(y) * w + x;
      if (set[i]) last[x] = y;
      gap[i] = last[x] < 0 ? kNone : y - last[x];
    }
  }
  std::fill(last.begin(), last.end(), -1);
  for (int y = h - 1; y >= 0; --y) {
    for (int x = 0; x < w; ++x) {
      const size_t i = static_cast<size_t>(y) * w + x;
      if (set[i]) last[x] = y;
      const int g = std::min(gap[i], last[x] < 0 ? kNone : last[x] - y);
      d[i] = g == kNone ? kFar : static_cast<double>(g) * g;
    }
  }
  return d;
}

// The second pass along one row of w (in place), on buffers kept from row to row.
class RowPass {
 public:
  explicit RowPass(int w) : w_(w), f(w), zn(static_cast<size_t>(w) + 1), zd(zn.size()), v(w) {}
  // The meeting points are kept as fractions zn / zd (zd > 0) of 64-bit integers (the squared
  // distances are whole, kFar included) and compared by cross-multiplying: the exact lower
  // envelope, without a division per parabola. Its values are the exact minima, as were the
  // double pass's (its rounding never moved a meeting point past a whole pixel).
  void operator()(double* row) {
    const int w = w_;
    for (int q = 0; q < w; ++q) f[q] = static_cast<int64_t>(row[q]) + int64_t{q} * q;
    int k = 0;
    v[0] = 0;
    for (int q = 1; q < w; ++q) {
      // z[0] is minus infinity: the first parabola left is never passed over.
      int64_t sn = f[q] - f[v[k]], sd = 2 * int64_t{q - v[k]};
      while (k > 0 && sn * zd[k] <= zn[k] * sd) {
        --k;
        sn = f[q] - f[v[k]];
        sd = 2 * int64_t{q - v[k]};
      }
      v[++k] = q;
      zn[k] = sn;
      zd[k] = sd;
    }
    const int last = k;  // z[last + 1] is plus infinity
    k = 0;
    for (int q = 0; q < w; ++q) {
      while (k < last && zn[k + 1] < q * zd[k + 1]) ++k;
      const int64_t dq = q - v[k];
      row[q] = static_cast<double>(dq * dq + f[v[k]] - int64_t{v[k]} * v[k]);
    }
  }

 private:
  int w_;
  std::vector<int64_t> f, zn, zd;  // f: the row's values plus q * q
  std::vector<int> v;
};

// The largest empty disc, row by row; when `enough` is given, the first disc at least that
// wide is returned as soon as its row is done (the caller only asks whether one is).
EmptyDisc largest_empty_disc_until(const std::vector<uint8_t>& ink, int width, int height,
                                   double enough) {
  EmptyDisc best;
  if (width <= 0 || height <= 0) return best;
  std::vector<double> d = column_distances(ink, width, height);
  RowPass row_pass(width);
  double best_r = -1;
  for (int y = 0; y < height; ++y) {
    double* row = &d[static_cast<size_t>(y) * width];
    row_pass(row);
    for (int x = 0; x < width; ++x) {
      // The walls bound a disc as ink does: half a pixel beyond the outer pixels.
      const double wall = std::min({x + 0.5, y + 0.5, width - x - 0.5, height - y - 0.5});
      const double r = std::min(std::sqrt(row[x]), wall);
      if (r > best_r) {
        best_r = r;
        best = {x, y, r};
      }
    }
    if (best_r >= enough) return best;
  }
  return best;
}

}  // namespace

EmptyDisc largest_empty_disc(const std::vector<uint8_t>& ink, int width, int height) {
  return largest_empty_disc_until(ink, width, height, std::numeric_limits<double>::infinity());
}

double largest_empty_disc_mm(const BoardRect& region, const std::vector<PlacedInk>& inks,
                             double px_per_mm) {
  const int w = static_cast<int>(std::floor(region.width * px_per_mm));
  const int h = static_cast<int>(std::floor(region.height * px_per_mm));
  std::vector<uint8_t> grid(static_cast<size_t>(std::max(0, w)) * std::max(0, h), 0);
  for (const PlacedInk& p : inks) {
    const PosedBitmap b =
        pose_bitmap(*p.mask, p.width_mm, p.height_mm, p.rotation_deg, p.mirror, px_per_mm, 0);
    // Pixel centres of the bitmap sit at (i + 0.5 - width/2) / ppm from the copy's centre.
    const double left = (p.x_mm - region.x) * px_per_mm - b.width / 2.0;
    const double top = (p.y_mm - region.y) * px_per_mm - b.height / 2.0;
    for (int j = 0; j < b.height; ++j) {
      for (int i = 0; i < b.width; ++i) {
        if (!b.at(i, j)) continue;
        const int u = static_cast<int>(std::floor(left + i + 0.5));
        const int v = static_cast<int>(std::floor(top + j + 0.5));
        if (u >= 0 && v >= 0 && u < w && v < h) grid[static_cast<size_t>(v) * w + u] = 1;
      }
    }
  }
  return 2 * largest_empty_disc(grid, w, h).radius_px / px_per_mm;
}

namespace {

// One region being packed: the walled occupancy, the placed items and the crowding around them.
class Packer {
 public:
  Packer(const BoardRect& region, const std::vector<PackItem>& items, const PackOptions& options,
         std::uint64_t seed)
      : region_(region),
        items_(items),
        options_(options),
        rng_(seed),
        ppm_(options.px_per_mm),
        gap_px_(static_cast<int>(std::ceil(options.gap_mm * ppm_))),
        margin_(gap_px_ + 3),
        pad_(margin_ + 1),
        rw_(static_cast<int>(std::floor(region.width * ppm_))),
        rh_(static_cast<int>(std::floor(region.height * ppm_))),
        walls_(walled_grid()),
        occ_(walls_),
        occ_counts_(occ_),
        density_(occ_.width(), occ_.height()),
        placed_(items.size()) {}

  // Places every item, biggest first; false when one finds no free spot.
  bool place_all() {
    for (int index : biggest_first()) {
      if (!place(index)) return false;
    }
    return true;
  }

  // Moves items out of the crowd into the largest empty patch while that makes it smaller.
  void spread_out() {
    // After a move, the hole it left is the next largest hole (the same placements): one
    // distance transform per move saved.
    EmptyDisc hole = largest_hole();
    for (int move = 0; move < options_.spread_moves; ++move) {
      if (2 * hole.radius_px / ppm_ <= options_.spread_hole_mm) return;
      if (!move_into(&hole)) return;
    }
  }

  PackResult result() const {
    PackResult result;
    long ink_total = 0;
    for (size_t i = 0; i < placed_.size(); ++i) {
      const Placed& p = placed_[i];
      const double cx = p.x + p.frame.width / 2.0, cy = p.y + p.frame.height / 2.0;
      result.items.push_back({items_[i].id, region_.x + (cx - pad_) / ppm_,
                              region_.y + (cy - pad_) / ppm_, p.rotation, items_[i].mirror});
      ink_total += p.frame.ink_pixels;
    }
    result.ink_coverage =
        rw_ > 0 && rh_ > 0 ? static_cast<double>(ink_total) / (static_cast<long>(rw_) * rh_) : 0;
    return result;
  }

 private:
  struct Placed {
    Frame frame;
    int x = 0, y = 0;  // the frame's top-left in grid pixels
    double rotation = 0;
    bool set = false;
  };

  // The walls count as occupied: nothing crosses them and snug spots along them score.
  BitRows walled_grid() const {
    BitRows occ(rw_ + 2 * pad_, rh_ + 2 * pad_);
    for (int y = 0; y < occ.height(); ++y) {
      for (int x = 0; x < occ.width(); ++x) {
        if (x < pad_ || y < pad_ || x >= pad_ + rw_ || y >= pad_ + rh_) occ.set(x, y);
      }
    }
    return occ;
  }

  std::vector<int> biggest_first() const {
    std::vector<int> order(items_.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return items_[a].width_mm * items_[a].height_mm > items_[b].width_mm * items_[b].height_mm;
    });
    return order;
  }

  double rotation_for(const PackItem& item, int attempt) {
    return attempt == 0 ? item.rotation_deg
                        : std::fmod(item.rotation_deg + rng_.uniform(20, 340), 360);
  }

  // The centres of the placed copies of the item's group (character), but the item itself.
  std::vector<Spot> twin_centres(int index) const {
    std::vector<Spot> centres;
    for (size_t j = 0; j < placed_.size(); ++j) {
      const Placed& p = placed_[j];
      if (!p.set || static_cast<int>(j) == index || items_[j].group != items_[index].group) {
        continue;
      }
      centres.push_back({static_cast<int>(p.x + p.frame.width / 2.0),
                         static_cast<int>(p.y + p.frame.height / 2.0)});
    }
    return centres;
  }

  // One of `twins` closer than the group distance to a frame at (x, y).
  bool near_any(const std::vector<Spot>& twins, const Frame& f, int x, int y) const {
    const double min_dist_px = options_.group_distance_mm * ppm_;
    // dx and dy are whole or half pixels: their squares and sum are exact. Only a sum within
    // a billionth of the limit is left to hypot (whose error is an ulp), so the answer is
    // hypot's at a fraction of its cost (a tenth of the packing's time).
    const double surely_near = min_dist_px * min_dist_px * (1 - 1e-9);
    const double surely_far = min_dist_px * min_dist_px * (1 + 1e-9);
    const double cx = x + f.width / 2.0, cy = y + f.height / 2.0;
    for (const Spot& t : twins) {
      const double dx = t.x - cx, dy = t.y - cy, d2 = dx * dx + dy * dy;
      if (d2 < surely_near) return true;
      if (d2 > surely_far) continue;
      if (std::hypot(dx, dy) < min_dist_px) return true;
    }
    return false;
  }

  // A copy of the item's group (character) closer than the group distance to a frame at (x, y).
  bool near_twin(int index, const Frame& f, int x, int y) const {
    return near_any(twin_centres(index), f, x, y);
  }

  // The frame's ink box inside the region at (x, y).
  bool inside(const Frame& f, int x, int y) const {
    const int ink_w = f.width - 2 * margin_, ink_h = f.height - 2 * margin_;
    return x >= pad_ - margin_ && y >= pad_ - margin_ && x <= pad_ + rw_ - margin_ - ink_w &&
           y <= pad_ + rh_ - margin_ - ink_h;
  }

  // Every position where the frame fits, row by row, left to right.
  std::vector<Spot> free_spots(int index, const Frame& f) const {
    std::vector<Spot> spots;
    const int ink_w = f.width - 2 * margin_, ink_h = f.height - 2 * margin_;
    const int x0 = pad_ - margin_, x1 = pad_ + rw_ - margin_ - ink_w;
    if (x1 < x0) return spots;
    std::vector<uint64_t> blocked;
    Windows windows(occ_);
    // Looked up once, not for every free position (a third of the packing's time went to
    // scanning every placed copy for the few of the same character).
    const std::vector<Spot> twins = twin_centres(index);
    for (int y = pad_ - margin_; y <= pad_ + rh_ - margin_ - ink_h; ++y) {
      blocked_row(occ_, windows, f, y, x0, x1, blocked);
      // The free positions a word at a time, in order: most words of a crowded region are
      // wholly blocked and cost one test.
      for (int w = x0 >> 6; w <= x1 >> 6; ++w) {
        uint64_t free = ~blocked[w];
        if (w == x0 >> 6) free &= ~0ULL << (x0 & 63);
        if (w == x1 >> 6 && (x1 & 63) != 63) free &= (1ULL << ((x1 & 63) + 1)) - 1;
        for (; free; free &= free - 1) {
          const int x = 64 * w + std::countr_zero(free);
          if (!near_any(twins, f, x, y)) spots.push_back({x, y});
        }
      }
    }
    return spots;
  }

  // Scores a sample of the free spots; the snuggest, least crowded wins (jitter breaks ties
  // differently on every board). The first items go to a random spot.
  Spot choose_spot(std::vector<Spot>& spots, const Frame& f) {
    const int n = static_cast<int>(spots.size());
    const int scored = std::min(n, options_.scored_candidates);
    for (int i = 0; i < scored; ++i) std::swap(spots[i], spots[i + rng_.below(n - i)]);
    if (placed_count_ < options_.random_first) return spots[0];  // random: shuffled
    const int half_window = static_cast<int>(options_.spread_window_mm * ppm_ / 2);
    double best = -1e9;
    Spot best_spot = spots[0];
    for (int i = 0; i < scored; ++i) {
      const int cx = spots[i].x + f.width / 2, cy = spots[i].y + f.height / 2;
      const double crowd = options_.spread * density_.around(cx, cy, half_window);
      const double jitter = 0.02 * rng_.uniform();
      // The contact is at most the set pixels in the frame's box: when even that can't beat
      // the best, the count is skipped (two spots in three; the same choice, as each step of
      // the score only grows with the contact).
      const int most = occ_counts_.count(spots[i].x, spots[i].y, f.width, f.height);
      if (static_cast<double>(most) / f.ring_pixels - crowd + jitter <= best) continue;
      const double snug =
          static_cast<double>(contact(occ_, f, spots[i].x, spots[i].y)) / f.ring_pixels;
      const double score = snug - crowd + jitter;
      if (score > best) {
        best = score;
        best_spot = spots[i];
      }
    }
    return best_spot;
  }

  bool place(int index) {
    const PackItem& item = items_[index];
    for (int attempt = 0; attempt < options_.rotations_tried; ++attempt) {
      const double rotation = rotation_for(item, attempt);
      Frame f = make_frame(item, rotation, ppm_, gap_px_, margin_);
      std::vector<Spot> spots = free_spots(index, f);
      if (spots.empty()) continue;
      const Spot spot = choose_spot(spots, f);
      stamp(occ_, f, spot.x, spot.y);
      occ_counts_.update(occ_, spot.x, spot.y, spot.y + f.height);
      density_.add(f, spot.x, spot.y);
      placed_[index] = {std::move(f), spot.x, spot.y, rotation, true};
      ++placed_count_;
      return true;
    }
    return false;
  }

  // The ink of every placed item (but `skip`) on the grid, walls outside.
  std::vector<uint8_t> ink_grid(int skip = -1) const {
    std::vector<uint8_t> grid(static_cast<size_t>(rw_) * rh_, 0);
    for (size_t i = 0; i < placed_.size(); ++i) {
      if (static_cast<int>(i) == skip) continue;
      const Placed& p = placed_[i];
      for (int r = 0; r < p.frame.height; ++r) {
        const int v = p.y + r - pad_;
        if (v < 0 || v >= rh_) continue;
        // The set bits only (a copy's frame is mostly margin and background).
        for (int w = 0; w < p.frame.words; ++w) {
          uint64_t word = p.frame.ink[static_cast<size_t>(r) * p.frame.words + w];
          for (; word; word &= word - 1) {
            const int u = p.x + 64 * w + std::countr_zero(word) - pad_;
            if (u >= 0 && u < rw_) grid[static_cast<size_t>(v) * rw_ + u] = 1;
          }
        }
      }
    }
    return grid;
  }

  // The largest hole; with `enough`, possibly an earlier one at least that wide.
  EmptyDisc largest_hole(double enough = std::numeric_limits<double>::infinity()) const {
    return largest_empty_disc_until(ink_grid(), rw_, rh_, enough);
  }

  // The occupancy of every placed item but `skip`.
  BitRows occupancy_without(int skip) const {
    BitRows occ = walls_;
    for (size_t i = 0; i < placed_.size(); ++i) {
      if (static_cast<int>(i) != skip) stamp(occ, placed_[i].frame, placed_[i].x, placed_[i].y);
    }
    return occ;
  }

  // The items from the most crowded places first.
  std::vector<int> crowded_first() const {
    const int half_window = static_cast<int>(options_.spread_window_mm * ppm_ / 2);
    std::vector<std::pair<double, int>> crowd;
    for (size_t i = 0; i < placed_.size(); ++i) {
      const Placed& p = placed_[i];
      crowd.push_back(
          {-density_.around(p.x + p.frame.width / 2, p.y + p.frame.height / 2, half_window),
           static_cast<int>(i)});
    }
    std::sort(crowd.begin(), crowd.end());
    std::vector<int> order;
    for (const auto& c : crowd) order.push_back(c.second);
    return order;
  }

  // Moves the first item (from the crowd) that fits at the hole's centre and leaves a smaller
  // largest hole behind, *hole becoming that smaller one; false when none does.
  bool move_into(EmptyDisc* hole) {
    for (int index : crowded_first()) {
      const Placed& was = placed_[index];
      const int x = hole->x + pad_ - was.frame.width / 2;
      const int y = hole->y + pad_ - was.frame.height / 2;
      // The cheap tests first: the occupancy without the item is only made for frames inside
      // the region and away from their twins.
      if (!inside(was.frame, x, y) || near_twin(index, was.frame, x, y)) continue;
      if (collides(occupancy_without(index), was.frame, x, y)) continue;
      Placed moved = was;
      moved.x = x;
      moved.y = y;
      std::swap(placed_[index], moved);
      // A hole as wide as the limit settles it: the move doesn't help (most tries end early).
      const double limit = hole->radius_px - 0.5;
      const EmptyDisc left = largest_hole(limit);
      if (left.radius_px < limit) {
        *hole = left;
        occ_ = occupancy_without(-1);
        occ_counts_ = OccupancyCounts(occ_);
        density_ = InkDensity(occ_.width(), occ_.height());
        for (const Placed& p : placed_) density_.set_ink(p.frame, p.x, p.y);
        density_.sum();
        return true;
      }
      std::swap(placed_[index], moved);  // no better: put it back
    }
    return false;
  }

  const BoardRect& region_;
  const std::vector<PackItem>& items_;
  const PackOptions& options_;
  SpotRng rng_;
  double ppm_;
  int gap_px_, margin_, pad_, rw_, rh_;
  BitRows walls_;  // the walled empty grid
  BitRows occ_;
  OccupancyCounts occ_counts_;
  InkDensity density_;
  std::vector<Placed> placed_;  // by item index
  int placed_count_ = 0;
};

}  // namespace

std::optional<PackResult> pack_region(const BoardRect& region, const std::vector<PackItem>& items,
                                      const PackOptions& options, std::uint64_t seed) {
  Packer packer(region, items, options, seed);
  if (!packer.place_all()) return std::nullopt;
  packer.spread_out();
  return packer.result();
}

}  // namespace spotforge
