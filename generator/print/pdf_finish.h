// The qpdf pass over Cairo's output: TrimBox/BleedBox on card sheets, ViewerPreferences (no
// print scaling, the duplex mode), and a full rewrite that repairs Cairo 1.16's known defects
// (dangling xref entries, doubled /XObject names) so that `qpdf --check` passes. The rewrite
// uses a deterministic /ID so identical input gives identical bytes.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "print/pdf_document.h"

namespace spotforge {

struct PageFinish {
  double height_mm = 0;  // to turn top-left millimetres into PDF's bottom-left points
  std::optional<PageBoxes> boxes;
};

// Reads `in` and returns the finished PDF's bytes. Throws std::runtime_error when qpdf cannot
// read it.
std::string finish_pdf(const std::filesystem::path& in, const std::vector<PageFinish>& pages,
                       const ViewerSettings& viewer, const std::string& language = "");

}  // namespace spotforge
