#include "typeset/pdf_canvas.h"

#include <cairo-pdf.h>

#include <cstdio>
#include <stdexcept>
#include <system_error>

namespace spotforge::typeset {

std::string page_destination(int page, double x, double y) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "page=%d pos=[%.2f %.2f]", page, x, y);
  return buffer;
}

PdfCanvas::PdfCanvas(const std::filesystem::path& out, double width_pt, double height_pt,
                     const PdfMetadata& metadata)
    : out_(out), partial_(out.string() + ".partial") {
  surface_.reset(cairo_pdf_surface_create(partial_.c_str(), width_pt, height_pt));
  if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("cannot write " + partial_.string() + ": " +
                             cairo_status_to_string(cairo_surface_status(surface_.get())));
  }
  cairo_surface_t* s = surface_.get();
  auto set = [s](cairo_pdf_metadata_t key, const std::string& value) {
    if (!value.empty()) cairo_pdf_surface_set_metadata(s, key, value.c_str());
  };
  set(CAIRO_PDF_METADATA_TITLE, metadata.title);
  set(CAIRO_PDF_METADATA_AUTHOR, metadata.author);
  set(CAIRO_PDF_METADATA_SUBJECT, metadata.subject);
  set(CAIRO_PDF_METADATA_CREATOR, metadata.creator);
  // Cairo would write "now"; fixed dates make two runs byte-identical.
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATE_DATE, metadata.date.c_str());
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_MOD_DATE, metadata.date.c_str());
  cr_.reset(cairo_create(s));
}

PdfCanvas::~PdfCanvas() {
  if (finished_) return;
  cr_.reset();
  if (surface_) cairo_surface_finish(surface_.get());
  surface_.reset();
  std::error_code ignored;
  std::filesystem::remove(partial_, ignored);
}

int PdfCanvas::add_outline(int parent, const std::string& name, int page, double x, double y,
                           bool open) {
  std::string link = page_destination(page, x, y);
  return cairo_pdf_surface_add_outline(
      surface_.get(), parent, name.c_str(), link.c_str(),
      open ? CAIRO_PDF_OUTLINE_FLAG_OPEN : static_cast<cairo_pdf_outline_flags_t>(0));
}

void PdfCanvas::finish() {
  cairo_status_t status = cairo_status(cr_.get());
  cr_.reset();
  cairo_surface_finish(surface_.get());
  if (status == CAIRO_STATUS_SUCCESS) status = cairo_surface_status(surface_.get());
  surface_.reset();
  if (status != CAIRO_STATUS_SUCCESS) {
    throw std::runtime_error("writing " + out_.string() +
                             " failed: " + cairo_status_to_string(status));
  }
  std::filesystem::rename(partial_, out_);
  finished_ = true;
}

}  // namespace spotforge::typeset
