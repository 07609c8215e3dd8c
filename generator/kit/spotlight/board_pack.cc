#include "kit/spotlight/board_pack.h"

#include <algorithm>
#include <bit>
#include <cmath>
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

 private:
  int width_, height_, stride_;
  std::vector<uint64_t> data_;
};

// One pose's bitmaps as 64-bit rows: the ink (tested for collisions), the ink grown by the gap
// (stamped into the occupancy) and the ink grown a little more (scored for contact).
struct Frame {
  int width = 0, height = 0, words = 0;
  std::vector<uint64_t> ink, stamp, contact;
  int ink_pixels = 0;
  int ring_pixels = 1;  // contact pixels outside the stamp: the most contact can score
};

PosedBitmap dilate(const PosedBitmap& src, int radius) {
  PosedBitmap out = src;
  if (radius <= 0) return out;
  std::vector<std::pair<int, int>> disk;
  for (int dy = -radius; dy <= radius; ++dy) {
    for (int dx = -radius; dx <= radius; ++dx) {
      if (dx * dx + dy * dy <= radius * radius) disk.emplace_back(dx, dy);
    }
  }
  for (int y = 0; y < src.height; ++y) {
    for (int x = 0; x < src.width; ++x) {
      if (!src.at(x, y)) continue;
      for (auto [dx, dy] : disk) {
        const int u = x + dx, v = y + dy;
        if (u >= 0 && v >= 0 && u < src.width && v < src.height) {
          out.bits[static_cast<size_t>(v) * src.width + u] = 1;
        }
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

int contact(const BitRows& occ, const Frame& f, int x, int y) {
  int n = 0;
  for (int r = 0; r < f.height; ++r) {
    for (int w = 0; w < f.words; ++w) {
      const uint64_t m = f.contact[static_cast<size_t>(r) * f.words + w];
      if (m) n += std::popcount(m & occ.get64(y + r, x + 64 * w));
    }
  }
  return n;
}

void stamp(BitRows& occ, const Frame& f, int x, int y) {
  for (int r = 0; r < f.height; ++r) {
    for (int w = 0; w < f.words; ++w) {
      uint64_t m = f.stamp[static_cast<size_t>(r) * f.words + w];
      while (m) {
        const int bit = std::countr_zero(m);
        m &= m - 1;
        const int u = x + 64 * w + bit;
        if (u < occ.width()) occ.set(u, y + r);
      }
    }
  }
}

struct Spot {
  int x = 0, y = 0;
};

// Summed-area table of the placed ink (walls excluded), for the crowding around a spot.
class InkDensity {
 public:
  InkDensity(int width, int height)
      : w_(width), h_(height), ink_(static_cast<size_t>(width) * height, 0) {}
  void add(const Frame& f, int x, int y) {
    for (int r = 0; r < f.height; ++r) {
      for (int c = 0; c < f.width; ++c) {
        const uint64_t word = f.ink[static_cast<size_t>(r) * f.words + (c >> 6)];
        const int u = x + c, v = y + r;
        if ((word >> (c & 63)) & 1ULL && u < w_ && v < h_)
          ink_[static_cast<size_t>(v) * w_ + u] = 1;
      }
    }
    sat_.assign(static_cast<size_t>(w_ + 1) * (h_ + 1), 0);
    for (int v = 0; v < h_; ++v) {
      int row = 0;
      for (int u = 0; u < w_; ++u) {
        row += ink_[static_cast<size_t>(v) * w_ + u];
        sat_[static_cast<size_t>(v + 1) * (w_ + 1) + u + 1] =
            sat_[static_cast<size_t>(v) * (w_ + 1) + u + 1] + row;
      }
    }
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
  for (int j = 0; j < b.height; ++j) {
    for (int i = 0; i < b.width; ++i) {
      const double px = (i + 0.5 - b.width / 2.0) / px_per_mm;
      const double py = (j + 0.5 - b.height / 2.0) / px_per_mm;
      // Undo the clockwise rotation (y down), then the mirror.
      double x = px * c + py * s;
      const double y = -px * s + py * c;
      if (mirror) x = -x;
      const int mu = static_cast<int>(std::floor((x / width_mm + 0.5) * mask.width));
      const int mv = static_cast<int>(std::floor((y / height_mm + 0.5) * mask.height));
      if (mu < 0 || mv < 0 || mu >= mask.width || mv >= mask.height) continue;
      if (mask.at(mu, mv) >= 64) b.bits[static_cast<size_t>(j) * b.width + i] = 1;
    }
  }
  return b;
}

std::optional<PackResult> pack_region(const BoardRect& region, const std::vector<PackItem>& items,
                                      const PackOptions& options, std::uint64_t seed) {
  SpotRng rng(seed);
  const double ppm = options.px_per_mm;
  const int gap_px = static_cast<int>(std::ceil(options.gap_mm * ppm));
  const int margin = gap_px + 3;
  const int pad = margin + 1;
  const int rw = static_cast<int>(std::floor(region.width * ppm));
  const int rh = static_cast<int>(std::floor(region.height * ppm));
  BitRows occ(rw + 2 * pad, rh + 2 * pad);
  // The walls count as occupied: nothing crosses them and snug spots along them score.
  for (int y = 0; y < occ.height(); ++y) {
    for (int x = 0; x < occ.width(); ++x) {
      if (x < pad || y < pad || x >= pad + rw || y >= pad + rh) occ.set(x, y);
    }
  }
  std::vector<int> order(items.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return items[a].width_mm * items[a].height_mm > items[b].width_mm * items[b].height_mm;
  });

  PackResult result;
  result.items.resize(items.size());
  InkDensity density(occ.width(), occ.height());
  const int half_window = static_cast<int>(options.spread_window_mm * ppm / 2);
  std::vector<std::pair<int, Spot>> placed_centres;  // group, centre in grid pixels
  long ink_total = 0;
  const double min_dist_px = options.group_distance_mm * ppm;
  std::vector<Spot> free_spots;
  for (int index : order) {
    const PackItem& item = items[index];
    bool done = false;
    for (int attempt = 0; attempt < options.rotations_tried && !done; ++attempt) {
      const double rotation = attempt == 0
                                  ? item.rotation_deg
                                  : std::fmod(item.rotation_deg + rng.uniform(20, 340), 360);
      const Frame f = make_frame(item, rotation, ppm, gap_px, margin);
      const int ink_w = f.width - 2 * margin, ink_h = f.height - 2 * margin;
      free_spots.clear();
      for (int y = pad - margin; y <= pad + rh - margin - ink_h; ++y) {
        for (int x = pad - margin; x <= pad + rw - margin - ink_w; ++x) {
          if (collides(occ, f, x, y)) continue;
          const double cx = x + f.width / 2.0, cy = y + f.height / 2.0;
          bool near_twin = false;
          for (const auto& [group, c] : placed_centres) {
            if (group == item.group && std::hypot(c.x - cx, c.y - cy) < min_dist_px) {
              near_twin = true;
              break;
            }
          }
          if (!near_twin) free_spots.push_back({x, y});
        }
      }
      if (free_spots.empty()) continue;
      // Score a sample of the free spots; the snuggest wins (jitter breaks ties differently on
      // every board).
      const int n = static_cast<int>(free_spots.size());
      const int scored = std::min(n, options.scored_candidates);
      for (int i = 0; i < scored; ++i) std::swap(free_spots[i], free_spots[i + rng.below(n - i)]);
      double best = -1e9;
      Spot best_spot = free_spots[0];  // random: the spots were shuffled
      const bool random_spot = static_cast<int>(placed_centres.size()) < options.random_first;
      for (int i = 0; i < scored && !random_spot; ++i) {
        const int cx = free_spots[i].x + f.width / 2, cy = free_spots[i].y + f.height / 2;
        const double snug =
            static_cast<double>(contact(occ, f, free_spots[i].x, free_spots[i].y)) / f.ring_pixels;
        const double score =
            snug - options.spread * density.around(cx, cy, half_window) + 0.02 * rng.uniform();
        if (score > best) {
          best = score;
          best_spot = free_spots[i];
        }
      }
      stamp(occ, f, best_spot.x, best_spot.y);
      density.add(f, best_spot.x, best_spot.y);
      const double cx = best_spot.x + f.width / 2.0, cy = best_spot.y + f.height / 2.0;
      placed_centres.push_back({item.group, Spot{static_cast<int>(cx), static_cast<int>(cy)}});
      PackedItem& out = result.items[index];
      out.id = item.id;
      out.x_mm = region.x + (cx - pad) / ppm;
      out.y_mm = region.y + (cy - pad) / ppm;
      out.rotation_deg = rotation;
      out.mirror = item.mirror;
      ink_total += f.ink_pixels;
      done = true;
    }
    if (!done) return std::nullopt;
  }
  result.ink_coverage = rw > 0 && rh > 0 ? static_cast<double>(ink_total) / (rw * rh) : 0;
  return result;
}

}  // namespace spotforge
