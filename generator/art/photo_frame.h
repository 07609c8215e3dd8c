// Photo frames (issue 26.3): an opaque picture printed as a circle, a rounded square or its
// whole rectangle, cropped around a focus point. Pure geometry over the picture's own units,
// shared by loading (the crop becomes the ink box), drawing and the layout's ink mask (both
// clip to the frame's outline, so a circle packs as a circle).
#pragma once

#include <cairo.h>

#include "art/photo_frame_shape.h"

namespace spotforge {

struct InkBox;

// A rounded frame's corner radius, as a share of the square's side.
inline constexpr double kRoundedCornerShare = 0.18;

// The part of the picture `whole` (its full rectangle in own units) that `frame` shows: the
// whole rectangle for kNone and kRectangle; else the largest square that fits, centred on
// `focus` as nearly as the picture's edges allow.
InkBox frame_crop(const InkBox& whole, PhotoFrame frame, FocusPoint focus);

// "circle" or "rounded" for the frames that cut a shape out of the picture (layout.json's
// symbols name them), "" for kNone and kRectangle.
const char* frame_name(PhotoFrame frame);

// Adds the frame's outline around `box` (the crop) to cr's current path: the rectangle, the
// rounded square or the circle.
void add_frame_path(cairo_t* cr, const InkBox& box, PhotoFrame frame);

}  // namespace spotforge
