// boards.pdf: one landscape page per board; in film mode the films first (print them on
// transparency film) and then their paper frames (print them on paper), so each set goes
// through the printer in one run.
#include "kit/spotlight/spotlight_film.h"
#include "kit/spotlight/spotlight_kit.h"
#include "print/pdf_document.h"
#include "typeset/language_pack.h"

namespace spotforge {

void draw_boards_pdf_page(cairo_t* cr, const SpotlightKit& kit, const SpotlightOptions& options,
                          int b) {
  if (options.night == NightMode::kFilm) {
    draw_film_page(cr, kit.geometry, kit.boards[b], kit.characters, b + 1, kit.language);
  } else {
    draw_board_page(cr, kit.geometry, kit.plan.boards[b], kit.boards[b], kit.characters, kit.title,
                    kit.language, board_mode(options.night), options.seed);
  }
}

std::uintmax_t write_boards_pdf(const SpotlightKit& kit, const SpotlightOptions& options,
                                const std::filesystem::path& file) {
  const auto words = typeset::language_pack(kit.language);
  PdfDocument pdf(
      file, {words->format("spotlight_boards_pdf_title", {{"title", kit.title}}), "",
             words->text("spotlight_boards_pdf_subject"), "spotforge spotlight", kit.language});
  const Paper page = landscape(options.paper);
  const int n = static_cast<int>(kit.boards.size());
  const auto board = [&](const char* key, int b) {
    return words->format(key, {{"n", std::to_string(b + 1)}});
  };
  const char* name =
      options.night == NightMode::kFilm ? "spotlight_board_film" : "spotlight_board_n";
  for (int b = 0; b < n; ++b) {
    draw_boards_pdf_page(pdf.begin_page(page, board(name, b)), kit, options, b);
    pdf.add_bookmark(board(name, b), b + 1);
  }
  if (options.night == NightMode::kFilm) {
    for (int b = 0; b < n; ++b) {
      cairo_t* cr = pdf.begin_page(page, board("spotlight_board_frame", b));
      draw_frame_page(cr, kit.geometry, kit.plan.boards[b], kit.title, kit.language);
      pdf.add_bookmark(board("spotlight_board_frame", b), n + b + 1);
    }
  }
  return pdf.finish();
}

}  // namespace spotforge
