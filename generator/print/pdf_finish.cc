#include "print/pdf_finish.h"

// qpdf 11 wants to know we use std::shared_ptr, not its old PointerHolder.
#define POINTERHOLDER_TRANSITION 4
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <stdexcept>

#include "base/length.h"

namespace spotforge {
namespace {

QPDFObjectHandle pdf_rect(const RectMm& r, double page_height_mm) {
  return QPDFObjectHandle::newFromRectangle(
      QPDFObjectHandle::Rectangle(mm_to_pt(r.x), mm_to_pt(page_height_mm - r.bottom()),
                                  mm_to_pt(r.right()), mm_to_pt(page_height_mm - r.y)));
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
  try {
    QPDF pdf;
    pdf.setSuppressWarnings(true);  // Cairo's known defects; the rewrite repairs them
    pdf.processFile(in.c_str());
    auto all = QPDFPageDocumentHelper(pdf).getAllPages();
    if (all.size() != pages.size()) {
      throw std::runtime_error("the PDF has " + std::to_string(all.size()) + " pages, expected " +
                               std::to_string(pages.size()));
    }
    for (size_t i = 0; i < all.size(); ++i) {
      if (!pages[i].boxes) continue;
      QPDFObjectHandle page = all[i].getObjectHandle();
      page.replaceKey("/TrimBox", pdf_rect(pages[i].boxes->trim, pages[i].height_mm));
      page.replaceKey("/BleedBox", pdf_rect(pages[i].boxes->bleed, pages[i].height_mm));
    }
    pdf.getRoot().replaceKey("/ViewerPreferences",
                             QPDFObjectHandle::parse(viewer_preferences(viewer)));
    // Cairo 1.16 can't write the document language; screen readers and hyphenating viewers
    // read it from the catalog.
    if (!language.empty()) {
      pdf.getRoot().replaceKey("/Lang", QPDFObjectHandle::newUnicodeString(language));
    }
    // To memory: qpdf doesn't notice a write that fails (a full disk), our writer does.
    QPDFWriter writer(pdf);
    writer.setOutputMemory();
    writer.setDeterministicID(true);
    writer.setObjectStreamMode(qpdf_o_generate);
    writer.setCompressStreams(true);
    writer.write();
    const std::shared_ptr<Buffer> buffer = writer.getBufferSharedPointer();
    return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
  } catch (const std::runtime_error&) {
    throw;
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("the PDF pass failed: ") + e.what());
  }
}

}  // namespace spotforge
