// The frame and focus of a photo as plain values, for the theme model and ArtSource alike
// (photo_frame.h has the geometry).
#pragma once

namespace spotforge {

enum class PhotoFrame {
  kNone,       // no frame: background: decides (knocked out, or the whole rectangle kept)
  kRectangle,  // the whole picture, as background: keep
  kRounded,    // the largest square around the focus, with rounded corners
  kCircle,     // the largest circle around the focus
};

// A point of the picture as it is shown (upright), in fractions of its width and height:
// (0, 0) the top left corner, (1, 1) the bottom right.
struct FocusPoint {
  double x = 0.5, y = 0.5;
  bool operator==(const FocusPoint&) const = default;
};

}  // namespace spotforge
