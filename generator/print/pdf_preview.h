// PNG previews of written PDFs, for people who'd rather look than read. Poppler renders the
// finished file, so a preview shows exactly what will print (the same renderer as pdftoppm).
#pragma once

#include <filesystem>

namespace spotforge {

// Pages in the PDF. Throws std::runtime_error when the file can't be read as a PDF.
int pdf_page_count(const std::filesystem::path& pdf);

// Renders page `page` (1-based) on white at `dpi` into `png`, written atomically. Throws
// std::runtime_error when the PDF can't be read, has no such page or the PNG can't be written.
void write_pdf_page_png(const std::filesystem::path& pdf, int page, double dpi,
                        const std::filesystem::path& png);

}  // namespace spotforge
