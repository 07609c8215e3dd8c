// The lines that tell the user where to cut and fold paper components: a thin solid grey cut
// line, a dashed valley fold and a dash-dotted mountain fold, the same on every sheet.
#pragma once

#include <cairo.h>

#include "print/fold_nets.h"
#include "print/page_text.h"

namespace spotforge {

inline const Rgba kDieLineColour{0.35, 0.35, 0.35, 1};

void cut_rect(cairo_t* cr, double x, double y, double w, double h);
void cut_circle(cairo_t* cr, double cx, double cy, double r);
// Strokes the current path as a cut line (and clears it).
void cut_current_path(cairo_t* cr);
void fold_line(cairo_t* cr, double x0, double y0, double x1, double y1, Fold fold = Fold::kValley);

}  // namespace spotforge
