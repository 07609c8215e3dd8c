#include "kit/deck/card_images.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>

#include <cstdint>

#include "base/handles.h"
#include "kit/deck/deck_kit.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

using testing::fresh_folder;
using testing::read_bytes;

uint32_t big_endian(const std::string& bytes, size_t at) {
  uint32_t v = 0;
  for (size_t i = 0; i < 4; ++i) v = v << 8 | static_cast<unsigned char>(bytes[at + i]);
  return v;
}

DeckKit images_kit(const std::filesystem::path& out) {
  DeckKitRequest r;
  r.theme = (std::filesystem::path(SPOTFORGE_FIXTURES_DIR) / "deck/shapes").string();
  r.out_dir = out;
  r.threads = 2;
  r.layout_starts = 1;
  r.layout_grow_passes = 2;
  r.print.images_dir = out / "cards-png";
  return make_deck_kit(r);
}

// The shapes deck (7 round 87 mm cards, 3 mm bleed) at the default 300 ppi: 93 mm across is
// 1098 px; each file is an 8-bit RGB PNG tagged sRGB with its resolution, named by number.
TEST(CardImages, OnePngPerFaceAndTheBackWithBleedSrgbAndResolution) {
  const auto out = fresh_folder("card-images");
  const DeckKit kit = images_kit(out);
  ASSERT_EQ(kit.pdf.images.size(), 8u);
  EXPECT_EQ(kit.pdf.images.front().filename(), "card-01.png");
  EXPECT_EQ(kit.pdf.images[6].filename(), "card-07.png");
  EXPECT_EQ(kit.pdf.images.back().filename(), "back.png");
  EXPECT_EQ(card_image_pixels(87, 3, 300), 1098);
  for (const auto& file : kit.pdf.images) {
    const std::string png = read_bytes(file);
    ASSERT_GT(png.size(), 33u) << file;
    EXPECT_EQ(png.substr(1, 3), "PNG");
    EXPECT_EQ(png.substr(12, 4), "IHDR");
    EXPECT_EQ(big_endian(png, 16), 1098u) << file;
    EXPECT_EQ(big_endian(png, 20), 1098u) << file;
    EXPECT_EQ(png[24], 8);  // bits per channel
    EXPECT_EQ(png[25], 2);  // RGB
    EXPECT_NE(png.find("sRGB"), std::string::npos) << file;
    const size_t phys = png.find("pHYs");
    ASSERT_NE(phys, std::string::npos) << file;
    EXPECT_EQ(big_endian(png, phys + 4), 11811u);  // 300 ppi in pixels per metre
    EXPECT_EQ(png.find("tIME"), std::string::npos);
  }
  // A face: the border's colour (#ffb703) in the square's corner, beyond the round bleed, as
  // at the trim; so a service that trims a little outside the circle shows no white.
  {
    CairoSurfacePtr face(cairo_image_surface_create_from_png(kit.pdf.images[0].c_str()));
    ASSERT_EQ(cairo_surface_status(face.get()), CAIRO_STATUS_SUCCESS);
    const auto* data = cairo_image_surface_get_data(face.get());
    const int stride = cairo_image_surface_get_stride(face.get());
    auto pixel = [&](int x, int y) {
      return reinterpret_cast<const uint32_t*>(data + y * stride)[x] & 0xffffff;
    };
    EXPECT_EQ(pixel(3, 3), 0xffb703u);
    EXPECT_EQ(pixel(1098 - 4, 1098 - 4), 0xffb703u);
    EXPECT_EQ(pixel(35 + 12, 549), 0xffb703u);  // 1 mm inside the trim, on the left
  }
  // Same input, same bytes.
  const auto again = fresh_folder("card-images-again");
  const DeckKit second = images_kit(again);
  ASSERT_EQ(second.pdf.images.size(), kit.pdf.images.size());
  for (size_t i = 0; i < kit.pdf.images.size(); ++i) {
    EXPECT_EQ(read_bytes(kit.pdf.images[i]), read_bytes(second.pdf.images[i])) << i;
  }
}

}  // namespace
}  // namespace spotforge
