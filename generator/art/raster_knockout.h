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
// one colour that is not near-white, a pixel that close to it (and then not near-white
// unless that colour is close to white). Null when no edge pixel is background (ink to the
// edge).
// Null too when the background would be everything and is not near-white: a picture of one
// solid colour (a red square) is itself the ink, not a ground around nothing.
// `picture` is an RGB24 or opaque ARGB32 image surface.
struct KnockoutReport {
  // Every edge pixel shares one colour: a drawing on a ground.
  bool uniform_border = false;
  // Share of the picture's pixels cut away, 0..1.
  double removed_share = 0;
};
CairoSurfacePtr knockout_mask(cairo_surface_t* picture, KnockoutReport* report = nullptr);

// Share (0..1) of the edge pixels of `picture` (RGB24 or opaque ARGB32) within
// kBorderColourTolerance of the edge's median colour: 1 for clip art on a ground, still high
// when the drawing touches the edge here and there, low for a photo, which runs to its
// edge in many colours.
double edge_ground_share(cairo_surface_t* picture);

// Below this share of its edge on one ground, a picture looks like a photo.
inline constexpr double kPhotoEdgeGroundShare = 0.9;

}  // namespace spotforge
