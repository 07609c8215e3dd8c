// Cut guides: a thin line at each card's trim (a circle for round cards, the outline for
// rounded rectangles), drawn under or over the art or not at all; ticks on all four page edges
// for every straight cut line (a guillotine's first cut removes corner-only marks); an optional
// small centre cross for compass cutters; the fold line in fold mode.
#pragma once

#include <cairo.h>

#include <optional>
#include <string>

#include "print/imposition.h"
#include "print/page_text.h"

namespace spotforge {

enum class TrimLine { kNone, kUnder, kOver };

struct CutGuideOptions {
  TrimLine trim_line = TrimLine::kUnder;
  bool edge_ticks = true;
  bool centre_cross = false;  // drawn over the art, whatever trim_line says
  // The colour the trim line lies on (a border running through the trim, or the face): the
  // line's grey is chosen to contrast with it (cut_line_ink).
  Rgba ground{1, 1, 1, 1};
};

std::optional<TrimLine> parse_trim_line(const std::string& text);  // none, under, over

// The trim outline of one card, origin at the card's centre, in an ink that reads on `ground`.
void draw_trim_line(cairo_t* cr, const CardTrim& card, const Rgba& ground = {1, 1, 1, 1});
// Adds a plus sign's two strokes to the path: arms of `arm` each way from (x, y). For the
// marks that say "here" (a card's centre, a duplex test point, a dial's pin hole).
void cross_path(cairo_t* cr, double x, double y, double arm);
// A small cross at the card's centre, origin at the card's centre: a dark cross on a thin
// light halo, so it shows on any art it lies on.
void draw_centre_cross(cairo_t* cr);
// Ticks at the page margin, on all four edges, for every cut line of the imposition.
void draw_edge_ticks(cairo_t* cr, const Imposition& imposition);
// A dashed fold line across the page, between the margins.
void draw_fold_line(cairo_t* cr, const Paper& paper, double y_mm);

}  // namespace spotforge
