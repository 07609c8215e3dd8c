// Short lines of text on printed pages (labels, instructions, card numbers), set with Pango in
// millimetre user units. Never Cairo's toy text API: Pango picks the named family through
// fontconfig and Cairo embeds a subset of it.
#pragma once

#include <cairo.h>

#include <string>

namespace spotforge {

struct Rgba {
  double r = 0, g = 0, b = 0, a = 1;
  bool operator==(const Rgba&) const = default;
};

void set_source(cairo_t* cr, const Rgba& color);

struct TextStyle {
  std::string family = "Andika";
  double size_pt = 7;
  bool bold = false;
  Rgba color{0.25, 0.25, 0.25, 1};
};

enum class TextAlign { kLeft, kCentre, kRight };

struct TextSize {
  double width_mm = 0;
  double height_mm = 0;
};

// The size one line of text takes.
TextSize measure_text(cairo_t* cr, const std::string& utf8, const TextStyle& style);

// Draws one line with its top edge at y; x is the left edge, centre or right edge per align.
// The current transformation applies (rotate first for vertical text).
TextSize draw_text(cairo_t* cr, const std::string& utf8, const TextStyle& style, double x_mm,
                   double y_mm, TextAlign align = TextAlign::kLeft);

// Draws a short paragraph wrapped at word boundaries to `width_mm`, its top edge at y.
// Returns the size it took.
TextSize draw_paragraph(cairo_t* cr, const std::string& utf8, const TextStyle& style, double x_mm,
                        double y_mm, double width_mm);

}  // namespace spotforge
