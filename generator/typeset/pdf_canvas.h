// The small seam between the typesetter and the PDF file: a Cairo PDF surface written to a
// temporary file and moved into place only when complete (nothing half-written on failure),
// with metadata, bookmarks and fixed dates for reproducible output.
// TODO(merge): when the print engine's PDF document wrapper lands, draw through it instead.
#pragma once

#include <filesystem>
#include <string>

#include "base/handles.h"

namespace spotforge::typeset {

struct PdfMetadata {
  std::string title;
  std::string author;
  std::string subject;
  std::string creator;
  std::string date = "2026-01-01T00:00:00";  // creation and modification date
};

class PdfCanvas {
 public:
  PdfCanvas(const std::filesystem::path& out, double width_pt, double height_pt,
            const PdfMetadata& metadata);
  ~PdfCanvas();  // removes the temporary file unless finish() succeeded
  PdfCanvas(const PdfCanvas&) = delete;
  PdfCanvas& operator=(const PdfCanvas&) = delete;

  cairo_t* cr() const { return cr_.get(); }
  void end_page() { cairo_show_page(cr_.get()); }
  // A bookmark to (page 1-based, x, y); returns its id, the parent for sub-entries.
  int add_outline(int parent, const std::string& name, int page, double x, double y, bool open);
  // Completes the file and moves it to `out`; throws std::runtime_error on a Cairo error.
  void finish();

 private:
  std::filesystem::path out_;
  std::filesystem::path partial_;
  CairoSurfacePtr surface_;
  CairoPtr cr_;
  bool finished_ = false;
};

// The link attributes Cairo wants for "go to page N at (x, y)".
std::string page_destination(int page, double x, double y);

}  // namespace spotforge::typeset
