#include "print/pdf_preview.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "base/handles.h"
#include "print/pdf_document.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

TEST(PdfPreview, RendersThePageAtItsSizeOnWhite) {
  const auto dir = testing::fresh_folder("pdf-preview");
  const auto pdf = dir / "page.pdf";
  {
    PdfDocument doc(pdf, {"preview test", "", "", ""});
    cairo_t* cr = doc.begin_page(paper_a4());
    cairo_rectangle(cr, 50, 100, 40, 40);  // a black square, 40 mm, at (50, 100) mm
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_fill(cr);
    doc.begin_page(paper_a4());
    doc.finish();
  }
  EXPECT_EQ(pdf_page_count(pdf), 2);
  const auto png = dir / "previews" / "page.png";
  std::filesystem::create_directories(png.parent_path());
  write_pdf_page_png(pdf, 1, 60, png);
  const CairoSurfacePtr image(cairo_image_surface_create_from_png(png.c_str()));
  ASSERT_EQ(cairo_surface_status(image.get()), CAIRO_STATUS_SUCCESS);
  // A4 at 60 dpi: 210 x 297 mm -> 496 x 702 pixels.
  EXPECT_EQ(cairo_image_surface_get_width(image.get()), 496);
  EXPECT_EQ(cairo_image_surface_get_height(image.get()), 702);
  const auto pixel = [&](double x_mm, double y_mm) {
    const int x = static_cast<int>(x_mm * 60 / 25.4), y = static_cast<int>(y_mm * 60 / 25.4);
    const unsigned char* data = cairo_image_surface_get_data(image.get());
    const int stride = cairo_image_surface_get_stride(image.get());
    return data[y * stride + 4 * x + 1];  // green channel of xRGB
  };
  EXPECT_LT(pixel(70, 120), 20);  // inside the square
  EXPECT_GT(pixel(20, 20), 245);  // paper
  EXPECT_GT(pixel(100, 120), 245);
  // Nothing but the PNG was left in its folder.
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(png.parent_path()),
                          std::filesystem::directory_iterator()),
            1);
}

// A page's drawing painted onto pixels gives the picture Poppler renders from the PDF page it
// makes: the same size, text at the same places (unhinted, as in the PDF).
TEST(PdfPreview, APagesOwnDrawingGivesWhatPopplerRendersFromItsPdfPage) {
  const auto dir = testing::fresh_folder("pdf-preview-drawing");
  const auto draw = [](cairo_t* cr) {
    cairo_set_source_rgb(cr, 0.8, 0.2, 0.2);
    cairo_rectangle(cr, 10, 10, 277, 12);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 0, 0, 0.4);
    cairo_arc(cr, 150, 110, 40, 0, 6.2832);
    cairo_fill(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 3);  // 8.5 pt: 7 pixels high at 60 dpi
    cairo_move_to(cr, 200, 18);
    cairo_show_text(cr, "quadrants of the board, in small letters");
  };
  const auto pdf = dir / "page.pdf";
  {
    PdfDocument doc(pdf, {"drawing test", "", "", ""});
    draw(doc.begin_page(297, 210));
    doc.finish();
  }
  write_pdf_page_png(pdf, 1, 60, dir / "poppler.png");
  write_drawing_png(297, 210, 60, draw, dir / "drawn.png");
  const CairoSurfacePtr a(cairo_image_surface_create_from_png((dir / "poppler.png").c_str()));
  const CairoSurfacePtr b(cairo_image_surface_create_from_png((dir / "drawn.png").c_str()));
  ASSERT_EQ(cairo_image_surface_get_width(b.get()), cairo_image_surface_get_width(a.get()));
  ASSERT_EQ(cairo_image_surface_get_height(b.get()), cairo_image_surface_get_height(a.get()));
  EXPECT_EQ(cairo_image_surface_get_width(b.get()), 702);  // A4 landscape at 60 dpi
  const int w = cairo_image_surface_get_width(a.get()), h = cairo_image_surface_get_height(a.get());
  const int stride = cairo_image_surface_get_stride(a.get());
  const unsigned char* pa = cairo_image_surface_get_data(a.get());
  const unsigned char* pb = cairo_image_surface_get_data(b.get());
  long far = 0, inked = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const int at = y * stride + 4 * x + 1;  // green
      far += std::abs(pa[at] - pb[at]) > 64;
      inked += pa[at] < 128;
    }
  }
  EXPECT_GT(inked, 10000);  // the drawing is there
  // Measured 46 (glyph edges); with an image surface's default hinted text, 223.
  EXPECT_LT(far, 100) << "pixels more than a quarter apart";
}

// DIR/one.pdf: one blank A4 page.
std::filesystem::path blank_a4_pdf(const std::filesystem::path& dir) {
  const auto pdf = dir / "one.pdf";
  PdfDocument doc(pdf, {"one page", "", "", ""});
  doc.begin_page(paper_a4());
  doc.finish();
  return pdf;
}

TEST(PdfPreview, AMissingPageOrFileIsAnError) {
  const auto dir = testing::fresh_folder("pdf-preview-errors");
  const auto pdf = blank_a4_pdf(dir);
  EXPECT_THROW(write_pdf_page_png(pdf, 2, 60, dir / "x.png"), std::runtime_error);
  EXPECT_THROW(write_pdf_page_png(dir / "none.pdf", 1, 60, dir / "x.png"), std::runtime_error);
  EXPECT_FALSE(std::filesystem::exists(dir / "x.png"));
}

// An image too large for Cairo (over 32767 pixels a side) is made in error and draws nothing:
// it used to reach the PNG writer and fail there as "can't write" (issue 30).
TEST(PdfPreview, AFailedRenderIsAnErrorNamingThePreviewAndPage) {
  const auto dir = testing::fresh_folder("pdf-preview-cairo-error");
  const auto pdf = blank_a4_pdf(dir);
  const auto png = dir / "big.png";
  try {
    write_pdf_page_png(pdf, 1, 4000, png);  // A4 at 4000 dpi: 33071 x 46772 pixels
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), "the preview " + png.string() + " of page 1 of " +
                                         pdf.string() +
                                         ": drawing failed (Cairo: invalid value (typically too "
                                         "big) for the size of the input (surface, pattern, "
                                         "etc.))");
  }
  EXPECT_FALSE(std::filesystem::exists(png));
}

}  // namespace
}  // namespace spotforge
