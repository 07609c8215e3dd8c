#include "art/shape_similarity.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace spotforge {
namespace {

constexpr int kGrid = ShapeSignature::kGrid;
constexpr int kChannels = ShapeSignature::kChannels;
constexpr int kFreeRotationStepDeg = 15;
constexpr int kSupersample = 3;  // samples per grid cell side
// Pixels with at least this coverage (of 255) decide the ink's bounding box.
constexpr uint32_t kBoxAlpha = 64;

using Ink = std::array<float, kChannels>;

// Coverage and cyan/magenta/yellow ink of one premultiplied pixel, each 0..1.
Ink ink_of(uint32_t argb) {
  float a = static_cast<float>(argb >> 24), r = static_cast<float>((argb >> 16) & 0xff);
  float g = static_cast<float>((argb >> 8) & 0xff), b = static_cast<float>(argb & 0xff);
  return {a / 255, (a - r) / 255, (a - g) / 255, (a - b) / 255};
}

// Bilinear ink of the picture at (x, y) in pixel units (none outside).
Ink sample(const InkPicture& p, const std::vector<Ink>& ink, double x, double y) {
  x -= 0.5, y -= 0.5;
  int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
  float fx = static_cast<float>(x - x0), fy = static_cast<float>(y - y0);
  Ink out{};
  auto add = [&](int px, int py, float w) {
    if (px < 0 || py < 0 || px >= p.width || py >= p.height || w == 0) return;
    const Ink& v = ink[static_cast<size_t>(py) * p.width + px];
    for (int c = 0; c < kChannels; ++c) out[c] += w * v[c];
  };
  add(x0, y0, (1 - fx) * (1 - fy));
  add(x0 + 1, y0, fx * (1 - fy));
  add(x0, y0 + 1, (1 - fx) * fy);
  add(x0 + 1, y0 + 1, fx * fy);
  return out;
}

// The picture turned by `degrees` (mirrored first if asked), its ink's bounding box scaled
// to fill the grid with the aspect kept, centred.
std::vector<float> normalised(const InkPicture& p, const std::vector<Ink>& ink, double degrees,
                              bool mirror) {
  std::vector<float> grid(kGrid * kGrid * kChannels, 0.0f);
  double rad = degrees * std::numbers::pi / 180.0;
  double c = std::cos(rad), s = std::sin(rad);
  double cx = p.width / 2.0, cy = p.height / 2.0;
  double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
  for (int y = 0; y < p.height; ++y) {
    for (int x = 0; x < p.width; ++x) {
      if ((p.argb[static_cast<size_t>(y) * p.width + x] >> 24) < kBoxAlpha) continue;
      for (int corner = 0; corner < 4; ++corner) {
        double px = x + (corner & 1) - cx, py = y + (corner >> 1) - cy;
        if (mirror) px = -px;
        double rx = c * px - s * py, ry = s * px + c * py;
        minx = std::min(minx, rx), maxx = std::max(maxx, rx);
        miny = std::min(miny, ry), maxy = std::max(maxy, ry);
      }
    }
  }
  if (maxx < minx) return grid;  // no ink
  double side = std::max(maxx - minx, maxy - miny);
  double unit = side / kGrid;  // turned-space length of one grid cell
  double ox = (minx + maxx) / 2 - side / 2, oy = (miny + maxy) / 2 - side / 2;
  const float share = 1.0f / (kSupersample * kSupersample);
  for (int gy = 0; gy < kGrid; ++gy) {
    for (int gx = 0; gx < kGrid; ++gx) {
      float* cell = &grid[(gy * kGrid + gx) * kChannels];
      for (int sy = 0; sy < kSupersample; ++sy) {
        for (int sx = 0; sx < kSupersample; ++sx) {
          double rx = ox + (gx + (sx + 0.5) / kSupersample) * unit;
          double ry = oy + (gy + (sy + 0.5) / kSupersample) * unit;
          // Back from turned space to the picture: the inverse rotation, then the mirror.
          double px = c * rx + s * ry, py = -s * rx + c * ry;
          if (mirror) px = -px;
          Ink v = sample(p, ink, px + cx, py + cy);
          for (int ch = 0; ch < kChannels; ++ch) cell[ch] += share * v[ch];
        }
      }
    }
  }
  return grid;
}

std::vector<int> angles_for(SimilarityOptions::Rotation rotation) {
  switch (rotation) {
    case SimilarityOptions::Rotation::kNone:
      return {0};
    case SimilarityOptions::Rotation::kQuarterTurns:
      return {0, 90, 180, 270};
    case SimilarityOptions::Rotation::kFree:
      break;
  }
  std::vector<int> out;
  for (int a = 0; a < 360; a += kFreeRotationStepDeg) out.push_back(a);
  return out;
}

double soft_iou(const std::vector<float>& a, const std::vector<float>& b) {
  double inter = 0, uni = 0;
  for (size_t i = 0; i < a.size(); ++i) {
    inter += std::min(a[i], b[i]);
    uni += std::max(a[i], b[i]);
  }
  return uni > 0 ? inter / uni : 0.0;
}

InkPicture black_ink(const InkMask& mask) {
  InkPicture out{mask.width, mask.height, {}};
  out.argb.reserve(mask.alpha.size());
  for (uint8_t a : mask.alpha) out.argb.push_back(uint32_t{a} << 24);  // premultiplied black
  return out;
}

}  // namespace

ShapeSignature make_shape_signature(const InkPicture& picture, const SimilarityOptions& options) {
  std::vector<Ink> ink;
  ink.reserve(picture.argb.size());
  for (uint32_t px : picture.argb) ink.push_back(ink_of(px));
  ShapeSignature out;
  for (bool mirror : {false, true}) {
    if (mirror && !options.mirror) break;
    for (int angle : angles_for(options.rotation)) {
      out.orientations.push_back(normalised(picture, ink, angle, mirror));
    }
  }
  return out;
}

ShapeSignature make_shape_signature(const InkMask& mask, const SimilarityOptions& options) {
  return make_shape_signature(black_ink(mask), options);
}

double shape_similarity(const ShapeSignature& a, const ShapeSignature& b) {
  if (a.orientations.empty()) return 0.0;
  double best = 0;
  for (const auto& turned : b.orientations) {
    best = std::max(best, soft_iou(a.orientations[0], turned));
  }
  return best;
}

double shape_similarity(const InkMask& a, const InkMask& b, const SimilarityOptions& options) {
  return shape_similarity(make_shape_signature(a, SimilarityOptions{}),
                          make_shape_signature(b, options));
}

double shape_similarity(const InkPicture& a, const InkPicture& b,
                        const SimilarityOptions& options) {
  return shape_similarity(make_shape_signature(a, SimilarityOptions{}),
                          make_shape_signature(b, options));
}

}  // namespace spotforge
