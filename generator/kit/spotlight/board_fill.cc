#include "kit/spotlight/board_fill.h"

#include "base/parallel_for.h"

#include <array>
#include <atomic>
#include <cmath>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

#include "base/diagnostic.h"

namespace spotforge {

void box_for_size(const InkMask& mask, double aspect, double size_mm, double* width_mm,
                  double* height_mm) {
  const double fraction = std::max(0.05, mask.ink_fraction());
  const double h = size_mm / std::sqrt(fraction * aspect);
  *height_mm = h;
  *width_mm = h * aspect;
}

std::array<double, 4> largest_holes_mm(const BoardPlacement& placement,
                                       const BoardGeometry& geometry,
                                       const std::vector<CharacterInk>& characters,
                                       double px_per_mm) {
  std::array<std::vector<PlacedInk>, 4> inks;
  for (const BoardCopy& c : placement.copies) {
    inks.at(c.corner).push_back({characters.at(c.character).mask, c.x_mm, c.y_mm, c.width_mm,
                                 c.height_mm, c.rotation_deg, c.mirror});
  }
  std::array<double, 4> holes{};
  for (int corner = 0; corner < 4; ++corner) {
    holes[corner] = largest_empty_disc_mm(geometry.quadrants[corner], inks[corner], px_per_mm);
  }
  return holes;
}

namespace {

// Every attempt keeps every copy at its planned size (a copy shrunk on one board would make
// its card harder there than on the others, and could fall under the recognisable size): the
// first ones trade evenness for room, the later ones pack tightest from other seeds.
constexpr int kAttempts = 16;

// One quadrant of one board to pack: its copies (ids, sizes, poses) and what the packer places.
struct Quadrant {
  std::vector<PackItem> items;
  std::vector<BoardCopy> copies;
  double coverage = 0;
};

// The copies of the quadrant at `corner`, their ids counted on from *next_id (the quadrants of
// a board in corner order, so that ids don't depend on which packs first).
Quadrant quadrant_copies(const SpotlightPlan& plan, const BoardSpec& spec,
                         const std::vector<CharacterInk>& characters, int corner, int* next_id) {
  Quadrant quadrant;
  const QuadrantSymbol symbol = spec.corner_symbol[corner];
  for (const CardQuota& card : plan.cards) {
    // Copies j are handed to the quadrants in symbol order, so copy j has the same pose on
    // every board.
    int first = 0;
    for (int q = 0; q < static_cast<int>(symbol); ++q) first += card.quota[q];
    for (int j = first; j < first + card.quota[static_cast<int>(symbol)]; ++j) {
      const CharacterInk& ink = characters.at(card.character);
      BoardCopy copy;
      copy.id = (*next_id)++;
      copy.card = card.card;
      copy.character = card.character;
      copy.copy = j;
      copy.corner = corner;
      copy.mirror = card.poses[j].mirror;
      copy.size_mm = card.poses[j].size_mm;
      box_for_size(*ink.mask, ink.aspect, card.poses[j].size_mm, &copy.width_mm, &copy.height_mm);
      PackItem item{copy.id,       card.character, ink.mask,
                    copy.width_mm, copy.height_mm, card.poses[j].rotation_deg,
                    copy.mirror};
      quadrant.items.push_back(item);
      quadrant.copies.push_back(copy);
    }
  }
  return quadrant;
}

// Packs a quadrant: its copies get their places and it gets its coverage.
void pack_quadrant(Quadrant& quadrant, const SpotlightPlan& plan, const BoardSpec& spec,
                   const BoardGeometry& geometry, int corner, const PackOptions& options) {
  const QuadrantSymbol symbol = spec.corner_symbol[corner];
  std::optional<PackResult> packed;
  for (int attempt = 0; attempt < kAttempts && !packed; ++attempt) {
    const std::uint64_t seed =
        plan.seed * 1000003ULL +
        static_cast<std::uint64_t>(spec.board * 97 + corner * 13 + attempt * 7919);
    PackOptions tries = options;
    tries.spread = options.spread * std::max(0.0, 1.0 - 0.4 * attempt);
    if (attempt >= 2) tries.random_first = 0;
    packed = pack_region(geometry.quadrants[corner], quadrant.items, tries, seed);
  }
  if (!packed) {
    throw InputError(
        "board " + std::to_string(spec.board + 1) + ": the " + quadrant_symbol_name(symbol) +
        " quadrant (" + corner_name(corner) + ") cannot hold its " +
        std::to_string(quadrant.items.size()) +
        " copies; use bigger paper (--paper a3) or fewer search cards (--search-cards)");
  }
  for (size_t i = 0; i < quadrant.copies.size(); ++i) {
    quadrant.copies[i].x_mm = packed->items[i].x_mm;
    quadrant.copies[i].y_mm = packed->items[i].y_mm;
    quadrant.copies[i].rotation_deg = packed->items[i].rotation_deg;
  }
  quadrant.coverage = packed->ink_coverage;
}

}  // namespace

std::vector<BoardPlacement> fill_boards(const SpotlightPlan& plan, const BoardGeometry& geometry,
                                        const std::vector<CharacterInk>& characters,
                                        const PackOptions& options, int threads,
                                        Progress* progress) {
  const int n = static_cast<int>(plan.boards.size());
  // Every quadrant of every board packed on its own: 5 boards on 2 threads left one idle for a
  // board's time; 20 quadrants keep both busy (the same boards: a quadrant's packing depends on
  // its board, corner and the seed only).
  std::vector<std::array<Quadrant, kQuadrants>> quadrants(n);
  for (int b = 0; b < n; ++b) {
    int next_id = 1;
    for (int corner = 0; corner < kQuadrants; ++corner) {
      quadrants[b][corner] = quadrant_copies(plan, plan.boards[b], characters, corner, &next_id);
    }
  }
  std::vector<BoardPlacement> boards(n);
  std::vector<std::atomic<int>> left(n);
  for (std::atomic<int>& l : left) l = kQuadrants;
  const ProgressPhase phase(progress, "boards packed", n);
  parallel_for(n * kQuadrants, threads, [&](int job) {
    const int b = job / kQuadrants, corner = job % kQuadrants;
    pack_quadrant(quadrants[b][corner], plan, plan.boards[b], geometry, corner, options);
    if (left[b].fetch_sub(1, std::memory_order_acq_rel) != 1) return;
    // The board's last quadrant: the placement in corner order, as one board packed alone.
    BoardPlacement& placement = boards[b];
    placement.board = plan.boards[b].board;
    for (int c = 0; c < kQuadrants; ++c) {
      const Quadrant& q = quadrants[b][c];
      placement.copies.insert(placement.copies.end(), q.copies.begin(), q.copies.end());
      placement.coverage[c] = q.coverage;
    }
    placement.largest_hole_mm =
        largest_holes_mm(placement, geometry, characters, options.px_per_mm);
    phase.step();
  });
  return boards;
}

}  // namespace spotforge
