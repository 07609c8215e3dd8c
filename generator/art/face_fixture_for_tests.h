// A drawn face that OpenCV's frontal-face cascade takes for one (skin, hair, brows, eyes, a
// nose's shadow and a mouth, softened as a camera would), for tests and benchmarks of framed
// photos. Header-only.
#pragma once

#include <cairo.h>

#include <cmath>

namespace spotforge::face_test {

// An ellipse at (cx, cy) with radii (rx, ry), filled in grey level `g` (or a colour).
inline void blob(cairo_t* cr, double cx, double cy, double rx, double ry, double r, double g,
                 double b) {
  cairo_save(cr);
  cairo_translate(cr, cx, cy);
  cairo_scale(cr, rx, ry);
  cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
  cairo_restore(cr);
  cairo_set_source_rgb(cr, r, g, b);
  cairo_fill(cr);
}

// Draws a face `height` tall centred at (cx, cy) onto cr.
inline void draw_face(cairo_t* cr, double cx, double cy, double height) {
  const double u = height / 10;  // the face is 10 units tall, 7.5 wide
  blob(cr, cx, cy - 1.2 * u, 4.2 * u, 4.4 * u, 0.25, 0.17, 0.12);  // hair
  blob(cr, cx, cy + 0.3 * u, 3.6 * u, 4.8 * u, 0.93, 0.76, 0.64);  // skin
  for (int side : {-1, 1}) {
    const double ex = cx + side * 1.5 * u;
    cairo_set_line_width(cr, 0.45 * u);
    cairo_set_source_rgb(cr, 0.25, 0.17, 0.12);
    cairo_move_to(cr, ex - 1.0 * u, cy - 1.5 * u);  // brow
    cairo_line_to(cr, ex + 1.0 * u, cy - 1.6 * u);
    cairo_stroke(cr);
    blob(cr, ex, cy - 0.5 * u, 0.9 * u, 0.45 * u, 0.98, 0.98, 0.98);  // eye white
    blob(cr, ex, cy - 0.5 * u, 0.42 * u, 0.42 * u, 0.1, 0.08, 0.06);  // iris
  }
  blob(cr, cx, cy + 1.4 * u, 0.7 * u, 0.35 * u, 0.72, 0.55, 0.45);  // nose's shadow
  blob(cr, cx, cy + 2.9 * u, 1.5 * u, 0.45 * u, 0.55, 0.2, 0.2);    // mouth
}

// Softens an image in place a little (a camera's blur), so the cascade sees shading, not
// hard cartoon edges.
inline void soften(cairo_surface_t* image, double factor = 4) {
  const int w = cairo_image_surface_get_width(image), h = cairo_image_surface_get_height(image);
  cairo_surface_t* small =
      cairo_image_surface_create(CAIRO_FORMAT_RGB24, std::max(1, static_cast<int>(w / factor)),
                                 std::max(1, static_cast<int>(h / factor)));
  cairo_t* cr = cairo_create(small);
  cairo_scale(cr, 1 / factor, 1 / factor);
  cairo_set_source_surface(cr, image, 0, 0);
  cairo_paint(cr);
  cairo_destroy(cr);
  cr = cairo_create(image);
  cairo_scale(cr, factor, factor);
  cairo_set_source_surface(cr, small, 0, 0);
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
  cairo_paint(cr);
  cairo_destroy(cr);
  cairo_surface_destroy(small);
  cairo_surface_flush(image);
}

}  // namespace spotforge::face_test
