// Cut guides: a thin line at each card's trim (a circle for round cards, the outline for
// rounded rectangles), drawn under or over the art or not at all; ticks on all four page edges
// for every straight cut line (a guillotine's first cut removes corner-only marks); an optional
// small centre cross for compass cutters; the fold line in fold mode.
#pragma once

#include <cairo.h>

#include <optional>
#include <string>

#include "print/imposition.h"

namespace spotforge {

enum class TrimLine { kNone, kUnder, kOver };

struct CutGuideOptions {
  TrimLine trim_line = TrimLine::kUnder;
  bool edge_ticks = true;
  bool centre_cross = false;
};

std::optional<TrimLine> parse_trim_line(const std::string& text);  // none, under, over

// The trim outline of one card, origin at the card's centre.
void draw_trim_line(cairo_t* cr, const CardTrim& card);
// A small cross at the card's centre, origin at the card's centre.
void draw_centre_cross(cairo_t* cr);
// Ticks at the page margin, on all four edges, for every cut line of the imposition.
void draw_edge_ticks(cairo_t* cr, const Imposition& imposition);
// A dashed fold line across the page, between the margins.
void draw_fold_line(cairo_t* cr, const Paper& paper, double y_mm);

}  // namespace spotforge
