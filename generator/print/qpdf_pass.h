// The calls into qpdf, kept in their own translation unit built as C++17: qpdf 11's JSON.hh
// holds a std::vector of an incomplete type, which clang 14 refuses under C++20's constexpr
// std::vector (g++ accepts it). This header and its source use only standard C++17, in PDF
// points; print/pdf_finish turns the print engine's millimetres into them.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace spotforge {

// A rectangle in PDF user space: lower-left x, y, upper-right x, y (points).
using PdfRect = std::array<double, 4>;

struct QpdfPageBoxes {
  PdfRect trim{};
  PdfRect bleed{};
};

struct QpdfPass {
  std::vector<std::optional<QpdfPageBoxes>> pages;  // one entry per page, in order
  std::string viewer_preferences;                   // a PDF dictionary, e.g. "<< ... >>"
  std::string language;                             // the catalog's /Lang, none when empty
};

// Reads the PDF at `path`, sets what `pass` says and returns the rewritten file's bytes, with
// a deterministic /ID. Throws std::runtime_error when qpdf can't read it or the page count is
// not the pass's.
std::string run_qpdf_pass(const std::string& path, const QpdfPass& pass);

// What a PDF's readers navigate by, read back (for tests): the outline depth first, each entry
// with its depth (0 at the top) and title, and each page's label prefix (/P).
struct PdfNavigation {
  std::vector<std::pair<int, std::string>> outline;
  std::vector<std::string> page_label_prefixes;
};
PdfNavigation read_pdf_navigation(const std::string& path);

}  // namespace spotforge
