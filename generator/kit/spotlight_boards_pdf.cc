// boards.pdf: one landscape page per board.
#include "kit/spotlight_kit.h"
#include "print/pdf_document.h"

namespace spotforge {

std::uintmax_t write_boards_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                const std::filesystem::path& file) {
  PdfDocument pdf(file, {kit.title + " \u2013 Spotlight boards", "", "Spotlight boards",
                         "spotforge spotlight"});
  const Paper page = landscape(options.paper);
  for (size_t b = 0; b < kit.boards.size(); ++b) {
    cairo_t* cr = pdf.begin_page(page, "Board " + std::to_string(b + 1));
    draw_board_page(cr, kit.geometry, kit.plan.boards[b], kit.boards[b], kit.characters, kit.title,
                    options.mode, options.seed);
    pdf.add_bookmark("Board " + std::to_string(b + 1), static_cast<int>(b) + 1);
  }
  return pdf.finish();
}

}  // namespace spotforge
