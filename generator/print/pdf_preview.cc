#include "print/pdf_preview.h"

#include <cairo.h>
#include <poppler.h>

#include <cmath>
#include <stdexcept>
#include <string>

#include "base/cairo_check.h"
#include "base/disk_space.h"
#include "base/handles.h"
#include "base/length.h"
#include "print/atomic_file.h"

namespace spotforge {
namespace {

using PopplerDocumentPtr = GObjectPtr<PopplerDocument>;
using PopplerPagePtr = GObjectPtr<PopplerPage>;

PopplerDocumentPtr open_pdf(const std::filesystem::path& pdf) {
  const std::string absolute = std::filesystem::absolute(pdf).string();
  GError* raw_error = nullptr;
  gchar* uri = g_filename_to_uri(absolute.c_str(), nullptr, &raw_error);
  GErrorPtr error(raw_error);
  if (uri == nullptr) throw std::runtime_error("can't name " + pdf.string() + " as a URI");
  raw_error = nullptr;
  PopplerDocumentPtr document(poppler_document_new_from_file(uri, nullptr, &raw_error));
  g_free(uri);
  error.reset(raw_error);
  if (!document) {
    throw std::runtime_error("can't read " + pdf.string() +
                             " as a PDF: " + (error ? error->message : "unknown reason"));
  }
  return document;
}

// An opaque white RGB24 image of the page's size at `dpi` (points as Poppler reports them).
CairoSurfacePtr white_page(double width_pt, double height_pt, double dpi) {
  const double scale = dpi / 72.0;
  const int width = std::max(1, static_cast<int>(std::lround(width_pt * scale)));
  const int height = std::max(1, static_cast<int>(std::lround(height_pt * scale)));
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  const CairoPtr cr(cairo_create(image.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);  // paper
  cairo_paint(cr.get());
  return image;
}

void write_png(cairo_surface_t* image, const std::filesystem::path& png) {
  TempFile temp(png, "preview");
  if (cairo_surface_write_to_png(image, temp.path().c_str()) != CAIRO_STATUS_SUCCESS) {
    throw_if_disk_full(png);
    throw std::runtime_error("can't write " + png.string());
  }
  temp.commit();
}

}  // namespace

int pdf_page_count(const std::filesystem::path& pdf) {
  return poppler_document_get_n_pages(open_pdf(pdf).get());
}

void write_pdf_page_png(const std::filesystem::path& pdf, int page, double dpi,
                        const std::filesystem::path& png) {
  const PopplerDocumentPtr document = open_pdf(pdf);
  const int pages = poppler_document_get_n_pages(document.get());
  if (page < 1 || page > pages) {
    throw std::runtime_error(pdf.string() + " has no page " + std::to_string(page));
  }
  const PopplerPagePtr source(poppler_document_get_page(document.get(), page - 1));
  double width_pt = 0, height_pt = 0;
  poppler_page_get_size(source.get(), &width_pt, &height_pt);
  const CairoSurfacePtr image = white_page(width_pt, height_pt, dpi);
  const CairoPtr cr(cairo_create(image.get()));
  cairo_scale(cr.get(), dpi / 72.0, dpi / 72.0);
  poppler_page_render_for_printing(source.get(), cr.get());
  cairo_surface_flush(image.get());
  check_cairo(cr.get(), "the preview " + png.string() + " of page " + std::to_string(page) +
                            " of " + pdf.string());
  write_png(image.get(), png);
}

void write_drawing_png(double width_mm, double height_mm, double dpi,
                       const std::function<void(cairo_t*)>& draw,
                       const std::filesystem::path& png) {
  const CairoSurfacePtr image = white_page(mm_to_pt(width_mm), mm_to_pt(height_mm), dpi);
  const CairoPtr cr(cairo_create(image.get()));
  // Text laid out as on a PDF page: unhinted metrics and outlines (an image surface hints both
  // by default, and at 60 dpi that moves small letters a pixel apart).
  cairo_font_options_t* fonts = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(fonts, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(fonts, CAIRO_HINT_STYLE_NONE);
  cairo_set_font_options(cr.get(), fonts);
  cairo_font_options_destroy(fonts);
  cairo_scale(cr.get(), dpi / kMmPerInch, dpi / kMmPerInch);
  draw(cr.get());
  cairo_surface_flush(image.get());
  check_cairo(cr.get(), "the preview " + png.string());
  write_png(image.get(), png);
}

}  // namespace spotforge
