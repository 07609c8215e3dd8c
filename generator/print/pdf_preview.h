// PNG previews of written PDFs, for people who'd rather look than read. Poppler renders the
// finished file, so a preview shows exactly what will print (the same renderer as pdftoppm);
// or, where parsing the file back costs too much, the page's own drawing is painted onto the
// pixels (write_drawing_png).
#pragma once

#include <cairo.h>

#include <filesystem>
#include <functional>

namespace spotforge {

// Pages in the PDF. Throws std::runtime_error when the file can't be read as a PDF.
int pdf_page_count(const std::filesystem::path& pdf);

// Renders page `page` (1-based) on white at `dpi` into `png`, written atomically. Throws
// std::runtime_error when the PDF can't be read, has no such page or the PNG can't be written.
void write_pdf_page_png(const std::filesystem::path& pdf, int page, double dpi,
                        const std::filesystem::path& png);

// Renders a page's own drawing on white at `dpi` into `png`, written atomically: `draw` gets
// a context in millimetres, origin at the top-left corner, y down, as PdfDocument::begin_page
// gives it, so the drawing of a PDF page gives the picture Poppler renders from that page (its
// pixel size the same, the pixels within anti-aliasing). For pages whose pictures Poppler
// decodes again for every use: boards.pdf's characters, drawn 13 times per outlined copy,
// cost 0.6 s of CPU through Poppler and 0.1 s drawn directly. Throws std::runtime_error when
// the drawing fails or the PNG can't be written.
void write_drawing_png(double width_mm, double height_mm, double dpi,
                       const std::function<void(cairo_t*)>& draw, const std::filesystem::path& png);

}  // namespace spotforge
