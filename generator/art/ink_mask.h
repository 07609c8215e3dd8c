// A symbol's ink as plain data: the alpha coverage of its box, for the layout engine.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace spotforge {

// The alpha mask of a symbol's box (the tight ink rectangle of its picture), sampled on a grid
// of width x height pixels that covers the box exactly. alpha is row-major, 0 = no ink,
// 255 = full ink. The box's aspect ratio is width / height.
struct InkMask {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> alpha;

  uint8_t at(int x, int y) const { return alpha[static_cast<size_t>(y) * width + x]; }
  // Share of the box covered by ink (alpha-weighted), in [0, 1].
  double ink_fraction() const;
};

// The symbol's box as it looks, for telling apart symbols whose silhouettes match (a tomato
// and a chestnut are both round blobs): premultiplied 0xAARRGGBB per pixel, row-major, on the
// same grid as the InkMask of that size. On opaque pictures the near-white background has
// alpha 0.
struct InkPicture {
  int width = 0;
  int height = 0;
  std::vector<uint32_t> argb;
};

}  // namespace spotforge
