// A grid of bits stored as 64-bit words per row, so a shape can be tested against a card's
// occupancy a word at a time.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace spotforge {

class BitGrid {
 public:
  BitGrid() = default;
  // One spare word per row lets shifted shapes spill over without bounds checks.
  BitGrid(int width, int height)
      : width_(width),
        height_(height),
        words_(width / 64 + 2),
        bits_(static_cast<size_t>(words_) * height, 0) {}

  int width() const { return width_; }
  int height() const { return height_; }
  int words_per_row() const { return words_; }

  bool get(int x, int y) const { return (row(y)[x >> 6] >> (x & 63)) & 1u; }
  void set(int x, int y) { row(y)[x >> 6] |= uint64_t{1} << (x & 63); }
  void clear(int x, int y) { row(y)[x >> 6] &= ~(uint64_t{1} << (x & 63)); }
  // Sets bits [x0, x1) of row y.
  void set_span(int y, int x0, int x1) {
    if (x0 >= x1) return;
    uint64_t* r = row(y);
    const int a = x0 >> 6, b = (x1 - 1) >> 6;
    const uint64_t head = ~uint64_t{0} << (x0 & 63);               // bits x0.. of word a
    const uint64_t tail = ~uint64_t{0} >> (63 - ((x1 - 1) & 63));  // bits ..x1 - 1 of word b
    if (a == b) {
      r[a] |= head & tail;
      return;
    }
    r[a] |= head;
    for (int k = a + 1; k < b; ++k) r[k] = ~uint64_t{0};
    r[b] |= tail;
  }

  uint64_t* row(int y) { return &bits_[static_cast<size_t>(y) * words_]; }
  const uint64_t* row(int y) const { return &bits_[static_cast<size_t>(y) * words_]; }
  int count() const;

 private:
  int width_ = 0;
  int height_ = 0;
  int words_ = 0;
  std::vector<uint64_t> bits_;
};

// Portable population count that compiles to a few instructions without -mpopcnt (the
// library call std::popcount otherwise makes dominated the placer's profile).
inline int bit_count(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

// Bits 0, 3, 6, ..., 63 of `x` packed into bits 0..21 (the cells of a row that lie on a
// lattice of every third column), in a few shifts and masks.
inline uint64_t every_third_bit(uint64_t x) {
  const uint64_t last = (x >> 63) & 1;  // bit 63: the 22nd, outside the 21-bit pattern
  x &= 0x1249249249249249ULL;
  x = (x | (x >> 2)) & 0x10c30c30c30c30c3ULL;
  x = (x | (x >> 4)) & 0x100f00f00f00f00fULL;
  x = (x | (x >> 8)) & 0x001f0000ff0000ffULL;
  x = (x | (x >> 16)) & 0x001f00000000ffffULL;
  x = (x | (x >> 32)) & 0x00000000001fffffULL;
  return x | (last << 21);
}

// Word k of a shape row placed so that its bit 0 lands at grid column `x0` touches grid words
// x0/64 + k and x0/64 + k + 1; these helpers give the shifted parts.
inline uint64_t shifted_low(uint64_t word, int shift) { return word << shift; }
inline uint64_t shifted_high(uint64_t word, int shift) {
  return shift == 0 ? 0 : word >> (64 - shift);
}

// True when any set bit of `shape` placed with its (0, 0) at grid cell (x0, y0) meets a set
// bit of `grid`. The shape must lie inside the grid.
bool overlaps(const BitGrid& grid, const BitGrid& shape, int x0, int y0);
// How many set bits of `shape` placed at (x0, y0) meet set bits of `grid` (shape inside grid).
int overlap_count(const BitGrid& grid, const BitGrid& shape, int x0, int y0);
// How many set bits of `ring` placed with its (0, 0) at (ring_x, ring_y) meet set bits of
// `grid`, or -1 as soon as a set bit of `ink` placed at (ink_x, ink_y) does. The ink's rows
// must lie within the ring's; both shapes inside the grid. One pass over the rows for both.
int contact_unless_overlap(const BitGrid& grid, const BitGrid& ink, int ink_x, int ink_y,
                           const BitGrid& ring, int ring_x, int ring_y);

// grid |= shape placed at (x0, y0), clipped to the grid.
void stamp(BitGrid& grid, const BitGrid& shape, int x0, int y0);

}  // namespace spotforge
