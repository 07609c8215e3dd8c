// Verification of the Spotlight kit from what was drawn: the rasteriser (kit/spotlight/spotlight_raster)
// reports every copy it found in a board's index buffer; this compares those with every search
// card's total, quadrant counts and mini-map markers. Any mismatch is an error.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "kit/spotlight/board_geometry.h"
#include "kit/spotlight/spotlight_plan.h"

namespace spotforge {

// One copy as found in a rasterised board.
struct DrawnCopy {
  int id = 0;
  int character = 0;        // which picture was drawn with this id
  long own_pixels = 0;      // its ink drawn alone
  long visible_pixels = 0;  // its ink still showing on the finished board
  // Of its own ink, the pixels whose colour shows within kBlendDistance (kit/spotlight/spotlight_contrast)
  // of the board background under them: parts that vanish into the board.
  long background_like_pixels = 0;
  // Of its own ink, the pixels within kLightnessDistance L* of what lies under them (the
  // board, or the copy's own outline): parts that vanish in a dim room.
  long lightness_like_pixels = 0;
  BoardRect ink_box;       // page millimetres, of its own ink
  double centre_x_mm = 0;  // centre of its ink
  double centre_y_mm = 0;
  double size_mm = 0;  // sqrt of its ink area
};

struct DrawnBoard {
  int board = 0;
  std::vector<DrawnCopy> copies;
};

// A copy's place on a card's mini-map (board page millimetres) and its grid cell.
struct CardMarker {
  double x_mm = 0;
  double y_mm = 0;
  std::string cell;
};

// What a search card prints.
struct SearchCardFace {
  int card = 0;
  int character = 0;
  int total = 0;
  std::array<int, kQuadrants> excluded{};  // by QuadrantSymbol
  int moons = 0;
  bool easy = false;
  std::vector<std::vector<CardMarker>> markers;  // per board
};

struct VerifyOptions {
  double min_visible_share = 0.97;  // of a copy's own ink that must show
  double min_size_mm = 7;
  double marker_tolerance_mm = 2;
  // Every copy clear: at most this share of a copy's ink may look like the background under it.
  double max_background_share = 0.15;
  // ... and at most this share may be within 8 L* of it (kit/spotlight/spotlight_contrast.h).
  double max_lightness_share = 0.10;
};

// The copy whose ink looks most like the background under it.
struct ContrastWorst {
  int board = -1;  // 0-based; -1 when no copy was checked
  int card = -1;
  int character = -1;
  double share = 0;  // background_like_pixels / own_pixels
};

// How the copies' background-likeness spreads: the worst copy, how many pass a share, and how
// much one card's copies differ between boards (its worst copy per board, largest minus
// smallest: 0 when the card is equally clear everywhere).
struct ContrastSummary {
  ContrastWorst worst;
  ContrastWorst worst_lightness;              // by lightness_like_pixels / own_pixels
  long copies_from_15_percent_lightness = 0;  // copies with >= 15 % ink within 8 L*
  long copies_from_30_percent = 0;            // copies with >= 30 % background-coloured ink
  double largest_board_difference = 0;
  int largest_difference_card = -1;
};

// The counts table: counts[card][board] and quadrant_counts[card][board][symbol].
struct SpotlightCounts {
  std::vector<std::vector<int>> counts;
  std::vector<std::vector<std::array<int, kQuadrants>>> quadrant_counts;
};

struct VerifyReport {
  std::vector<std::string> errors;
  SpotlightCounts counts;
  long copies_checked = 0;
  ContrastSummary contrast;
  bool ok() const { return errors.empty(); }
};

VerifyReport verify_spotlight(const SpotlightPlan& plan, const BoardGeometry& geometry,
                              const std::vector<DrawnBoard>& drawn,
                              const std::vector<SearchCardFace>& cards,
                              const VerifyOptions& options = {});

}  // namespace spotforge
