#include "art/raster_knockout.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "art/raster_picture.h"

namespace spotforge {
namespace {

struct Rgb {
  int r = 0, g = 0, b = 0;
};

Rgb rgb_of(uint32_t px) { return {int((px >> 16) & 0xff), int((px >> 8) & 0xff), int(px & 0xff)}; }

bool close_to(Rgb a, Rgb b) {
  return std::abs(a.r - b.r) <= kBorderColourTolerance &&
         std::abs(a.g - b.g) <= kBorderColourTolerance &&
         std::abs(a.b - b.b) <= kBorderColourTolerance;
}

bool near_white(Rgb c) { return c.r >= kNearWhite && c.g >= kNearWhite && c.b >= kNearWhite; }

// The picture's pixels read in place by flat index (no copy: a picture may be 1600 x 1600).
class Pixels {
 public:
  explicit Pixels(cairo_surface_t* s)
      : width(cairo_image_surface_get_width(s)),
        height(cairo_image_surface_get_height(s)),
        stride_(cairo_image_surface_get_stride(s)),
        // No cairo_surface_flush: it drops a JPEG's mime data (its bytes for the PDF), and
        // the decoder's surface has nothing pending.
        data_(cairo_image_surface_get_data(s)) {}
  Rgb at(size_t i) const {
    const size_t y = i / width, x = i % width;
    return rgb_of(reinterpret_cast<const uint32_t*>(data_ + y * stride_)[x]);
  }
  const int width, height;

 private:
  const size_t stride_;
  const unsigned char* data_;
};

// The edge pixels' indices, each once (a 1-pixel-wide picture has no separate right edge).
std::vector<size_t> edge_indices(int w, int h) {
  std::vector<size_t> out;
  for (int x = 0; x < w; ++x) {
    out.push_back(static_cast<size_t>(x));
    if (h > 1) out.push_back(static_cast<size_t>(h - 1) * w + x);
  }
  for (int y = 1; y + 1 < h; ++y) {
    out.push_back(static_cast<size_t>(y) * w);
    if (w > 1) out.push_back(static_cast<size_t>(y) * w + w - 1);
  }
  return out;
}

// The one colour all edge pixels share (their mean), if they do: a picture on pale blue
// or cream is knocked out like one on white.
bool uniform_border(const Pixels& p, const std::vector<size_t>& edge, Rgb* colour) {
  long long r = 0, g = 0, b = 0;
  for (size_t i : edge) {
    const Rgb c = p.at(i);
    r += c.r, g += c.g, b += c.b;
  }
  const long long n = static_cast<long long>(edge.size());
  const Rgb mean{int(r / n), int(g / n), int(b / n)};
  for (size_t i : edge) {
    if (!close_to(p.at(i), mean)) return false;
  }
  *colour = mean;
  return true;
}

}  // namespace

double edge_ground_share(cairo_surface_t* picture) {
  const Pixels p(picture);
  if (p.width <= 0 || p.height <= 0) return 0;
  const std::vector<size_t> edge = edge_indices(p.width, p.height);
  // The median per channel: the ground's colour, whatever touches the edge.
  auto median = [&](int Rgb::*channel) {
    std::vector<int> v;
    v.reserve(edge.size());
    for (size_t i : edge) v.push_back(p.at(i).*channel);
    std::nth_element(v.begin(), v.begin() + static_cast<long>(v.size() / 2), v.end());
    return v[v.size() / 2];
  };
  const Rgb ground{median(&Rgb::r), median(&Rgb::g), median(&Rgb::b)};
  const auto on_ground =
      std::count_if(edge.begin(), edge.end(), [&](size_t i) { return close_to(p.at(i), ground); });
  return static_cast<double>(on_ground) / static_cast<double>(edge.size());
}

CairoSurfacePtr knockout_mask(cairo_surface_t* picture, KnockoutReport* report) {
  const Pixels p(picture);
  const int w = p.width, h = p.height;
  if (w <= 0 || h <= 0) return nullptr;
  const std::vector<size_t> edge = edge_indices(w, h);
  Rgb border;
  const bool has_border = uniform_border(p, edge, &border);
  if (report) *report = {has_border, 0};
  // On a coloured ground, white is part of the picture (white letters on red): only the
  // ground's colour is cut then.
  const bool white_is_background = !has_border || near_white(border);
  // On white the ground is what the ink test calls white, no more: the border tolerance
  // reached 24 below white and took the faint pink of a blurred stroke (or all of a strongly
  // blurred one) for ground, though the ink test sees colour there.
  const bool coloured_ground = has_border && !near_white(border);
  auto background = [&](size_t i) {
    const Rgb c = p.at(i);
    return (white_is_background && near_white(c)) || (coloured_ground && close_to(c, border));
  };
  // Flood fill from the edge; an explicit stack, since a picture may be 1600 x 1600.
  std::vector<uint8_t> out(static_cast<size_t>(w) * h, 0);  // 1 = knocked out
  std::vector<size_t> stack;
  auto visit = [&](size_t i) {
    if (out[i] || !background(i)) return;
    out[i] = 1;
    stack.push_back(i);
  };
  for (size_t i : edge) visit(i);
  if (stack.empty()) return nullptr;
  size_t removed = 0;
  while (!stack.empty()) {
    const size_t i = stack.back();
    stack.pop_back();
    const int x = static_cast<int>(i % w), y = static_cast<int>(i / w);
    if (x > 0) visit(i - 1);
    if (x + 1 < w) visit(i + 1);
    if (y > 0) visit(i - w);
    if (y + 1 < h) visit(i + w);
    ++removed;
  }
  const size_t total = static_cast<size_t>(w) * h;
  // All ground and no figure: a solid colour is a symbol in its own right (a white one has
  // no ink either way, and the ink test says so).
  if (removed == total && has_border && !near_white(border)) return nullptr;
  if (report) report->removed_share = static_cast<double>(removed) / static_cast<double>(total);
  CairoSurfacePtr mask(cairo_image_surface_create(CAIRO_FORMAT_A8, w, h));
  if (cairo_surface_status(mask.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
  cairo_surface_flush(mask.get());
  const int stride = cairo_image_surface_get_stride(mask.get());
  unsigned char* data = cairo_image_surface_get_data(mask.get());
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      data[static_cast<size_t>(y) * stride + x] = out[static_cast<size_t>(y) * w + x] ? 0 : 255;
    }
  }
  cairo_surface_mark_dirty(mask.get());
  return mask;
}

}  // namespace spotforge
