#include "kit/deck/deck_kit.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>
#include <librsvg/rsvg.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <set>

#include "base/handles.h"
#include "kit/deck_art.h"
#include "print/card_trim.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

using testing::fresh_folder;
using testing::info_value;
using testing::quoted;
using testing::render_grey;
using testing::run_command;

const std::filesystem::path kDeckFixtures = std::filesystem::path(SPOTFORGE_FIXTURES_DIR) / "deck";

DeckKitRequest quick_request(const std::string& theme, const std::filesystem::path& out) {
  DeckKitRequest r;
  r.theme = (kDeckFixtures / theme).string();
  r.out_dir = out;
  r.threads = 2;
  r.layout_starts = 1;  // the layout's quality is the layout tests' business
  r.layout_grow_passes = 2;
  r.print.cut_guides.trim_line = TrimLine::kOver;
  return r;
}

// One deck made once for the suite: the shapes theme, all-SVG, order 2 (7 cards).
class ShapesDeck : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    kit_ = new DeckKit(make_deck_kit(quick_request("shapes", fresh_folder("deck-shapes"))));
  }
  static void TearDownTestSuite() { delete kit_; }
  static DeckKit* kit_;
};
DeckKit* ShapesDeck::kit_ = nullptr;

TEST_F(ShapesDeck, PagesSizesAndTrimBoxes) {
  const auto info = run_command("pdfinfo -box -f 1 -l 4 " + quoted(kit_->pdf_path));
  ASSERT_EQ(info.exit_code, 0);
  EXPECT_EQ(info_value(info.output, "Pages"), "4");  // 7 cards: 2 sheets, fronts and backs
  EXPECT_EQ(kit_->pdf.pages, 4);
  EXPECT_NE(info.output.find("Page    4 size:  595.276 x 841.89 pts (A4)"), std::string::npos);
  // An imposed sheet: TrimBox and BleedBox are the page, so the marks survive any "print to
  // box" setting (issue 16).
  for (int page = 1; page <= 4; ++page) {
    const auto media = testing::page_box(info.output, page, "MediaBox");
    const auto trim = testing::page_box(info.output, page, "TrimBox");
    const auto bleed = testing::page_box(info.output, page, "BleedBox");
    ASSERT_EQ(trim.size(), 4u);
    for (int i = 0; i < 4; ++i) {
      EXPECT_NEAR(trim[i], media[i], 0.01);
      EXPECT_NEAR(bleed[i], media[i], 0.01);
    }
  }
  EXPECT_EQ(run_command("qpdf --check " + quoted(kit_->pdf_path) + " >/dev/null 2>&1").exit_code,
            0);
}

TEST_F(ShapesDeck, FontsEmbeddedOnlyTheThemesFamiliesAndNoRaster) {
  const auto fonts = run_command("pdffonts " + quoted(kit_->pdf_path));
  std::istringstream lines(fonts.output);
  std::string line;
  std::set<std::string> families;
  for (int i = 0; std::getline(lines, line); ++i) {
    if (i < 2 || line.empty()) continue;
    const std::string name = line.substr(0, line.find(' '));
    families.insert(name.substr(name.find('+') + 1));
    EXPECT_NE(line.find(" yes yes yes "), std::string::npos) << line;  // emb sub uni
  }
  for (const auto& f : families) {
    EXPECT_TRUE(f.rfind("Andika", 0) == 0 || f.rfind("Quicksand", 0) == 0) << f;
  }
  EXPECT_FALSE(families.empty());
  const auto images = run_command("pdfimages -list " + quoted(kit_->pdf_path));
  EXPECT_EQ(std::count(images.output.begin(), images.output.end(), '\n'), 2) << images.output;
}

TEST_F(ShapesDeck, CutCircleMeasures87Millimetres) {
  const auto img = render_grey(kit_->pdf_path, 1, 254);
  const double k = img.px_per_mm;
  const CardPlacement& at = kit_->pdf.placements[0];
  const int y = static_cast<int>(at.y_mm * k);
  ASSERT_GE(y, 0);
  ASSERT_LT(y, img.height);
  // Walk in from outside the card's bleed; the first line that is not the border ring's
  // colour is the cut circle (drawn over the art here). The walk stays inside the image and
  // within the card: a line never found is a failure, not a read past the pixels.
  auto crossing = [&](int from, int step) {
    const int start = from + step * static_cast<int>(1.0 * k);
    const int end = std::clamp(from + step * static_cast<int>(20 * k), 0, img.width - 1);
    if (start < 0 || start >= img.width) {
      ADD_FAILURE() << "the walk starts outside the image, at x = " << start;
      return std::nan("");
    }
    const int ring = img.at(start, y);
    double w = 0, s = 0;
    bool inside = false, crossed = false;
    for (int x = start; x != end + step && !crossed; x += step) {
      const int dark = ring - img.at(x, y);
      if (dark > 40)
        inside = true;
      else if (inside)
        crossed = true;
      if (inside && !crossed && dark > 0) w += dark, s += dark * (x + 0.5);
    }
    if (!crossed) {
      ADD_FAILURE() << "no cut line within 20 mm of x = " << start;
      return std::nan("");
    }
    return s / w;
  };
  const int left = static_cast<int>((at.x_mm - 43.5 - 1.5) * k);
  const int right = static_cast<int>((at.x_mm + 43.5 + 1.5) * k);
  EXPECT_NEAR((crossing(right, -1) - crossing(left, 1)) / k, 87, 0.3);
}

TEST_F(ShapesDeck, ManifestListsEveryCardAndItsPlace) {
  std::ifstream in(kit_->layout_path);
  const auto j = nlohmann::json::parse(in);
  EXPECT_EQ(j["deck"]["order"], 2);
  ASSERT_EQ(j["cards"].size(), 7u);
  EXPECT_EQ(j["symbols"].size(), 7u);
  for (size_t c = 0; c < 7; ++c) {
    EXPECT_EQ(j["cards"][c]["symbols"].size(), 3u);
    EXPECT_EQ(j["cards"][c]["print"]["page"], c < 6 ? 1 : 3);
    EXPECT_EQ(j["cards"][c]["print"]["back"]["page"], c < 6 ? 2 : 4);
  }
  // Long-edge duplex: the back sits at the mirrored place.
  EXPECT_NEAR(j["cards"][0]["print"]["back"]["x_mm"].get<double>(),
              210 - j["cards"][0]["print"]["x_mm"].get<double>(), 1e-9);
}

// Draws card `card` of the manifest into an image of the page, from the manifest and the symbol
// files beside it alone (librsvg), the way a third party would: white background, placed symbols.
void compose_card(cairo_t* cr, const nlohmann::json& manifest, size_t card,
                  const std::filesystem::path& manifest_folder, double at_x, double at_y) {
  CairoSaved saved(cr);
  cairo_translate(cr, at_x, at_y);
  const CardTrim trim = CardTrim::circle(87);
  append_trim_path(cr, trim, 0);
  cairo_clip(cr);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  for (const auto& p : manifest["cards"][card]["symbols"]) {
    const auto& sym = manifest["symbols"][p["id"].get<std::string>()];
    const auto file = manifest_folder / sym["file"].get<std::string>();
    GErrorPtr error;
    GError* raw = nullptr;
    GObjectPtr<RsvgHandle> handle(rsvg_handle_new_from_file(file.c_str(), &raw));
    error.reset(raw);
    ASSERT_TRUE(handle) << file;
    double file_w = 0, file_h = 0;
    ASSERT_TRUE(rsvg_handle_get_intrinsic_size_in_pixels(handle.get(), &file_w, &file_h)) << file;
    const auto& box = sym["box"];
    CairoSaved one(cr);
    cairo_translate(cr, p["x_mm"].get<double>(), p["y_mm"].get<double>());
    cairo_rotate(cr, p["rotation_deg"].get<double>() * M_PI / 180);
    if (p["mirror"].get<bool>()) cairo_scale(cr, -1, 1);
    const double w = p["width_mm"], h = p["height_mm"];
    cairo_translate(cr, -w / 2, -h / 2);
    cairo_scale(cr, w / box[2].get<double>(), h / box[3].get<double>());
    cairo_translate(cr, -box[0].get<double>(), -box[1].get<double>());
    RsvgRectangle viewport{0, 0, file_w, file_h};  // the file's own units
    ASSERT_TRUE(rsvg_handle_render_document(handle.get(), cr, &viewport, nullptr));
  }
}

// Mean grey difference inside the ring (the art area), between the PDF and a composition.
double art_difference(const testing::GreyImage& pdf, const nlohmann::json& manifest, size_t card,
                      const std::filesystem::path& manifest_folder, double at_x, double at_y) {
  const double k = pdf.px_per_mm;
  CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, pdf.width, pdf.height));
  CairoPtr cr(cairo_create(surface.get()));
  cairo_scale(cr.get(), k, k);
  compose_card(cr.get(), manifest, card, manifest_folder, at_x, at_y);
  cairo_surface_flush(surface.get());
  const unsigned char* data = cairo_image_surface_get_data(surface.get());
  const int stride = cairo_image_surface_get_stride(surface.get());
  double sum = 0;
  int n = 0;
  for (int y = 0; y < pdf.height; ++y) {
    for (int x = 0; x < pdf.width; ++x) {
      const double dx = (x + 0.5) / k - at_x, dy = (y + 0.5) / k - at_y;
      // Inside the ring: the printed border reaches the 3 mm safe margin (issue 16), which is
      // also where the symbols end.
      if (std::hypot(dx, dy) > 43.5 - 3.0 - 1.0) continue;
      if (dy > 43.5 - 3.5) continue;  // leave the card number out
      const uint32_t px = *reinterpret_cast<const uint32_t*>(data + y * stride + 4 * x);
      const double grey =
          0.299 * ((px >> 16) & 255) + 0.587 * ((px >> 8) & 255) + 0.114 * (px & 255);
      sum += std::abs(grey - pdf.at(x, y));
      ++n;
    }
  }
  return sum / n;
}

TEST_F(ShapesDeck, APageComposedFromTheManifestMatchesThePdf) {
  std::ifstream in(kit_->layout_path);
  const auto manifest = nlohmann::json::parse(in);
  const auto pdf = render_grey(kit_->pdf_path, 1, 60);
  const CardPlacement& at = kit_->pdf.placements[0];
  const double same =
      art_difference(pdf, manifest, 0, kit_->layout_path.parent_path(), at.x_mm, at.y_mm);
  const double other =
      art_difference(pdf, manifest, 1, kit_->layout_path.parent_path(), at.x_mm, at.y_mm);
  EXPECT_LT(same, 2.0);        // grey levels of 255: only antialiasing differs
  EXPECT_GT(other, 4 * same);  // another card's layout does not match
}

// Issue 29.3: the theme's pictures are dealt to the plane's points in one place, deal_deck
// (check_deck_layout and the studio's previews take their deck from it too): build and the
// rulebooks (plan_deck_kit laying out only the cards its figures show) lay out the dealt deck,
// and the party deck's deal is not build_deck's numbering.
TEST(DeckKit, BuildAndRulesLayOutTheDealtDeck) {
  const Theme theme = load_theme(find_theme_folder("party"));
  const std::vector<SymbolArt> arts = load_deck_art(theme);
  DeckKitRequest request;
  request.theme = "party";
  request.threads = 2;
  request.layout_starts = 1;
  request.layout_grow_passes = 1;
  request.lay_out_only = [](const Deck&) { return std::vector<int>{0}; };
  const DeckKit kit = plan_deck_kit(theme, arts, request);
  DeckRequest plane;
  plane.order = kit.deck.order;
  plane.seed = request.seed;
  const Deck dealt = deal_deck(theme, arts, plane,
                               with_framed_photos(layout_options_for(theme, request.seed, 1), arts))
                         .deck;
  EXPECT_EQ(kit.deck.cards, dealt.cards);
  EXPECT_NE(dealt.cards, build_deck(plane).cards);
  std::vector<int> shown;
  for (const PlacedSymbol& p : kit.layout.cards.at(0).symbols) shown.push_back(p.symbol);
  std::vector<int> expected = dealt.cards[0];
  std::sort(shown.begin(), shown.end());
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(shown, expected);
}

TEST(DeckKit, SameSeedSameBytesAndJpegStaysJpeg) {
  const auto a = make_deck_kit(quick_request("photo", fresh_folder("deck-photo-a")));
  const auto b = make_deck_kit(quick_request("photo", fresh_folder("deck-photo-b")));
  EXPECT_EQ(testing::read_bytes(a.pdf_path), testing::read_bytes(b.pdf_path));
  const auto images = run_command("pdfimages -list " + quoted(a.pdf_path));
  EXPECT_NE(images.output.find(" jpeg "), std::string::npos) << images.output;
  // The theme's back image (square.svg, #457b9d) covers the back, not the plain colour.
  const auto back = render_grey(a.pdf_path, 2, 60);
  const CardPlacement& at = a.pdf.placements[0];
  const int grey = back.at(static_cast<int>(at.back_x_mm * back.px_per_mm),
                           static_cast<int>((at.back_y_mm + 35) * back.px_per_mm));
  EXPECT_NEAR(grey, 111, 6);
}

}  // namespace
}  // namespace spotforge
