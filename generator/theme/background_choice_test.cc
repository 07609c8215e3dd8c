#include "theme/background_choice.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>

#include "base/handles.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"
#include "theme/theme_art.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// Seven opaque PNGs on white, ring i a "0" placed a little differently (no two the same
// picture), in a theme whose top level says `top` and whose first symbol says `first`.
fs::path ring_theme(const std::string& name, const std::string& top, const std::string& first) {
  const fs::path folder = testing::fresh_folder("background-" + name);
  std::string yaml = "title: Rings\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: "
                     "DejaVu Sans}\n" + top + "symbols:\n";
  for (int i = 0; i < 7; ++i) {
    CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 120, 120));
    CairoPtr cr(cairo_create(s.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    cairo_set_source_rgb(cr.get(), 0.2, 0.1 * i, 0.5);
    cairo_set_line_width(cr.get(), 16);
    cairo_arc(cr.get(), 60, 60, 30 + 2 * i, 0, 2 * M_PI);
    cairo_stroke(cr.get());
    const std::string file = "r" + std::to_string(i) + ".png";
    cairo_surface_write_to_png(s.get(), (folder / file).c_str());
    yaml += "  - {id: r" + std::to_string(i) + ", name: {en: Ring " + std::to_string(i) +
            "}, file: " + file + (i == 0 ? first : "") + "}\n";
  }
  std::ofstream(folder / "theme.yaml") << yaml;
  return folder;
}

// The share of its box symbol s's mask covers: 1 for a kept ring; about pi/4 (its disc, the
// outline counted whole on the mask's grid) for a knocked-out one.
double box_share(const ThemeArt& art, int s) { return art.symbols[s].mask(96).ink_fraction(); }

void expect_disc(double share) {
  EXPECT_GT(share, M_PI / 4 - 0.03);
  EXPECT_LT(share, 0.86);
}

TEST(BackgroundChoice, OpaquePicturesAreKnockedOutUnlessTheThemeKeepsThem) {
  const ThemeArt cut = load_theme_with_art(ring_theme("cut", "", ""));
  EXPECT_FALSE(cut.theme.keep_background);
  expect_disc(box_share(cut, 1));
  // Kept for the theme, knocked out again for one symbol.
  const ThemeArt kept =
      load_theme_with_art(ring_theme("keep", "background: keep\n", ", background: knockout"));
  EXPECT_TRUE(kept.theme.keep_background);
  EXPECT_NEAR(box_share(kept, 1), 1.0, 1e-9);
  expect_disc(box_share(kept, 0));
}

TEST(BackgroundChoice, ABadValueIsAnErrorAtItsPlaceNamingTheChoices) {
  const fs::path folder = ring_theme("bad", "background: kep\n", ", background: white");
  try {
    load_theme(folder);
    FAIL() << "loaded";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 2u) << e.what();
    const Diagnostic& top = e.diagnostics()[0];
    EXPECT_EQ(top.file, (folder / "theme.yaml").string());
    EXPECT_EQ(top.line, 4) << top.to_string();
    EXPECT_EQ(top.column, 13) << top.to_string();
    EXPECT_NE(top.message.find("did you mean 'keep'"), std::string::npos) << top.to_string();
    const Diagnostic& symbol = e.diagnostics()[1];
    EXPECT_EQ(symbol.line, 6) << symbol.to_string();
    EXPECT_NE(symbol.message.find("knockout, keep"), std::string::npos) << symbol.to_string();
  }
}

}  // namespace
}  // namespace spotforge
