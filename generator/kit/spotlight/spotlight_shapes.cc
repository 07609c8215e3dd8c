#include "kit/spotlight/spotlight_shapes.h"

#include <cmath>

#include "base/handles.h"

namespace spotforge {

namespace {
constexpr double kPi = 3.14159265358979323846;

void polygon(cairo_t* cr, double cx, double cy, double radius, int corners, double start_deg,
             double inner_ratio = 0) {
  const int points = inner_ratio > 0 ? corners * 2 : corners;
  for (int i = 0; i < points; ++i) {
    const double r = (inner_ratio > 0 && i % 2 == 1) ? radius * inner_ratio : radius;
    const double a = (start_deg + 360.0 * i / points) * kPi / 180;
    const double x = cx + r * std::cos(a), y = cy + r * std::sin(a);
    if (i == 0) {
      cairo_move_to(cr, x, y);
    } else {
      cairo_line_to(cr, x, y);
    }
  }
  cairo_close_path(cr);
}
}  // namespace

Rgba spotlight_colour(int index) {
  static const Rgba colours[] = {{0.85, 0.20, 0.18, 1},
                                 {0.96, 0.72, 0.10, 1},
                                 {0.20, 0.62, 0.30, 1},
                                 {0.18, 0.42, 0.82, 1},
                                 {0.56, 0.30, 0.72, 1}};
  return colours[((index % kBoardColours) + kBoardColours) % kBoardColours];
}

std::string spotlight_colour_name(int index) {
  static const char* names[] = {"red", "yellow", "green", "blue", "purple"};
  return names[((index % kBoardColours) + kBoardColours) % kBoardColours];
}

std::string board_symbol_name(int index) {
  static const char* names[] = {"star", "heart", "hexagon", "cross", "bolt"};
  return names[((index % 5) + 5) % 5];
}

void quadrant_symbol_path(cairo_t* cr, QuadrantSymbol q, double cx, double cy, double size) {
  const double h = size / 2;
  switch (q) {
    case QuadrantSymbol::kSquare:
      cairo_rectangle(cr, cx - h * 0.85, cy - h * 0.85, h * 1.7, h * 1.7);
      break;
    case QuadrantSymbol::kCircle:
      cairo_new_sub_path(cr);
      cairo_arc(cr, cx, cy, h * 0.92, 0, 2 * kPi);
      cairo_close_path(cr);
      break;
    case QuadrantSymbol::kDiamond:
      polygon(cr, cx, cy, h, 4, -90);
      break;
    case QuadrantSymbol::kTriangle:
      polygon(cr, cx, cy + h * 0.2, h * 1.05, 3, -90);
      break;
  }
}

void star_path(cairo_t* cr, double cx, double cy, double size) {
  polygon(cr, cx, cy + size * 0.05, size / 2, 5, -90, 0.45);
}

void board_symbol_path(cairo_t* cr, int symbol, double cx, double cy, double size) {
  const double h = size / 2;
  switch (((symbol % 5) + 5) % 5) {
    case 0:
      star_path(cr, cx, cy, size);
      break;
    case 1:  // heart
      cairo_move_to(cr, cx, cy + h * 0.9);
      cairo_curve_to(cr, cx - h * 1.3, cy - h * 0.1, cx - h * 0.6, cy - h * 1.1, cx, cy - h * 0.45);
      cairo_curve_to(cr, cx + h * 0.6, cy - h * 1.1, cx + h * 1.3, cy - h * 0.1, cx, cy + h * 0.9);
      cairo_close_path(cr);
      break;
    case 2:
      polygon(cr, cx, cy, h, 6, 0);
      break;
    case 3: {  // cross
      const double t = h * 0.36;
      cairo_rectangle(cr, cx - t, cy - h, 2 * t, 2 * h);
      cairo_rectangle(cr, cx - h, cy - t, 2 * h, 2 * t);
      break;
    }
    case 4:  // bolt
      cairo_move_to(cr, cx + h * 0.25, cy - h);
      cairo_line_to(cr, cx - h * 0.55, cy + h * 0.1);
      cairo_line_to(cr, cx - h * 0.02, cy + h * 0.1);
      cairo_line_to(cr, cx - h * 0.3, cy + h);
      cairo_line_to(cr, cx + h * 0.6, cy - h * 0.2);
      cairo_line_to(cr, cx + h * 0.05, cy - h * 0.2);
      cairo_close_path(cr);
      break;
  }
}

void moon_path(cairo_t* cr, double cx, double cy, double size) {
  // A crescent: the outer circle's left part, then back along a circle shifted to the right.
  const double r = size / 2, off = r * 0.9;
  const double s = std::sqrt(r * r - off * off / 4);
  const double t = std::atan2(s, off / 2);
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r, t, 2 * kPi - t);
  cairo_arc_negative(cr, cx + off, cy, r, 2 * kPi + std::atan2(-s, -off / 2),
                     std::atan2(s, -off / 2));
  cairo_close_path(cr);
}

void home_path(cairo_t* cr, double cx, double cy, double size) {
  const double h = size / 2;
  cairo_move_to(cr, cx, cy - h);
  cairo_line_to(cr, cx + h, cy - h * 0.05);
  cairo_line_to(cr, cx + h * 0.7, cy - h * 0.05);
  cairo_line_to(cr, cx + h * 0.7, cy + h);
  cairo_line_to(cr, cx - h * 0.7, cy + h);
  cairo_line_to(cr, cx - h * 0.7, cy - h * 0.05);
  cairo_line_to(cr, cx - h, cy - h * 0.05);
  cairo_close_path(cr);
}

void draw_low_battery(cairo_t* cr, double cx, double cy, double size) {
  CairoSaved saved(cr);
  const double w = size, h = size * 0.5;
  cairo_set_line_width(cr, size * 0.08);
  cairo_rectangle(cr, cx - w / 2, cy - h / 2, w * 0.9, h);
  cairo_stroke(cr);
  cairo_rectangle(cr, cx - w / 2 + w * 0.9, cy - h * 0.2, w * 0.1, h * 0.4);
  cairo_fill(cr);
  cairo_rectangle(cr, cx - w / 2 + w * 0.1, cy - h * 0.3, w * 0.18, h * 0.6);
  cairo_fill(cr);
}

void fill_path(cairo_t* cr, const Rgba& fill, double outline_mm, const Rgba& outline) {
  set_source(cr, fill);
  if (outline_mm > 0) {
    cairo_fill_preserve(cr);
    set_source(cr, outline);
    cairo_set_line_width(cr, outline_mm);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
  } else {
    cairo_fill(cr);
  }
}

}  // namespace spotforge
