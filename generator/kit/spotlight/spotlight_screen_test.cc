// boards.html is self-contained: no address to fetch, every board inline as a PNG of the real
// board, and a clear error when its template is missing. How it plays is tested in a real
// browser (tests/browser/night_screen_test.mjs).
#include "kit/spotlight/spotlight_screen.h"

#include <glib.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "art/webp_picture.h"
#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "base/handles.h"
#include "base/languages.h"
#include "base/scoped_env_for_tests.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

const SpotlightKit& two_boards() {
  static const SpotlightKit kit = [] {
    SpotlightOptions o;
    o.boards = 2;
    o.seed = 9;
    o.verify_px_per_mm = 3;
    return build_spotlight(load_theme(find_theme_folder("party")), o);
  }();
  return kit;
}

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

TEST(SpotlightScreen, OnePageWithEveryBoardInlineAndNothingToFetch) {
  SpotlightOptions o;
  o.night = NightMode::kScreen;
  const std::string html = spotlight_boards_html(two_boards(), o);
  EXPECT_EQ(count(html, "data:image/webp;base64,"), 2);
  for (const char* outside : {"http:", "https:", "<link", "url(", "src=\"", "@import", "fetch(",
                              "XMLHttpRequest", "/*SPOTFORGE_KIT*/"}) {
    EXPECT_EQ(html.find(outside), std::string::npos) << outside;
  }
  // The browser refuses anything but inline data, whatever a later edit adds.
  EXPECT_NE(html.find("default-src 'none'"), std::string::npos);
  // The first board's picture is the board page at the screen resolution, decodable.
  // Found by hand: std::regex recurses per character and overflows the stack on a
  // megabyte-long data URL.
  const std::string prefix = "data:image/webp;base64,";
  const std::size_t start = html.find(prefix);
  ASSERT_NE(start, std::string::npos);
  const std::size_t from = start + prefix.size();
  const std::size_t end = html.find_first_not_of(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=", from);
  ASSERT_NE(end, std::string::npos);
  ASSERT_GT(end, from);
  const std::string encoded = html.substr(from, end - from);
  gsize length = 0;
  guchar* bytes = g_base64_decode(encoded.c_str(), &length);
  const std::string webp(reinterpret_cast<const char*>(bytes), length);
  g_free(bytes);
  EXPECT_EQ(webp, board_webp(two_boards(), o, 0, kScreenPxPerMm));
  ASSERT_GT(webp.size(), 12u);
  EXPECT_EQ(webp.compare(0, 4, "RIFF"), 0);
  EXPECT_EQ(webp.compare(8, 4, "WEBP"), 0);
  long long w = 0, h = 0;
  ASSERT_TRUE(webp_declared_size(webp, &w, &h));
  EXPECT_EQ(w, std::lround(two_boards().geometry.page_width_mm * kScreenPxPerMm));
  EXPECT_EQ(h, std::lround(two_boards().geometry.page_height_mm * kScreenPxPerMm));
}

// Issue 28: a phone shows one quadrant at a time, filling a 390 CSS px wide screen at 3 device
// pixels per CSS pixel: the picture holds at least those 1170 pixels across an A4 quadrant
// (at 5 px/mm it held 680, scaled up soft).
TEST(SpotlightScreen, AQuadrantIsSharpOnAThreeTimesPhone) {
  const BoardGeometry a4 = board_geometry(297, 210, 5);
  for (const BoardRect& q : a4.quadrants) EXPECT_GE(q.width * kScreenPxPerMm, 3 * 390);
}

// The page's words come from the language folders, every one of them, and it opens in the
// kit's language unless the device asks for another it has; the template holds no words.
TEST(SpotlightScreen, ThePagesWordsComeFromEveryLanguageFolder) {
  const std::string html = spotlight_boards_html(two_boards(), SpotlightOptions{});
  const std::string open = "<script id=\"kit\" type=\"application/json\">";
  const size_t from = html.find(open);
  ASSERT_NE(from, std::string::npos);
  const size_t end = html.find("</script>", from);
  const nlohmann::json kit =
      nlohmann::json::parse(html.substr(from + open.size(), end - from - open.size()));
  EXPECT_EQ(kit["language"], two_boards().language);
  ASSERT_EQ(kit["words"].size(), available_languages().size());
  EXPECT_EQ(kit["words"]["pl"]["low"], "S\u0142aba bateria");
  EXPECT_EQ(kit["words"]["de"]["board"], "Spielplan {n}");
  EXPECT_EQ(kit["words"]["fr"]["star"], "\u00e9toile");
  EXPECT_EQ(kit["words"]["es"]["name"], "Espa\u00f1ol");
  std::ifstream in(data_dir() / "templates" / "spotlight" / "boards.html");
  std::stringstream page;
  page << in.rdbuf();
  for (const char* word : {"Low battery", "Batteria scarica", "Tabellone", "Koniec czasu"}) {
    EXPECT_EQ(page.str().find(word), std::string::npos) << word;
  }
}

TEST(SpotlightScreen, AMissingTemplateIsAnInputErrorNamingTheFile) {
  const SpotlightKit& kit = two_boards();  // the theme is read before the data goes away
  const auto empty = testing::fresh_folder("spotlight_screen_no_data");
  const testing::ScopedEnv data("SPOTFORGE_DATA_DIR", empty.string());
  try {
    spotlight_boards_html(kit, SpotlightOptions{});
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("boards.html"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("SPOTFORGE_DATA_DIR"), std::string::npos) << e.what();
  }
}

// The screen picture stamps an outline's ring at whole pixels (fast); the paper design at the
// exact 0.4 mm. The two rings must be the same band: within half a pixel, so about as much
// outline ink, and no pixel far from where the paper design puts it.
TEST(SpotlightScreen, AnOutlineOnTheScreenIsThePapersRingToTheNearestPixel) {
  const SpotlightKit& kit = two_boards();
  const BoardCopy* outlined = nullptr;
  for (const BoardCopy& copy : kit.boards[0].copies) {
    if (copy.outline != 0) outlined = &copy;
  }
  ASSERT_NE(outlined, nullptr) << "the party theme's boards have outlined characters";
  const double ppm = kScreenPxPerMm;
  const BoardRect r = posed_bounds(*outlined);
  const int w = static_cast<int>(std::ceil((r.width + 4) * ppm));
  const int h = static_cast<int>(std::ceil((r.height + 4) * ppm));
  const auto ring = [&](BoardMode mode) {
    CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h));
    CairoPtr cr(cairo_create(surface.get()));
    cairo_scale(cr.get(), ppm, ppm);
    cairo_translate(cr.get(), 2 - r.x, 2 - r.y);
    draw_copy_outline(cr.get(), kit.characters.at(outlined->character), *outlined, mode);
    cairo_surface_flush(surface.get());
    std::vector<int> alpha;
    const unsigned char* data = cairo_image_surface_get_data(surface.get());
    const int stride = cairo_image_surface_get_stride(surface.get());
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        alpha.push_back(reinterpret_cast<const std::uint32_t*>(data + y * stride)[x] >> 24);
      }
    }
    return alpha;
  };
  const std::vector<int> paper = ring(BoardMode::kPaper), screen = ring(BoardMode::kScreen);
  long paper_ink = 0, screen_ink = 0, far = 0;
  for (size_t i = 0; i < paper.size(); ++i) {
    paper_ink += paper[i];
    screen_ink += screen[i];
    far += std::abs(paper[i] - screen[i]) > 200;
  }
  ASSERT_GT(paper_ink, 0);
  EXPECT_NEAR(static_cast<double>(screen_ink) / paper_ink, 1.0, 0.05);
  EXPECT_LT(static_cast<double>(far) / paper.size(), 0.01);
}

}  // namespace
}  // namespace spotforge
