#include "art/shape_similarity.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace spotforge {
namespace {

constexpr int kGrid = ShapeSignature::kGrid;
constexpr int kFreeRotationStepDeg = 10;
constexpr int kSupersample = 3;  // samples per grid cell side

// Bilinear coverage of the mask at (x, y) in pixel units (0 outside).
float sample(const InkMask& m, double x, double y) {
  x -= 0.5, y -= 0.5;
  int x0 = static_cast<int>(std::floor(x)), y0 = static_cast<int>(std::floor(y));
  double fx = x - x0, fy = y - y0;
  auto at = [&](int px, int py) -> double {
    if (px < 0 || py < 0 || px >= m.width || py >= m.height) return 0.0;
    return m.at(px, py) / 255.0;
  };
  double top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
  double bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
  return static_cast<float>(top * (1 - fy) + bottom * fy);
}

// The shape turned by `degrees` (and mirrored first if asked), its ink's bounding box scaled
// to fill the grid with the aspect kept, centred.
std::vector<float> normalised(const InkMask& m, double degrees, bool mirror) {
  std::vector<float> grid(kGrid * kGrid, 0.0f);
  double rad = degrees * std::numbers::pi / 180.0;
  double c = std::cos(rad), s = std::sin(rad);
  double cx = m.width / 2.0, cy = m.height / 2.0;
  // Bounding box of the turned ink (pixel corners of every inked pixel).
  double minx = 1e300, miny = 1e300, maxx = -1e300, maxy = -1e300;
  for (int y = 0; y < m.height; ++y) {
    for (int x = 0; x < m.width; ++x) {
      if (m.at(x, y) < 64) continue;
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
  for (int gy = 0; gy < kGrid; ++gy) {
    for (int gx = 0; gx < kGrid; ++gx) {
      double sum = 0;
      for (int sy = 0; sy < kSupersample; ++sy) {
        for (int sx = 0; sx < kSupersample; ++sx) {
          double rx = ox + (gx + (sx + 0.5) / kSupersample) * unit;
          double ry = oy + (gy + (sy + 0.5) / kSupersample) * unit;
          // Back from turned space to the mask: the inverse rotation, then the mirror.
          double px = c * rx + s * ry, py = -s * rx + c * ry;
          if (mirror) px = -px;
          sum += sample(m, px + cx, py + cy);
        }
      }
      grid[gy * kGrid + gx] = static_cast<float>(sum / (kSupersample * kSupersample));
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

}  // namespace

ShapeSignature make_shape_signature(const InkMask& mask, const SimilarityOptions& options) {
  ShapeSignature out;
  for (bool mirror : {false, true}) {
    if (mirror && !options.mirror) break;
    for (int angle : angles_for(options.rotation)) {
      out.orientations.push_back(normalised(mask, angle, mirror));
    }
  }
  return out;
}

double shape_similarity(const ShapeSignature& a, const ShapeSignature& b) {
  if (a.orientations.empty()) return 0.0;
  double best = 0;
  for (const auto& turned : b.orientations)
    best = std::max(best, soft_iou(a.orientations[0], turned));
  return best;
}

double shape_similarity(const InkMask& a, const InkMask& b, const SimilarityOptions& options) {
  return shape_similarity(make_shape_signature(a, SimilarityOptions{}),
                          make_shape_signature(b, options));
}

}  // namespace spotforge
