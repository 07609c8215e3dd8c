// Filling Spotlight boards from the quotas: each board's physical quadrant gets exactly the
// copies the plan gives its quadrant symbol, packed on the characters' ink masks. Boards are
// packed independently (own seeds, two threads).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "art/ink_mask.h"
#include "base/progress.h"
#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/board_pack.h"
#include "kit/spotlight/spotlight_plan.h"

namespace spotforge {

// What the packer needs of a character's picture.
struct CharacterInk {
  const InkMask* mask = nullptr;
  double aspect = 1;  // box width / height
};

struct BoardCopy {
  int id = 0;         // unique on its board
  int card = 0;       // the search card it belongs to
  int character = 0;  // spotlight character index
  int copy = 0;       // j: the pose index on the card
  double x_mm = 0;    // centre of the placed box, page millimetres
  double y_mm = 0;
  double width_mm = 0;
  double height_mm = 0;
  double rotation_deg = 0;  // clockwise
  bool mirror = false;
  double size_mm = 0;  // sqrt of the ink area: the pose's size, the same on every board
  int corner = 0;      // the physical quadrant the plan put it in
  // 0 none, 1 light, 2 dark: a thin outline under the silhouette where the character's ink is
  // too close in lightness to the board (kit/spotlight/spotlight_contrast.h CopyOutline).
  int outline = 0;
};

struct BoardPlacement {
  int board = 0;
  std::vector<BoardCopy> copies;
  std::array<double, 4> coverage{};  // ink share of each physical quadrant's area
  // The diameter of each physical quadrant's largest disc free of ink (mm): its emptiest patch.
  std::array<double, 4> largest_hole_mm{};
};

// The largest ink-free disc's diameter in each physical quadrant of a filled board, measured on
// the copies' ink masks at px_per_mm.
std::array<double, 4> largest_holes_mm(const BoardPlacement& placement,
                                       const BoardGeometry& geometry,
                                       const std::vector<CharacterInk>& characters,
                                       double px_per_mm);

// The box size for a pose: sqrt(ink area) = pose.size_mm.
void box_for_size(const InkMask& mask, double aspect, double size_mm, double* width_mm,
                  double* height_mm);

// Throws InputError naming the board and quadrant when a quadrant's copies can't all be fitted
// (the paper is too small for the quotas). Each board filled is a step on `progress`.
std::vector<BoardPlacement> fill_boards(const SpotlightPlan& plan, const BoardGeometry& geometry,
                                        const std::vector<CharacterInk>& characters,
                                        const PackOptions& options, int threads = 2,
                                        Progress* progress = nullptr);

}  // namespace spotforge
