// An image surface at half its size, each 2 x 2 block of pixels averaged into one (the mipmap
// step): a picture rendered far smaller than it is stored is drawn from its nearest halving,
// so the final filtered scale reads a few source pixels per pixel instead of dozens.
#pragma once

#include "base/handles.h"

namespace spotforge {

// ARGB32, RGB24 or A8 in, the same format out, ceil(w / 2) x ceil(h / 2) pixels: pixel (i, j)
// covers source pixels [2i, 2i + 2) x [2j, 2j + 2), so the scale is exactly one half (a block
// cut by the right or bottom edge averages the pixels it has). Channels are averaged as stored
// (premultiplied, which is what averaging needs). Null when Cairo has no memory for it.
CairoSurfacePtr halved_image(cairo_surface_t* image);

}  // namespace spotforge
