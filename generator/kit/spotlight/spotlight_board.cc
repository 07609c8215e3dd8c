#include "kit/spotlight/spotlight_board.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include "base/handles.h"
#include "kit/spotlight/spotlight_contrast.h"
#include "kit/spotlight/spotlight_shapes.h"
#include "print/page_text.h"
#include "typeset/language_pack.h"

namespace spotforge {

namespace {
constexpr double kPi = 3.14159265358979323846;
const Rgba kInk{0.12, 0.12, 0.16, 1};

Rgba mix(const Rgba& a, const Rgba& b, double t) {
  return {a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1};
}

void draw_triangle(cairo_t* cr, double x, double y, double size, double dir_x, double dir_y) {
  // Tip at (x, y) pointing along dir, base behind it.
  const double bx = x - dir_x * size, by = y - dir_y * size;
  cairo_move_to(cr, x, y);
  cairo_line_to(cr, bx + dir_y * size * 0.6, by - dir_x * size * 0.6);
  cairo_line_to(cr, bx - dir_y * size * 0.6, by + dir_x * size * 0.6);
  cairo_close_path(cr);
  set_source(cr, kInk);
  cairo_fill(cr);
}

void draw_recap(cairo_t* cr, const BoardSpec& spec, double x, double y, double size) {
  // A small 2 x 2 map of the board: which symbol marks which quadrant.
  const double cell = size / 2;
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_rectangle(cr, x, y, size, size);
  cairo_fill(cr);
  for (int c = 0; c < 4; ++c) {
    const double cx = x + cell * (c % 2 + 0.5), cy = y + cell * (c / 2 + 0.5);
    quadrant_symbol_path(cr, spec.corner_symbol[c], cx, cy, cell * 0.62);
    fill_path(cr, kInk);
  }
  set_source(cr, kInk);
  cairo_set_line_width(cr, 0.3);
  cairo_rectangle(cr, x, y, size, size);
  cairo_move_to(cr, x + cell, y);
  cairo_line_to(cr, x + cell, y + size);
  cairo_move_to(cr, x, y + cell);
  cairo_line_to(cr, x + size, y + cell);
  cairo_stroke(cr);
}

}  // namespace

Rgba background_tone(int index) {
  // From the pale night the boards had to mid and dark night tones: each blends with other
  // character colours (white, grey, tan, navy), so the kit measures and chooses.
  static const Rgba tones[kBackgroundTones] = {{0.86, 0.89, 0.96, 1}, {0.62, 0.68, 0.84, 1},
                                               {0.60, 0.52, 0.78, 1}, {0.22, 0.48, 0.50, 1},
                                               {0.36, 0.40, 0.58, 1}, {0.16, 0.20, 0.36, 1}};
  return tones[((index % kBackgroundTones) + kBackgroundTones) % kBackgroundTones];
}

std::string background_tone_name(int index) {
  static const char* names[kBackgroundTones] = {"pale night", "dusk blue",  "twilight violet",
                                                "night teal", "slate blue", "midnight"};
  return names[((index % kBackgroundTones) + kBackgroundTones) % kBackgroundTones];
}

namespace {
// The soft discs and rings of the background: this colour mixed into the tone, at this alpha.
constexpr Rgba kShadeInk{0.25, 0.32, 0.55, 1};
constexpr double kShadeMix = 0.18, kShadeAlpha = 0.35;
}  // namespace

std::vector<Rgba> background_colours(int index) {
  std::vector<Rgba> colours{background_tone(index)};
  const Rgba shade = mix(colours.front(), kShadeInk, kShadeMix);
  for (int discs = 1; discs <= 2; ++discs)
    colours.push_back(mix(colours.back(), shade, kShadeAlpha));
  return colours;
}

BoardRect posed_bounds(const BoardCopy& copy) {
  const double a = copy.rotation_deg * kPi / 180;
  const double w = std::abs(copy.width_mm * std::cos(a)) + std::abs(copy.height_mm * std::sin(a));
  const double h = std::abs(copy.width_mm * std::sin(a)) + std::abs(copy.height_mm * std::cos(a));
  return {copy.x_mm - w / 2, copy.y_mm - h / 2, w, h};
}

void draw_board_background(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                           std::uint64_t seed) {
  CairoSaved saved(cr);
  // One tone for every board (no tint of the board's colour: that made a character blend
  // into one board and not another); the colour is in the stripe and the corner symbols.
  const Rgba base = background_tone(spec.background);
  set_source(cr, base);
  cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
  cairo_fill_preserve(cr);
  cairo_clip(cr);
  // Soft overlapping discs and rings in one pale hue, and sparkles: shapes no character has,
  // drawn under every character so they never hide one.
  SpotRng rng(seed * 7727 + static_cast<std::uint64_t>(spec.board) * 131 + 17);
  const Rgba shade = mix(base, kShadeInk, kShadeMix);
  for (int i = 0; i < 26; ++i) {
    const double x = rng.uniform(g.play.x, g.play.right());
    const double y = rng.uniform(g.play.y, g.play.bottom());
    const double r = rng.uniform(12, 40);
    set_source(cr, {shade.r, shade.g, shade.b, kShadeAlpha});
    cairo_new_sub_path(cr);
    cairo_arc(cr, x, y, r, 0, 2 * kPi);
    if (i % 3 == 0) {
      cairo_set_line_width(cr, 2.5);
      cairo_stroke(cr);
    } else {
      cairo_fill(cr);
    }
  }
  const Rgba sparkle = mix(base, {1, 1, 1, 1}, 0.8);
  for (int i = 0; i < 90; ++i) {
    const double x = rng.uniform(g.play.x, g.play.right());
    const double y = rng.uniform(g.play.y, g.play.bottom());
    set_source(cr, sparkle);
    cairo_new_sub_path(cr);
    cairo_arc(cr, x, y, rng.uniform(0.3, 0.8), 0, 2 * kPi);
    cairo_fill(cr);
  }
}

namespace {

constexpr double kOutlineMm = 0.4;

// The copy's own rectangle (with a millimetre to spare) as the clip: a group is as big as the
// clip, keep it to the copy, not the whole page.
void clip_to_copy(cairo_t* cr, const BoardCopy& copy) {
  const BoardRect r = posed_bounds(copy);
  cairo_rectangle(cr, r.x - 1, r.y - 1, r.width + 2, r.height + 2);
  cairo_clip(cr);
}

// The outline colour through `picture`'s alpha stamped on the 12 offsets of the ring; at
// whole device pixels for a screen.
void stamp_ring(cairo_t* cr, cairo_pattern_t* picture, const BoardCopy& copy, bool whole_pixels) {
  set_source(cr, outline_colour(static_cast<CopyOutline>(copy.outline)));
  for (int k = 0; k < 12; ++k) {
    CairoSaved shifted(cr);
    const double a = k * kPi / 6;
    double dx = kOutlineMm * std::cos(a), dy = kOutlineMm * std::sin(a);
    if (whole_pixels) {
      cairo_user_to_device_distance(cr, &dx, &dy);
      dx = std::round(dx);
      dy = std::round(dy);
      cairo_device_to_user_distance(cr, &dx, &dy);
    }
    cairo_translate(cr, dx, dy);
    cairo_mask(cr, picture);
  }
}

// out[i] = max(out[i], in[i]), 16 bytes at a time (g++ -O2 leaves a loop of unknown length
// scalar).
void max_into(unsigned char* out, const unsigned char* in, int n) {
  typedef unsigned char Bytes16 __attribute__((vector_size(16)));
  int i = 0;
  for (; i + 16 <= n; i += 16) {
    Bytes16 a, b;
    std::memcpy(&a, in + i, 16);
    std::memcpy(&b, out + i, 16);
    const Bytes16 larger = a > b ? a : b;
    std::memcpy(out + i, &larger, 16);
  }
  for (; i < n; ++i) out[i] = std::max(out[i], in[i]);
}

// The top bytes (alpha of native-endian ARGB32) of n pixels.
void alpha_of(const std::uint32_t* in, unsigned char* out, int n) {
  for (int i = 0; i < n; ++i) out[i] = static_cast<unsigned char>(in[i] >> 24);
}

// The ring's 12 offsets in whole device pixels of `cr`'s current space.
std::array<std::pair<int, int>, 12> ring_pixel_offsets(cairo_t* cr) {
  std::array<std::pair<int, int>, 12> offsets;
  for (int k = 0; k < 12; ++k) {
    const double a = k * kPi / 6;
    double dx = kOutlineMm * std::cos(a), dy = kOutlineMm * std::sin(a);
    cairo_user_to_device_distance(cr, &dx, &dy);
    offsets[k] = {static_cast<int>(std::lround(dx)), static_cast<int>(std::lround(dy))};
  }
  return offsets;
}

// A screen picture's outlined copy: the picture drawn once into a group whose pixels are both
// the copy and, shifted to the ring's 12 offsets and laid together (the largest alpha of the
// 12 at each pixel), the mask the outline colour goes through once. Twelve masks of the
// picture cost as much as drawing it, a third of the screen boards' drawing. False (nothing
// drawn) when `cr` doesn't draw straight onto an image without a device offset.
bool draw_screen_copy(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy) {
  cairo_surface_t* target = cairo_get_group_target(cr);
  double tx = 0, ty = 0;
  cairo_surface_get_device_offset(target, &tx, &ty);
  if (cairo_surface_get_type(target) != CAIRO_SURFACE_TYPE_IMAGE || tx != 0 || ty != 0) {
    return false;
  }
  CairoSaved saved(cr);
  clip_to_copy(cr, copy);
  const std::array<std::pair<int, int>, 12> offsets = ring_pixel_offsets(cr);
  cairo_push_group(cr);
  draw_copy_picture(cr, art, copy);
  cairo_surface_t* group = cairo_get_group_target(cr);
  cairo_surface_flush(group);
  double gx = 0, gy = 0;
  cairo_surface_get_device_offset(group, &gx, &gy);
  const int gw = cairo_image_surface_get_width(group), gh = cairo_image_surface_get_height(group);
  const int gstride = cairo_image_surface_get_stride(group);
  const unsigned char* pixels = cairo_image_surface_get_data(group);
  int m = 0;
  for (const auto& [dx, dy] : offsets) m = std::max({m, std::abs(dx), std::abs(dy)});
  const int rw = gw + 2 * m, rh = gh + 2 * m;
  CairoSurfacePtr ring(cairo_image_surface_create(CAIRO_FORMAT_A8, rw, rh));
  unsigned char* out = cairo_image_surface_get_data(ring.get());
  const int rstride = cairo_image_surface_get_stride(ring.get());
  // ARGB32 is native-endian: alpha is the top byte of each 32-bit pixel.
  std::vector<unsigned char> alpha(static_cast<size_t>(gw) * gh);
  for (int y = 0; y < gh; ++y) {
    alpha_of(reinterpret_cast<const std::uint32_t*>(pixels + static_cast<size_t>(y) * gstride),
             &alpha[static_cast<size_t>(y) * gw], gw);
  }
  for (const auto& [dx, dy] : offsets) {
    // Ring pixel (u, v) shows the picture's pixel (u - m - dx, v - m - dy).
    for (int y = 0; y < gh; ++y) {
      max_into(out + static_cast<size_t>(y + m + dy) * rstride + m + dx,
               &alpha[static_cast<size_t>(y) * gw], gw);
    }
  }
  cairo_surface_mark_dirty(ring.get());
  cairo_pattern_t* picture = cairo_pop_group(cr);
  {
    CairoSaved device(cr);
    cairo_identity_matrix(cr);
    set_source(cr, outline_colour(static_cast<CopyOutline>(copy.outline)));
    cairo_mask_surface(cr, ring.get(), -gx - m, -gy - m);
  }
  cairo_set_source(cr, picture);
  cairo_paint(cr);
  cairo_pattern_destroy(picture);
  return true;
}

}  // namespace

void draw_board_copy(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy, BoardMode mode) {
  if (mode == BoardMode::kScreen && copy.outline != 0 && draw_screen_copy(cr, art, copy)) return;
  draw_copy_outline(cr, art, copy, mode);
  draw_copy_picture(cr, art, copy);
}

void draw_copy_outline(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy, BoardMode mode) {
  if (copy.outline == 0) return;
  // The silhouette stamped on a ring of offsets: it fills under the ink and shows as a thin
  // band around it (as the film does for white characters).
  CairoSaved saved(cr);
  clip_to_copy(cr, copy);
  const bool pixels =
      cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE;
  if (!pixels) {
    // In a PDF the 12 stamps are one mask: a group of the 12 shifted pictures (each a
    // reference to the character's one form) has the same alpha as 12 masks laid one over the
    // other (1 - the product of 1 - alpha), and the colour goes through it once. Twelve masks
    // were twelve soft-mask groups per copy: boards.pdf 6.0 MB of 18,000 objects, 1.7 s to
    // write, 0.9 MB and 0.36 s now, the same page to 0.001 % of its pixels at 150 dpi.
    cairo_push_group(cr);
    for (int k = 0; k < 12; ++k) {
      CairoSaved shifted(cr);
      const double a = k * kPi / 6;
      cairo_translate(cr, kOutlineMm * std::cos(a), kOutlineMm * std::sin(a));
      draw_copy_picture(cr, art, copy);
    }
    cairo_pattern_t* ring = cairo_pop_group(cr);
    set_source(cr, outline_colour(static_cast<CopyOutline>(copy.outline)));
    cairo_mask(cr, ring);
    cairo_pattern_destroy(ring);
    return;
  }
  // On pixels, the picture once and 12 masks through it (as the verifier measures the ring);
  // on a screen the stamps at whole pixels (BoardMode::kScreen). A mask reads only the
  // picture's alpha: drawn alone, the same bytes (the verifier's rings of the default kit's
  // 725 outlined copies compared) for less to draw and sample.
  const bool whole_pixels = mode == BoardMode::kScreen;
  cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA);
  draw_copy_picture(cr, art, copy);
  cairo_pattern_t* picture = cairo_pop_group(cr);
  stamp_ring(cr, picture, copy, whole_pixels);
  cairo_pattern_destroy(picture);
}

void draw_copy_outline_through(cairo_t* cr, cairo_surface_t* alpha, const BoardCopy& copy) {
  if (copy.outline == 0) return;
  CairoSaved saved(cr);
  clip_to_copy(cr, copy);
  // As a popped group is: its pixels are device pixels, its matrix the current one.
  cairo_pattern_t* picture = cairo_pattern_create_for_surface(alpha);
  cairo_matrix_t device;
  cairo_get_matrix(cr, &device);
  cairo_pattern_set_matrix(picture, &device);
  stamp_ring(cr, picture, copy, false);
  cairo_pattern_destroy(picture);
}

void draw_copy_picture(cairo_t* cr, const SymbolArt& art, const BoardCopy& copy) {
  CairoSaved saved(cr);
  cairo_translate(cr, copy.x_mm, copy.y_mm);
  cairo_rotate(cr, copy.rotation_deg * kPi / 180);
  if (copy.mirror) cairo_scale(cr, -1, 1);
  art.draw(cr, -copy.width_mm / 2, -copy.height_mm / 2, copy.width_mm, copy.height_mm);
}

void draw_centre_balloon(cairo_t* cr, const BoardGeometry& g, const Rgba& fill) {
  const double cx = g.centre_x(), cy = g.centre_y();
  const double br = std::min(2.6, g.gutter_mm * 0.9);
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy - 0.3, br, 0, 2 * kPi);
  fill_path(cr, fill, 0.35, kInk);
  cairo_move_to(cr, cx, cy - 0.3 + br);
  cairo_line_to(cr, cx - 0.6, cy + br + 0.3);
  cairo_line_to(cr, cx + 0.6, cy + br + 0.3);
  cairo_close_path(cr);
  fill_path(cr, fill, 0.25, kInk);
}

void draw_board_furniture(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                          const std::string& title, const std::string& language,
                          bool with_balloon) {
  const auto words = typeset::language_pack(language);
  CairoSaved saved(cr);
  const Rgba colour = spotlight_colour(spec.colour);
  // Title stripe in the board's colour, with its symbol, its name and the quadrant recap.
  const BoardRect& s = g.stripe;
  set_source(cr, colour);
  cairo_rectangle(cr, s.x, s.y, s.width, s.height);
  cairo_fill(cr);
  board_symbol_path(cr, spec.symbol, s.x + s.height / 2 + 1, s.y + s.height / 2, s.height * 0.75);
  fill_path(cr, {1, 1, 1, 1}, 0.4, kInk);
  TextStyle heading{"Quicksand", 14, true, {1, 1, 1, 1}};
  const std::string name =
      words->format("spotlight_board_heading",
                    {{"n", std::to_string(spec.board + 1)},
                     {"symbol", words->text("spotlight_symbol_" + board_symbol_name(spec.symbol))},
                     {"title", title}});
  const TextSize ts = measure_text(cr, name, heading);
  draw_text(cr, name, heading, s.x + s.height + 3, s.y + (s.height - ts.height_mm) / 2);
  draw_recap(cr, spec, s.right() - s.height + 1, s.y + 1, s.height - 2);
  TextStyle small{"Andika", 7, false, {1, 1, 1, 1}};
  const std::string recap = words->text("spotlight_quadrants_key");
  const TextSize rs = measure_text(cr, recap, small);
  draw_text(cr, recap, small, s.right() - s.height - 1, s.y + (s.height - rs.height_mm) / 2,
            TextAlign::kRight);

  // Frame and coordinates.
  set_source(cr, kInk);
  cairo_set_line_width(cr, 0.35);
  cairo_rectangle(cr, g.play.x, g.play.y, g.play.width, g.play.height);
  cairo_stroke(cr);
  TextStyle coord{"Andika", 8, true, kInk};
  for (int c = 0; c < g.grid_columns; ++c) {
    const std::string letter(1, static_cast<char>('A' + c));
    const double x = g.play.x + g.cell_width() * (c + 0.5);
    const TextSize t = measure_text(cr, letter, coord);
    draw_text(cr, letter, coord, x, g.play.y - g.band_mm + (g.band_mm - t.height_mm) / 2,
              TextAlign::kCentre);
    draw_text(cr, letter, coord, x, g.play.bottom() + (g.band_mm - t.height_mm) / 2,
              TextAlign::kCentre);
  }
  for (int r = 0; r < g.grid_rows; ++r) {
    const std::string number = std::to_string(r + 1);
    const double y = g.play.y + g.cell_height() * (r + 0.5);
    const TextSize t = measure_text(cr, number, coord);
    draw_text(cr, number, coord, g.play.x - g.band_mm / 2, y - t.height_mm / 2, TextAlign::kCentre);
    draw_text(cr, number, coord, g.play.right() + g.band_mm / 2, y - t.height_mm / 2,
              TextAlign::kCentre);
  }
  // Cell ticks on the frame so the grid can be read without lines across the picture.
  cairo_set_line_width(cr, 0.3);
  for (int c = 1; c < g.grid_columns; ++c) {
    const double x = g.play.x + g.cell_width() * c;
    cairo_move_to(cr, x, g.play.y - 1.2);
    cairo_line_to(cr, x, g.play.y);
    cairo_move_to(cr, x, g.play.bottom());
    cairo_line_to(cr, x, g.play.bottom() + 1.2);
  }
  for (int r = 1; r < g.grid_rows; ++r) {
    const double y = g.play.y + g.cell_height() * r;
    cairo_move_to(cr, g.play.x - 1.2, y);
    cairo_line_to(cr, g.play.x, y);
    cairo_move_to(cr, g.play.right(), y);
    cairo_line_to(cr, g.play.right() + 1.2, y);
  }
  cairo_stroke(cr);
  // Quadrant borders: black triangles on the four edges (in the coordinate band, pointing at
  // the border) and the balloon at the centre, inside the gutter crossing.
  const double cx = g.centre_x(), cy = g.centre_y(), t = 3;
  draw_triangle(cr, cx, g.play.y, t, 0, 1);
  draw_triangle(cr, cx, g.play.bottom(), t, 0, -1);
  draw_triangle(cr, g.play.x, cy, t, 1, 0);
  draw_triangle(cr, g.play.right(), cy, t, -1, 0);
  if (with_balloon) draw_centre_balloon(cr, g, {1, 1, 1, 1});
  // The quadrant symbols in the corners of the coordinate band.
  for (int c = 0; c < 4; ++c) {
    const double x = c % 2 == 0 ? g.play.x - g.band_mm / 2 : g.play.right() + g.band_mm / 2;
    const double y = c < 2 ? g.play.y - g.band_mm / 2 : g.play.bottom() + g.band_mm / 2;
    quadrant_symbol_path(cr, spec.corner_symbol[c], x, y, g.band_mm * 0.8);
    fill_path(cr, colour, 0.35, kInk);
  }
}

void draw_board_page(cairo_t* cr, const BoardGeometry& g, const BoardSpec& spec,
                     const BoardPlacement& placement, const std::vector<SymbolArt>& characters,
                     const std::string& title, const std::string& language, BoardMode mode,
                     std::uint64_t seed) {
  CairoSaved saved(cr);
  if (mode == BoardMode::kFilm) {
    cairo_translate(cr, g.page_width_mm, 0);
    cairo_scale(cr, -1, 1);
  }
  draw_board_background(cr, g, spec, seed);
  for (const BoardCopy& copy : placement.copies) {
    draw_board_copy(cr, characters.at(copy.character), copy, mode);
  }
  draw_board_furniture(cr, g, spec, title, language);
}

}  // namespace spotforge
