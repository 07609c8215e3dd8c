// boards.pdf: one landscape page per board; in film mode the films first (print them on
// transparency film) and then their paper frames (print them on paper), so each set goes
// through the printer in one run.
#include "kit/spotlight_film.h"
#include "kit/spotlight_kit.h"
#include "print/pdf_document.h"

namespace spotforge {

std::uintmax_t write_boards_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                const std::filesystem::path& file) {
  PdfDocument pdf(file, {kit.title + " \u2013 Spotlight boards", "", "Spotlight boards",
                         "spotforge spotlight"});
  const Paper page = landscape(options.paper);
  const int n = static_cast<int>(kit.boards.size());
  for (int b = 0; b < n; ++b) {
    const std::string name = "Board " + std::to_string(b + 1);
    if (options.night == NightMode::kFilm) {
      cairo_t* cr = pdf.begin_page(page, name + " film");
      draw_film_page(cr, kit.geometry, kit.boards[b], kit.characters, b + 1);
      pdf.add_bookmark(name + " \u00b7 film", b + 1);
    } else {
      cairo_t* cr = pdf.begin_page(page, name);
      draw_board_page(cr, kit.geometry, kit.plan.boards[b], kit.boards[b], kit.characters,
                      kit.title, board_mode(options.night), options.seed);
      pdf.add_bookmark(name, b + 1);
    }
  }
  if (options.night == NightMode::kFilm) {
    for (int b = 0; b < n; ++b) {
      const std::string name = "Board " + std::to_string(b + 1);
      cairo_t* cr = pdf.begin_page(page, name + " frame");
      draw_frame_page(cr, kit.geometry, kit.plan.boards[b], kit.title);
      pdf.add_bookmark(name + " \u00b7 paper frame", n + b + 1);
    }
  }
  return pdf.finish();
}

}  // namespace spotforge
