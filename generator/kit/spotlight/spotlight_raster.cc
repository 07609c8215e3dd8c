#include "kit/spotlight/spotlight_raster.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "base/handles.h"
#include "kit/spotlight/spotlight_board.h"
#include "kit/spotlight/spotlight_contrast.h"

namespace spotforge {

namespace {

constexpr int kFurniture = -1;
constexpr int kInkThreshold = 128;  // alpha at which a pixel counts as ink

struct Buffer {
  CairoSurfacePtr surface;
  CairoPtr cr;
  int width = 0, height = 0, stride = 0;
  const unsigned char* data = nullptr;
  // A premultiplied ARGB32 pixel of a colour buffer.
  std::uint32_t argb(int x, int y) const {
    return reinterpret_cast<const std::uint32_t*>(data + static_cast<size_t>(y) * stride)[x];
  }
};

// A surface (A8 for ink, ARGB32 for colour) covering the pixels [x0_px, x0_px + width) x
// [y0_px, y0_px + height) of a page drawn at px_per_mm.
Buffer buffer(cairo_format_t format, int width, int height, double x0_px, double y0_px,
              double px_per_mm) {
  Buffer b;
  b.width = width;
  b.height = height;
  b.surface.reset(cairo_image_surface_create(format, width, height));
  if (cairo_surface_status(b.surface.get()) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("could not create a raster buffer for verification");
  }
  b.cr.reset(cairo_create(b.surface.get()));
  cairo_translate(b.cr.get(), -x0_px, -y0_px);
  cairo_scale(b.cr.get(), px_per_mm, px_per_mm);
  return b;
}

void finish(Buffer& b) {
  cairo_surface_flush(b.surface.get());
  b.stride = cairo_image_surface_get_stride(b.surface.get());
  b.data = cairo_image_surface_get_data(b.surface.get());
}

// cie_lightness of the colours met, remembered: a board's flat characters over a few
// background tones show the same colours again and again, and the cube root was a sixth of
// the verification's time. The same values as calling it every time.
class LightnessCache {
 public:
  double operator()(const Rgba& c) {
    std::uint64_t h = 0;
    for (double v : {c.r, c.g, c.b, c.a}) {
      std::uint64_t bits = 0;
      std::memcpy(&bits, &v, sizeof bits);
      h = (h ^ bits) * 0x100000001b3ULL;
    }
    Entry& e = entries_[(h ^ (h >> 29)) % entries_.size()];
    if (!e.used || !(e.colour == c)) e = {true, c, cie_lightness(c)};
    return e.lightness;
  }

 private:
  struct Entry {
    bool used = false;
    Rgba colour;
    double lightness = 0;
  };
  std::array<Entry, 509> entries_{};
};

}  // namespace

DrawnBoard rasterise_board(const BoardGeometry& g, const BoardSpec& spec,
                           const BoardPlacement& placement,
                           const std::vector<SymbolArt>& characters, const std::string& title,
                           const std::string& language, double px_per_mm,
                           std::uint64_t background_seed) {
  const int W = static_cast<int>(std::ceil(g.page_width_mm * px_per_mm));
  const int H = static_cast<int>(std::ceil(g.page_height_mm * px_per_mm));
  std::vector<int32_t> index(static_cast<size_t>(W) * H, 0);
  DrawnBoard drawn;
  drawn.board = spec.board;
  // The background in colour, to compare each copy's ink with what lies under it.
  Buffer background = buffer(CAIRO_FORMAT_RGB24, W, H, 0, 0, px_per_mm);
  draw_board_background(background.cr.get(), g, spec, background_seed);
  finish(background);
  // The background lies under everything and can't hide a copy: index 0.
  LightnessCache lightness;
  for (const BoardCopy& copy : placement.copies) {
    const BoardRect r = posed_bounds(copy);
    const int x0 = std::max(0, static_cast<int>(std::floor(r.x * px_per_mm)) - 2);
    const int y0 = std::max(0, static_cast<int>(std::floor(r.y * px_per_mm)) - 2);
    const int x1 = std::min(W, static_cast<int>(std::ceil(r.right() * px_per_mm)) + 2);
    const int y1 = std::min(H, static_cast<int>(std::ceil(r.bottom() * px_per_mm)) + 2);
    DrawnCopy found;
    found.id = copy.id;
    found.character = copy.character;
    if (x1 > x0 && y1 > y0) {
      Buffer b = buffer(CAIRO_FORMAT_ARGB32, x1 - x0, y1 - y0, x0, y0, px_per_mm);
      draw_copy_picture(b.cr.get(), characters.at(copy.character), copy);
      finish(b);
      // The copy's outline lies between the board and its ink: what the ink is seen against.
      // Its ring is stamped through the picture's alpha just drawn, not drawn again (the same
      // bytes: the rings of every outlined copy of three kits compared, a tenth of the
      // verification's time saved).
      const bool outlined = copy.outline != 0;
      Buffer halo = buffer(CAIRO_FORMAT_ARGB32, outlined ? x1 - x0 : 1, outlined ? y1 - y0 : 1, x0,
                           y0, px_per_mm);
      if (outlined) {
        CairoSurfacePtr alpha(cairo_image_surface_create(CAIRO_FORMAT_A8, b.width, b.height));
        unsigned char* a = cairo_image_surface_get_data(alpha.get());
        const int astride = cairo_image_surface_get_stride(alpha.get());
        for (int y = 0; y < b.height; ++y) {
          for (int x = 0; x < b.width; ++x) {
            a[static_cast<size_t>(y) * astride + x] =
                static_cast<unsigned char>(b.argb(x, y) >> 24);
          }
        }
        cairo_surface_mark_dirty(alpha.get());
        draw_copy_outline_through(halo.cr.get(), alpha.get(), copy);
      }
      finish(halo);
      double sx = 0, sy = 0;
      int min_x = W, min_y = H, max_x = -1, max_y = -1;
      for (int y = 0; y < b.height; ++y) {
        for (int x = 0; x < b.width; ++x) {
          const std::uint32_t px_colour = b.argb(x, y);
          if ((px_colour >> 24) < kInkThreshold) continue;
          const int px = x0 + x, py = y0 + y;
          index[static_cast<size_t>(py) * W + px] = copy.id;
          ++found.own_pixels;
          const Rgba board = composite_over(background.argb(px, py) | 0xff000000u, {0, 0, 0, 1});
          const Rgba under = outlined ? composite_over(halo.argb(x, y), board) : board;
          const Rgba shown = composite_over(px_colour, under);
          found.background_like_pixels += colour_distance(shown, under) < kBlendDistance;
          found.lightness_like_pixels +=
              std::abs(lightness(shown) - lightness(under)) < kLightnessDistance;
          sx += px + 0.5;
          sy += py + 0.5;
          min_x = std::min(min_x, px);
          max_x = std::max(max_x, px);
          min_y = std::min(min_y, py);
          max_y = std::max(max_y, py);
        }
      }
      if (found.own_pixels > 0) {
        found.centre_x_mm = sx / found.own_pixels / px_per_mm;
        found.centre_y_mm = sy / found.own_pixels / px_per_mm;
        found.ink_box = {min_x / px_per_mm, min_y / px_per_mm, (max_x + 1 - min_x) / px_per_mm,
                         (max_y + 1 - min_y) / px_per_mm};
        found.size_mm = std::sqrt(static_cast<double>(found.own_pixels)) / px_per_mm;
      }
    }
    drawn.copies.push_back(found);
  }
  // The furniture is drawn last, over the picture.
  {
    Buffer b = buffer(CAIRO_FORMAT_A8, W, H, 0, 0, px_per_mm);
    draw_board_furniture(b.cr.get(), g, spec, title, language);
    finish(b);
    for (int y = 0; y < H; ++y) {
      const unsigned char* row = b.data + static_cast<size_t>(y) * b.stride;
      for (int x = 0; x < W; ++x) {
        if (row[x] >= kInkThreshold) index[static_cast<size_t>(y) * W + x] = kFurniture;
      }
    }
  }
  int max_id = 0;
  for (const DrawnCopy& c : drawn.copies) max_id = std::max(max_id, c.id);
  std::vector<long> visible(static_cast<size_t>(max_id) + 1, 0);
  for (int32_t id : index) {
    if (id > 0 && id <= max_id) ++visible[id];
  }
  for (DrawnCopy& c : drawn.copies) c.visible_pixels = c.id > 0 ? visible[c.id] : 0;
  return drawn;
}

}  // namespace spotforge
