#include "layout/bit_grid.h"

#include <gtest/gtest.h>

#include <random>

namespace spotforge {
namespace {

BitGrid random_grid(std::mt19937& rng, int width, int height, int percent) {
  BitGrid g(width, height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (static_cast<int>(rng() % 100) < percent) g.set(x, y);
    }
  }
  return g;
}

// A span sets exactly its cells: empty spans, spans within a word, ending or starting on a
// word's edge, and spanning several words.
TEST(BitGrid, SetSpanSetsExactlyItsCells) {
  std::mt19937 rng(21);
  for (int round = 0; round < 2000; ++round) {
    const int width = 1 + rng() % 300;
    BitGrid spans(width, 2), cells(width, 2);
    for (int k = 0; k < 3; ++k) {
      int x0 = rng() % (width + 1), x1 = rng() % (width + 1);
      if (round % 3 == 0) x0 = x0 / 64 * 64;  // on a word's edge
      if (round % 5 == 0) x1 = std::min(width, (x1 / 64 + 1) * 64);
      if (k == 2) std::swap(x0, x1);  // possibly empty
      spans.set_span(1, x0, x1);
      for (int x = x0; x < x1; ++x) cells.set(x, 1);
    }
    for (int y = 0; y < 2; ++y) {
      for (int k = 0; k < spans.words_per_row(); ++k) {
        ASSERT_EQ(spans.row(y)[k], cells.row(y)[k]) << "round " << round << " word " << k;
      }
    }
  }
}

// Stamping a word at a time must set exactly the cells a cell-by-cell copy sets, clipped to
// the grid on every side (shapes hanging over any edge, by less or more than a word).
TEST(BitGrid, EveryThirdBitPacksBitsZeroThreeSixAndOn) {
  std::mt19937_64 rng(5);
  for (int round = 0; round < 1000; ++round) {
    const uint64_t word = round == 0 ? ~uint64_t{0} : rng();
    uint64_t expected = 0;
    for (int i = 0; i < 22; ++i) expected |= ((word >> (3 * i)) & 1) << i;
    ASSERT_EQ(every_third_bit(word), expected) << std::hex << word;
  }
}

TEST(BitGrid, StampClipsToTheGridOnEverySide) {
  std::mt19937 rng(5);
  for (int round = 0; round < 200; ++round) {
    const int gw = 1 + rng() % 150, gh = 1 + rng() % 40;
    const int sw = 1 + rng() % 140, sh = 1 + rng() % 30;
    BitGrid grid = random_grid(rng, gw, gh, 10);
    const BitGrid shape = random_grid(rng, sw, sh, 40);
    const int x0 = static_cast<int>(rng() % (gw + 2 * sw)) - sw - 5;
    const int y0 = static_cast<int>(rng() % (gh + 2 * sh)) - sh - 2;
    BitGrid expected = grid;
    for (int y = 0; y < sh; ++y) {
      for (int x = 0; x < sw; ++x) {
        const int gx = x0 + x, gy = y0 + y;
        if (shape.get(x, y) && gx >= 0 && gy >= 0 && gx < gw && gy < gh) expected.set(gx, gy);
      }
    }
    stamp(grid, shape, x0, y0);
    for (int y = 0; y < gh; ++y) {
      for (int k = 0; k < grid.words_per_row(); ++k) {
        ASSERT_EQ(grid.row(y)[k], expected.row(y)[k])
            << "round " << round << " row " << y << " word " << k << " at " << x0 << "," << y0;
      }
    }
  }
}

TEST(BitGrid, OverlapCountMatchesCellByCell) {
  std::mt19937 rng(9);
  for (int round = 0; round < 100; ++round) {
    const int gw = 70 + rng() % 150, gh = 40 + rng() % 40;
    const int sw = 1 + rng() % 60, sh = 1 + rng() % 30;
    const BitGrid grid = random_grid(rng, gw, gh, 30);
    const BitGrid shape = random_grid(rng, sw, sh, 30);
    const int x0 = rng() % (gw - sw + 1), y0 = rng() % (gh - sh + 1);
    int expected = 0;
    for (int y = 0; y < sh; ++y) {
      for (int x = 0; x < sw; ++x) expected += shape.get(x, y) && grid.get(x0 + x, y0 + y);
    }
    EXPECT_EQ(overlap_count(grid, shape, x0, y0), expected);
    EXPECT_EQ(overlaps(grid, shape, x0, y0), expected > 0);
  }
}

// contact_unless_overlap cell by cell: -1 when an ink cell (placed one cell in from the
// ring's corner at (rx, ry)) meets a grid cell, else how many ring cells meet grid cells.
int contact_cell_by_cell(const BitGrid& grid, const BitGrid& ink, const BitGrid& ring, int rx,
                         int ry) {
  bool hit = false;
  int contact = 0;
  for (int y = 0; y < ring.height(); ++y) {
    for (int x = 0; x < ring.width(); ++x) {
      contact += ring.get(x, y) && grid.get(rx + x, ry + y);
      if (x < ink.width() && y < ink.height()) {
        hit = hit || (ink.get(x, y) && grid.get(rx + 1 + x, ry + 1 + y));
      }
    }
  }
  return hit ? -1 : contact;
}

// The contact count is the ring cells meeting the grid, unless the ink meets it (-1).
TEST(BitGrid, ContactUnlessOverlapMatchesCellByCell) {
  std::mt19937 rng(13);
  int overlapping = 0, clear = 0;
  for (int round = 0; round < 300; ++round) {
    const int gw = 80 + rng() % 150, gh = 40 + rng() % 40;
    const int iw = 1 + rng() % 70, ih = 1 + rng() % 25;
    const BitGrid grid = random_grid(rng, gw, gh, 1 + rng() % 6);
    const BitGrid ink = random_grid(rng, iw, ih, 20);
    const BitGrid ring = random_grid(rng, iw + 2, ih + 2, 30);
    const int rx = rng() % (gw - iw - 1), ry = rng() % (gh - ih - 1);
    const int expected = contact_cell_by_cell(grid, ink, ring, rx, ry);
    (expected < 0 ? overlapping : clear)++;
    ASSERT_EQ(contact_unless_overlap(grid, ink, rx + 1, ry + 1, ring, rx, ry), expected)
        << "round " << round;
  }
  EXPECT_GT(overlapping, 20);
  EXPECT_GT(clear, 20);
}

// The same for shapes a few words wide, of widths ending at every place near a word's end, and
// rings placed at every shift within a word.
TEST(BitGrid, ContactUnlessOverlapMatchesCellByCellWhenWide) {
  std::mt19937 rng(13);
  int overlapping = 0, clear = 0;
  for (int round = 0; round < 300; ++round) {
    const int gw = 330 + rng() % 300, gh = 40 + rng() % 40;
    const int iw = round < 64 ? 61 + round % 4 + 64 * (round % 4) : 1 + rng() % 320;
    const int ih = 1 + rng() % 25;
    const BitGrid grid = random_grid(rng, gw, gh, 1 + rng() % 3);
    const BitGrid ink = random_grid(rng, iw, ih, 4);
    const BitGrid ring = random_grid(rng, iw + 2, ih + 2, 10);
    const int rx = round < 64 ? round : rng() % (gw - iw - 1), ry = rng() % (gh - ih - 1);
    const int expected = contact_cell_by_cell(grid, ink, ring, rx, ry);
    (expected < 0 ? overlapping : clear)++;
    ASSERT_EQ(contact_unless_overlap(grid, ink, rx + 1, ry + 1, ring, rx, ry), expected)
        << "round " << round;
  }
  EXPECT_GT(overlapping, 20);
  EXPECT_GT(clear, 20);
}

}  // namespace
}  // namespace spotforge
