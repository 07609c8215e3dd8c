#include "print/pdf_finish.h"

#include "base/length.h"
#include "print/qpdf_pass.h"

namespace spotforge {
namespace {

// Top-left millimetres to PDF's bottom-left points.
PdfRect pdf_rect(const RectMm& r, double page_height_mm) {
  return {mm_to_pt(r.x), mm_to_pt(page_height_mm - r.bottom()), mm_to_pt(r.right()),
          mm_to_pt(page_height_mm - r.y)};
}

std::string viewer_preferences(const ViewerSettings& viewer) {
  std::string prefs = "<< /PrintScaling /None";
  if (viewer.duplex == DuplexMode::kLong) prefs += " /Duplex /DuplexFlipLongEdge";
  if (viewer.duplex == DuplexMode::kShort) prefs += " /Duplex /DuplexFlipShortEdge";
  if (viewer.duplex == DuplexMode::kFold || viewer.duplex == DuplexMode::kNone) {
    prefs += " /Duplex /Simplex";
  }
  return prefs + " >>";
}

}  // namespace

std::string finish_pdf(const std::filesystem::path& in, const std::vector<PageFinish>& pages,
                       const ViewerSettings& viewer, const std::string& language) {
  QpdfPass pass;
  for (const PageFinish& page : pages) {
    if (!page.boxes) {
      pass.pages.emplace_back();
      continue;
    }
    pass.pages.push_back(QpdfPageBoxes{pdf_rect(page.boxes->trim, page.height_mm),
                                       pdf_rect(page.boxes->bleed, page.height_mm)});
  }
  pass.viewer_preferences = viewer_preferences(viewer);
  pass.language = language;
  return run_qpdf_pass(in.string(), pass);
}

}  // namespace spotforge
