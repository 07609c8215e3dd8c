#include "print/qpdf_pass.h"

// qpdf 11 wants to know we use std::shared_ptr, not its old PointerHolder.
#define POINTERHOLDER_TRANSITION 4
#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFOutlineDocumentHelper.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageLabelDocumentHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <fstream>
#include <iterator>
#include <stdexcept>

namespace spotforge {
namespace {

QPDFObjectHandle rectangle(const PdfRect& r) {
  return QPDFObjectHandle::newFromRectangle(QPDFObjectHandle::Rectangle(r[0], r[1], r[2], r[3]));
}

void add_outline(std::vector<QPDFOutlineObjectHelper> level, int depth,
                 std::vector<std::pair<int, std::string>>* out) {
  for (QPDFOutlineObjectHelper& entry : level) {
    out->emplace_back(depth, entry.getTitle());
    add_outline(entry.getKids(), depth + 1, out);
  }
}

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) throw std::runtime_error("can't read " + path);
  return bytes;
}

}  // namespace

std::string run_qpdf_pass(const std::string& path, const QpdfPass& pass) {
  try {
    QPDF pdf;
    pdf.setSuppressWarnings(true);  // Cairo's known defects; the rewrite repairs them
    // Parsed from memory: from the file, qpdf seeks and reads in small pieces (a third of
    // its time on the boards' many objects went to lseek).
    const std::string bytes = file_bytes(path);
    pdf.processMemoryFile(path.c_str(), bytes.data(), bytes.size());
    auto all = QPDFPageDocumentHelper(pdf).getAllPages();
    if (all.size() != pass.pages.size()) {
      throw std::runtime_error("the PDF has " + std::to_string(all.size()) + " pages, expected " +
                               std::to_string(pass.pages.size()));
    }
    for (size_t i = 0; i < all.size(); ++i) {
      if (!pass.pages[i]) continue;
      QPDFObjectHandle page = all[i].getObjectHandle();
      page.replaceKey("/TrimBox", rectangle(pass.pages[i]->trim));
      page.replaceKey("/BleedBox", rectangle(pass.pages[i]->bleed));
    }
    pdf.getRoot().replaceKey("/ViewerPreferences",
                             QPDFObjectHandle::parse(pass.viewer_preferences));
    // Cairo 1.16 can't write the document language; screen readers and hyphenating viewers
    // read it from the catalog.
    if (!pass.language.empty()) {
      pdf.getRoot().replaceKey("/Lang", QPDFObjectHandle::newUnicodeString(pass.language));
    }
    // To memory: qpdf doesn't notice a write that fails (a full disk), our writer does.
    QPDFWriter writer(pdf);
    writer.setOutputMemory();
    writer.setDeterministicID(true);
    writer.setObjectStreamMode(qpdf_o_generate);
    writer.setCompressStreams(true);
    // Cairo's streams are already compressed: copied as they are, not inflated and deflated
    // again (a fifth of a whole kit's CPU on the 6 MB boards.pdf); the few plain ones are
    // still compressed.
    writer.setDecodeLevel(qpdf_dl_none);
    writer.write();
    const std::shared_ptr<Buffer> buffer = writer.getBufferSharedPointer();
    return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
  } catch (const std::runtime_error&) {
    throw;
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("the PDF pass failed: ") + e.what());
  }
}

PdfNavigation read_pdf_navigation(const std::string& path) {
  QPDF pdf;
  pdf.processFile(path.c_str());
  PdfNavigation navigation;
  QPDFOutlineDocumentHelper outlines(pdf);
  add_outline(outlines.getTopLevelOutlines(), 0, &navigation.outline);
  QPDFPageLabelDocumentHelper labels(pdf);
  const size_t pages = QPDFPageDocumentHelper(pdf).getAllPages().size();
  for (size_t i = 0; i < pages && labels.hasPageLabels(); ++i) {
    QPDFObjectHandle label = labels.getLabelForPage(static_cast<long long>(i));
    QPDFObjectHandle prefix = label.isDictionary() ? label.getKey("/P") : QPDFObjectHandle();
    navigation.page_label_prefixes.push_back(prefix.isString() ? prefix.getUTF8Value() : "");
  }
  return navigation;
}

}  // namespace spotforge
