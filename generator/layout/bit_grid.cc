#include "layout/bit_grid.h"

namespace spotforge {

int BitGrid::count() const {
  int n = 0;
  for (uint64_t w : bits_) n += bit_count(w);
  return n;
}

bool overlaps(const BitGrid& grid, const BitGrid& shape, int x0, int y0) {
  const int q = x0 >> 6;
  const int s = x0 & 63;
  const int words = shape.width() / 64 + 1;
  for (int y = 0; y < shape.height(); ++y) {
    const uint64_t* a = shape.row(y);
    const uint64_t* g = grid.row(y0 + y) + q;
    for (int k = 0; k < words; ++k) {
      if (a[k] == 0) continue;
      if ((g[k] & shifted_low(a[k], s)) | (g[k + 1] & shifted_high(a[k], s))) return true;
    }
  }
  return false;
}

int overlap_count(const BitGrid& grid, const BitGrid& shape, int x0, int y0) {
  const int q = x0 >> 6;
  const int s = x0 & 63;
  const int words = shape.width() / 64 + 1;
  int n = 0;
  for (int y = 0; y < shape.height(); ++y) {
    const uint64_t* a = shape.row(y);
    const uint64_t* g = grid.row(y0 + y) + q;
    for (int k = 0; k < words; ++k) {
      n += bit_count(g[k] & shifted_low(a[k], s)) + bit_count(g[k + 1] & shifted_high(a[k], s));
    }
  }
  return n;
}

// The placer counts contacts for thousands of spots per card: on processors with a population
// count instruction (nearly all x86-64 made since 2008) a clone of this function uses it,
// chosen once at load time; elsewhere the portable count serves.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define SPOTFORGE_POPCOUNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define SPOTFORGE_POPCOUNT_CLONES
#endif

namespace {

// The usual case: the ring is the ink's frame, one cell larger on every side (as a
// SymbolShape's). Each grid word is then moved into the ring's columns once and serves both
// tests: ink column x is ring column x + 1. kWords > 0 fixes the ring's words per row (the
// loop unrolls); 0 reads it from `words`. Always inlined, so that it counts with the caller's
// population count instruction.
template <int kWords>
[[gnu::always_inline]] inline int framed_contact(const BitGrid& grid, const BitGrid& ink,
                                                 const BitGrid& ring, int ring_x, int ring_y,
                                                 int words) {
  if constexpr (kWords > 0) words = kWords;
  const int q = ring_x >> 6, s = ring_x & 63;
  const size_t grid_stride = grid.words_per_row(), ink_stride = ink.words_per_row(),
               ring_stride = ring.words_per_row();
  const uint64_t* g = grid.row(ring_y) + q;
  const uint64_t* b = ring.row(0);
  const uint64_t* a = ink.height() > 0 ? ink.row(0) : nullptr;
  const int rows = ring.height();
  int touching = 0;
  for (int r = 0; r < rows; ++r, g += grid_stride, b += ring_stride) {
    // The grid's word at ring column 64 k: two shifts keep s == 0 free of a branch.
    uint64_t next = g[0];
    const bool has_ink = r >= 1 && r <= ink.height();
    uint64_t ink_before = 0;
    for (int k = 0; k < words; ++k) {
      const uint64_t here = next;
      next = g[k + 1];
      const uint64_t aligned = (here >> s) | ((next << 1) << (63 - s));
      if (has_ink) {
        const uint64_t word = a[k];
        if ((((word << 1) | (ink_before >> 63)) & aligned) != 0) return -1;
        ink_before = word;
      }
      touching += __builtin_popcountll(b[k] & aligned);
    }
    if (has_ink) a += ink_stride;
  }
  return touching;
}

}  // namespace

SPOTFORGE_POPCOUNT_CLONES
int contact_unless_overlap(const BitGrid& grid, const BitGrid& ink, int ink_x, int ink_y,
                           const BitGrid& ring, int ring_x, int ring_y) {
  const int ring_words = ring.width() / 64 + 1;
  // The framed case reads ink words up to the ring's count (one more than the general loop
  // when the ring has a word more): the ink's spare word, empty.
  if (ink_x == ring_x + 1 && ink_y == ring_y + 1 && ring.width() == ink.width() + 2 &&
      ring.height() == ink.height() + 2) {
    switch (ring_words) {
      case 1:
        return framed_contact<1>(grid, ink, ring, ring_x, ring_y, ring_words);
      case 2:
        return framed_contact<2>(grid, ink, ring, ring_x, ring_y, ring_words);
      case 3:
        return framed_contact<3>(grid, ink, ring, ring_x, ring_y, ring_words);
      case 4:
        return framed_contact<4>(grid, ink, ring, ring_x, ring_y, ring_words);
      default:
        return framed_contact<0>(grid, ink, ring, ring_x, ring_y, ring_words);
    }
  }
  const int ink_q = ink_x >> 6, ink_s = ink_x & 63;
  const int ring_q = ring_x >> 6, ring_s = ring_x & 63;
  const int ink_words = ink.width() / 64 + 1;
  int touching = 0;
  for (int r = 0; r < ring.height(); ++r) {
    const uint64_t* g = grid.row(ring_y + r);
    const int ink_row = ring_y + r - ink_y;
    if (ink_row >= 0 && ink_row < ink.height()) {
      const uint64_t* a = ink.row(ink_row);
      const uint64_t* gi = g + ink_q;
      for (int k = 0; k < ink_words; ++k) {
        if ((gi[k] & shifted_low(a[k], ink_s)) | (gi[k + 1] & shifted_high(a[k], ink_s))) {
          return -1;
        }
      }
    }
    const uint64_t* b = ring.row(r);
    const uint64_t* gr = g + ring_q;
    for (int k = 0; k < ring_words; ++k) {
      touching += __builtin_popcountll(gr[k] & shifted_low(b[k], ring_s)) +
                  __builtin_popcountll(gr[k + 1] & shifted_high(b[k], ring_s));
    }
  }
  return touching;
}

void stamp(BitGrid& grid, const BitGrid& shape, int x0, int y0) {
  const int words = grid.words_per_row();
  const int q = x0 >> 6;  // floor division: columns left of the grid land in words < 0
  const int s = x0 & 63;
  // Bits at or beyond the grid's width are cleared again below (the spare words included:
  // one, or two when the width is a whole number of words).
  const int last = (grid.width() - 1) >> 6;
  const uint64_t last_mask =
      grid.width() % 64 == 0 ? ~uint64_t{0} : (uint64_t{1} << (grid.width() % 64)) - 1;
  const int shape_words = (shape.width() + 63) / 64;
  // Shape words k whose low part (grid word q + k) and high part (q + k + 1) land on the grid.
  const int low_from = std::max(0, -q), low_to = std::min(shape_words - 1, last - q);
  const int high_from = std::max(0, -q - 1), high_to = std::min(shape_words - 1, last - q - 1);
  const int y_from = std::max(0, -y0), y_to = std::min(shape.height(), grid.height() - y0);
  for (int y = y_from; y < y_to; ++y) {
    const uint64_t* a = shape.row(y);
    uint64_t* g = grid.row(y0 + y);
    for (int k = low_from; k <= low_to; ++k) g[q + k] |= shifted_low(a[k], s);
    for (int k = high_from; k <= high_to; ++k) g[q + k + 1] |= shifted_high(a[k], s);
    g[last] &= last_mask;
    g[last + 1] = 0;
    if (last + 2 < words) g[last + 2] = 0;
  }
}

}  // namespace spotforge
