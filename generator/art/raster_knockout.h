// The background of an opaque picture (a JPEG, a PNG without alpha) knocked out: the
// near-white, or the picture's uniform border colour, that reaches the picture's edge is
// no ink. Clip art and scans on white then pack and print by their outline.
#pragma once

#include "base/handles.h"

namespace spotforge {

// Two colours this close on every channel (0..255) are the same border colour: JPEG noise
// and scanner grain stay under it, a drawn outline does not.
inline constexpr int kBorderColourTolerance = 24;

// An A8 surface of the picture's size: 0 on the background connected to the edge (4-way),
// 255 elsewhere, enclosed white (the inside of a 0, an eye) included. Background is a pixel
// with R, G, B >= kNearWhite, or, when every edge pixel is within kBorderColourTolerance of
// one colour, a pixel that close to it (and then near-white only if that colour is). Null
// when no edge pixel is background (ink to the edge).
// `picture` is an RGB24 or opaque ARGB32 image surface.
CairoSurfacePtr knockout_mask(cairo_surface_t* picture);

}  // namespace spotforge
