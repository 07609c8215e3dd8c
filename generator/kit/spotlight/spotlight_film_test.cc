// Film mode as played, simulated: ink on clear film lets through what it lets through, so the
// film page rendered on white is the film's transmittance T, and what a player sees through
// it is T times what lies under it (0 over the black card, 1 over a white disc). The paper
// frame carries the labels the black card would swallow.
#include "kit/spotlight/spotlight_film.h"

#include <gtest/gtest.h>

#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "base/handles.h"
#include "kit/spotlight/spotlight_board.h"
#include "kit/spotlight/spotlight_kit.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

using testing::GreyImage;
using testing::render_grey;

constexpr int kDpi = 100;

struct FilmPages {
  SpotlightKit kit;
  GreyImage film, frame, paper;
};

const FilmPages& pages() {
  static const FilmPages p = [] {
    FilmPages r;
    SpotlightOptions o;
    o.boards = 1;
    o.seed = 5;
    o.verify_px_per_mm = 3;
    r.kit = build_spotlight(load_theme(find_theme_folder("party")), o);
    const auto dir = testing::fresh_folder("spotlight_film");
    o.night = NightMode::kFilm;
    write_boards_pdf(r.kit, o, dir / "film.pdf");
    // The paper board without its background tone: what a white disc under the film should
    // show is the characters over white (the boards' tone is dark now, and the edges of a
    // character blend with whatever lies under them), outlined where the film outlines them.
    const BoardGeometry& g = r.kit.geometry;
    const auto paper = dir / "paper.pdf";
    {
      const CairoSurfacePtr surface(cairo_pdf_surface_create(
          paper.c_str(), g.page_width_mm * 72 / 25.4, g.page_height_mm * 72 / 25.4));
      const CairoPtr cr(cairo_create(surface.get()));
      cairo_scale(cr.get(), 72 / 25.4, 72 / 25.4);
      for (const BoardCopy& c : r.kit.boards[0].copies) {
        const SymbolArt& art = r.kit.characters.at(c.character);
        draw_film_copy(cr.get(), art, c, needs_film_outline(art));
      }
      draw_board_furniture(cr.get(), g, r.kit.plan.boards[0], r.kit.title, r.kit.language);
    }
    r.film = render_grey(dir / "film.pdf", 1, kDpi);
    r.frame = render_grey(dir / "film.pdf", 2, kDpi);
    r.paper = render_grey(paper, 1, kDpi);
    return r;
  }();
  return p;
}

int px(double mm) { return static_cast<int>(std::lround(mm * kDpi / 25.4)); }

// The film seen from its clear side: mirrored back about the play area's centre line.
int read_at(const GreyImage& film, double centre_x_mm, int x, int y) {
  const int mirrored = static_cast<int>(std::lround(2 * centre_x_mm * kDpi / 25.4)) - x - 1;
  if (mirrored < 0 || mirrored >= film.width) return 255;
  return film.at(mirrored, y);
}

// Over the black card the film shows nothing as long as it carries nothing but see-through
// ink: so every dark mark on it must be a character of the paper board (no labels, no
// pattern), and between the characters it must be clear (no tint). Over a white disc the
// characters there show as on the paper board, the right way round.
TEST(SpotlightFilm, OverBlackNothingShowsOverAWhiteDiscTheCharactersOfThatDiscDo) {
  const FilmPages& p = pages();
  const BoardGeometry& g = p.kit.geometry;
  ASSERT_EQ(p.film.width, p.paper.width);
  // Rendering puts the mirrored film up to half a pixel off, so a pixel matches the paper board
  // when it lies within its 3 x 3 neighbourhood's range there.
  auto paper_range = [&](int x, int y, int* lo, int* hi) {
    *lo = 255;
    *hi = 0;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        *lo = std::min(*lo, p.paper.at(x + dx, y + dy));
        *hi = std::max(*hi, p.paper.at(x + dx, y + dy));
      }
    }
  };
  auto in_a_copy = [&](double xm, double ym) {
    for (const BoardCopy& c : p.kit.boards[0].copies) {
      const BoardRect r = posed_bounds(c);
      if (xm > r.x - 0.5 && xm < r.right() + 0.5 && ym > r.y - 0.5 && ym < r.bottom() + 0.5) {
        return true;
      }
    }
    return false;
  };
  // A charged disc under the middle of the first copy.
  const BoardCopy& copy = p.kit.boards[0].copies.front();
  const double r_mm = kChargedSpotMm / 2;
  long marks = 0, stray_marks = 0;              // whole play area: dark film pixels
  long ink = 0, read_bad = 0, printed_bad = 0;  // inside the disc
  long between = 0, between_white = 0;
  for (int y = px(g.play.y) + 2; y < px(g.play.bottom()) - 2; ++y) {
    for (int x = px(g.play.x) + 2; x < px(g.play.right()) - 2; ++x) {
      const double xm = (x + 0.5) * 25.4 / kDpi, ym = (y + 0.5) * 25.4 / kDpi;
      // The paper board draws its balloon over the centre.
      if (std::hypot(xm - g.centre_x(), ym - g.centre_y()) < 6) continue;
      const int t = read_at(p.film, g.centre_x(), x, y);  // transmittance, 0..255
      int lo, hi;
      paper_range(x, y, &lo, &hi);
      if (t < 128) {
        ++marks;
        stray_marks += lo > t + 60;  // dark on the film, light all around on the paper board
      }
      if (std::hypot(xm - copy.x_mm, ym - copy.y_mm) >= r_mm) continue;
      const int seen = t;  // over the white disc: 1 * T
      if (!in_a_copy(xm, ym)) {
        ++between;
        between_white += seen >= 250;
      } else if (seen < 200) {
        ++ink;
        read_bad += seen < lo - 10 || seen > hi + 10;
        const int printed = p.film.at(x, y);
        printed_bad += printed < lo - 10 || printed > hi + 10;
      }
    }
  }
  std::printf(
      "film: %ld dark pixels, %ld of them light on the paper board; over the disc: %ld ink "
      "pixels, %ld unlike the paper board (read unmirrored: %ld); %ld of %ld pixels "
      "between the characters white\n",
      marks, stray_marks, ink, read_bad, printed_bad, between_white, between);
  EXPECT_GT(marks, 10000);
  EXPECT_LT(stray_marks, marks / 200);
  // The disc holds characters, and they are the paper board's, read the right way round.
  EXPECT_GT(ink, 300);
  EXPECT_LT(read_bad, ink / 50);
  EXPECT_GT(printed_bad, ink / 5);
  // No background tint on the film: between the characters the disc shows white.
  EXPECT_GT(between, 1000);
  EXPECT_EQ(between_white, between);
}

TEST(SpotlightFilm, OnlyCharactersOnTheFilmPieceLabelsOnTheFrame) {
  const FilmPages& p = pages();
  const BoardGeometry& g = p.kit.geometry;
  // The overlap band of the film piece (cut with it, under the frame) carries no ink but the
  // hinge tabs (their own test below); the frame's band no more than the paper's but its tabs.
  const auto in_tab = [&](const std::array<BoardRect, 2>& tabs, int x, int y) {
    const double xm = x * 25.4 / kDpi, ym = y * 25.4 / kDpi;
    for (const BoardRect& t : tabs) {
      if (xm >= t.x - 0.5 && xm <= t.right() + 0.5 && ym >= t.y - 0.5 && ym <= t.bottom() + 0.5) {
        return true;
      }
    }
    return false;
  };
  const auto film_tabs = hinge_tabs(g.centre_x(), g.play.y - kFilmOverlapMm, kFilmOverlapMm - 1);
  const auto frame_tabs = hinge_tabs(g.centre_x(), g.stripe.y, 4);
  long band = 0, band_ink = 0;
  for (int y = px(g.play.y - kFilmOverlapMm) + 1; y < px(g.play.bottom() + kFilmOverlapMm) - 1;
       ++y) {
    for (int x = px(g.play.x - kFilmOverlapMm) + 1; x < px(g.play.right() + kFilmOverlapMm) - 1;
         ++x) {
      const bool inside = x > px(g.play.x) + 1 && x < px(g.play.right()) - 1 &&
                          y > px(g.play.y) + 1 && y < px(g.play.bottom()) - 1;
      if (inside || in_tab(film_tabs, x, y)) continue;
      ++band;
      band_ink += p.film.at(x, y) < 250;
    }
  }
  EXPECT_GT(band, 1000);
  EXPECT_EQ(band_ink, 0);
  // The frame prints the labels in the coordinate band and the stripe, as dark as on paper,
  // and nothing in the window but its dashed cut line and note.
  long frame_band_ink = 0, paper_band_ink = 0;
  for (int y = px(g.stripe.y); y < px(g.play.y) - 1; ++y) {
    for (int x = px(g.play.x); x < px(g.play.right()); ++x) {
      if (in_tab(frame_tabs, x, y)) continue;
      frame_band_ink += p.frame.at(x, y) < 128;
      paper_band_ink += p.paper.at(x, y) < 128;
    }
  }
  EXPECT_GT(frame_band_ink, 1000);
  EXPECT_EQ(frame_band_ink, paper_band_ink);
  long window = 0, window_ink = 0;
  for (int y = px(g.play.y) + 4; y < px(g.play.bottom()) - 4; ++y) {
    for (int x = px(g.play.x) + 4; x < px(g.play.right()) - 4; ++x) {
      ++window;
      window_ink += p.frame.at(x, y) < 200;
    }
  }
  EXPECT_LT(window_ink, window / 100) << "the frame's window should be empty paper";
}

// Issue 14, every copy clear in film mode: white can't be printed on film, so over the white
// disc a mostly white character would be white on white. Those characters (and only a few)
// are outlined: over white, the edge of the silhouette is traced in dark ink.
TEST(SpotlightFilm, CharactersThatVanishOverTheDiscAreOutlined) {
  const FilmPages& p = pages();
  const Theme theme = load_theme(find_theme_folder("party"));
  int outlined = 0, ghost = -1;
  for (size_t i = 0; i < p.kit.characters.size(); ++i) {
    outlined += needs_film_outline(p.kit.characters[i]);
    if (theme.spotlight_characters[i].id == "ghost") ghost = static_cast<int>(i);
  }
  std::printf("%d of %zu characters outlined on film\n", outlined, p.kit.characters.size());
  EXPECT_GE(outlined, 1);
  EXPECT_LE(outlined, 6);
  ASSERT_GE(ghost, 0);
  const SymbolArt& art = p.kit.characters[ghost];
  ASSERT_TRUE(needs_film_outline(art)) << "the ghost is mostly white";
  const int ppmm = 10, side = 160;  // 16 mm around a 10 mm copy
  BoardCopy copy;
  copy.character = ghost;
  copy.x_mm = copy.y_mm = side / 2.0 / ppmm;
  box_for_size(art.mask(128), art.box().width / art.box().height, 10, &copy.width_mm,
               &copy.height_mm);
  // Silhouette (alpha, on nothing) and the copy over white, without and with the outline.
  auto render = [&](bool on_white, bool outline) {
    const CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side));
    const CairoPtr cr(cairo_create(s.get()));
    if (on_white) {
      cairo_set_source_rgb(cr.get(), 1, 1, 1);
      cairo_paint(cr.get());
    }
    cairo_scale(cr.get(), ppmm, ppmm);
    draw_film_copy(cr.get(), art, copy, outline);
    cairo_surface_flush(s.get());
    std::vector<std::uint32_t> px(side * side);
    const unsigned char* data = cairo_image_surface_get_data(s.get());
    for (int y = 0; y < side; ++y) {
      std::memcpy(&px[y * side], data + y * cairo_image_surface_get_stride(s.get()), side * 4);
    }
    return px;
  };
  const auto alpha = render(false, false), plain = render(true, false), lined = render(true, true);
  auto inked = [&](int x, int y) { return (alpha[y * side + x] >> 24) >= 128; };
  auto dark = [&](const std::vector<std::uint32_t>& img, int x, int y) {
    const std::uint32_t v = img[y * side + x];
    return ((v >> 16 & 255) + (v >> 8 & 255) + (v & 255)) / 3 < 110;
  };
  // An edge pixel is traced when a dark pixel lies within 0.3 mm of it.
  auto traced_share = [&](const std::vector<std::uint32_t>& img) {
    long edge = 0, traced = 0;
    for (int y = 4; y < side - 4; ++y) {
      for (int x = 4; x < side - 4; ++x) {
        if (!inked(x, y) ||
            (inked(x - 1, y) && inked(x + 1, y) && inked(x, y - 1) && inked(x, y + 1))) {
          continue;
        }
        ++edge;
        bool found = false;
        for (int dy = -3; dy <= 3 && !found; ++dy) {
          for (int dx = -3; dx <= 3 && !found; ++dx) found = dark(img, x + dx, y + dy);
        }
        traced += found;
      }
    }
    return edge > 0 ? static_cast<double>(traced) / edge : 0;
  };
  const double before = traced_share(plain), after = traced_share(lined);
  std::printf("ghost over white: %.0f %% of its edge traced without the outline, %.0f %% with\n",
              before * 100, after * 100);
  EXPECT_LT(before, 0.6);
  EXPECT_GT(after, 0.95);
}

// Issue 28: the centre balloon sat inside the frame's window and was cut away with it; it is
// on the film now (in outline, as it shows over the disc), and the window is blank there.
// Issue 28 point 4: the board holds together by a hinge along its top. The film's tabs lie on
// its covered strip (outside the play area, inside the piece, so the frame hides the tape),
// the frame's on its stripe, one over the other, and both clear of the play area.
TEST(SpotlightFilm, TheHingeTabsLieOnTheCoveredStripsOneOverTheOther) {
  const BoardGeometry g = board_geometry(297, 210, 5);
  const double piece_top = g.play.y - kFilmOverlapMm;
  const auto film = hinge_tabs(g.centre_x(), piece_top, kFilmOverlapMm - 1);
  const auto frame = hinge_tabs(g.centre_x(), g.stripe.y, 4);
  for (int t = 0; t < 2; ++t) {
    EXPECT_GE(film[t].y, piece_top);
    EXPECT_LE(film[t].bottom(), g.play.y) << "under the frame, not over the characters";
    EXPECT_GE(film[t].x, g.play.x - kFilmOverlapMm);
    EXPECT_LE(film[t].right(), g.play.right() + kFilmOverlapMm);
    EXPECT_TRUE(g.stripe.contains(frame[t])) << "on the frame's stripe";
    EXPECT_DOUBLE_EQ(film[t].x, frame[t].x);
  }
  EXPECT_LT(film[0].right(), g.centre_x());
  EXPECT_GT(film[1].x, g.centre_x());
}

TEST(SpotlightFilm, TheCentreBalloonIsOnTheFilmNotInTheFramesWindow) {
  const FilmPages& p = pages();
  const BoardGeometry& g = p.kit.geometry;
  const auto darkest = [&](const GreyImage& image) {
    int d = 255;
    for (int y = px(g.centre_y() - 3.5); y <= px(g.centre_y() + 3.5); ++y) {
      for (int x = px(g.centre_x() - 3.5); x <= px(g.centre_x() + 3.5); ++x) {
        d = std::min(d, image.at(x, y));
      }
    }
    return d;
  };
  EXPECT_LT(darkest(p.film), 100) << "no balloon outline on the film";
  EXPECT_GT(darkest(p.frame), 200) << "something is drawn in the frame's window at the centre";
}

}  // namespace
}  // namespace spotforge
