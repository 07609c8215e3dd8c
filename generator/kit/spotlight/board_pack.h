// Packing a crowd of posed pictures into one rectangular region on their ink masks: free
// rotation, mirroring, the sizes asked for, a minimum gap between inks, copies of one group
// (character) kept apart. Greedy, biggest first, each item at the free spot that touches its
// neighbours (and the walls) most, found on bit-packed occupancy rows. Never drops an item:
// either all fit or the call reports failure and the caller tries again or gives up loudly.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "art/ink_mask.h"
#include "kit/spotlight/board_geometry.h"

namespace spotforge {

struct PackItem {
  int id = 0;
  int group = 0;                  // items of one group keep group_distance_mm apart
  const InkMask* mask = nullptr;  // the ink of the picture's box
  double width_mm = 0;            // the placed box (aspect of the mask)
  double height_mm = 0;
  double rotation_deg = 0;  // preferred pose; another angle is tried when it doesn't fit
  bool mirror = false;
};

struct PackedItem {
  int id = 0;
  double x_mm = 0;  // centre of the box, page millimetres
  double y_mm = 0;
  double rotation_deg = 0;
  bool mirror = false;
};

struct PackOptions {
  double px_per_mm = 2;
  double gap_mm = 1;
  double group_distance_mm = 22;
  // Free spots scored per item (sampled when there are more). 300 left a full quadrant of
  // Spotlight copies unpacked one time in five; 2000 packs it and is no slower (fewer retries).
  int scored_candidates = 2000;
  int rotations_tried = 8;  // the preferred angle, then others
  // Weight of the local crowding (ink share within spread_window_mm) against snugness: 0 packs
  // tightest (empty patches gather in one place), 1 spreads the crowd evenly over the region.
  double spread = 1.0;
  double spread_window_mm = 26;
  // The first items go to random free spots: an empty region would otherwise send them to the
  // same snug corners on every board, and the rest of the crowd would follow.
  int random_first = 4;
  // The spread pass after packing (issue 28): while the largest empty disc is wider than
  // spread_hole_mm, an item from the most crowded place moves to its centre (at most
  // spread_moves times, only when the largest disc shrinks). 0 moves: packing as placed.
  int spread_moves = 40;
  double spread_hole_mm = 14;
};

struct PackResult {
  std::vector<PackedItem> items;  // in the order of the input items
  double ink_coverage = 0;        // share of the region covered by ink
};

// nullopt when some item found no free spot.
std::optional<PackResult> pack_region(const BoardRect& region, const std::vector<PackItem>& items,
                                      const PackOptions& options, std::uint64_t seed);

// The ink of an item in a pose, as a bitmap at px_per_mm centred on the box centre (pixel
// centres at (i + 0.5 - width/2) / px_per_mm). Shared by the packer and its tests.
struct PosedBitmap {
  int width = 0, height = 0;
  std::vector<uint8_t> bits;  // 0/1, row-major
  bool at(int x, int y) const { return bits[static_cast<size_t>(y) * width + x] != 0; }
};
PosedBitmap pose_bitmap(const InkMask& mask, double width_mm, double height_mm, double rotation_deg,
                        bool mirror, double px_per_mm, int grow_px);

// For every top-left position (x, y) of `item` over `occupancy` (both 0/1 bitmaps; positions
// 0..occupancy.width - 1 by 0..occupancy.height - item.height), whether an ink pixel of the item
// lands on a set pixel (pixels past the right edge are clear): 1 blocked, 0 free, row-major.
// The packer's whole-row test, exposed so tests can hold it to a pixel-by-pixel check.
std::vector<uint8_t> blocked_positions(const PosedBitmap& occupancy, const PosedBitmap& item);

// The largest empty disc of a grid of ink pixels (the grid's edges bound it as ink does): its
// centre pixel and radius in pixels.
struct EmptyDisc {
  int x = 0, y = 0;
  double radius_px = 0;
};
EmptyDisc largest_empty_disc(const std::vector<uint8_t>& ink, int width, int height);

// The diameter in mm of the largest disc free of ink in a region holding these placed copies,
// measured at px_per_mm: how big the emptiest patch is.
struct PlacedInk {
  const InkMask* mask = nullptr;
  double x_mm = 0, y_mm = 0, width_mm = 0, height_mm = 0, rotation_deg = 0;
  bool mirror = false;
};
double largest_empty_disc_mm(const BoardRect& region, const std::vector<PlacedInk>& inks,
                             double px_per_mm);

}  // namespace spotforge
