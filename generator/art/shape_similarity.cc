#include "art/shape_similarity.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>
#include <utility>

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

// floor(v) for |v| < 2^31, as an int: std::floor is a call, or a dozen instructions on
// x86-64 without SSE4.1, and was the larger part of every sample (600 text symbols: 24 turns x
// 5,184 samples each). Truncation is floor except for negative non-integers, one less there.
int floor_int(double v) {
  const int t = static_cast<int>(v);
  return t > v ? t - 1 : t;
}

// Bilinear ink of the picture at (x, y) in pixel units (none outside). x and y stay within
// a few picture sides of it (the turned grid around the ink).
Ink sample(const InkPicture& p, const std::vector<Ink>& ink, double x, double y) {
  x -= 0.5, y -= 0.5;
  int x0 = floor_int(x), y0 = floor_int(y);
  Ink out{};
  // Wholly outside (most of the turned grid around a long word): the four taps below would
  // add nothing, so the result is the same without them.
  if (x0 + 1 < 0 || y0 + 1 < 0 || x0 >= p.width || y0 >= p.height) return out;
  float fx = static_cast<float>(x - x0), fy = static_cast<float>(y - y0);
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

// The first and last pixel of row y with at least kBoxAlpha coverage (first > last: none).
std::pair<int, int> ink_span(const InkPicture& p, int y) {
  const uint32_t* row = &p.argb[static_cast<size_t>(y) * p.width];
  int first = 0, last = p.width - 1;
  while (first < p.width && (row[first] >> 24) < kBoxAlpha) ++first;
  while (last >= first && (row[last] >> 24) < kBoxAlpha) --last;
  return {first, last};
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
    // Turned coordinates are linear in x, so a row's extremes are at its outermost ink pixels:
    // the same box as over every pixel, at a fraction of the work (24 turns per symbol).
    const auto [first, last] = ink_span(p, y);
    if (first > last) continue;
    for (int x : {first, last}) {
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

ShapeSignature::Summary summary_of(const std::vector<float>& grid) {
  constexpr int kBlock = kGrid / ShapeSignature::kCoarse;
  ShapeSignature::Summary out;
  out.ceiling.resize(grid.size());
  for (int gy = 0; gy < kGrid; ++gy) {
    for (int gx = 0; gx < kGrid; ++gx) {
      const int block = (gy / kBlock) * ShapeSignature::kCoarse + gx / kBlock;
      for (int ch = 0; ch < kChannels; ++ch) {
        const size_t i = static_cast<size_t>((gy * kGrid + gx) * kChannels + ch);
        const double v = grid[i];
        out.total += v;
        out.channels[ch] += v;
        out.coarse[block * kChannels + ch] += v;
        // double(v) * 254 is exact, so its ceiling is never below the cell's true amount.
        out.ceiling[i] = static_cast<uint8_t>(
            std::clamp(std::ceil(v * ShapeSignature::kCeilingScale), 0.0, 255.0));
      }
    }
  }
  return out;
}

// Sum over cells of min(a, b), for the ceiling cells (whole numbers: exact in any order, so
// the loop vectorises).
uint32_t ceiling_overlap(const std::vector<uint8_t>& a, const std::vector<uint8_t>& b) {
  uint32_t sum = 0;
  for (size_t i = 0; i < a.size(); ++i) sum += std::min(a[i], b[i]);
  return sum;
}

template <size_t N>
double overlap(const std::array<double, N>& a, const std::array<double, N>& b) {
  double sum = 0;
  for (size_t i = 0; i < N; ++i) sum += std::min(a[i], b[i]);
  return sum;
}

// A soft IoU is m / (A + B - m) with m the sum of cell minima (a min plus a max is a + b):
// rising in m, so any m' >= m bounds it from above. A sum of minima over blocks (or over
// rounded-up cells) is such an m'.
double iou_bound(const ShapeSignature::Summary& a, const ShapeSignature::Summary& b, double m) {
  m = std::min(m, std::min(a.total, b.total));
  const double uni = a.total + b.total - m;
  return uni > 0 ? m / uni : 0.0;
}

// Slack for the rounding of the sums, far below any score shown (two decimals).
constexpr double kBoundSlack = 1e-9;

bool may_reach(const ShapeSignature::Summary& a, const ShapeSignature::Summary& b,
               double threshold) {
  const double least = threshold - kBoundSlack;
  return iou_bound(a, b, overlap(a.channels, b.channels)) >= least &&
         iou_bound(a, b, overlap(a.coarse, b.coarse)) >= least &&
         iou_bound(a, b, ceiling_overlap(a.ceiling, b.ceiling) / ShapeSignature::kCeilingScale) >=
             least;
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
      out.summaries.push_back(summary_of(out.orientations.back()));
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

std::optional<double> similarity_at_least(const ShapeSignature& a, const ShapeSignature& b,
                                          double threshold) {
  if (a.orientations.empty()) return std::nullopt;
  double best = 0;
  for (size_t k = 0; k < b.orientations.size(); ++k) {
    // An orientation skipped here scores below the threshold, so it can't be the best of a
    // pair that reaches it: the score returned is shape_similarity's own.
    if (!may_reach(a.summaries[0], b.summaries[k], threshold)) continue;
    best = std::max(best, soft_iou(a.orientations[0], b.orientations[k]));
  }
  if (best < threshold) return std::nullopt;
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
