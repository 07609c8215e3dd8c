// The Spotlight rulebook's figures show what the book says, and print well on paper: a board
// of the shipped Party theme's kit, light and low on ink whatever the night mode, and a search
// card that hides several copies.
#include "kit/spotlight/spotlight_figures.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include "base/handles.h"
#include "theme/loader.h"

namespace spotforge::kit {
namespace {

class SpotlightFigures : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const Theme theme = load_theme(find_theme_folder("party"));
    SpotlightOptions options;
    options.boards = 1;
    options.verify_px_per_mm = 3;
    kit_ = new SpotlightKit(build_spotlight(theme, options));
  }
  static void TearDownTestSuite() { delete kit_; }

  // The mean ink of the figure drawn on white into a 400 x 240 pt box: 0 for white paper, 1
  // for solid black (one minus the pixels' mean luminance).
  static double ink(const SpotlightKit& kit, NightMode night, const std::string& id) {
    const CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 240));
    {
      const CairoPtr cr(cairo_create(surface.get()));
      cairo_set_source_rgb(cr.get(), 1, 1, 1);
      cairo_paint(cr.get());
      EXPECT_TRUE(draw_spotlight_figure(kit, night, cr.get(), id, 0, 0, 400, 240)) << id;
    }
    cairo_surface_flush(surface.get());
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    double sum = 0;
    for (int y = 0; y < 240; ++y) {
      for (int x = 0; x < 400; ++x) {
        const unsigned char* p = data + y * stride + 4 * x;  // B, G, R
        sum += 1 - (0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2]) / 255;
      }
    }
    return sum / (400 * 240);
  }
  static SpotlightKit* kit_;
};
SpotlightKit* SpotlightFigures::kit_ = nullptr;

// The board figure was the board's dark ground, veiled: about two thirds ink, a block on a
// black-and-white page. On white paper with the characters faded outside the light it costs
// a fraction of that, and the night still shows: less ink than the full board by day.
TEST_F(SpotlightFigures, TheBoardFigureIsLightOnPaper) {
  const double day = ink(*kit_, NightMode::kPaper, "spotlight-board");
  EXPECT_LT(day, 0.3);
  for (NightMode night : {NightMode::kScreen, NightMode::kFilm}) {
    const double dark = ink(*kit_, night, "spotlight-board");
    EXPECT_LT(dark, 0.15) << night_mode_name(night);
    EXPECT_LT(dark, day * 0.75) << night_mode_name(night) << ": the light's disc doesn't show";
  }
}

// The book says every board hides several copies of the character: the card it shows hides
// at least two, even when the first card of the kit hides one.
TEST_F(SpotlightFigures, TheSearchCardShownHidesSeveralCopies) {
  const SpotlightKit& kit = *kit_;
  ASSERT_FALSE(kit.cards.empty());
  EXPECT_GE(kit.cards[static_cast<size_t>(figure_search_card(kit))].total, 2);
  SpotlightKit single = kit;
  single.cards[0].total = 1;
  const int shown = figure_search_card(single);
  EXPECT_NE(shown, 0);
  EXPECT_GE(single.cards[static_cast<size_t>(shown)].total, 2);
  // With no card of several copies, the one with the most.
  for (SearchCardFace& face : single.cards) face.total = 1;
  single.cards.back().total = 0;
  EXPECT_EQ(single.cards[static_cast<size_t>(figure_search_card(single))].total, 1);
}

}  // namespace
}  // namespace spotforge::kit
