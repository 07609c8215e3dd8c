#include "layout/synthetic_masks.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "base/handles.h"

namespace spotforge {
namespace {

// Copies the alpha of an A8 surface's ink box into a mask.
InkMask crop_to_ink(cairo_surface_t* surface) {
  cairo_surface_flush(surface);
  const int w = cairo_image_surface_get_width(surface);
  const int h = cairo_image_surface_get_height(surface);
  const int stride = cairo_image_surface_get_stride(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  int x0 = w, x1 = -1, y0 = h, y1 = -1;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (data[y * stride + x] == 0) continue;
      x0 = std::min(x0, x);
      x1 = std::max(x1, x);
      y0 = std::min(y0, y);
      y1 = std::max(y1, y);
    }
  }
  InkMask mask;
  if (x1 < 0) return mask;
  mask.width = x1 - x0 + 1;
  mask.height = y1 - y0 + 1;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) mask.alpha.push_back(data[y * stride + x]);
  }
  return mask;
}

}  // namespace

InkMask synthetic_mask(TestShape shape, int n) {
  if (shape == TestShape::kTinyDot) {
    return InkMask{
        4, 4, {60, 255, 255, 60, 255, 255, 255, 255, 255, 255, 255, 255, 60, 255, 255, 60}};
  }
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_A8, n + 8, n + 8));
  CairoPtr cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();
  cairo_translate(c, 4, 4);
  const double pi = std::numbers::pi;
  switch (shape) {
    case TestShape::kDisc:
      cairo_arc(c, n / 2.0, n / 2.0, n / 2.0, 0, 2 * pi);
      cairo_fill(c);
      break;
    case TestShape::kLongBar:
      cairo_rectangle(c, 0, 0, n, n / 8.0);
      cairo_fill(c);
      break;
    case TestShape::kLShape:
      cairo_rectangle(c, 0, 0, n / 4.0, n);
      cairo_rectangle(c, 0, n * 0.75, n, n / 4.0);
      cairo_fill(c);
      break;
    case TestShape::kRing:
      cairo_set_fill_rule(c, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_arc(c, n / 2.0, n / 2.0, n / 2.0, 0, 2 * pi);
      cairo_new_sub_path(c);
      cairo_arc(c, n / 2.0, n / 2.0, n * 0.32, 0, 2 * pi);
      cairo_fill(c);
      break;
    case TestShape::kCrescent:
      cairo_arc(c, n / 2.0, n / 2.0, n / 2.0, 0, 2 * pi);
      cairo_fill(c);
      cairo_set_operator(c, CAIRO_OPERATOR_CLEAR);
      cairo_arc(c, n / 2.0, n * 0.2, n * 0.45, 0, 2 * pi);
      cairo_fill(c);
      break;
    case TestShape::kWideWord:
      cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size(c, n / 7.0);
      cairo_move_to(c, 0, n / 2.0);
      cairo_show_text(c, "Wednesday");
      break;
    case TestShape::kStar:
      for (int k = 0; k < 10; ++k) {
        const double r = (k % 2 == 0 ? 0.5 : 0.2) * n;
        const double a = k * pi / 5 - pi / 2;
        cairo_line_to(c, n / 2.0 + r * std::cos(a), n / 2.0 + r * std::sin(a));
      }
      cairo_close_path(c);
      cairo_fill(c);
      break;
    case TestShape::kTinyDot:
      break;
  }
  return crop_to_ink(surface.get());
}

InkMask text_mask(const std::string& text, int height_px) {
  const int width = height_px * static_cast<int>(text.size() + 1);
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_A8, width, 2 * height_px));
  CairoPtr cr(cairo_create(surface.get()));
  cairo_t* c = cr.get();
  cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size(c, height_px);
  cairo_move_to(c, height_px / 4.0, height_px * 1.4);
  cairo_show_text(c, text.c_str());
  return crop_to_ink(surface.get());
}

std::vector<InkMask> synthetic_masks(int count) {
  static constexpr TestShape kAll[] = {
      TestShape::kDisc,     TestShape::kLongBar, TestShape::kLShape,   TestShape::kRing,
      TestShape::kCrescent, TestShape::kTinyDot, TestShape::kWideWord, TestShape::kStar};
  std::vector<InkMask> masks;
  for (int i = 0; i < count; ++i) masks.push_back(synthetic_mask(kAll[i % 8], 160 + 8 * (i % 5)));
  return masks;
}

}  // namespace spotforge
