// Places one card's symbols: largest first, each at the free spot where it touches its
// neighbours most (tested on the placement grid against every placed symbol's halo), then
// passes that grow each symbol while a small shift or turn keeps it clear. The best of several
// seeded starts is kept. Pure function of its inputs: the same seed gives the same card.
#pragma once

#include <cstdint>
#include <vector>

#include "design/deck.h"
#include "layout/card_geometry.h"
#include "layout/card_layout.h"
#include "layout/ink_distance.h"
#include "layout/layout_options.h"
#include "layout/symbol_apart.h"
#include "layout/symbol_shape.h"

namespace spotforge {

// The smallest biggest/smallest size ratio a card may end with (the floor).
inline constexpr double kMinimumSizeVariety = 2.2;

// The share of the safe area a card's nominal sizes fill: the greedy's first aim, a scale step
// above it on the first start, and a card that doesn't fit comes down a step at a time. Issue
// 29.3: 0.64 rather than 0.60 (a card that fails lands a step below at 0.566 rather than
// 0.530 of the area), with every start grown before the fullest is kept: party deck mean
// 0.590 -> 0.602 over four seeds, min 0.523 -> 0.539. 0.66 fills a little more (0.603) but
// the seed-57 deck's thinnest card falls to 0.524; 0.72 shrinks too many cards to gain.
// Framed photos aim at 0.63: at 0.64 their four big discs no longer fit at the nominal scale
// and the fourth gives way alone (issue 26's profile, kFramedRankProfile, lost: the fourth
// 0.88 of the biggest); at 0.63 it keeps 0.94 and, with the ink pass, 57 framed discs cover
// 0.726 rather than 0.713 at 0.60 (median long side 29.1 mm against 29.9), more than the same
// discs sized by their ink (0.714, 24.5 mm).
inline constexpr double kGreedyCoverage = 0.64;
inline constexpr double kFramedGreedyCoverage = 0.63;

// The cells of a square placement grid (centred on the card) where no ink may go because
// they lie outside the safe area: the same for every card, so made once per deck.
//
// A shape's cells are grown by its air (rasterise_shape's air_mm), which the rules ask for
// between symbols only: at the safe edge it held ink 0.42 mm inside on average (the party
// deck's layout.json, min_edge_distance_mm). A cell whose centre lies at least half a cell
// diagonal less the air inside the edge may hold a grown cell: the ink the cell was grown
// from is then inside the safe area (every point has a cell centre within half a diagonal,
// and the air's point straight out from the ink is the air nearer the edge). `near` lists
// the edge cells that some air (up to kEdgeAirMm) gives back, nearest the inside first.
inline constexpr double kEdgeAirMm = 1.5;
struct EdgeCells {
  double px_per_mm = 0;
  int centre = 0;  // the grid is 2 * centre + 1 cells square; this cell holds the card centre
  BitGrid cells;
  struct Near {
    float given_by_mm;  // the least air that frees the cell
    int x, y;
  };
  std::vector<Near> near;  // by given_by_mm, least first
};
EdgeCells edge_cells(const SafeArea& area, double px_per_mm);
// The edge a shape grown by `air_mm` may reach into: cells with their centre within half a
// cell diagonal less the air inside the safe area stay marked (air beyond kEdgeAirMm counts
// as kEdgeAirMm; rounded down to steps of kEdgeAirStepMm).
inline constexpr double kEdgeAirStepMm = 0.02;
BitGrid edge_for_air(const EdgeCells& edge, double air_mm);

// Read-only inputs shared by every card of a deck (safe to share between threads).
struct PlacementContext {
  LayoutOptions options;
  SafeArea area;
  std::vector<SymbolInk> inks;  // by symbol index
  // By symbol index, for options.apart (the placer refuses a card without them when on).
  std::vector<InkOutline> outlines;
  // By symbol index: the ink's border pixels, for the last growing pass against the true inks
  // (none: the card is left as the fine grid grew it).
  std::vector<InkBorder> borders;
  double min_size_mm = 8;     // smallest allowed picture size (text: symbol_min_size_mm)
  double size_variety = 2.5;  // the requested biggest / smallest ratio
  // How the ranks' nominal sizes fall from the biggest to the smallest (rank_share): 1 on a
  // geometric scale, more keeps the upper ranks nearer the biggest.
  double rank_profile = 1;
  // The share of the safe area the nominal sizes fill (nominal_biggest_mm): the greedy's aim.
  double greedy_coverage = kGreedyCoverage;
  // The placement grid's and the fine growing grid's edges (made by edge_cells when empty).
  EdgeCells edge, fine_edge;
  // The apart test the placer asks at each spot it would take (null: symbol_apart.h's
  // keeps_apart). Tests put a wrong one here to show that the verifier, which shares none of
  // the placer's apart code, catches what it lets through.
  using ApartTest = bool (*)(const InkOutline&, const PlacedSymbol&, const InkOutline&,
                             const PlacedSymbol&, double share_margin, double centre_margin_mm);
  ApartTest apart_test = nullptr;
};

struct CardPlacement {
  std::vector<PlacedSymbol> symbols;  // in the card's order
  std::vector<double> sizes_mm;       // sqrt of ink area, per symbol
  bool shrunk = false;  // the card's whole scale (or its size variety) had to come down
};

// What every card's placement reads: the options, the safe area, the smallest size, and every
// symbol the deck uses prepared (its ink, and its outline for the apart rule), on all cores.
// Throws InputError for a deck using a symbol without a mask. place_deck makes it; tests place
// single cards on it.
PlacementContext placement_context(const Deck& deck, const std::vector<InkMask>& masks,
                                   const LayoutOptions& options);

// The smallest size `symbol` may take: context.min_size_mm, less for sparse text
// (layout_options.h's symbol_min_size_mm).
double symbol_min_size_mm(const PlacementContext& context, int symbol);

// Rank `rank`'s nominal size on a card of `count` as a share of the biggest's:
// variety ^ -((rank / (count - 1)) ^ profile).
double rank_share(double variety, double profile, int rank, int count);
// A deck of framed photos' profile (PlacementContext::rank_profile). Issue 26: on a geometric
// scale eight discs pack as a ring of middling ones (median long side 23.3 mm against clip
// art's 24.7 mm); at 4 the upper half stays within 6 % of the biggest and four big discs take
// the rim with the small ones between them (28.6 mm, coverage 0.641 -> 0.664).
inline constexpr double kFramedRankProfile = 4;

// The nominal size of the biggest symbol on a card of `count` symbols: what fills the
// greedy's share of the safe area, never below what keeps the smallest at the minimum.
double nominal_biggest_mm(const PlacementContext& context, int count);
// The same for ranks that fall by `profile` (rank_share), and for nominal sizes that fill
// `coverage` of the safe area rather than context.greedy_coverage.
double nominal_biggest_mm(const PlacementContext& context, int count, double profile);
double nominal_biggest_mm(const PlacementContext& context, int count, double profile,
                          double coverage);

// `symbols` are symbol indices, `ranks` their size ranks (0 = biggest), `card` the card's
// number for messages. Throws InputError when the symbols can't fit even at the smallest
// allowed sizes.
CardPlacement place_card(const PlacementContext& context, const std::vector<int>& symbols,
                         const std::vector<int>& ranks, int card, uint64_t seed);

}  // namespace spotforge
