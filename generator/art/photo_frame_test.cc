#include "art/photo_frame.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "art/face_fixture_for_tests.h"
#include "art/raster_picture.h"
#include "art/symbol_art.h"
#include "base/handles.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// An empty scratch folder for one test.
fs::path scratch(const std::string& name) {
  const fs::path folder = fs::temp_directory_path() /
                          ("spotforge-photo-frame-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(folder);
  fs::create_directories(folder);
  return folder;
}

TEST(PhotoFrame, CropIsTheLargestSquareAroundTheFocusInsideThePicture) {
  const InkBox whole{0, 0, 400, 300};
  EXPECT_EQ(frame_crop(whole, PhotoFrame::kCircle, {}), (InkBox{50, 0, 300, 300}));
  EXPECT_EQ(frame_crop(whole, PhotoFrame::kRounded, {0.8, 0.5}), (InkBox{100, 0, 300, 300}));
  EXPECT_EQ(frame_crop(whole, PhotoFrame::kCircle, {0.1, 0.9}), (InkBox{0, 0, 300, 300}));
  EXPECT_EQ(frame_crop({10, 20, 300, 400}, PhotoFrame::kCircle, {0.5, 0.25}),
            (InkBox{10, 20, 300, 300}));
  EXPECT_EQ(frame_crop(whole, PhotoFrame::kRectangle, {0.9, 0.9}), whole);
  EXPECT_EQ(frame_crop(whole, PhotoFrame::kNone, {0.9, 0.9}), whole);
}

// A 4:3 photo (a white sky over grass) with a red dot at (0.92, 0.5), written as a JPEG.
fs::path dot_photo(const std::string& name) {
  const fs::path folder = scratch(name);
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 400, 300));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  cairo_set_source_rgb(cr.get(), 0.2, 0.6, 0.2);
  cairo_rectangle(cr.get(), 0, 200, 400, 100);
  cairo_fill(cr.get());
  cairo_set_source_rgb(cr.get(), 0.9, 0.05, 0.05);
  cairo_arc(cr.get(), 368, 150, 14, 0, 2 * M_PI);
  cairo_fill(cr.get());
  cr.reset();
  const std::string bytes = encode_jpeg(s.get());
  std::ofstream(folder / "photo.jpg", std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return folder;
}

SymbolArt load_framed(const fs::path& folder, PhotoFrame frame,
                      std::optional<FocusPoint> focus = std::nullopt) {
  ArtSource source;
  source.kind = ArtSource::Kind::kFile;
  source.root = folder;
  source.value = "photo.jpg";
  source.frame = frame;
  source.focus = focus;
  return SymbolArt::load(source);
}

// The art drawn onto a 100 x 100 white image: is there a red pixel?
bool shows_red(const SymbolArt& art) {
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 100, 100));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  const InkBox& box = art.box();
  const double k = 100 / std::max(box.width, box.height);
  art.draw(cr.get(), 0, 0, box.width * k, box.height * k);
  cairo_surface_flush(s.get());
  const unsigned char* data = cairo_image_surface_get_data(s.get());
  const int stride = cairo_image_surface_get_stride(s.get());
  for (int y = 0; y < 100; ++y) {
    for (int x = 0; x < 100; ++x) {
      const uint32_t px = *reinterpret_cast<const uint32_t*>(data + y * stride + 4 * x);
      const int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff;
      if (r > 180 && g < 90) return true;
    }
  }
  return false;
}

TEST(PhotoFrame, TheCropKeepsTheFocus) {
  const fs::path folder = dot_photo("focus");
  const SymbolArt centred = load_framed(folder, PhotoFrame::kCircle);
  EXPECT_EQ(centred.box(), (InkBox{50, 0, 300, 300}));
  EXPECT_FALSE(shows_red(centred));  // the dot lies outside the centre's circle
  const SymbolArt focused = load_framed(folder, PhotoFrame::kCircle, FocusPoint{0.92, 0.5});
  EXPECT_EQ(focused.box(), (InkBox{100, 0, 300, 300}));
  EXPECT_TRUE(shows_red(focused));
  EXPECT_TRUE(shows_red(load_framed(folder, PhotoFrame::kRectangle)));
}

// The ink mask's coverage at (x, y) in fractions of its grid.
int alpha_at(const InkMask& m, double x, double y) {
  return m.at(static_cast<int>(x * (m.width - 1)), static_cast<int>(y * (m.height - 1)));
}

TEST(PhotoFrame, TheInkShapeIsTheFramesShape) {
  const fs::path folder = dot_photo("shape");
  // The masks are the art's: each SymbolArt lives as long as its mask is read.
  const SymbolArt circle_art = load_framed(folder, PhotoFrame::kCircle);
  const InkMask& circle = circle_art.mask(101);
  ASSERT_EQ(circle.width, 101);
  ASSERT_EQ(circle.height, 101);
  EXPECT_NEAR(circle.ink_fraction(), M_PI / 4, 0.02);  // the white sky is ink too: a disc
  for (auto [x, y] : {std::pair{0.0, 0.0}, {1.0, 0.0}, {0.0, 1.0}, {1.0, 1.0}, {0.1, 0.1}}) {
    EXPECT_EQ(alpha_at(circle, x, y), 0) << x << "," << y;
  }
  for (auto [x, y] : {std::pair{0.5, 0.5}, {0.02, 0.5}, {0.5, 0.02}, {0.98, 0.5}}) {
    EXPECT_EQ(alpha_at(circle, x, y), 255) << x << "," << y;
  }
  const SymbolArt rounded_art = load_framed(folder, PhotoFrame::kRounded);
  const InkMask& rounded = rounded_art.mask(101);
  EXPECT_EQ(alpha_at(rounded, 0, 0), 0);
  EXPECT_EQ(alpha_at(rounded, 0.1, 0.1), 255);  // inside the corner's arc, unlike the circle's
  EXPECT_GT(rounded.ink_fraction(), 0.95);
  const SymbolArt whole_art = load_framed(folder, PhotoFrame::kRectangle);
  const InkMask& whole = whole_art.mask(100);
  EXPECT_EQ(whole.height, 75);
  EXPECT_EQ(whole.ink_fraction(), 1.0);
}

TEST(PhotoFrame, AFaceIsTheDefaultFocus) {
  // A 4:3 photo, a face near its right edge: the circle moves to it.
  const fs::path folder = scratch("face");
  CairoSurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 800, 600));
  CairoPtr cr(cairo_create(s.get()));
  cairo_set_source_rgb(cr.get(), 0.55, 0.6, 0.65);
  cairo_paint(cr.get());
  face_test::draw_face(cr.get(), 680, 260, 240);
  cr.reset();
  face_test::soften(s.get());
  const std::string bytes = encode_jpeg(s.get());
  std::ofstream(folder / "photo.jpg", std::ios::binary)
      .write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  const SymbolArt art = load_framed(folder, PhotoFrame::kCircle);
  EXPECT_EQ(art.box(), (InkBox{200, 0, 600, 600}));  // as far right as the picture allows
  // A focus written in theme.yaml wins over the face.
  EXPECT_EQ(load_framed(folder, PhotoFrame::kCircle, FocusPoint{0, 0.5}).box(),
            (InkBox{0, 0, 600, 600}));
}

}  // namespace
}  // namespace spotforge
