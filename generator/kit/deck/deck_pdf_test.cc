// The deck's print decisions that make a slipped cut or duplex forgiving, and the warnings
// for settings the other options make meaningless (issue 16).
#include "kit/deck/deck_pdf.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>

#include <cmath>

#include "base/handles.h"
#include "print/ink_contrast.h"

namespace spotforge {
namespace {

const std::filesystem::path kSheets =
    std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "templates/sheets";

// The party theme's card: a 1.5 mm border inside a 3 mm safe margin.
CardStyle party_card() {
  CardStyle card;
  card.border = BorderRing{1.5, Color{1, 0.718, 0.012, 1}};
  card.back.color = Color{0.227, 0.180, 0.478, 1};
  return card;
}

// A 1 mm slip on a 1.5 mm border leaves 0.5 mm on one side and 2.5 on the other; the
// printed border reaches at least to the safe margin (3 mm: 2 against 4).
TEST(DeckPrint, BorderReachesTheSafeMarginAndTheNumberSitsOnIt) {
  const CardStyle card = party_card();
  EXPECT_GE(printed_border_mm(card), card.safe_margin_mm);
  EXPECT_EQ(card_number_band_mm(card), printed_border_mm(card));
  CardStyle plain = card;
  plain.border.reset();
  EXPECT_EQ(printed_border_mm(plain), 0);
  EXPECT_EQ(card_number_band_mm(plain), plain.safe_margin_mm);

  // Every corner of every number's box lies on the border band, clear of its edges.
  CairoSurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  CairoPtr cr(cairo_create(surface.get()));
  const CardTrim trim = card_trim(card);
  const double r = trim.width_mm / 2, band = card_number_band_mm(card);
  TextStyle style;
  style.size_pt = 5;
  for (int number : {1, 8, 57, 133}) {
    const RectMm box = draw_card_number(cr.get(), trim, band, number, style);
    for (double x : {box.x, box.right()}) {
      for (double y : {box.y, box.bottom()}) {
        const double d = std::hypot(x, y);
        EXPECT_LT(d, r - 0.3) << number;
        EXPECT_GT(d, r - band + 0.3) << number;
      }
    }
  }
}

// Renders a back at 10 px/mm; returns the lightness at (x, y) mm from the centre.
class BackImage {
 public:
  BackImage(const CardTrim& trim, const BackDesign& design) {
    surface_.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, kSize, kSize));
    CairoPtr cr(cairo_create(surface_.get()));
    cairo_translate(cr.get(), kSize / 2.0, kSize / 2.0);
    cairo_scale(cr.get(), 10, 10);
    draw_card_back(cr.get(), trim, 3, design);
    cairo_surface_flush(surface_.get());
  }
  double at(double x_mm, double y_mm) const {
    const int x = static_cast<int>(kSize / 2.0 + x_mm * 10);
    const int y = static_cast<int>(kSize / 2.0 + y_mm * 10);
    const unsigned char* row = cairo_image_surface_get_data(surface_.get()) +
                               y * cairo_image_surface_get_stride(surface_.get());
    const uint32_t px = reinterpret_cast<const uint32_t*>(row)[x];
    return lightness(
        {((px >> 16) & 0xff) / 255.0, ((px >> 8) & 0xff) / 255.0, (px & 0xff) / 255.0, 1});
  }

 private:
  static constexpr int kSize = 940;  // 94 mm: the card and its bleed
  CairoSurfacePtr surface_;
};

// The default back: light through the bleed, and nothing but that colour from the bleed to
// 12 mm inside the trim (the old rings at 5 and 7 mm made a 1 mm slip plain to see).
TEST(DeckPrint, DefaultBackIsLightWithItsRingsWellInside) {
  Theme theme;
  theme.card = party_card();
  theme.title = "Party";
  const CardTrim trim = card_trim(theme.card);
  const BackImage light(trim, back_design(theme));
  const double field = light.at(0, -46);  // in the bleed
  EXPECT_GT(field, 0.75);
  for (double d = -46; d < -43.5 + 12; d += 0.1) {
    EXPECT_NEAR(light.at(0, d), field, 0.01) << d << " mm";
    EXPECT_NEAR(light.at(d, 0), field, 0.01) << d << " mm";
  }
  const BackImage solid(trim, back_design(theme, /*solid=*/true));
  EXPECT_LT(solid.at(0, -46), 0.3);
}

TEST(DeckPrint, WarnsAboutSettingsItCannotUse) {
  DeckPrintOptions o;
  EXPECT_TRUE(print_option_warnings(o, true).empty());
  o.paper = paper_letter();
  o.sheet_template = kSheets / "a4-round-87mm.yaml";
  auto w = print_option_warnings(o, /*paper_given=*/true);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].severity, Diagnostic::Severity::kWarning);
  EXPECT_NE(w[0].to_string().find("a4-round-87mm.yaml: warning: --paper Letter is not used"),
            std::string::npos)
      << w[0].to_string();
  EXPECT_TRUE(print_option_warnings(o, /*paper_given=*/false).empty());
  o.paper = paper_a4();
  EXPECT_TRUE(print_option_warnings(o, true).empty());

  DeckPrintOptions fold;
  fold.duplex = DuplexMode::kFold;
  fold.back_offset_x_mm = 1;
  w = print_option_warnings(fold, false);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_NE(w[0].message.find("--back-offset is not used with --duplex fold"), std::string::npos);
  fold.duplex = DuplexMode::kLong;
  EXPECT_TRUE(print_option_warnings(fold, false).empty());

  DeckPrintOptions ppi;
  ppi.images_ppi = 600;
  w = print_option_warnings(ppi, false);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_NE(w[0].message.find("--images-ppi is not used without --images"), std::string::npos);
  ppi.images_dir = "png";
  EXPECT_TRUE(print_option_warnings(ppi, false).empty());
}

}  // namespace
}  // namespace spotforge
