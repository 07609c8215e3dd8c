// A PDF file being written: Cairo's PDF surface at exact physical page sizes, metadata with
// reproducible dates, bookmarks and page labels, then a qpdf pass (pdf_finish.h) that adds what
// Cairo 1.16 cannot write, and an atomic rename. Every printed product goes through this.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "base/handles.h"
#include "print/atomic_file.h"
#include "print/imposition.h"

namespace spotforge {

struct PdfMetadata {
  std::string title;
  std::string author;
  std::string subject;
  std::string keywords;
  std::string language = "";  // BCP 47 tag for the catalog's /Lang, e.g. "pl"; "" for none
};

// TrimBox and BleedBox of one page (page millimetres, top-left origin).
struct PageBoxes {
  RectMm trim;
  RectMm bleed;
};

// What the qpdf pass writes besides the boxes.
struct ViewerSettings {
  DuplexMode duplex = DuplexMode::kNone;  // /Duplex preference for long/short
};

// "spotforge VERSION", the PDF creator.
std::string creator_string();
// The PDF dates: SOURCE_DATE_EPOCH when set to a number, else a fixed date, so that two runs
// give identical bytes. Format "YYYY-MM-DDThh:mm:ssZ" as Cairo expects.
std::string reproducible_date();

class PdfDocument {
 public:
  // Nothing appears at `path` until finish() succeeds.
  PdfDocument(const std::filesystem::path& path, const PdfMetadata& metadata);
  ~PdfDocument();
  PdfDocument(const PdfDocument&) = delete;
  PdfDocument& operator=(const PdfDocument&) = delete;

  // Starts a new page of exactly width x height mm. The returned context draws in millimetres
  // with the origin at the page's top-left corner, y down; it stays valid until the next
  // begin_page() or finish(). The label is the page's PDF page label ("" for none).
  cairo_t* begin_page(double width_mm, double height_mm, const std::string& label = "");
  cairo_t* begin_page(const Paper& paper, const std::string& label = "") {
    return begin_page(paper.width_mm, paper.height_mm, label);
  }
  // Marks the current page as a card sheet with these trim and bleed boxes.
  void set_page_boxes(const PageBoxes& boxes);
  // A bookmark to a 1-based page; parent 0 is the top level. Returns the bookmark's id.
  int add_bookmark(const std::string& title, int page, int parent = 0);
  void set_viewer_settings(const ViewerSettings& settings) { viewer_ = settings; }

  int page_count() const { return static_cast<int>(page_heights_mm_.size()); }
  // Closes the PDF, runs the qpdf pass and renames it into place. Returns the file's size.
  // Throws std::runtime_error when Cairo or qpdf fails; a page whose drawing failed (its
  // context in error, or its saves and restores unbalanced) is an error naming the file and
  // the page, found when that page ends (here or at the next begin_page), and no file is left.
  std::uintmax_t finish();

  // Test hook: called with every new page's context (the file's path, the 1-based page) after
  // begin_page has set it up; a test breaks the context here to see the error reach the user.
  // Not thread-safe: set it before any document is made, and reset it after.
  using PageHook = std::function<void(cairo_t*, const std::filesystem::path&, int page)>;
  static void set_page_hook_for_tests(PageHook hook);

 private:
  // Checks the open page's drawing and closes it (restore, show page).
  void end_page();

  std::filesystem::path path_;
  TempFile cairo_file_;
  CairoSurfacePtr surface_;
  CairoPtr cr_;
  bool page_open_ = false;
  bool finished_ = false;
  std::vector<double> page_heights_mm_;
  std::vector<std::string> page_labels_;
  std::vector<std::optional<PageBoxes>> boxes_;
  ViewerSettings viewer_;
  std::string language_;
};

}  // namespace spotforge
