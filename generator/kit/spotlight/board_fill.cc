#include "kit/spotlight/board_fill.h"

#include "base/parallel_for.h"

#include <cmath>
#include <exception>
#include <mutex>
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

BoardPlacement fill_board(const SpotlightPlan& plan, const BoardSpec& spec,
                          const BoardGeometry& geometry,
                          const std::vector<CharacterInk>& characters, const PackOptions& options) {
  BoardPlacement placement;
  placement.board = spec.board;
  int next_id = 1;
  for (int corner = 0; corner < kQuadrants; ++corner) {
    const QuadrantSymbol symbol = spec.corner_symbol[corner];
    std::vector<PackItem> items;
    std::vector<BoardCopy> copies;
    for (const CardQuota& card : plan.cards) {
      // Copies j are handed to the quadrants in symbol order, so copy j has the same pose on
      // every board.
      int first = 0;
      for (int q = 0; q < static_cast<int>(symbol); ++q) first += card.quota[q];
      for (int j = first; j < first + card.quota[static_cast<int>(symbol)]; ++j) {
        const CharacterInk& ink = characters.at(card.character);
        BoardCopy copy;
        copy.id = next_id++;
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
        items.push_back(item);
        copies.push_back(copy);
      }
    }
    std::optional<PackResult> packed;
    for (int attempt = 0; attempt < kAttempts && !packed; ++attempt) {
      const std::uint64_t seed =
          plan.seed * 1000003ULL +
          static_cast<std::uint64_t>(spec.board * 97 + corner * 13 + attempt * 7919);
      PackOptions tries = options;
      tries.spread = options.spread * std::max(0.0, 1.0 - 0.4 * attempt);
      if (attempt >= 2) tries.random_first = 0;
      packed = pack_region(geometry.quadrants[corner], items, tries, seed);
    }
    if (!packed) {
      throw InputError(
          "board " + std::to_string(spec.board + 1) + ": the " + quadrant_symbol_name(symbol) +
          " quadrant (" + corner_name(corner) + ") cannot hold its " +
          std::to_string(items.size()) +
          " copies; use bigger paper (--paper a3) or fewer search cards (--search-cards)");
    }
    for (size_t i = 0; i < copies.size(); ++i) {
      copies[i].x_mm = packed->items[i].x_mm;
      copies[i].y_mm = packed->items[i].y_mm;
      copies[i].rotation_deg = packed->items[i].rotation_deg;
      placement.copies.push_back(copies[i]);
    }
    placement.coverage[corner] = packed->ink_coverage;
  }
  placement.largest_hole_mm = largest_holes_mm(placement, geometry, characters, options.px_per_mm);
  return placement;
}

}  // namespace

std::vector<BoardPlacement> fill_boards(const SpotlightPlan& plan, const BoardGeometry& geometry,
                                        const std::vector<CharacterInk>& characters,
                                        const PackOptions& options, int threads,
                                        Progress* progress) {
  const int n = static_cast<int>(plan.boards.size());
  std::vector<BoardPlacement> boards(n);
  const ProgressPhase phase(progress, "boards packed", n);
  parallel_for(n, threads, [&](int b) {
    boards[b] = fill_board(plan, plan.boards[b], geometry, characters, options);
    phase.step();
  });
  return boards;
}

}  // namespace spotforge
