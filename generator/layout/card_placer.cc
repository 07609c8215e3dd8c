#include "layout/card_placer.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <memory>
#include <numbers>
#include <numeric>
#include <optional>
#include <span>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

#include "base/diagnostic.h"
#include "base/parallel_for.h"

namespace spotforge {
namespace {

// A card is reported shrunk (laid out smaller than asked) when its scale is below the one
// whose nominal sizes fill this share of the safe area: the aim before issue 29.3 raised it
// (a card the greedy now lays out a step below its aim is still fuller than that).
constexpr double kShrunkBelowCoverage = 0.60;
constexpr double kSizeStep = 1.005;  // sizes are quantised to 0.5 % steps (shape cache)
constexpr double kShrink = 0.94;     // scale step when a card's greedy doesn't fit
// Below this share of the safe area in ink, a card's last growing pass lets its size variety
// down to the floor (kMinimumSizeVariety).
constexpr double kThinCard = 0.55;
constexpr double kPoorPacking = 0.50;  // below this greedy coverage a card gets ...
constexpr int kExtraStarts = 2;        // ... this many more starts
// A card whose ink is below this share of the safe area (and kRetryOfAim of what its capped
// nominal sizes ask for) when grown is laid out options.thin_retries more times, the fullest
// kept (two: party deck min 0.456 -> 0.473; more, or thin from 0.53 on: +0.004 mean for +35 %
// time).
constexpr double kRetryBelow = 0.50;
constexpr double kRetryOfAim = 0.90;
constexpr int kCoarseStep = 3;        // cells between spots in the first sweep
constexpr int kFreeAngles = 6;        // turns tried per symbol in the greedy (free mode)
constexpr int kGrowTurnDeciDeg = 40;  // turns tried while growing (free mode)
// The placer keeps this far inside the apart rule (layout/symbol_apart.h), so that the
// verifier's measure of the layout as written (sizes rounded to the micrometre) holds too.
constexpr double kApartShareMargin = 0.005;
constexpr double kApartCentreMarginMm = 0.05;

// Growth tries as (size steps more, turn in decidegrees). On the placement grid: 6 % as it
// stands, then 1.5 % as it stands or turned a little either way. On the fine grid: 1.5 %,
// then 0.5 % as it stands or turned 3 degrees either way.
struct GrowTry {
  int more = 0;
  int turn = 0;
};
constexpr GrowTry kCoarseGrowTries[] = {
    {12, 0}, {3, 0}, {3, kGrowTurnDeciDeg}, {3, -kGrowTurnDeciDeg}};
constexpr GrowTry kFineGrowTries[] = {{3, 0}, {1, 0}, {1, 30}, {1, -30}};
// How far (cells each way) a growing symbol may move. The fine grid's halos reach up to a
// placement cell diagonal (0.35 mm at 4 px/mm) less far than the placement grid's: four fine
// cells (a third of a millimetre at the default grids) let a symbol move into that room,
// where two left part of it unused (coverage +0.002, time +5 %).
constexpr int kCoarseNudge = 2;
constexpr int kFineNudge = 4;
// The last growing pass against the true inks (CardPlacer::settle): inks kept kInkMarginMm
// beyond their rule (the verifier measures to within a pixel, so it never disagrees), each
// try a size step or kSettleBigStep, pushed off its neighbours at most kSettlePushes times
// and kSettleShiftMm in all, a push kSettleOvershootMm beyond the contact's shortfall. A try
// pushed back the way its last push came gives up (party deck: 5,154 -> 3,009 looks, mean
// coverage 0.6050 -> 0.6045).
constexpr double kInkMarginMm = 0.01;
constexpr int kSettlePasses = 8;
constexpr int kSettleBigStep = 4;
constexpr int kSettlePushes = 4;
constexpr double kSettleShiftMm = 0.4;
constexpr double kSettleOvershootMm = 0.01;
// Its tries: kSettleBigStep size steps as it stands, then one, then one turned 1.5 degrees
// either way (free turns; text within its tilt): party deck 0.6045 / 0.557 -> 0.6064 / 0.559,
// at twice the pass's time (3.5 -> 5 % of the placer's).
constexpr int kSettleTurnDeciDeg = 15;
constexpr GrowTry kSettleTries[] = {
    {kSettleBigStep, 0}, {1, 0}, {1, kSettleTurnDeciDeg}, {1, -kSettleTurnDeciDeg}};

uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double uniform(uint64_t& state) { return static_cast<double>(splitmix(state) >> 11) * 0x1.0p-53; }

int size_step(double size_mm) {
  return static_cast<int>(std::lround(std::log(size_mm) / std::log(kSizeStep)));
}
double step_size(int step) { return std::pow(kSizeStep, step); }

// The first sweep for a spot looks at the board cells whose coordinates are both multiples of
// kCoarseStep: the same spots whatever the shape, so a shape's probe points can rule a shape
// out on exactly those spots before it is drawn.
// Spots of the first sweep's lattice, a row of bits per lattice row: bit s is the spot in
// column kCoarseStep * s.
struct SpotRows {
  int first_row = 0;  // board row of the first lattice row
  int rows = 0;
  int words = 0;
  std::vector<uint64_t> bits;
  bool any = false;
  const uint64_t* row(int r) const { return &bits[static_cast<size_t>(r) * words]; }
};

int first_on_lattice(int lo) { return lo + ((kCoarseStep - lo % kCoarseStep) % kCoarseStep); }

// The placement grid: which cells another symbol's ink may not use (outside the safe area,
// or within the gap of a placed symbol's ink), as bits for fast tests. The placed halos are
// remembered so that taking one away rebuilds the bits from the others, a word at a time.
class Board {
 public:
  explicit Board(const EdgeCells& edge)
      : cell_(1.0 / edge.px_per_mm),
        centre_(edge.centre),
        n_(2 * edge.centre + 1),
        edge_(edge.cells),
        forbidden_(edge.cells) {}

  double cell_mm() const { return cell_; }
  int size() const { return n_; }
  double mm(int cell) const { return (cell - centre_) * cell_; }
  int centre() const { return centre_; }

  bool inside(const SymbolShape& s, int x, int y) const {
    return x + s.ring_x >= 0 && y + s.ring_y >= 0 && x + s.ring_x + s.ring.width() <= n_ &&
           y + s.ring_y + s.ring.height() <= n_;
  }

  bool forbidden(int x, int y) const { return forbidden_.get(x, y); }
  const BitGrid& forbidden_cells() const { return forbidden_; }

  // True when every cell (offsets from (x, y)) is on the board and free.
  bool cells_free(const std::vector<std::pair<int, int>>& cells, int x, int y) const {
    for (const auto& [px, py] : cells) {
      const int cx = x + px, cy = y + py;
      if (cx < 0 || cy < 0 || cx >= n_ || cy >= n_ || forbidden_.get(cx, cy)) return false;
    }
    return true;
  }

  bool fits(const SymbolShape& s, int x, int y) const {
    if (!inside(s, x, y)) return false;
    for (const auto& [px, py] : s.probes) {
      if (forbidden_.get(x + px, y + py)) return false;
    }
    return !overlaps(forbidden_, s.ink, x + s.ink_x, y + s.ink_y);
  }

  int contact(const SymbolShape& s, int x, int y) const {
    return overlap_count(forbidden_, s.ring, x + s.ring_x, y + s.ring_y);
  }

  // -1 when the shape's ink at (x, y) meets a forbidden cell, else how many forbidden cells
  // its ring touches. One pass over the rows for both.
  int contact_if_fits(const SymbolShape& s, int x, int y) const {
    return contact_unless_overlap(forbidden_, s.ink, x + s.ink_x, y + s.ink_y, s.ring, x + s.ring_x,
                                  y + s.ring_y);
  }

  // The spots of the first sweep's lattice that leave every probe cell (offsets from the
  // spot) free and on the board: where a shape holding ink in those cells may go. Found a row
  // of spots at a time, a word at a time.
  SpotRows free_spots(const std::vector<std::pair<int, int>>& probes) const {
    SpotRows spots;
    spots.words = lattice_words_;
    int x_min = 0, x_max = 0, y_min = 0, y_max = 0;
    for (const auto& [px, py] : probes) {
      x_min = std::min(x_min, px);
      x_max = std::max(x_max, px);
      y_min = std::min(y_min, py);
      y_max = std::max(y_max, py);
    }
    const int x_lo = -x_min, x_hi = n_ - 1 - x_max, y_lo = -y_min, y_hi = n_ - 1 - y_max;
    spots.first_row = first_on_lattice(std::max(0, y_lo));
    // No row when the symbol can't fit the board's height: (y_hi - first_row) may be -1 or -2,
    // which divides to 0, not below (a row past the board was read: ASan, CardThatCannotFit).
    spots.rows = y_hi < spots.first_row ? 0 : (y_hi - spots.first_row) / kCoarseStep + 1;
    spots.bits.assign(static_cast<size_t>(spots.rows) * spots.words, 0);
    if (x_lo > x_hi || spots.rows == 0) return spots;
    std::vector<uint64_t> lattice(spots.words, 0);
    const std::vector<LatticeProbe> packed = lattice_probes(probes);
    for (int x = first_on_lattice(x_lo); x <= x_hi; x += kCoarseStep) {
      const int s = x / kCoarseStep;
      lattice[s >> 6] |= uint64_t{1} << (s & 63);
    }
    for (int r = 0; r < spots.rows; ++r) {
      uint64_t* open = &spots.bits[static_cast<size_t>(r) * spots.words];
      std::copy(lattice.begin(), lattice.end(), open);
      const uint64_t any = keep_free(open, spots.first_row + r * kCoarseStep, packed);
      spots.any = spots.any || any != 0;
    }
    return spots;
  }

  // Probe cells (offsets from a spot) as the lattice tests read them: spot s's probe cell is
  // column kCoarseStep * (s + t) + phase, bit s + t of the row's cells in that phase.
  struct LatticeProbe {
    int phase, dy, q, s;  // t = 64 q + s
  };
  static std::vector<LatticeProbe> lattice_probes(const std::vector<std::pair<int, int>>& probes) {
    std::vector<LatticeProbe> out;
    out.reserve(probes.size());
    for (const auto& [px, py] : probes) {
      const int phase = (px % kCoarseStep + kCoarseStep) % kCoarseStep;
      const int t = (px - phase) / kCoarseStep;
      out.push_back({phase, py, t >> 6, t & 63});
    }
    return out;
  }

  // Clears the bits s of `open` (a row of lattice spots at row y) where some probe cell is
  // forbidden; returns the OR of what is left (0: nothing). The board's index must be current.
  uint64_t keep_free(uint64_t* open, int y, const std::vector<LatticeProbe>& probes) const {
    const int words = lattice_words_;
    uint64_t any = 0;
    for (int k = 0; k < words; ++k) any |= open[k];
    for (const auto& [phase, py, q, s] : probes) {
      if (any == 0) break;
      const uint64_t* row = &lattice_[phase][static_cast<size_t>(y + py) * lattice_words_];
      any = 0;
      // Open spots only ever read cells on the board, so a word index past the row's ends
      // (clamped back onto it) only reads bits for spots that are not open.
      const int last = words - 1;
      for (int k = 0; k < words; ++k) {
        if (open[k] == 0) continue;
        uint64_t cells = row[std::clamp(k + q, 0, last)] >> s;
        if (s != 0) cells |= row[std::clamp(k + q + 1, 0, last)] << (64 - s);
        open[k] &= ~cells;
        any |= open[k];
      }
    }
    return any;
  }

  // Rebuilds the summed-area table of forbidden cells (after the board changed), eight cells
  // at a time: a byte of the row and its running counts from a table.
  void index_forbidden() {
    static const std::array<std::array<uint8_t, 8>, 256> kRunning = [] {
      std::array<std::array<uint8_t, 8>, 256> t{};
      for (int byte = 0; byte < 256; ++byte) {
        int n = 0;
        for (int b = 0; b < 8; ++b) t[byte][b] = static_cast<uint8_t>(n += (byte >> b) & 1);
      }
      return t;
    }();
    const size_t w = n_ + 1;
    if (sum_.size() != w * w + 8) {
      sum_.assign(w * w + 8, 0);  // spare room: the last byte of a row may run past n_
      stale_from_ = 0;
      stale_to_ = n_ - 1;
      // A phase's bits end before bit 64 * words / 3 + 22 (the last word's 22 bits start
      // before 64 * words / 3).
      lattice_words_ = ((n_ + 63) / 64 * 64 / kCoarseStep + 22) / 64 + 1;
      for (auto& phase : lattice_) phase.assign(static_cast<size_t>(n_) * lattice_words_, 0);
    }
    // Rows of the table above the first changed board row keep their counts; rows below the
    // last one all change by the same counts per column (those the changed rows added), and
    // their lattice bits not at all.
    const int last = std::min(stale_to_, n_ - 1);
    const bool rows_below = stale_from_ <= last && last + 1 < n_;
    if (rows_below) {
      const int32_t* before = &sum_[static_cast<size_t>(last + 1) * w];
      delta_.assign(before, before + w);
    }
    for (int y = stale_from_; y <= last; ++y) {
      const uint64_t* row = forbidden_.row(y);
      const int32_t* up = &sum_[static_cast<size_t>(y) * w + 1];
      int32_t* out = &sum_[static_cast<size_t>(y + 1) * w + 1];
      out[-1] = 0;
      int32_t running = 0;
      for (int x = 0; x < n_; x += 8) {
        const uint8_t byte = static_cast<uint8_t>(row[x >> 6] >> (x & 63));
        const std::array<uint8_t, 8>& counts = kRunning[byte];
        for (int b = 0; b < 8; ++b) out[x + b] = up[x + b] + running + counts[b];
        running += counts[7];
      }
      // The row's cells split by column modulo kCoarseStep, packed: the lattice's spots test
      // a third of the words.
      const int cell_words = (n_ + 63) / 64;
      for (int phase = 0; phase < kCoarseStep; ++phase) {
        uint64_t* packed = &lattice_[phase][static_cast<size_t>(y) * lattice_words_];
        std::fill(packed, packed + lattice_words_, 0);
        for (int k = 0; k < cell_words; ++k) {
          // Bits i of word k in this phase: (64 k + i) % 3 == phase, and 64 % 3 == 1.
          const int first = ((phase - k) % kCoarseStep + kCoarseStep) % kCoarseStep;
          const uint64_t bits = every_third_bit(row[k] >> first);
          const int at = (64 * k + first - phase) / kCoarseStep;
          packed[at >> 6] |= bits << (at & 63);
          // At most 22 bits: they spill into the next word only from bit 43 on.
          if ((at & 63) > 64 - 22) packed[(at >> 6) + 1] |= bits >> (64 - (at & 63));
        }
      }
    }
    if (rows_below) {
      const int32_t* changed = &sum_[static_cast<size_t>(last + 1) * w];
      for (size_t x = 0; x < w; ++x) delta_[x] = changed[x] - delta_[x];
      for (int y = last + 2; y <= n_; ++y) {
        int32_t* row = &sum_[static_cast<size_t>(y) * w];
        for (size_t x = 0; x < w; ++x) row[x] += delta_[x];
      }
    }
    stale_from_ = n_;
    stale_to_ = -1;
  }

  // The forbidden cells in the rectangles of the shape's ring cover moved to (x, y): at least
  // as many as its ring would touch there (0: it touches nothing, and fits).
  int contact_bound(const SymbolShape& shape, int x, int y) const {
    const size_t w = n_ + 1;
    int n = 0;
    for (const auto& r : shape.ring_cover) {
      const size_t x0 = x + r.x0, x1 = x + r.x1 + 1, y0 = y + r.y0, y1 = y + r.y1 + 1;
      n += sum_[y1 * w + x1] - sum_[y0 * w + x1] - sum_[y1 * w + x0] + sum_[y0 * w + x0];
    }
    return n;
  }

  // True when any rectangle of the shape's ring cover, moved to (x, y), holds a forbidden
  // cell. The bounding box goes first: far from everything one look-up settles it.
  bool touches(const SymbolShape& shape, int x, int y) const {
    const size_t w = n_ + 1;
    const std::vector<SymbolShape::Rect>& cover = shape.ring_cover;
    if (cover.size() > 1) {
      const size_t x0 = x + shape.ring_x, x1 = x + shape.ring_x + shape.ring.width();
      const size_t y0 = y + shape.ring_y, y1 = y + shape.ring_y + shape.ring.height();
      if (sum_[y1 * w + x1] - sum_[y0 * w + x1] - sum_[y1 * w + x0] + sum_[y0 * w + x0] == 0) {
        return false;
      }
    }
    for (const auto& r : cover) {
      const size_t x0 = x + r.x0, x1 = x + r.x1 + 1, y0 = y + r.y0, y1 = y + r.y1 + 1;
      if (sum_[y1 * w + x1] - sum_[y0 * w + x1] - sum_[y1 * w + x0] + sum_[y0 * w + x0] != 0) {
        return true;
      }
    }
    return false;
  }

  void add(const Halo& halo, int x, int y) {
    stamps_.push_back({&halo, x, y});
    stamp(forbidden_, halo.cells, x + halo.x, y + halo.y);
    mark_stale(halo, y);
  }
  // Takes a placed halo away. With `edge`, the board's edge is that one (edge_for_air: the
  // symbol about to be tested reaches into the edge by its air) until the next remove or
  // restore_edge; the block index is then stale (only growing, which reads the cells alone,
  // passes an edge).
  void remove(const Halo& halo, int x, int y, const BitGrid* edge = nullptr) {
    const auto it = std::find(stamps_.begin(), stamps_.end(), Stamp{&halo, x, y});
    if (it == stamps_.end()) return;
    stamps_.erase(it);
    // Restamping the others leaves every row outside this halo as it was.
    mark_stale(halo, y);
    restamp(edge != nullptr ? *edge : edge_);
    if (edge != nullptr) {
      stale_from_ = 0;
      stale_to_ = n_ - 1;
    }
  }
  // The board's own edge back (after a remove with another).
  void restore_edge() {
    restamp(edge_);
    stale_from_ = 0;
    stale_to_ = n_ - 1;
  }

 private:
  void restamp(const BitGrid& edge) {
    forbidden_ = edge;
    for (const Stamp& s : stamps_) {
      stamp(forbidden_, s.halo->cells, s.x + s.halo->x, s.y + s.halo->y);
    }
  }
  void mark_stale(const Halo& halo, int y) {
    stale_from_ = std::min(stale_from_, std::max(0, y + halo.y));
    stale_to_ = std::max(stale_to_, std::min(n_ - 1, y + halo.y + halo.cells.height() - 1));
  }

  struct Stamp {
    const Halo* halo;
    int x, y;
    bool operator==(const Stamp&) const = default;
  };

  double cell_;
  int centre_ = 0;
  int n_ = 0;
  BitGrid edge_;       // outside the safe area
  BitGrid forbidden_;  // edge_ and every placed halo
  std::vector<Stamp> stamps_;
  std::vector<int32_t> sum_;  // summed-area table, as of the last index_forbidden()
  int stale_from_ = 0;        // the first board row changed since then
  int stale_to_ = 0;          // and the last (the table holds rows 0 to n_, board rows + 1)
  std::vector<int32_t> delta_;
  // Per column phase (column % kCoarseStep), the forbidden cells of that phase packed: bit s
  // of a row is column kCoarseStep * s + phase. As of the last index_forbidden().
  std::array<std::vector<uint64_t>, kCoarseStep> lattice_;
  int lattice_words_ = 0;
};

struct CachedShape {
  SymbolShape shape;
  std::optional<Halo> halo;
  double air_mm = 0;  // what the shape's cells were grown by
};

// Text beside a picture keeps a third of its height from it (layout_options.h's pair_gap_mm),
// where the two airs give it only the gap, a sixth of its height and the picture's air. On a
// card of both, text takes that third less the gap and the least air a picture has (at the
// smallest allowed size) as its air, so the placer's halos keep the rule for every
// text-picture pair; two text symbols there keep more than their rule asks.
double text_air_beside_pictures(double size_mm, const SymbolInk& ink, double min_size_mm,
                                double min_gap_mm) {
  return kTextAirShare * ink.box_height_mm(size_mm) - min_gap_mm -
         symbol_air_mm(min_size_mm, 0, false, min_gap_mm);
}

// Shapes by (symbol, size step, angle, flip); a card asks for the same ones many times.
class ShapeCache {
 public:
  // A halo reaches the gap plus a cell diagonal: two cells' inks are that much closer at
  // most than their centres.
  ShapeCache(const PlacementContext& context, double px_per_mm)
      : context_(context),
        px_per_mm_(px_per_mm),
        halo_cells_((context.options.min_gap_mm + std::numbers::sqrt2 / px_per_mm) * px_per_mm) {}

  double px_per_mm() const { return px_per_mm_; }
  // Whether the card holds both text and pictures (keep_text_apart_from_pictures); set
  // before the first get().
  void set_mixed(bool mixed) { mixed_ = mixed; }

  CachedShape& get(int symbol, int step, int angle_decideg, bool mirror) {
    const uint64_t key = (static_cast<uint64_t>(symbol) << 40) |
                         (static_cast<uint64_t>(step + 32768) << 20) |
                         (static_cast<uint64_t>(angle_decideg) << 1) | (mirror ? 1 : 0);
    auto& slot = shapes_[key];
    if (!slot) {
      const SymbolInk& ink = context_.inks[symbol];
      const double size = step_size(step);
      slot = std::make_unique<CachedShape>();
      const double air = air_mm(symbol, step);
      slot->shape = rasterise_shape(ink, ink.box_width_mm(size), ink.box_height_mm(size),
                                    angle_decideg / 10.0, mirror, 1.0 / px_per_mm_, air);
      slot->air_mm = air;
    }
    return *slot;
  }

  // The air a shape of `symbol` at size step `step` keeps beyond its ink.
  double air_mm(int symbol, int step) const {
    const SymbolInk& ink = context_.inks[symbol];
    const double size = step_size(step);
    const bool text = context_.options.is_text(symbol);
    double air = symbol_air_mm(size, ink.box_height_mm(size), text, context_.options.min_gap_mm);
    if (text && mixed_)
      air = std::max(air, text_air_beside_pictures(size, ink, context_.min_size_mm,
                                                   context_.options.min_gap_mm));
    return air;
  }

  const Halo& halo(CachedShape& cached) {
    if (!cached.halo) cached.halo = shape_halo(cached.shape, halo_cells_);
    return *cached.halo;
  }

 private:
  const PlacementContext& context_;
  double px_per_mm_;
  double halo_cells_;
  bool mixed_ = false;
  std::unordered_map<uint64_t, std::unique_ptr<CachedShape>> shapes_;
};

// The edges that shapes of each air reach into (edge_for_air), made when first asked for.
class EdgeByAir {
 public:
  explicit EdgeByAir(const EdgeCells& edge) : edge_(edge) {}
  const BitGrid& get(double air_mm) {
    const int level = static_cast<int>(std::floor(std::min(air_mm, kEdgeAirMm) / kEdgeAirStepMm));
    std::unique_ptr<BitGrid>& slot = by_level_[level];
    if (!slot) slot = std::make_unique<BitGrid>(edge_for_air(edge_, air_mm));
    return *slot;
  }

 private:
  const EdgeCells& edge_;
  std::unordered_map<int, std::unique_ptr<BitGrid>> by_level_;
};

struct Slot {
  int symbol = 0;
  int rank = 0;
  int step = 0;   // size step
  int angle = 0;  // decidegrees
  bool mirror = false;
  int x = 0, y = 0;
  CachedShape* shape = nullptr;
  bool placed = false;  // on the board (a failed greedy leaves some unplaced)
};

struct Spot {
  bool found = false;
  int x = 0, y = 0;
  int64_t key = 0;
};

// The free spot where the shape touches the most forbidden cells (neighbours' halos or the
// safe edge); ties go to the spot farther from the centre, so the card fills from its rim.
// The board's block index must be current. Only spots `apart_ok(x, y)` accepts are taken (the
// apart rule); it is asked only of a spot that would be the best so far.
template <typename Allowed>
Spot best_spot(const Board& board, const SymbolShape& shape, const SpotRows& candidates,
               const Allowed& apart_ok) {
  Spot best, untouched;
  // A spot off the lattice, next to the best: kept when it fits and beats the best's key.
  auto consider = [&](int x, int y) {
    for (const auto& [px, py] : shape.probes) {
      if (board.forbidden(x + px, y + py)) return;
    }
    // Touching nothing, it can't beat a spot that touches something.
    if (!board.touches(shape, x, y)) return;
    if (board.contact_bound(shape, x, y) < best.key / 1'000'000) return;
    const int contact = board.contact_if_fits(shape, x, y);
    if (contact < 0) return;
    const int dx = x - board.centre(), dy = y - board.centre();
    const int64_t key = static_cast<int64_t>(contact) * 1'000'000 + dx * dx + dy * dy;
    if (key > best.key && apart_ok(x, y)) best = {true, x, y, key};
  };
  const int x_lo = -shape.ring_x, x_hi = board.size() - shape.ring_x - shape.ring.width();
  const int y_lo = -shape.ring_y, y_hi = board.size() - shape.ring_y - shape.ring.height();
  if (x_lo > x_hi || !candidates.any) return best;
  // The first sweep looks at the candidate spots of the lattice (those the ink's probe points
  // left free). The shape's own probes rule out most of the rest, a row of spots at a time,
  // and only the spots every probe leaves free are looked at one by one.
  const int words = candidates.words;
  const std::vector<Board::LatticeProbe> probes = Board::lattice_probes(shape.probes);
  std::vector<uint64_t> sweep(words, 0), open(words);
  for (int x = first_on_lattice(x_lo); x <= x_hi; x += kCoarseStep) {
    const int s = x / kCoarseStep;
    sweep[s >> 6] |= uint64_t{1} << (s & 63);
  }
  // Spots that touch something, with the bound on their contact; looked at in falling bound
  // order, the exact count stops as soon as no bound left can reach the best contact. The
  // winner is the same as in scan order: the first spot (in scan order) of the highest key.
  struct Touching {
    int bound, order, x, y;
  };
  std::vector<Touching> touching;
  for (int y = first_on_lattice(y_lo); y <= y_hi; y += kCoarseStep) {
    const int r = (y - candidates.first_row) / kCoarseStep;
    if (y < candidates.first_row || r >= candidates.rows) continue;
    const uint64_t* allowed = candidates.row(r);
    for (int k = 0; k < words; ++k) open[k] = sweep[k] & allowed[k];
    if (board.keep_free(open.data(), y, probes) == 0) continue;
    for (int k = 0; k < words; ++k) {
      for (uint64_t word = open[k]; word != 0; word &= word - 1) {
        const int x = (k * 64 + std::countr_zero(word)) * kCoarseStep;
        if (board.touches(shape, x, y)) {
          touching.push_back(
              {board.contact_bound(shape, x, y), static_cast<int>(touching.size()), x, y});
        } else if (!untouched.found && apart_ok(x, y)) {
          untouched = {true, x, y, 0};
        }
      }
    }
  }
  std::sort(touching.begin(), touching.end(), [](const Touching& a, const Touching& b) {
    return a.bound != b.bound ? a.bound > b.bound : a.order < b.order;
  });
  int best_order = 0;
  for (const Touching& t : touching) {
    if (best.found && t.bound < best.key / 1'000'000) break;
    const int contact = board.contact_if_fits(shape, t.x, t.y);
    if (contact < 0) continue;
    const int dx = t.x - board.centre(), dy = t.y - board.centre();
    const int64_t key = static_cast<int64_t>(contact) * 1'000'000 + dx * dx + dy * dy;
    if ((!best.found || key > best.key || (key == best.key && t.order < best_order)) &&
        apart_ok(t.x, t.y)) {
      best = {true, t.x, t.y, key};
      best_order = t.order;
    }
  }
  if (best.found) {
    const Spot coarse = best;
    for (int dy = -kCoarseStep / 2; dy <= kCoarseStep / 2; ++dy) {
      for (int dx = -kCoarseStep / 2; dx <= kCoarseStep / 2; ++dx) {
        const int x = coarse.x + dx, y = coarse.y + dy;
        if ((dx != 0 || dy != 0) && x >= x_lo && x <= x_hi && y >= y_lo && y <= y_hi) {
          consider(x, y);
        }
      }
    }
  }
  return best.found ? best : untouched;
}

class CardPlacer {
 public:
  CardPlacer(const PlacementContext& context, const std::vector<int>& symbols,
             const std::vector<int>& ranks, int card)
      : context_(context),
        coarse_edge_(edge_for(context.edge, context.options.grid_px_per_mm, own_edge_)),
        coarse_by_air_(coarse_edge_),
        base_(coarse_edge_),
        cache_(context, context.options.grid_px_per_mm),
        symbols_(symbols),
        given_ranks_(ranks),
        ranks_(ranks),
        card_(card) {
    if (context.options.apart != SymbolsApart::kOff &&
        context.outlines.size() < context.inks.size()) {
      throw std::logic_error("the apart rule needs every symbol's outline in the context");
    }
    set_floors(Floors::kPictures);
    keep_text_apart_from_pictures();
  }

  CardPlacement run(uint64_t seed) {
    if (profile_ != 1) {
      // Framed photos' profile packs four big and four small discs where a geometric scale
      // packs a ring of middling ones, but rounded squares can't always take it: a card that
      // can't falls back to the geometric scale.
      try {
        return run_with_floors(seed);
      } catch (const InputError&) {
        profile_ = 1;
        set_floors(Floors::kPictures);
      }
    }
    return run_with_floors(seed);
  }

  CardPlacement run_with_floors(uint64_t seed) {
    try {
      return run_at_floors(seed);
    } catch (const InputError&) {
      // Text takes a picture's smallest size while the card holds it; only a card that can't
      // lets its text down to text's own smallest size (symbol_min_size_mm): first with the
      // card's smallest size at the largest of its symbols' (every symbol can take it), then
      // at the least (the symbol that may go lowest takes it: restore_variety).
      if (!std::any_of(symbols_.begin(), symbols_.end(), [&](int s) {
            return symbol_min_size_mm(context_, s) < context_.min_size_mm;
          })) {
        throw;
      }
    }
    try {
      set_floors(Floors::kTextLargest);
      return run_at_floors(seed);
    } catch (const InputError&) {
      set_floors(Floors::kTextLeast);
      return run_at_floors(seed);
    }
  }

  // The smallest sizes: every symbol's context.min_size_mm, or for text its own
  // (symbol_min_size_mm). The card's smallest size is the largest or the least of those (run);
  // the size caps and ranks follow.
  enum class Floors { kPictures, kTextLargest, kTextLeast };
  void set_floors(Floors floors) {
    floors_ = floors;
    ranks_ = given_ranks_;
    card_min_ = floors == Floors::kTextLeast ? context_.min_size_mm : 0;
    for (int s : symbols_) {
      card_min_ = floors == Floors::kTextLeast ? std::min(card_min_, floor_of(s))
                                               : std::max(card_min_, floor_of(s));
    }
    // A long thin symbol at its rank's ink area may be longer than the card is wide, and one
    // symbol filling half the card crowds the others (issue 29): cap each symbol so that its
    // box's longer side stays within 85 % of the safe area's width and kLargestSymbolShare of the
    // card's size. The second never below what the size variety needs over the smallest size
    // (a card of long words, all capped, could otherwise keep no variety at all).
    const double width_room =
        0.85 * 2 * std::min(context_.area.extent_x_mm(), context_.area.extent_y_mm());
    const double share_room = kLargestSymbolShare * card_reference_mm(context_.options);
    const double variety_size = kMinimumSizeVariety * 1.01 * card_min_;
    for (int s : symbols_) {
      const SymbolInk& ink = context_.inks[s];
      const double longest_per_size =
          std::max(ink.box_width_mm(1.0), ink.box_height_mm(1.0));  // box side per mm of size
      size_cap_[s] = std::min(width_room / longest_per_size,
                              std::max(share_room / longest_per_size, variety_size));
    }
    demote_capped_symbols();
  }

  double floor_of(int s) const {
    return floors_ != Floors::kPictures ? symbol_min_size_mm(context_, s) : context_.min_size_mm;
  }

  // On a card of both text and pictures, text keeps its air beside pictures
  // (text_air_beside_pictures).
  void keep_text_apart_from_pictures() {
    const auto text = [&](int s) { return context_.options.is_text(s); };
    mixed_ = std::any_of(symbols_.begin(), symbols_.end(), text) &&
             !std::all_of(symbols_.begin(), symbols_.end(), text);
    cache_.set_mixed(mixed_);
  }

  // A symbol too long to take its rank's size swaps ranks with the next one down, so that
  // the card still gets its full size variety (only such a symbol loses its turn as biggest).
  void demote_capped_symbols() {
    const int count = static_cast<int>(symbols_.size());
    const double nominal = nominal_biggest_mm(context_, count, profile_);
    std::vector<int> by_rank(count);
    for (int j = 0; j < count; ++j) by_rank[ranks_[j]] = j;
    for (int pass = 0; pass < count; ++pass) {
      for (int r = 0; r + 1 < count; ++r) {
        const int j = by_rank[r], k = by_rank[r + 1];
        const double size = rank_size(nominal, context_.size_variety, r);
        if (size_cap_[symbols_[j]] < size && size_cap_[symbols_[k]] > size_cap_[symbols_[j]]) {
          std::swap(by_rank[r], by_rank[r + 1]);
        }
      }
    }
    for (int r = 0; r < count; ++r) ranks_[by_rank[r]] = r;
  }

  // The deck's edge when it was made for this grid, else a fresh one (kept in `own`).
  const EdgeCells& edge_for(const EdgeCells& made, double px_per_mm,
                            std::optional<EdgeCells>& own) const {
    if (made.px_per_mm == px_per_mm && made.cells.width() > 0) return made;
    own = edge_cells(context_.area, px_per_mm);
    return *own;
  }

  CardPlacement run_at_floors(uint64_t seed) {
    const int count = static_cast<int>(symbols_.size());
    const double nominal = nominal_biggest_mm(context_, count, profile_);
    const double full_scale =
        std::min(nominal, nominal_biggest_mm(context_, count, profile_, kShrunkBelowCoverage));
    // Nominal sizes spread a hair wider than asked so that quantised sizes keep the ratio.
    const double variety = context_.size_variety * 1.01;
    nominal_sizes_.resize(count);
    for (int r = 0; r < count; ++r) nominal_sizes_[r] = rank_size(nominal, variety, r);
    std::optional<Attempt> best;
    // A card whose best start still packs poorly gets a couple more starts.
    const int starts = std::max(1, context_.options.starts);
    const double poor = kPoorPacking * context_.area.area_mm2();
    for (int start = 0; start < starts || (start < starts + kExtraStarts && best->ink_area < poor);
         ++start) {
      uint64_t state = seed ^ (0x5851f42d4c957f2dULL * (start + 1));
      double biggest = best ? std::min(nominal, best->biggest / kShrink) : nominal;
      last_chance_ = false;
      // The first start first tries a scale step above the nominal sizes, and keeps that
      // when it fits (issue 29: party deck 0.565 / 0.478 -> 0.568 / 0.491). Otherwise the
      // start goes on with the same draws as if it hadn't tried, as check's (which doesn't try
      // it) does: only the first start may refuse the card, so build refuses a card only
      // where check does.
      std::optional<Attempt> above;
      if (start == 0 && context_.options.grow_passes > 0) {
        uint64_t above_state = state;
        Attempt tried = greedy(nominal / kShrink, variety, above_state, nullptr);
        if (tried.complete) above = std::move(tried);
      }
      std::optional<Attempt> fitted;
      try {
        fitted = above ? std::move(*above) : fit(biggest, variety, state);
      } catch (const InputError&) {
        if (!best) throw;
        continue;  // the card has a layout; a later start that finds none changes nothing
      }
      Attempt& attempt = *fitted;
      // Single symbols giving way a few percent is ordinary packing; a card is "shrunk" when
      // its whole scale had to come down below the full one (or its size variety down to the
      // floor).
      attempt.shrunk = attempt.biggest < full_scale * 0.999;
      // Every start is grown before the fullest is kept: the greedy's ink says little of what
      // growing makes of an arrangement (issue 29.3: party deck mean +0.004, for one more
      // growing on the placement grid per card).
      grow(attempt, cache_, coarse_by_air_, kCoarseGrowTries, kCoarseNudge);
      if (!best || ink_of(attempt) > ink_of(*best)) best = std::move(attempt);
    }
    const double coarse_ink = ink_of(*best);
    refine(*best);
    // A card still thin when grown (issue 29: the thinnest within 0.12 of the mean) is laid
    // out afresh from a few more starts, the first with its biggest symbol in the middle, and
    // the fullest kept: the greedy's ink says little of what growing makes of an arrangement.
    // A retry is grown on the placement grid; only one fuller there than the first is grown
    // on the fine grid too (the fine pass adds about as much to each).
    double chosen_ink = ink_of(*best);
    CardPlacement chosen = finish(*best);
    std::vector<Slot> chosen_slots = best->slots;
    // Thin against the safe area and against what its capped nominal sizes ask for (a card of
    // two or three symbols, all at the 45 % cap, is thin but can't be fuller). Text keeps a
    // third of its height clear: a card of it is thin whatever its arrangement (a digits deck
    // 0.23 either way, at twice the time).
    double aim = 0;
    for (int j = 0; j < count; ++j) {
      const double size = std::min(nominal_size(ranks_[j]), size_cap_.at(symbols_[j]));
      aim += size * size;
    }
    const bool text = std::any_of(symbols_.begin(), symbols_.end(),
                                  [&](int s) { return context_.options.is_text(s); });
    const double thin =
        text ? 0 : std::min(kRetryBelow * context_.area.area_mm2(), kRetryOfAim * aim);
    for (int retry = 0; retry < context_.options.thin_retries && chosen_ink < thin; ++retry) {
      uint64_t state = seed ^ (0x2545f4914f6cdd1dULL * (retry + 1));
      last_chance_ = false;
      centre_first_ = retry == 0;
      std::optional<Attempt> attempt;
      try {
        attempt = fit(nominal, variety, state);
      } catch (const InputError&) {
        // The card has its layout; a retry that can't place it changes nothing.
      }
      centre_first_ = false;
      if (!attempt) continue;
      attempt->shrunk = attempt->biggest < full_scale * 0.999;
      grow(*attempt, cache_, coarse_by_air_, kCoarseGrowTries, kCoarseNudge);
      if (ink_of(*attempt) <= coarse_ink) continue;
      refine(*attempt);
      const double ink = ink_of(*attempt);
      if (ink > chosen_ink) {
        chosen_ink = ink;
        chosen = finish(*attempt);  // before another refine replaces its fine shapes
        chosen_slots = attempt->slots;
      }
    }
    settle(chosen_slots, chosen);
    return chosen;
  }

 private:
  struct Attempt {
    std::vector<Slot> slots;
    Board board;
    double biggest = 0;
    double ink_area = 0;
    bool shrunk = false;
    bool complete = true;  // false: some symbol found no room (those have no shape)
  };

  // Rank r's nominal size on this card (as the greedy's first try asks for it), as of the
  // last run_at_floors.
  double nominal_size(int rank) const { return nominal_sizes_[rank]; }

  // The ink an attempt's symbols hold, in mm^2 (sizes are square roots of ink areas).
  static double ink_of(const Attempt& attempt) {
    double ink = 0;
    for (const Slot& slot : attempt.slots) ink += step_size(slot.step) * step_size(slot.step);
    return ink;
  }

  // The smallest size step symbol s may take (a step above its smallest size, so that
  // quantising never takes it below).
  int min_step(int s) const { return size_step(floor_of(s)) + 1; }

  double rank_size(double biggest, double variety, int rank) const {
    return biggest * rank_share(variety, profile_, rank, static_cast<int>(symbols_.size()));
  }

  // Greedy placements at a shrinking scale until one fits; never gives up before the
  // smallest allowed sizes, then says clearly that the card can't be made.
  Attempt fit(double biggest, double variety, uint64_t& state) {
    const double min_size = card_min_;
    int last_tries = 4;
    std::optional<Attempt> failed;
    bool stepped = false;  // the scale just came down a whole step
    while (true) {
      // The last tries start afresh: staying put would only repeat the arrangement that failed.
      const Attempt* before = failed && !last_chance_ ? &*failed : nullptr;
      Attempt attempt = greedy(biggest, variety, state, before);
      if (attempt.complete) {
        // A step is 6 % in size, 12 % in ink: a card that fits a step down tries half a step
        // back up, from where the failed one left its symbols, and keeps that when it fits.
        // Only after a layout is found, so a card is refused where it was before (issue 29:
        // party deck mean 0.562 -> 0.565).
        if (stepped && context_.options.grow_passes > 0) {
          Attempt between = greedy(biggest / std::sqrt(kShrink), variety, state, &*failed);
          if (between.complete) return between;
        }
        return attempt;
      }
      failed = std::move(attempt);
      const double floor = variety * min_size;
      stepped = false;
      if (biggest * kShrink >= floor) {
        biggest *= kShrink;
        stepped = true;
      } else if (biggest > floor * 1.0001) {
        biggest = floor;
      } else if (variety > kMinimumSizeVariety * 1.01) {
        variety = kMinimumSizeVariety * 1.01;
        biggest = variety * min_size;
      } else if (last_tries-- > 0) {
        // At the smallest sizes a few more random turns before giving up on the card.
        last_chance_ = true;
      } else {
        throw_cannot_fit();
      }
    }
  }

  [[noreturn]] void throw_cannot_fit() const {
    std::ostringstream what;
    what << "card " << card_ + 1 << ": its " << symbols_.size()
         << " symbols don't fit in the safe area even at the smallest allowed size ("
         << std::round(card_min_ * 100) / 100 << " mm, biggest/smallest " << kMinimumSizeVariety
         << ", gap " << context_.options.min_gap_mm
         << " mm); expected fewer symbols per card, a bigger card, a smaller safe margin or a "
            "smaller gap"
         << (context_.options.apart != SymbolsApart::kOff
                 ? " (or layout.apart: off, letting symbols sit in each other's hollows)"
                 : "");
    throw InputError(what.str());
  }

  // The turns (decidegrees) a symbol may take: text keeps upright, or within kTextTiltDeg of
  // it when turns are free.
  std::vector<int> angles_to_try(uint64_t& state, int symbol) const {
    const bool text = context_.options.is_text(symbol);
    switch (context_.options.turns) {
      case SymbolTurns::kUpright:
        return {0};
      case SymbolTurns::kQuarterTurns:
        if (text) return {0};
        return {0, 900, 1800, 2700};
      case SymbolTurns::kFree:
        break;
    }
    if (text) {
      // A few tilts spread over the allowed range, shifted by the seed; the last tries look
      // at twice as many.
      const int count = last_chance_ ? 6 : 3;
      const int tilt = static_cast<int>(kTextTiltDeg * 10);
      const int step = 2 * tilt / count;
      const int offset = static_cast<int>(uniform(state) * step);
      std::vector<int> angles;
      for (int k = 0; k < count; ++k) angles.push_back((-tilt + offset + k * step + 3600) % 3600);
      return angles;
    }
    // The last tries at the smallest sizes look at twice as many turns.
    const int count = last_chance_ ? 2 * kFreeAngles : kFreeAngles;
    const int offset = static_cast<int>(uniform(state) * (3600 / count));
    std::vector<int> angles;
    for (int k = 0; k < count; ++k) angles.push_back((offset + k * 3600 / count) % 3600);
    return angles;
  }

  // One greedy placement, largest first. After a failed one (`failed`) at a bigger scale,
  // each symbol it had placed first tries to stay where it was, shrunk in place: only the
  // symbols that found no room then look for it, at much less cost than starting afresh.
  Attempt greedy(double biggest, double variety, uint64_t& state, const Attempt* failed) {
    const int count = static_cast<int>(symbols_.size());
    Attempt attempt{{}, base_, biggest, 0, false};
    attempt.slots.resize(count);
    std::vector<double> longest(count);
    for (int i = 0; i < count; ++i) {
      Slot& slot = attempt.slots[i];
      slot.symbol = symbols_[i];
      slot.rank = ranks_[i];
      slot.step = std::max(
          min_step(slot.symbol),
          size_step(std::min(rank_size(biggest, variety, slot.rank), size_cap_[slot.symbol])));
      const SymbolInk& ink = context_.inks[slot.symbol];
      const double size = step_size(slot.step);
      longest[i] = std::max(ink.box_width_mm(size), ink.box_height_mm(size));
    }
    // Biggest first (by size, so by ink), the longest box first among equals, while room is
    // whole. Issue 29: longest boxes first put a sparse picture (an outline emoji, 12 % ink)
    // down before the card's dense biggest symbols, which then shrank to fit; a symbol that
    // gives way now is the one whose ink costs least (coverage party 0.538 -> 0.548, OpenMoji
    // 0.555 -> 0.574 mean).
    std::vector<int> order(count);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      const Slot &sa = attempt.slots[a], &sb = attempt.slots[b];
      return sa.step != sb.step ? sa.step > sb.step : longest[a] > longest[b];
    });
    for (int i : order) {
      attempt.board.index_forbidden();
      Slot& slot = attempt.slots[i];
      const bool mirror = context_.options.mirror && uniform(state) < 0.5;
      const std::vector<int> angles = angles_to_try(state, slot.symbol);
      if (failed != nullptr && failed->slots[i].shape != nullptr &&
          stay(attempt, i, failed->slots[i])) {
        continue;
      }
      // A thin card's first retry puts its biggest symbol in the middle, the others around
      // it (party deck min 0.466 -> 0.473): the greedy's contact puts it on the rim.
      if (centre_first_ && i == order[0]) {
        const int c = attempt.board.centre();
        CachedShape& shape = cache_.get(slot.symbol, slot.step, angles[0], mirror);
        if (attempt.board.fits(shape.shape, c, c)) {
          slot.angle = angles[0];
          slot.shape = &shape;
          slot.mirror = mirror;
          slot.x = c;
          slot.y = c;
          slot.placed = true;
          attempt.board.add(cache_.halo(shape), c, c);
          attempt.ink_area += step_size(slot.step) * step_size(slot.step);
          continue;
        }
      }
      // A symbol that finds no room at its size shrinks on its own, a few percent at a time
      // down to the smallest allowed size, before the whole card is tried smaller.
      Spot best;
      for (int step = slot.step; !best.found && step >= min_step(slot.symbol); step -= 10) {
        for (int angle : angles) {
          // Drawing a shape costs more than ruling it out by its probe points.
          const SpotRows spots = candidate_spots(attempt.board, slot.symbol, step, angle, mirror);
          if (!spots.any) continue;
          CachedShape& shape = cache_.get(slot.symbol, step, angle, mirror);
          const Spot spot = best_spot(attempt.board, shape.shape, spots, [&](int x, int y) {
            return keeps_apart(attempt, i, step, angle, mirror, x, y);
          });
          if (spot.found && (!best.found || spot.key > best.key)) {
            best = spot;
            slot.step = step;
            slot.angle = angle;
            slot.shape = &shape;
          }
        }
      }
      if (!best.found) {
        attempt.complete = false;
        return attempt;
      }
      slot.mirror = mirror;
      slot.x = best.x;
      slot.y = best.y;
      slot.placed = true;
      attempt.board.add(cache_.halo(*slot.shape), slot.x, slot.y);
      const double size = step_size(slot.step);
      attempt.ink_area += size * size;
    }
    attempt.complete = restore_variety(attempt, state);
    return attempt;
  }

  // Places `slot` where `before` was, at its new size (or before's, if smaller), turned and
  // flipped as before, when it fits there.
  bool stay(Attempt& attempt, int i, const Slot& before) {
    Slot& slot = attempt.slots[i];
    const int step = std::min(slot.step, before.step);
    CachedShape& shape = cache_.get(slot.symbol, step, before.angle, before.mirror);
    if (!attempt.board.fits(shape.shape, before.x, before.y)) return false;
    if (!keeps_apart(attempt, i, step, before.angle, before.mirror, before.x, before.y)) {
      return false;
    }
    slot.step = step;
    slot.angle = before.angle;
    slot.mirror = before.mirror;
    slot.shape = &shape;
    slot.x = before.x;
    slot.y = before.y;
    slot.placed = true;
    attempt.board.add(cache_.halo(shape), slot.x, slot.y);
    attempt.ink_area += step_size(step) * step_size(step);
    return true;
  }

  SpotRows candidate_spots(const Board& board, int symbol, int step, int angle, bool mirror) const {
    const SymbolInk& ink = context_.inks[symbol];
    const double size = step_size(step);
    return board.free_spots(probe_cells(ink, ink.box_width_mm(size), ink.box_height_mm(size),
                                        angle / 10.0, mirror, board.cell_mm(),
                                        cache_.air_mm(symbol, step)));
  }

  // Shrinking single symbols may have cost the card its size variety: the smallest symbol
  // then shrinks further (re-placed where it fits best) until biggest / smallest is back at
  // the floor, unless that would take it below the smallest allowed size.
  bool restore_variety(Attempt& attempt, uint64_t& state) {
    std::vector<Slot>& slots = attempt.slots;
    if (slots.size() < 2) return true;
    const int floor_steps = size_step(kMinimumSizeVariety) + 1;
    for (size_t round = 0; round < slots.size(); ++round) {
      int big = 0, small = 0;
      for (size_t j = 0; j < slots.size(); ++j) {
        if (slots[j].step > slots[big].step) big = static_cast<int>(j);
        if (slots[j].step < slots[small].step) small = static_cast<int>(j);
      }
      if (slots[big].step - slots[small].step >= floor_steps) return true;
      const int step = slots[big].step - floor_steps;
      // The smallest symbol shrinks, or when that would take it below its own smallest size
      // (text of heavier ink has a higher one), the smallest of those that may.
      if (step < min_step(slots[small].symbol)) {
        small = -1;
        for (size_t j = 0; j < slots.size(); ++j) {
          if (static_cast<int>(j) == big || step < min_step(slots[j].symbol)) continue;
          if (small < 0 || slots[j].step < slots[small].step) small = static_cast<int>(j);
        }
        if (small < 0) return false;
      }
      Slot& slot = slots[small];
      const bool mirror = slot.mirror;
      attempt.board.remove(cache_.halo(*slot.shape), slot.x, slot.y);
      attempt.board.index_forbidden();
      Spot best;
      for (int angle : angles_to_try(state, slot.symbol)) {
        const SpotRows spots =
            candidate_spots(attempt.board, slot.symbol, step, angle, slot.mirror);
        if (!spots.any) continue;
        CachedShape& shape = cache_.get(slot.symbol, step, angle, slot.mirror);
        const Spot spot = best_spot(attempt.board, shape.shape, spots, [&](int x, int y) {
          return keeps_apart(attempt, small, step, angle, mirror, x, y);
        });
        if (spot.found && (!best.found || spot.key > best.key)) {
          best = spot;
          slot.angle = angle;
          slot.shape = &shape;
        }
      }
      // Smaller always fits somewhere the bigger did not block; if not, give the card up.
      if (!best.found) return false;
      const double old_size = step_size(slot.step), size = step_size(step);
      attempt.ink_area += size * size - old_size * old_size;
      slot.step = step;
      slot.x = best.x;
      slot.y = best.y;
      attempt.board.add(cache_.halo(*slot.shape), slot.x, slot.y);
    }
    return false;
  }

  // Grows symbols one size step group at a time while a nudge of up to `reach` cells (at most
  // kFineNudge) or a small turn keeps them clear, biggest first, keeping the rank order and
  // the size variety.
  void grow(Attempt& attempt, ShapeCache& cache, EdgeByAir& edges, std::span<const GrowTry> tries,
            int reach) {
    static const std::array<std::vector<std::pair<int, int>>, kFineNudge + 1> kNudges = [] {
      std::array<std::vector<std::pair<int, int>>, kFineNudge + 1> by_reach;
      for (int r = 0; r <= kFineNudge; ++r) {
        std::vector<std::pair<int, int>>& v = by_reach[r];
        for (int dy = -r; dy <= r; ++dy) {
          for (int dx = -r; dx <= r; ++dx) v.emplace_back(dx, dy);
        }
        std::stable_sort(v.begin(), v.end(), [](auto a, auto b) {
          return a.first * a.first + a.second * a.second < b.first * b.first + b.second * b.second;
        });
      }
      return by_reach;
    }();
    const std::vector<std::pair<int, int>>& nudges = kNudges[reach];
    const bool free_turns = context_.options.turns == SymbolTurns::kFree;
    std::vector<Slot>& slots = attempt.slots;
    std::vector<int> order(slots.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return slots[a].rank < slots[b].rank; });

    // Neighbours only ever grow, so a symbol that can't grow now won't later: skip it.
    std::vector<bool> stuck(slots.size(), false);
    // Likewise a symbol that once failed a big step is not offered one again (its small
    // steps still are): a big step rarely succeeds after failing, and costs a fresh shape.
    const int small_step = std::min_element(tries.begin(), tries.end(), [](auto a, auto b) {
                             return a.more < b.more;
                           })->more;
    std::vector<bool> big_failed(slots.size(), false);
    for (int pass = 0; pass < context_.options.grow_passes; ++pass) {
      bool grew = false;
      for (int i : order) {
        if (stuck[i]) continue;
        Slot& slot = slots[i];
        // Its tries grow it, and its air with it: the edge for its air now holds for them all.
        attempt.board.remove(cache.halo(*slot.shape), slot.x, slot.y,
                             &edges.get(slot.shape->air_mm));
        bool done = false;
        for (const auto& [more, turn] : tries) {
          if (turn != 0 && !free_turns) continue;
          if (more > small_step && big_failed[i]) continue;
          const int step = slot.step + more;
          if (!keeps_order(slots, i, step)) continue;
          // Growing keeps within the symbol's cap (no box beyond kLargestSymbolShare of the card).
          if (step_size(step) > size_cap_.at(slot.symbol)) continue;
          const int angle = ((slot.angle + turn) % 3600 + 3600) % 3600;
          if (turn != 0 && context_.options.is_text(slot.symbol) && !within_text_tilt(angle)) {
            continue;
          }
          // Most tries fail: the ink's probe points rule most out before the shape is drawn.
          const SymbolInk& ink = context_.inks[slot.symbol];
          const double size = step_size(step);
          const std::vector<std::pair<int, int>> probes =
              probe_cells(ink, ink.box_width_mm(size), ink.box_height_mm(size), angle / 10.0,
                          slot.mirror, attempt.board.cell_mm());
          auto some_nudge_free = [&](const std::vector<std::pair<int, int>>& cells) {
            return std::any_of(nudges.begin(), nudges.end(), [&](const std::pair<int, int>& d) {
              return attempt.board.cells_free(cells, slot.x + d.first, slot.y + d.second);
            });
          };
          if (!some_nudge_free(probes)) continue;
          // The probes moved out by the air are marked cells too, nearer the marked cells'
          // rim, where a grown shape meets its neighbours: they rule out some more tries before
          // they are drawn (issue 27; with the greedy's spots so tested, a party deck draws
          // 12,777 rather than 15,188 shapes on the placement grid, 4,060 rather than 4,199 on
          // the fine one: most fine tries that fail leave some nudge that every probe allows).
          // Such a try counts as one that failed when drawn, so the layout stays the same.
          if (!some_nudge_free(probe_cells(ink, ink.box_width_mm(size), ink.box_height_mm(size),
                                           angle / 10.0, slot.mirror, attempt.board.cell_mm(),
                                           cache.air_mm(slot.symbol, step)))) {
            if (more > small_step) big_failed[i] = true;
            continue;
          }
          CachedShape& shape = cache.get(slot.symbol, step, angle, slot.mirror);
          for (const auto& [dx, dy] : nudges) {
            if (!attempt.board.fits(shape.shape, slot.x + dx, slot.y + dy)) continue;
            if (!keeps_apart(attempt, i, step, angle, slot.mirror, slot.x + dx, slot.y + dy)) {
              continue;
            }
            slot.step = step;
            slot.angle = angle;
            slot.shape = &shape;
            slot.x += dx;
            slot.y += dy;
            done = true;
            break;
          }
          if (done) break;
          if (more > small_step) big_failed[i] = true;
        }
        attempt.board.add(cache.halo(*slot.shape), slot.x, slot.y);
        grew = grew || done;
        stuck[i] = !done;
      }
      if (!grew) break;
    }
    attempt.board.restore_edge();
  }

  // The coarse grid leaves real gaps of up to the gap plus two cell diagonals between inks. A
  // last growing pass on a grid `fine_factor` times finer gives most of that back. Positions
  // carry over exactly (fine cells divide the coarse ones); a symbol that moves or grows there
  // is checked against every neighbour's fine halo, and one that doesn't keeps the coarse
  // grid's proof, so every pair stays at least the gap apart.
  void refine(Attempt& attempt) {
    const int factor = context_.options.fine_factor;
    if (factor < 2 || context_.options.grow_passes <= 0) return;
    const double coarse_px = context_.options.grid_px_per_mm;
    ShapeCache cache(context_, coarse_px * factor);
    cache.set_mixed(mixed_);
    std::optional<EdgeCells> own;
    const EdgeCells& fine_edge = edge_for(context_.fine_edge, coarse_px * factor, own);
    EdgeByAir fine_by_air(fine_edge);
    Attempt fine{attempt.slots, Board(fine_edge), attempt.biggest, attempt.ink_area,
                 attempt.shrunk};
    const int coarse_centre = attempt.board.centre();
    for (Slot& slot : fine.slots) {
      slot.x = (slot.x - coarse_centre) * factor + fine.board.centre();
      slot.y = (slot.y - coarse_centre) * factor + fine.board.centre();
      slot.shape = &cache.get(slot.symbol, slot.step, slot.angle, slot.mirror);
      fine.board.add(cache.halo(*slot.shape), slot.x, slot.y);
    }
    grow(fine, cache, fine_by_air, kFineGrowTries, kFineNudge);
    // A thin card (issue 29: the emoji set's thinnest 0.37 against a mean of 0.56) grows once
    // more with the size variety down to its floor, so its smaller symbols take the room left.
    double ink = 0;
    for (const Slot& slot : fine.slots) ink += step_size(slot.step) * step_size(slot.step);
    if (ink < kThinCard * context_.area.area_mm2() && variety_floor_ > kMinimumSizeVariety) {
      variety_floor_ = kMinimumSizeVariety;
      grow(fine, cache, fine_by_air, kFineGrowTries, kFineNudge);
      variety_floor_ = context_.size_variety;
    }
    // The finished card reads shapes' sizes only; their cache dies here, so keep copies.
    fine_shapes_.clear();
    for (Slot& slot : fine.slots) {
      fine_shapes_.push_back(
          std::make_unique<CachedShape>(CachedShape{slot.shape->shape, {}, slot.shape->air_mm}));
      slot.shape = fine_shapes_.back().get();
    }
    attempt = std::move(fine);
  }

  // Slot i's symbol placed as given (on the attempt's board) as a layout.json entry would
  // hold it.
  PlacedSymbol placed_as(const Board& board, int symbol, int step, int angle, bool mirror, int x,
                         int y) const {
    const SymbolInk& ink = context_.inks[symbol];
    const double size = step_size(step);
    return {symbol,       board.mm(x), board.mm(y), ink.box_width_mm(size), ink.box_height_mm(size),
            angle / 10.0, mirror};
  }

  // The apart rule (layout.apart): slot i placed as given keeps out of every other placed
  // symbol's hull and them out of its own. A margin below the rule's limits: the verifier
  // measures the layout as rounded for layout.json.
  bool keeps_apart(const Attempt& attempt, int i, int step, int angle, bool mirror, int x,
                   int y) const {
    if (context_.options.apart == SymbolsApart::kOff) return true;
    const Slot& slot = attempt.slots[i];
    const PlacedSymbol me = placed_as(attempt.board, slot.symbol, step, angle, mirror, x, y);
    for (size_t j = 0; j < attempt.slots.size(); ++j) {
      const Slot& other = attempt.slots[j];
      if (static_cast<int>(j) == i || !other.placed) continue;
      const PlacedSymbol at = placed_as(attempt.board, other.symbol, other.step, other.angle,
                                        other.mirror, other.x, other.y);
      if (!apart_pair(me, at)) return false;
    }
    return true;
  }

  // The apart rule for symbol i placed at `me`, against the others of `card` as placed.
  bool keeps_apart(const std::vector<PlacedSymbol>& card, int i, const PlacedSymbol& me) const {
    if (context_.options.apart == SymbolsApart::kOff) return true;
    for (size_t j = 0; j < card.size(); ++j) {
      if (static_cast<int>(j) != i && !apart_pair(me, card[j])) return false;
    }
    return true;
  }

  // The apart rule for two placed symbols, with the placer's margins (context_.apart_test
  // when a test put one there).
  bool apart_pair(const PlacedSymbol& a, const PlacedSymbol& b) const {
    const PlacementContext::ApartTest test =
        context_.apart_test != nullptr
            ? context_.apart_test
            : static_cast<PlacementContext::ApartTest>(&spotforge::keeps_apart);
    return test(context_.outlines[a.symbol], a, context_.outlines[b.symbol], b, kApartShareMargin,
                kApartCentreMarginMm);
  }

  // A symbol's air as the verifier measures it (layout_options.h's symbol_air_mm of the size
  // its placed box gives).
  double placed_air_mm(const PlacedSymbol& p) const {
    const SymbolInk& ink = context_.inks[p.symbol];
    const double size = std::sqrt(ink.ink_fraction * p.width_mm * p.height_mm);
    return symbol_air_mm(size, p.height_mm, context_.options.is_text(p.symbol),
                         context_.options.min_gap_mm);
  }

  // The last growing pass (issue 29.3): the grids keep inks apart by whole cells that may
  // hold ink, so real gaps came out 0.23 to 0.48 mm over the rule and ink sat 0.4 mm inside
  // the safe edge. Against the true inks (layout/ink_distance.h), each symbol, biggest first,
  // grows a size step or a few at a time (or a step turned a little: kSettleTries), pushed off
  // whatever it then comes too near (along the nearest pixels' line, by how much too near) up
  // to kSettleShiftMm from where it was; kept only where every pair keeps its rule
  // (pair_gap_mm, the airs as the verifier sizes them, kInkMarginMm to spare), its ink the
  // safe area, and the apart rule, the rank order, the size cap and the variety hold. Off the
  // grids, a symbol's position is any micrometre (layout.json's numbers, nothing else, read
  // it). A symbol that finds no growth is not tried again (its neighbours only grow, and
  // move by less than a millimetre).
  void settle(std::vector<Slot>& slots, CardPlacement& card) const {
    if (context_.borders.size() < context_.inks.size() || context_.options.grow_passes <= 0 ||
        !context_.options.ink_pass) {
      return;
    }
    const int count = static_cast<int>(slots.size());
    const LayoutOptions& options = context_.options;
    std::vector<PlacedInk> inks(count);
    std::vector<double> air(count);
    for (int j = 0; j < count; ++j) {
      inks[j] = place_ink(context_.borders[slots[j].symbol], card.symbols[j],
                          &context_.inks[slots[j].symbol]);
      index_ink(inks[j]);
      air[j] = placed_air_mm(card.symbols[j]);
    }
    std::vector<int> order(count);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return slots[a].rank < slots[b].rank; });
    std::vector<bool> stuck(count, false), big_failed(count, false);
    auto micrometres = [](double mm) { return std::round(mm * 1000) / 1000; };
    for (int pass = 0; pass < kSettlePasses; ++pass) {
      bool grew = false;
      for (int i : order) {
        if (stuck[i]) continue;
        Slot& slot = slots[i];
        const bool text = options.is_text(slot.symbol);
        const SymbolInk& ink = context_.inks[slot.symbol];
        bool done = false;
        std::vector<int> others;
        for (int j = 0; j < count; ++j) {
          if (j != i) others.push_back(j);
        }
        for (const auto& [more, turn] : kSettleTries) {
          if (more > 1 && big_failed[i]) continue;
          if (turn != 0 && options.turns != SymbolTurns::kFree) continue;
          const int angle = ((slot.angle + turn) % 3600 + 3600) % 3600;
          if (turn != 0 && text && !within_text_tilt(angle)) continue;
          const int step = slot.step + more;
          if (!keeps_order(slots, i, step)) continue;
          if (step_size(step) > size_cap_.at(slot.symbol)) continue;
          const PlacedSymbol& before = card.symbols[i];
          PlacedSymbol trial = before;
          trial.rotation_deg = angle / 10.0;
          trial.width_mm = micrometres(ink.box_width_mm(step_size(step)));
          trial.height_mm = micrometres(ink.box_height_mm(step_size(step)));
          const double trial_air = placed_air_mm(trial);
          double last_px = 0, last_py = 0;
          for (int push = 0; push <= kSettlePushes && !done; ++push) {
            // The last look only asks whether the try is clear: its first shortfall settles it.
            const bool last = push == kSettlePushes;
            const PlacedInk placed = place_ink(context_.borders[slot.symbol], trial);
            double px = 0, py = 0;
            bool clear = true;
            for (size_t k = 0; k < others.size() && (clear || !last); ++k) {
              const int j = others[k];
              const PlacedSymbol& other = card.symbols[j];
              const double need =
                  pair_gap_mm(options, trial_air, air[j], text, options.is_text(other.symbol),
                              trial.height_mm, other.height_mm) +
                  kInkMarginMm;
              const InkContact c = ink_contact(placed, inks[j], need);
              if (c.distance >= need) continue;
              clear = false;
              px += c.nx * (need - c.distance + kSettleOvershootMm);
              py += c.ny * (need - c.distance + kSettleOvershootMm);
              // Looked at first next time.
              std::rotate(others.begin(), others.begin() + k, others.begin() + k + 1);
            }
            if (clear || !last) {
              const InkContact edge = ink_edge_contact(placed, context_.area, kInkMarginMm);
              if (edge.distance < kInkMarginMm) {
                clear = false;
                px += edge.nx * (kInkMarginMm - edge.distance + kSettleOvershootMm);
                py += edge.ny * (kInkMarginMm - edge.distance + kSettleOvershootMm);
              }
            }
            if (clear) {
              if (!keeps_apart(card.symbols, i, trial)) break;
              done = true;
              card.symbols[i] = trial;
              card.sizes_mm[i] = step_size(step);
              slot.step = step;
              slot.angle = angle;
              inks[i] = place_ink(context_.borders[slot.symbol], trial, &ink);
              index_ink(inks[i]);
              air[i] = trial_air;
              break;
            }
            // Pushed back the way it came: caught between neighbours.
            if (push > 0 && px * last_px + py * last_py < 0) break;
            last_px = px;
            last_py = py;
            trial.x_mm = micrometres(trial.x_mm + px);
            trial.y_mm = micrometres(trial.y_mm + py);
            if (std::hypot(trial.x_mm - before.x_mm, trial.y_mm - before.y_mm) > kSettleShiftMm) {
              break;
            }
          }
          if (done) break;
          if (more > 1) big_failed[i] = true;
        }
        grew = grew || done;
        stuck[i] = !done;
      }
      if (!grew) break;
    }
  }

  static bool within_text_tilt(int angle_decideg) {
    const int tilt = static_cast<int>(kTextTiltDeg * 10);
    return angle_decideg <= tilt || angle_decideg >= 3600 - tilt;
  }

  // Growing slot i to `step` must keep it no bigger than the symbol a rank above it (or,
  // when that one had to shrink, than that rank's nominal size: issue 29, a sparse picture
  // that gave way in the greedy no longer holds every rank below it small), and the card's
  // biggest / smallest at least the requested variety (or where it already was, when the
  // card had to settle for less).
  bool keeps_order(const std::vector<Slot>& slots, int i, int step) const {
    if (slots.size() < 2) return true;
    int biggest = step, smallest = step, old_biggest = slots[i].step, old_smallest = slots[i].step;
    for (size_t j = 0; j < slots.size(); ++j) {
      if (static_cast<int>(j) == i) continue;
      if (slots[j].rank == slots[i].rank - 1 && step > slots[j].step &&
          step_size(step) > nominal_size(slots[j].rank)) {
        return false;
      }
      biggest = std::max(biggest, slots[j].step);
      smallest = std::min(smallest, slots[j].step);
      old_biggest = std::max(old_biggest, slots[j].step);
      old_smallest = std::min(old_smallest, slots[j].step);
    }
    const int floor = std::min(size_step(variety_floor_) + 1, old_biggest - old_smallest);
    return biggest - smallest >= floor;
  }

  CardPlacement finish(const Attempt& attempt) const {
    CardPlacement placement;
    placement.shrunk = attempt.shrunk;
    for (const Slot& slot : attempt.slots) {
      const SymbolShape& shape = slot.shape->shape;
      PlacedSymbol placed;
      placed.symbol = slot.symbol;
      placed.x_mm = attempt.board.mm(slot.x);
      placed.y_mm = attempt.board.mm(slot.y);
      // Rounded to the micrometre so that what is verified is exactly what layout.json holds
      // (half a micrometre is far below the grid's conservative margin).
      placed.width_mm = std::round(shape.width_mm * 1000) / 1000;
      placed.height_mm = std::round(shape.height_mm * 1000) / 1000;
      placed.rotation_deg = slot.angle / 10.0;
      placed.mirror = slot.mirror;
      placement.symbols.push_back(placed);
      placement.sizes_mm.push_back(step_size(slot.step));
    }
    return placement;
  }

  const PlacementContext& context_;
  std::optional<EdgeCells> own_edge_;  // the placement grid's edge when the context has none
  const EdgeCells& coarse_edge_;
  EdgeByAir coarse_by_air_;
  Board base_;
  ShapeCache cache_;
  const std::vector<int>& symbols_;
  const std::vector<int>& given_ranks_;
  std::vector<int> ranks_;
  int card_;
  bool last_chance_ = false;
  bool centre_first_ = false;                     // the greedy's first symbol in the card's middle
  double variety_floor_ = context_.size_variety;  // growing keeps biggest / smallest >= this
  double profile_ = context_.rank_profile;        // the ranks' nominal sizes (rank_share)
  Floors floors_ = Floors::kPictures;         // text down to its own smallest size? (set_floors)
  double card_min_ = context_.min_size_mm;    // the largest of its symbols' smallest sizes
  std::unordered_map<int, double> size_cap_;  // by symbol
  std::vector<double> nominal_sizes_;         // by rank (run_at_floors)
  bool mixed_ = false;  // text and pictures on the card (keep_text_apart_from_pictures)
  std::vector<std::unique_ptr<CachedShape>> fine_shapes_;
};

}  // namespace

EdgeCells edge_cells(const SafeArea& area, double px_per_mm) {
  EdgeCells edge;
  edge.px_per_mm = px_per_mm;
  const double cell = 1.0 / px_per_mm;
  const double extent = std::max(area.extent_x_mm(), area.extent_y_mm());
  // Room beyond the edge for a shape's air (kEdgeAirMm), a whole number of the greedy's
  // lattice steps so that its spots stay where they were relative to the card's centre.
  const int air_cells = kCoarseStep * static_cast<int>(std::ceil(kEdgeAirMm / cell / kCoarseStep));
  edge.centre = static_cast<int>(std::ceil(extent / cell)) + 4 + air_cells;
  const int n = 2 * edge.centre + 1;
  edge.cells = BitGrid(n, n);
  // A cell's ink lies within half a cell diagonal of its centre.
  const double margin = cell * std::numbers::sqrt2 / 2;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const double inside =
          area.inside_distance_mm((x - edge.centre) * cell, (y - edge.centre) * cell);
      if (inside < margin) {
        edge.cells.set(x, y);
        if (inside >= margin - kEdgeAirMm) {
          edge.near.push_back({static_cast<float>(margin - inside), x, y});
        }
      }
    }
  }
  std::stable_sort(edge.near.begin(), edge.near.end(),
                   [](const EdgeCells::Near& a, const EdgeCells::Near& b) {
                     return a.given_by_mm < b.given_by_mm;
                   });
  return edge;
}

BitGrid edge_for_air(const EdgeCells& edge, double air_mm) {
  const double air = std::floor(std::min(air_mm, kEdgeAirMm) / kEdgeAirStepMm) * kEdgeAirStepMm;
  BitGrid cells = edge.cells;
  for (const EdgeCells::Near& n : edge.near) {
    if (n.given_by_mm > air) break;
    cells.clear(n.x, n.y);
  }
  return cells;
}

PlacementContext placement_context(const Deck& deck, const std::vector<InkMask>& masks,
                                   const LayoutOptions& options) {
  PlacementContext context;
  context.options = options;
  context.area = safe_area(options);
  int per_card = 0;
  for (const auto& card : deck.cards) per_card = std::max(per_card, static_cast<int>(card.size()));
  context.min_size_mm = min_symbol_size_mm(options, per_card);
  context.size_variety = options.size_variety;
  // Framed photos (all ink, sized by their box) pack as round or square tiles: every step of
  // size variety over the floor costs the median photo its size (issue 26: 18.0 mm at 2.5,
  // 22.6 mm at 2.2, clip art 24.6 mm), so a deck of framed photos keeps the floor, and its
  // ranks fall on kFramedRankProfile (four big discs and four small ones, not a ring of eight).
  bool all_framed = !deck.cards.empty();
  for (const auto& card : deck.cards) {
    for (int s : card) all_framed = all_framed && options.is_framed(s);
  }
  if (all_framed) {
    context.size_variety = std::min(context.size_variety, kMinimumSizeVariety);
    context.rank_profile = kFramedRankProfile;
    context.greedy_coverage = kFramedGreedyCoverage;
  }

  std::vector<bool> used(masks.size(), false);
  for (const auto& card : deck.cards) {
    for (int s : card) {
      if (s < 0 || s >= static_cast<int>(masks.size())) {
        throw InputError("the deck uses symbol " + std::to_string(s) + " but only " +
                         std::to_string(masks.size()) + " symbol pictures were given; " +
                         "expected one picture per symbol");
      }
      used[s] = true;
    }
  }
  context.inks.resize(masks.size());
  const bool apart = options.apart != SymbolsApart::kOff;
  if (apart) context.outlines.resize(masks.size());
  context.borders.resize(masks.size());
  // Each symbol's distance fields are its own: made on all threads (an error, if any, is the
  // lowest symbol's, as in order).
  parallel_for(static_cast<int>(masks.size()), options.threads, [&](int s) {
    if (!used[s]) return;
    context.inks[s] = prepare_symbol_ink(masks[s], s);
    context.inks[s].ink_fraction = sizing_ink_fraction(options, s, context.inks[s].ink_fraction);
    if (apart) context.outlines[s] = ink_outline(masks[s]);
    context.borders[s] = ink_border(masks[s]);
  });
  context.edge = edge_cells(context.area, options.grid_px_per_mm);
  if (options.fine_factor >= 2) {
    context.fine_edge = edge_cells(context.area, options.grid_px_per_mm * options.fine_factor);
  }
  return context;
}

double symbol_min_size_mm(const PlacementContext& context, int symbol) {
  if (symbol >= static_cast<int>(context.inks.size())) return context.min_size_mm;
  const SymbolInk& ink = context.inks[symbol];
  return symbol_min_size_mm(context.min_size_mm, context.options.is_text(symbol), ink.aspect,
                            ink.ink_fraction, context.options.min_gap_mm);
}

double rank_share(double variety, double profile, int rank, int count) {
  if (count < 2) return 1;
  return std::pow(variety, -std::pow(static_cast<double>(rank) / (count - 1), profile));
}

double nominal_biggest_mm(const PlacementContext& context, int count) {
  return nominal_biggest_mm(context, count, context.rank_profile);
}

double nominal_biggest_mm(const PlacementContext& context, int count, double profile) {
  return nominal_biggest_mm(context, count, profile, context.greedy_coverage);
}

double nominal_biggest_mm(const PlacementContext& context, int count, double profile,
                          double coverage) {
  double sum = 0;  // sum of (size / biggest)^2 over the ranks
  for (int r = 0; r < count; ++r) {
    const double f = rank_share(context.size_variety, profile, r, count);
    sum += f * f;
  }
  const double biggest = std::sqrt(coverage * context.area.area_mm2() / sum);
  return std::max(biggest, context.size_variety * 1.01 * context.min_size_mm);
}

CardPlacement place_card(const PlacementContext& context, const std::vector<int>& symbols,
                         const std::vector<int>& ranks, int card, uint64_t seed) {
  CardPlacer placer(context, symbols, ranks, card);
  return placer.run(seed);
}

}  // namespace spotforge
