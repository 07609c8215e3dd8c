// components.pdf: the track, rush tokens, the challenge token, quadrant tokens and cards, the
// moon die as a cube net, a dial per player, fold-up pawns and the flashlight discs. Every
// piece has a cut line (solid, thin) and, where it folds, a dashed fold line. Two-sided tokens
// are fold-over pairs: front and back side by side, folded on the middle line and glued.
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <utility>

#include "base/handles.h"
#include "kit/spotlight/spotlight_kit.h"
#include "kit/spotlight/spotlight_shapes.h"
#include "print/cut_guides.h"
#include "print/die_lines.h"
#include "print/page_marks.h"
#include "print/pdf_document.h"
#include "typeset/language_pack.h"

namespace spotforge {

namespace {

constexpr double kPi = 3.14159265358979323846;
const Rgba kInk{0.12, 0.12, 0.16, 1};
const Rgba kNight{0.12, 0.15, 0.30, 1};
const Rgba kMoonYellow{0.98, 0.84, 0.30, 1};
constexpr double kLeft = 14, kTop = 12;  // inside the margin and the ruler strip

void text_centre(cairo_t* cr, const std::string& s, double x, double y, double pt, bool bold,
                 const Rgba& colour) {
  TextStyle style{"Quicksand", pt, bold, colour};
  const TextSize t = measure_text(cr, s, style);
  draw_text(cr, s, style, x, y - t.height_mm / 2, TextAlign::kCentre);
}

// A heading across the page, wrapped when a language needs more than one line (A4, Letter and
// A3 all leave kHeadingWidthMm); returns how much taller than one line it came out, so the
// pieces below it move down by that much.
constexpr double kHeadingWidthMm = 180;
double heading(cairo_t* cr, const std::string& s, double y) {
  TextStyle style{"Quicksand", 11, true, kInk};
  const double one_line = measure_text(cr, "Ag", style).height_mm;
  const TextSize size = draw_paragraph(cr, s, style, kLeft, y, kHeadingWidthMm);
  return std::max(0.0, size.height_mm - one_line);
}

// Every word on these pages comes from the kit's language folder (`w`).
void page_end(cairo_t* cr, const Paper& paper, const typeset::LanguagePack& w,
              const std::string& part_key) {
  draw_page_marks(cr, paper, w.text("print_ruler"),
                  w.format("spotlight_components_label", {{"part", w.text(part_key)}}),
                  TextStyle{});
}

// The track: kTrackSpaces squares in a snake, the moon space and the home space marked.
double draw_track(cairo_t* cr, const typeset::LanguagePack& w, double y) {
  y += 7 + heading(cr,
                   w.format("spotlight_track_heading",
                            {{"n", std::to_string(kHomeSpace - kMoonSpace)}}),
                   y);
  const int cols = 12;
  const double s = 14.5;
  const int rows = (kTrackSpaces + cols - 1) / cols;
  cut_rect(cr, kLeft, y, cols * s, rows * s);
  for (int i = 0; i < kTrackSpaces; ++i) {
    const int row = i / cols;
    const int col = row % 2 == 0 ? i % cols : cols - 1 - i % cols;
    const double x = kLeft + col * s, top = y + row * s;
    cairo_rectangle(cr, x + 0.6, top + 0.6, s - 1.2, s - 1.2);
    fill_path(cr, i % 2 ? Rgba{0.93, 0.94, 0.99, 1} : Rgba{0.86, 0.89, 0.97, 1}, 0.25, kInk);
    text_centre(cr, std::to_string(i), x + 3, top + 3, 6, true, kInk);
    if (i == kMoonSpace) {
      moon_path(cr, x + s / 2, top + s / 2 + 1, 9);
      fill_path(cr, kMoonYellow, 0.35, kInk);
    } else if (i == kHomeSpace) {
      home_path(cr, x + s / 2, top + s / 2 + 1, 9);
      fill_path(cr, {0.85, 0.35, 0.25, 1}, 0.35, kInk);
    }
  }
  return y + rows * s + 6;
}

// A fold-over pair: front (left) and back (right) squares of `s` mm.
template <typename Front, typename Back>
void fold_pair(cairo_t* cr, double x, double y, double s, Front front, Back back) {
  front(x + s / 2, y + s / 2);
  back(x + s * 1.5, y + s / 2);
  cut_rect(cr, x, y, 2 * s, s);
  fold_line(cr, x + s, y, x + s, y + s);
}

// The tokens carry no word, as the original's don't: whatever language a book is in, it
// describes them by what is printed (a runner, the runner struck out, a moon with +1 or +2).

// Round-capped strokes through `points` (in units of `h`, about the figure's height).
void stroke_polyline(cairo_t* cr, double cx, double cy, double h,
                     std::initializer_list<std::pair<double, double>> points) {
  bool first = true;
  for (const auto& [x, y] : points) {
    if (first) {
      cairo_move_to(cr, cx + x * h, cy + y * h);
    } else {
      cairo_line_to(cr, cx + x * h, cy + y * h);
    }
    first = false;
  }
  cairo_stroke(cr);
}

// A running figure leaning forward (to the right), with three speed lines behind it.
void draw_runner(cairo_t* cr, double cx, double cy, double h, const Rgba& colour) {
  cairo_save(cr);
  set_source(cr, colour);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx + 0.16 * h, cy - 0.36 * h, 0.1 * h, 0, 2 * kPi);
  cairo_fill(cr);
  cairo_set_line_width(cr, 0.11 * h);
  stroke_polyline(cr, cx, cy, h, {{0.1, -0.22}, {-0.02, 0.06}});                  // torso
  stroke_polyline(cr, cx, cy, h, {{0.08, -0.17}, {0.22, -0.06}, {0.34, -0.14}});  // front arm
  stroke_polyline(cr, cx, cy, h, {{0.08, -0.17}, {-0.08, -0.1}, {-0.16, 0.02}});  // back arm
  stroke_polyline(cr, cx, cy, h, {{-0.02, 0.06}, {0.16, 0.18}, {0.12, 0.38}});    // front leg
  stroke_polyline(cr, cx, cy, h, {{-0.02, 0.06}, {-0.1, 0.24}, {-0.3, 0.3}});     // back leg
  cairo_set_line_width(cr, 0.06 * h);
  for (int i = 0; i < 3; ++i) {
    const double y = -0.2 + i * 0.14, x = -0.46 + (i == 1 ? -0.04 : 0);
    stroke_polyline(cr, cx, cy, h, {{x, y}, {x + 0.14, y}});
  }
  cairo_restore(cr);
}

// A bold cross over the whole face: the used side of a rush token.
void draw_cross(cairo_t* cr, double cx, double cy, double half, const Rgba& colour) {
  cairo_save(cr);
  set_source(cr, colour);
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width(cr, half * 0.22);
  cairo_move_to(cr, cx - half, cy - half);
  cairo_line_to(cr, cx + half, cy + half);
  cairo_move_to(cr, cx + half, cy - half);
  cairo_line_to(cr, cx - half, cy + half);
  cairo_stroke(cr);
  cairo_restore(cr);
}

// `steps` arrow heads in a row: the moon's extra spaces.
void draw_steps(cairo_t* cr, double cx, double cy, int steps, double size, const Rgba& colour) {
  const double gap = size * 0.75;
  double x = cx - gap * (steps - 1) / 2;
  for (int i = 0; i < steps; ++i, x += gap) {
    cairo_move_to(cr, x - size * 0.35, cy - size / 2);
    cairo_line_to(cr, x + size * 0.35, cy);
    cairo_line_to(cr, x - size * 0.35, cy + size / 2);
    cairo_line_to(cr, x - size * 0.1, cy);
    cairo_close_path(cr);
  }
  set_source(cr, colour);
  cairo_fill(cr);
}

// One side of the challenge token: the moon, "+steps" and as many step arrows.
void draw_challenge_side(cairo_t* cr, double cx, double cy, double s, int steps,
                         const Rgba& background) {
  cairo_rectangle(cr, cx - s / 2, cy - s / 2, s, s);
  fill_path(cr, background);
  moon_path(cr, cx - 3.5, cy - 2.5, 9);
  fill_path(cr, kMoonYellow, 0.3, kInk);
  text_centre(cr, "+" + std::to_string(steps), cx + 4, cy - 2.5, 13, true, {1, 1, 1, 1});
  draw_steps(cr, cx, cy + 6, steps, 4, kMoonYellow);
}

double draw_tokens(cairo_t* cr, const typeset::LanguagePack& w, double y, int players) {
  const int rush = players + 2;
  y += 7 + heading(cr, w.format("spotlight_tokens_heading", {{"n", std::to_string(rush)}}), y);
  const double s = 21;
  for (int i = 0; i < rush; ++i) {
    const double x = kLeft + (i % 4) * (2 * s + 2.5), top = y + (i / 4) * (s + 2.5);
    fold_pair(
        cr, x, top, s,
        [&](double cx, double cy) {
          cairo_rectangle(cr, cx - s / 2, cy - s / 2, s, s);
          fill_path(cr, {0.98, 0.55, 0.15, 1});
          draw_runner(cr, cx + 1, cy, s * 0.72, {1, 1, 1, 1});
        },
        [&](double cx, double cy) {
          cairo_rectangle(cr, cx - s / 2, cy - s / 2, s, s);
          fill_path(cr, {0.55, 0.55, 0.6, 1});
          draw_runner(cr, cx + 1, cy, s * 0.72, {0.75, 0.75, 0.79, 1});
          draw_cross(cr, cx, cy, s * 0.3, {1, 1, 1, 1});
        });
  }
  y += ((rush + 3) / 4) * (s + 2.5) + 2;
  // The challenge token: Normal (+1 moon step) on one side, Hard (+2) on the other.
  fold_pair(
      cr, kLeft, y, s, [&](double cx, double cy) { draw_challenge_side(cr, cx, cy, s, 1, kNight); },
      [&](double cx, double cy) {
        draw_challenge_side(cr, cx, cy, s, 2, {0.55, 0.10, 0.15, 1});
      });
  // Four quadrant tokens: each symbol, struck out.
  for (int q = 0; q < kQuadrants; ++q) {
    const double cx = kLeft + 2 * s + 16 + q * 26, cy = y + s / 2, r = 11;
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, cy, r, 0, 2 * kPi);
    fill_path(cr, {1, 1, 1, 1});
    quadrant_symbol_path(cr, static_cast<QuadrantSymbol>(q), cx, cy, 11);
    fill_path(cr, {0.85, 0.88, 0.95, 1}, 0.5, kInk);
    cairo_move_to(cr, cx - 7, cy + 7);
    cairo_line_to(cr, cx + 7, cy - 7);
    set_source(cr, {0.85, 0.1, 0.1, 1});
    cairo_set_line_width(cr, 1.2);
    cairo_stroke(cr);
    cut_circle(cr, cx, cy, r);
  }
  return y + s + 6;
}

void die_face(cairo_t* cr, int kind, double cx, double cy, double s) {
  cairo_rectangle(cr, cx - s / 2, cy - s / 2, s, s);
  fill_path(cr, {1, 1, 1, 1}, 0.25, kInk);
  if (kind == 1) {
    moon_path(cr, cx, cy, s * 0.55);
    fill_path(cr, kMoonYellow, 0.3, kInk);
  } else if (kind == 2) {
    moon_path(cr, cx - s * 0.18, cy, s * 0.42);
    fill_path(cr, kMoonYellow, 0.3, kInk);
    moon_path(cr, cx + s * 0.22, cy, s * 0.42);
    fill_path(cr, kMoonYellow, 0.3, kInk);
  } else {
    set_source(cr, kInk);
    draw_low_battery(cr, cx, cy, s * 0.6);
  }
}

double draw_die(cairo_t* cr, const typeset::LanguagePack& w, double y) {
  y += 12 + heading(cr,
                    w.format("spotlight_die_heading", {{"one", std::to_string(kDieOneMoon)},
                                                       {"two", std::to_string(kDieTwoMoons)},
                                                       {"battery", std::to_string(kDieBattery)}}),
                    y);
  const double s = 18;
  // A cross net: four faces in a row, one above and one below the second.
  const int faces[6] = {1, 2, 1, 2, 1, 3};  // row of four, then top, then bottom
  const double x0 = kLeft + 8;
  const double cx[6] = {x0 + s / 2,   x0 + 1.5 * s, x0 + 2.5 * s,
                        x0 + 3.5 * s, x0 + 1.5 * s, x0 + 1.5 * s};
  const double cy[6] = {y + 1.5 * s, y + 1.5 * s, y + 1.5 * s, y + 1.5 * s, y + s / 2, y + 2.5 * s};
  for (int i = 0; i < 6; ++i) die_face(cr, faces[i], cx[i], cy[i], s);
  // Glue tabs on the free edges of the top and bottom faces and the end of the row.
  set_source(cr, {0.9, 0.9, 0.9, 1});
  const double t = 5;
  cairo_rectangle(cr, x0 + s, y - t, s, t);
  cairo_rectangle(cr, x0 + s, y + 3 * s, s, t);
  cairo_rectangle(cr, x0 + 4 * s, y + s, t, s);
  cairo_fill(cr);
  cut_rect(cr, x0 + s, y - t, s, t);
  cut_rect(cr, x0 + s, y + 3 * s, s, t);
  cut_rect(cr, x0 + 4 * s, y + s, t, s);
  cut_rect(cr, x0, y + s, 4 * s, s);
  cut_rect(cr, x0 + s, y, s, 3 * s);
  for (int i = 1; i < 4; ++i) fold_line(cr, x0 + i * s, y + s, x0 + i * s, y + 2 * s);
  fold_line(cr, x0 + s, y + s, x0 + 2 * s, y + s);
  fold_line(cr, x0 + s, y + 2 * s, x0 + 2 * s, y + 2 * s);
  return y + 3 * s + t + 6;
}

void draw_quadrant_card(cairo_t* cr, const typeset::LanguagePack& words, const BoardGeometry& g,
                        double x, double y) {
  const double w = g.play.width / 2, h = g.play.height / 2;
  cairo_rectangle(cr, x, y, w, h);
  fill_path(cr, {0.20, 0.22, 0.30, 1});
  text_centre(cr, words.text("spotlight_quadrant_card"), x + w / 2, y + h / 2, 11, true,
              {1, 1, 1, 1});
  cut_rect(cr, x, y, w, h);
}

// The cross where the dial's split pin goes through wheel and cover alike, so the two holes
// line up when the parts are stacked.
void pin_hole(cairo_t* cr, double cx, double cy, const Rgba& colour) {
  set_source(cr, colour);
  cairo_set_line_width(cr, 0.25);
  cross_path(cr, cx, cy, 1.5);
  cairo_stroke(cr);
}

void draw_dial_wheel(cairo_t* cr, double cx, double cy, double r, int colour, int dial_max) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * kPi);
  fill_path(cr, {1, 1, 1, 1});
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r * 0.25, 0, 2 * kPi);
  fill_path(cr, spotlight_colour(colour));
  const int n = dial_max + 1;
  for (int i = 0; i < n; ++i) {
    const double a = -kPi / 2 + 2 * kPi * i / n;
    // Numbers upright when turned to the window at the top.
    CairoSaved saved(cr);
    cairo_translate(cr, cx, cy);
    cairo_rotate(cr, a + kPi / 2);
    text_centre(cr, std::to_string(i), 0, -r * 0.47, 16, true, kInk);
    // The stars (one per number) in rows of three (outer row first), so eight fit the window
    // of a dial of nine numbers (0-8).
    const int stars = dial_stars(i);
    for (int k = 0; k < stars; ++k) {
      const int row = k / 3, in_row = std::min(3, stars - row * 3);
      star_path(cr, (k % 3 - (in_row - 1) / 2.0) * 3.7, -r * (0.85 - 0.11 * row), 3.2);
      fill_path(cr, kMoonYellow, 0.25, kInk);
    }
  }
  pin_hole(cr, cx, cy, kInk);
  cut_circle(cr, cx, cy, r);
}

void draw_dial_cover(cairo_t* cr, const typeset::LanguagePack& w, double cx, double cy, double r,
                     int colour, int dial_max) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * kPi);
  fill_path(cr, spotlight_colour(colour));
  // The window over one number and its stars (cut it out).
  const double half = kPi / (dial_max + 1) * 0.8;
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r * 0.93, -kPi / 2 - half, -kPi / 2 + half);
  cairo_arc_negative(cr, cx, cy, r * 0.38, -kPi / 2 + half, -kPi / 2 - half);
  cairo_close_path(cr);
  fill_path(cr, {1, 1, 1, 1}, 0.18, kDieLineColour);
  text_centre(cr, w.text("spotlight_dial_cover"), cx, cy + r * 0.45, 9, true, {1, 1, 1, 1});
  pin_hole(cr, cx, cy, {1, 1, 1, 1});
  cut_circle(cr, cx, cy, r);
}

void draw_pawn(cairo_t* cr, double x, double y, const Rgba& colour, bool moon) {
  // A strip: base tab, front, back, base tab; folded into a tent that stands.
  const double w = 18, tab = 10, face = 22;
  const double h = 2 * tab + 2 * face;
  cairo_rectangle(cr, x, y, w, h);
  fill_path(cr, {0.95, 0.95, 0.95, 1});
  for (int side = 0; side < 2; ++side) {
    const double top = y + tab + side * face;
    cairo_rectangle(cr, x, top, w, face);
    fill_path(cr, colour);
    CairoSaved saved(cr);
    const double cx = x + w / 2, cy = top + face / 2;
    if (side == 0) {  // the front reads upright after folding, the back upside down here
      cairo_translate(cr, cx, cy);
      cairo_rotate(cr, kPi);
      cairo_translate(cr, -cx, -cy);
    }
    if (moon) {
      moon_path(cr, cx, cy, 13);
      fill_path(cr, kMoonYellow, 0.35, kInk);
    } else {
      cairo_new_sub_path(cr);
      cairo_arc(cr, cx, cy - 4.5, 3.5, 0, 2 * kPi);
      fill_path(cr, {1, 1, 1, 1}, 0.3, kInk);
      cairo_move_to(cr, cx - 5.5, cy + 8);
      cairo_curve_to(cr, cx - 5.5, cy - 1, cx + 5.5, cy - 1, cx + 5.5, cy + 8);
      cairo_close_path(cr);
      fill_path(cr, {1, 1, 1, 1}, 0.3, kInk);
    }
  }
  cut_rect(cr, x, y, w, h);
  for (double f : {tab, tab + face, tab + 2 * face}) fold_line(cr, x, y + f, x + w, y + f);
}

void draw_flashlight(cairo_t* cr, const typeset::LanguagePack& w, double cx, double cy,
                     double diameter, bool low) {
  // A white disc with a handle: slid between the film and the black card it lights up the
  // picture above it.
  const double r = diameter / 2, hw = 9, hl = 34;
  cairo_rectangle(cr, cx - hw / 2, cy + r * 0.8, hw, hl);
  fill_path(cr, {0.92, 0.92, 0.92, 1});
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * kPi);
  fill_path(cr, {1, 1, 1, 1});
  set_source(cr, kDieLineColour);
  cairo_set_line_width(cr, 0.18);
  // One outline around disc and handle.
  const double a = std::asin(hw / 2 / r);
  cairo_new_sub_path(cr);
  cairo_arc(cr, cx, cy, r, kPi / 2 + a, kPi / 2 - a + 2 * kPi);
  cairo_line_to(cr, cx + hw / 2, cy + r * 0.8 + hl);
  cairo_line_to(cr, cx - hw / 2, cy + r * 0.8 + hl);
  cairo_close_path(cr);
  cairo_stroke(cr);
  TextStyle label{"Andika", 6, false, {0.6, 0.6, 0.6, 1}};
  draw_text(cr, w.text(low ? "spotlight_flashlight_low" : "spotlight_flashlight_charged"), label,
            cx, cy + r + 2, TextAlign::kCentre);
  if (low) {
    set_source(cr, {0.6, 0.6, 0.6, 1});
    draw_low_battery(cr, cx, cy + r + 9, 6);
  }
}

}  // namespace

// Quadrant cards: one per player, each the size of a quadrant.
void draw_quadrant_cards(PdfDocument& pdf, const SpotlightKit& kit, const SpotlightOptions& options,
                         const Paper& paper, int* page) {
  const typeset::LanguagePack& w = *typeset::language_pack(kit.language);
  cairo_t* cr = nullptr;
  double below = 0;  // a heading's second line
  const double qh = kit.geometry.play.height / 2 + 2;
  const int per_page = std::max(1, static_cast<int>((paper.height_mm - kTop - 7 - 5) / qh));
  for (int i = 0; i < options.players; ++i) {
    if (i % per_page == 0) {
      if (i > 0) page_end(cr, paper, w, "spotlight_part_quadrant_cards");
      cr = pdf.begin_page(paper, w.text("spotlight_part_quadrant_cards"));
      pdf.add_bookmark(w.text("spotlight_part_quadrant_cards"), ++*page);
      below = heading(cr, w.text("spotlight_quadrant_cards_heading"), kTop);
    }
    draw_quadrant_card(cr, w, kit.geometry, kLeft, kTop + 7 + below + (i % per_page) * qh);
  }
  page_end(cr, paper, w, "spotlight_part_quadrant_cards");
}

std::uintmax_t write_components_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                    const std::filesystem::path& file) {
  const typeset::LanguagePack& w = *typeset::language_pack(kit.language);
  PdfDocument pdf(
      file, {w.format("spotlight_components_pdf_title", {{"title", kit.title}}), "",
             w.text("spotlight_components_pdf_subject"), "spotforge spotlight", kit.language});
  Paper paper = options.paper;
  if (paper.width_mm > paper.height_mm) std::swap(paper.width_mm, paper.height_mm);
  const int dial_max = kit.plan.rules.dial_max;
  int page = 0;
  // A page's label in the viewer and its bookmark: the part it holds.
  const auto begin = [&](const char* part_key) {
    cairo_t* cr = pdf.begin_page(paper, w.text(part_key));
    pdf.add_bookmark(w.text(part_key), ++page);
    return cr;
  };

  cairo_t* cr = begin("spotlight_part_track");
  double y = draw_track(cr, w, kTop);
  y = draw_tokens(cr, w, y, options.players);
  draw_die(cr, w, y);
  page_end(cr, paper, w, "spotlight_part_track");

  // Quadrant cards: one per player (on a screen, the page covers the quadrant itself).
  if (options.night != NightMode::kScreen) draw_quadrant_cards(pdf, kit, options, paper, &page);

  // Dials: a wheel and a cover per player, joined by a split pin.
  const double r = 30;
  double below = 0;  // a heading's second line
  for (int i = 0; i < 2 * options.players; ++i) {
    const int slot = i % 8;
    if (slot == 0) {
      if (i > 0) page_end(cr, paper, w, "spotlight_part_dials");
      cr = begin("spotlight_part_dials");
      below = heading(cr, w.format("spotlight_dials_heading", {{"max", std::to_string(dial_max)}}),
                      kTop);
    }
    const double cx = kLeft + r + 2 + (slot % 2) * (2 * r + 8);
    const double cy = kTop + 9 + below + r + (slot / 2) * (2 * r + 6);
    const int player = i / 2;
    if (i % 2 == 0) {
      draw_dial_wheel(cr, cx, cy, r, player, dial_max);
    } else {
      draw_dial_cover(cr, w, cx, cy, r, player, dial_max);
    }
  }
  page_end(cr, paper, w, "spotlight_part_dials");

  // Pawns and flashlights.
  const bool flashlights = prints_flashlights(options.night);
  cr = begin(flashlights ? "spotlight_part_pawns_flashlights" : "spotlight_part_pawns");
  below = heading(cr, w.format("spotlight_pawns_heading", {{"n", "5"}}), kTop);
  for (int i = 0; i < 6; ++i) {
    draw_pawn(cr, kLeft + i * 26, kTop + 8 + below, i < 5 ? spotlight_colour(i) : kNight, i == 5);
  }
  if (!flashlights) {
    page_end(cr, paper, w, "spotlight_part_pawns");
    return pdf.finish();
  }
  below += heading(cr,
                   w.format("spotlight_flashlights_low_heading",
                            {{"mm", std::to_string(static_cast<int>(kLowBatterySpotMm))}}),
                   kTop + 78 + below);
  for (int i = 0; i < options.players; ++i) {
    draw_flashlight(cr, w, kLeft + kLowBatterySpotMm / 2 + 2 + (i % 4) * (kLowBatterySpotMm + 8),
                    kTop + 88 + below + kLowBatterySpotMm / 2 + (i / 4) * (kLowBatterySpotMm + 42),
                    kLowBatterySpotMm, true);
  }
  page_end(cr, paper, w, "spotlight_part_pawns_flashlights");
  cr = begin("spotlight_part_charged");
  below = heading(cr,
                  w.format("spotlight_flashlights_charged_heading",
                           {{"mm", std::to_string(static_cast<int>(kChargedSpotMm))}}),
                  kTop);
  for (int i = 0; i < options.players; ++i) {
    draw_flashlight(cr, w, kLeft + kChargedSpotMm / 2 + 2 + (i % 3) * (kChargedSpotMm + 6),
                    kTop + 10 + below + kChargedSpotMm / 2 + (i / 3) * (kChargedSpotMm + 40),
                    kChargedSpotMm, false);
  }
  page_end(cr, paper, w, "spotlight_part_charged");
  return pdf.finish();
}

}  // namespace spotforge

namespace spotforge {

void draw_dial_parts(cairo_t* cr, double cx, double cy, double radius, int colour, int dial_max,
                     const std::string& language) {
  draw_dial_wheel(cr, cx - radius - 3, cy, radius, colour, dial_max);
  draw_dial_cover(cr, *typeset::language_pack(language), cx + radius + 3, cy, radius, colour,
                  dial_max);
}

}  // namespace spotforge
