// Faces in a photo, found by OpenCV's frontal-face Haar cascade (Debian's opencv-data ships
// it; no model to download): the default focus of a framed photo (issue 26.3).
#pragma once

#include <cairo.h>

#include <vector>

namespace spotforge {

struct FaceRect {
  double x = 0, y = 0, width = 0, height = 0;  // in the surface's pixels
};

// The faces on an RGB24 or ARGB32 image surface, as it is stored (not turned by EXIF), largest
// first. Empty when there are none or the cascade file is missing (a framed photo then
// centres on its middle; a missing file is no reason to refuse a picture).
std::vector<FaceRect> find_faces(cairo_surface_t* image);

// The cascade file looked for; SPOTFORGE_FACE_CASCADE overrides it (tests of the fallback).
const char* face_cascade_path();

}  // namespace spotforge
