#include "art/photo_frame.h"

#include <algorithm>
#include <cmath>

#include "art/symbol_art.h"

namespace spotforge {
namespace {

// The start of a span of `side` inside [start, start + length) centred on `centre` as nearly as
// the span allows.
double clamped_start(double start, double length, double side, double centre) {
  return std::clamp(centre - side / 2, start, start + length - side);
}

}  // namespace

InkBox frame_crop(const InkBox& whole, PhotoFrame frame, FocusPoint focus) {
  if (frame == PhotoFrame::kNone || frame == PhotoFrame::kRectangle) return whole;
  const double side = std::min(whole.width, whole.height);
  const double fx = std::clamp(focus.x, 0.0, 1.0), fy = std::clamp(focus.y, 0.0, 1.0);
  return {clamped_start(whole.x, whole.width, side, whole.x + fx * whole.width),
          clamped_start(whole.y, whole.height, side, whole.y + fy * whole.height), side, side};
}

const char* frame_name(PhotoFrame frame) {
  switch (frame) {
    case PhotoFrame::kCircle:
      return "circle";
    case PhotoFrame::kRounded:
      return "rounded";
    case PhotoFrame::kNone:
    case PhotoFrame::kRectangle:
      break;
  }
  return "";
}

void add_frame_path(cairo_t* cr, const InkBox& box, PhotoFrame frame) {
  const double x = box.x, y = box.y, w = box.width, h = box.height;
  switch (frame) {
    case PhotoFrame::kNone:
    case PhotoFrame::kRectangle:
      cairo_rectangle(cr, x, y, w, h);
      return;
    case PhotoFrame::kCircle:
      cairo_new_sub_path(cr);
      cairo_arc(cr, x + w / 2, y + h / 2, std::min(w, h) / 2, 0, 2 * M_PI);
      cairo_close_path(cr);
      return;
    case PhotoFrame::kRounded: {
      const double r = kRoundedCornerShare * std::min(w, h);
      cairo_new_sub_path(cr);
      cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
      cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
      cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
      cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
      cairo_close_path(cr);
      return;
    }
  }
}

}  // namespace spotforge
