// Verification of the Spotlight kit from what was drawn: the rasteriser (kit/spotlight_raster)
// reports every copy it found in a board's index buffer; this compares those with every search
// card's total, quadrant counts and mini-map markers. Any mismatch is an error.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "layout/board_geometry.h"
#include "layout/spotlight_plan.h"

namespace spotforge {

// One copy as found in a rasterised board.
struct DrawnCopy {
  int id = 0;
  int character = 0;        // which picture was drawn with this id
  long own_pixels = 0;      // its ink drawn alone
  long visible_pixels = 0;  // its ink still showing on the finished board
  BoardRect ink_box;        // page millimetres, of its own ink
  double centre_x_mm = 0;   // centre of its ink
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
  bool ok() const { return errors.empty(); }
};

VerifyReport verify_spotlight(const SpotlightPlan& plan, const BoardGeometry& geometry,
                              const std::vector<DrawnBoard>& drawn,
                              const std::vector<SearchCardFace>& cards,
                              const VerifyOptions& options = {});

}  // namespace spotforge
