#include "print/imposition.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "base/diagnostic.h"
#include "base/length.h"

namespace spotforge {
namespace {

constexpr double kEpsilon = 1e-6;

// One direction of the grid: how many cards, their gap, and where the first trim starts.
struct Run {
  int count = 0;
  double gap = 0;    // between neighbouring trims
  double start = 0;  // the first trim edge
};

// Fits cards of trim length t along [lo, hi]. The trims always stay inside; the outer bleed
// too when outer_inside. Full bleed (gap 2b) first; if reduced gaps fit more cards, use them.
Run fit(double lo, double hi, double t, double b, double min_inner, bool outer_inside) {
  const double avail = hi - lo - (outer_inside ? 2 * b : 0);
  auto count_for_gap = [&](double gap) {
    if (avail + kEpsilon < t) return 0;
    return static_cast<int>(std::floor((avail - t + kEpsilon) / (t + gap))) + 1;
  };
  Run run;
  const int full = count_for_gap(2 * b);
  const int reduced = count_for_gap(2 * std::min(min_inner, b));
  run.count = std::max(full, reduced);
  run.gap = 2 * b;
  if (reduced > full && run.count > 1) {
    run.gap = std::min(2 * b, (avail - run.count * t) / (run.count - 1));
  }
  const double block = run.count * t + (run.count - 1) * run.gap;
  run.start = (lo + hi) / 2 - block / 2;
  return run;
}

std::vector<double> cut_lines(const Run& run, double t) {
  std::vector<double> lines;
  for (int i = 0; i < run.count; ++i) {
    const double a = run.start + i * (t + run.gap);
    if (lines.empty() || std::abs(lines.back() - a) > kEpsilon) lines.push_back(a);
    lines.push_back(a + t);
  }
  return lines;
}

// Tenths of a millimetre, without a trailing ".0": "3 mm", "1.4 mm", "3.2 mm".
std::string mm_text(double mm) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", mm);
  std::string text = buf;
  if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0) text.resize(text.size() - 2);
  return text + " mm";
}

}  // namespace

double Imposition::inner_bleed_x_mm() const {
  if (columns < 2) return bleed_mm;
  const double gap = slots[1].x_mm - slots[0].x_mm - card.width_mm;
  return std::min(bleed_mm, gap / 2);
}

double Imposition::inner_bleed_y_mm() const {
  if (rows < 2) return bleed_mm;
  const double gap = slots[columns].y_mm - slots[0].y_mm - card.height_mm;
  return std::min(bleed_mm, gap / 2);
}

bool Imposition::bleed_reduced() const {
  return inner_bleed_x_mm() < bleed_mm - kEpsilon || inner_bleed_y_mm() < bleed_mm - kEpsilon;
}

std::string Imposition::describe() const {
  std::string text = std::to_string(per_page()) + " cards per " + paper.name + " page (" +
                     std::to_string(columns) + " x " + std::to_string(rows) + "), bleed " +
                     mm_text(bleed_mm);
  if (inner_bleed_x_mm() < bleed_mm - kEpsilon) {
    text += "; bleed between columns reduced to " + mm_text(inner_bleed_x_mm());
  }
  if (inner_bleed_y_mm() < bleed_mm - kEpsilon) {
    text += "; bleed between rows reduced to " + mm_text(inner_bleed_y_mm());
  }
  return text;
}

Imposition impose(const Paper& paper, const CardTrim& card, double bleed_mm,
                  const ImposeOptions& options) {
  const double m = paper.min_margin_mm;
  const double s = options.mark_strip_mm;
  const Run across = fit(m + s, paper.width_mm - m - s, card.width_mm, bleed_mm,
                         options.min_inner_bleed_mm, /*outer_inside=*/true);
  // Fold mode: the fronts take the top half and keep their bleed clear of the fold line.
  const double bottom = options.fold ? paper.height_mm / 2 - bleed_mm : paper.height_mm - m;
  const Run down =
      fit(m, bottom, card.height_mm, bleed_mm, options.min_inner_bleed_mm, /*outer_inside=*/false);
  if (across.count < 1 || down.count < 1) {
    throw InputError("a " + mm_text(card.width_mm) + " x " + mm_text(card.height_mm) +
                     " card with " + mm_text(bleed_mm) + " bleed does not fit on " + paper.name +
                     " paper inside its " + mm_text(m) +
                     " margin; choose bigger paper or a smaller card");
  }
  Imposition out;
  out.name = "computed";
  out.paper = paper;
  out.card = card;
  out.bleed_mm = bleed_mm;
  out.mark_strip_mm = s;
  out.columns = across.count;
  out.rows = down.count;
  const double half_gap_x = std::min(bleed_mm, across.gap / 2);
  const double half_gap_y = std::min(bleed_mm, down.gap / 2);
  for (int r = 0; r < down.count; ++r) {
    for (int c = 0; c < across.count; ++c) {
      CardSlot slot;
      slot.row = r;
      slot.column = c;
      const double left = across.start + c * (card.width_mm + across.gap);
      const double top = down.start + r * (card.height_mm + down.gap);
      slot.x_mm = left + card.width_mm / 2;
      slot.y_mm = top + card.height_mm / 2;
      const double grow_left = c == 0 ? bleed_mm : half_gap_x;
      const double grow_right = c == across.count - 1 ? bleed_mm : half_gap_x;
      const double grow_top = r == 0 ? bleed_mm : half_gap_y;
      const double grow_bottom = r == down.count - 1 ? bleed_mm : half_gap_y;
      slot.cell = {left - grow_left, top - grow_top, card.width_mm + grow_left + grow_right,
                   card.height_mm + grow_top + grow_bottom};
      out.slots.push_back(slot);
    }
  }
  out.cut_x_mm = cut_lines(across, card.width_mm);
  out.cut_y_mm = cut_lines(down, card.height_mm);
  if (options.fold) out.fold_y_mm = paper.height_mm / 2;
  return out;
}

bool flip_mirrors_columns(const Paper& paper, DuplexMode mode) {
  // Turning a sheet over its physical long edge swaps left and right on a portrait sheet but
  // top and bottom on a landscape one; the short edge the other way round.
  const bool landscape = paper.width_mm > paper.height_mm;
  if (mode == DuplexMode::kLong) return !landscape;
  if (mode == DuplexMode::kShort) return landscape;
  return false;  // fold: the backs go on the bottom half
}

std::vector<CardSlot> back_slots(const Imposition& imp, DuplexMode mode, double offset_x_mm,
                                 double offset_y_mm) {
  std::vector<CardSlot> backs;
  if (mode == DuplexMode::kNone) return backs;
  const double w = imp.paper.width_mm;
  const double h = imp.paper.height_mm;
  if (mode == DuplexMode::kFold) offset_x_mm = offset_y_mm = 0;
  const bool columns = flip_mirrors_columns(imp.paper, mode);
  const int max_row = imp.rows - 1;
  for (const CardSlot& front : imp.slots) {
    CardSlot back = front;
    RectMm& cell = back.cell;
    if (columns) {
      back.x_mm = w - front.x_mm;
      back.column = imp.columns - 1 - front.column;
      cell.x = w - front.cell.right();
    } else {
      back.y_mm = h - front.y_mm;
      back.row = mode == DuplexMode::kFold ? imp.rows + max_row - front.row : max_row - front.row;
      cell.y = h - front.cell.bottom();
    }
    back.x_mm += offset_x_mm;
    back.y_mm += offset_y_mm;
    cell.x += offset_x_mm;
    cell.y += offset_y_mm;
    backs.push_back(back);
  }
  return backs;
}

std::optional<DuplexMode> parse_duplex_mode(const std::string& text) {
  if (text == "long") return DuplexMode::kLong;
  if (text == "short") return DuplexMode::kShort;
  if (text == "fold") return DuplexMode::kFold;
  if (text == "none") return DuplexMode::kNone;
  return std::nullopt;
}

std::string to_string(DuplexMode mode) {
  switch (mode) {
    case DuplexMode::kLong:
      return "long";
    case DuplexMode::kShort:
      return "short";
    case DuplexMode::kFold:
      return "fold";
    case DuplexMode::kNone:
      return "none";
  }
  return "long";
}

}  // namespace spotforge
