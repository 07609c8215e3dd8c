#include "kit/deck/deck_pdf.h"

#include <algorithm>
#include <cmath>

#include "base/diagnostic.h"
#include "base/handles.h"
#include "base/length.h"
#include "kit/credits_text.h"
#include "kit/deck/card_images.h"
#include "kit/kit_words.h"
#include "print/card_decor.h"
#include "print/ink_contrast.h"
#include "print/pdf_document.h"
#include "print/sheet_template.h"
#include "typeset/language_pack.h"

namespace spotforge {
namespace {

Rgba rgba(const Color& c) { return {c.r, c.g, c.b, c.a}; }

void draw_background(cairo_t* cr, const CardStyle& style, const CardTrim& outline) {
  set_source(cr, rgba(style.background));
  cairo_paint(cr);
  if (!style.border) return;
  // The ring runs from inside the trim out through the bleed, so a cut a little off the
  // line still leaves a clean coloured edge, and is wide enough that a slip doesn't show.
  set_source(cr, rgba(style.border->color));
  cairo_new_path(cr);
  append_trim_path(cr, outline, style.bleed_mm);
  append_trim_path(cr, outline, -printed_border_mm(style));
  cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_fill(cr);
}

void draw_symbols(cairo_t* cr, const CardLayout& layout, const std::vector<SymbolArt>& arts) {
  for (const PlacedSymbol& placed : layout.symbols) {
    CairoSaved saved(cr);
    cairo_translate(cr, placed.x_mm, placed.y_mm);
    cairo_rotate(cr, placed.rotation_deg * M_PI / 180);  // clockwise in y-down space
    if (placed.mirror) cairo_scale(cr, -1, 1);
    arts.at(placed.symbol)
        .draw(cr, -placed.width_mm / 2, -placed.height_mm / 2, placed.width_mm, placed.height_mm);
  }
}

// The theme's back picture, scaled to cover the whole card and its bleed (the bleed clip
// trims what sticks out), keeping its proportions.
std::function<void(cairo_t*, double, double, double, double)> back_picture(const Theme& theme) {
  if (theme.card.back.image.empty()) return nullptr;
  ArtSource source;
  source.kind = ArtSource::Kind::kFile;
  source.value = theme.card.back.image.string();
  source.root = theme.folder;
  source.label = "the card back's image";
  const SymbolArt art = SymbolArt::load(source);
  return [art](cairo_t* cr, double x, double y, double w, double h) {
    const InkBox& box = art.box();
    const double scale = std::max(w / box.width, h / box.height);
    const double pw = box.width * scale, ph = box.height * scale;
    art.draw(cr, x + (w - pw) / 2, y + (h - ph) / 2, pw, ph);
  };
}

std::vector<CardPlacement> placements(const Imposition& imp, int count,
                                      const DeckPrintOptions& options) {
  const auto backs =
      back_slots(imp, options.duplex, options.back_offset_x_mm, options.back_offset_y_mm);
  const bool backs_page =
      options.duplex == DuplexMode::kLong || options.duplex == DuplexMode::kShort;
  std::vector<CardPlacement> out;
  for (int c = 0; c < count; ++c) {
    const int sheet = c / imp.per_page(), slot = c % imp.per_page();
    CardPlacement p;
    p.page = 1 + sheet * (backs_page ? 2 : 1);
    p.x_mm = imp.slots[slot].x_mm;
    p.y_mm = imp.slots[slot].y_mm;
    if (!backs.empty()) {
      p.back_page = backs_page ? p.page + 1 : p.page;
      p.back_x_mm = backs[slot].x_mm;
      p.back_y_mm = backs[slot].y_mm;
    }
    out.push_back(p);
  }
  return out;
}

}  // namespace

double printed_border_mm(const CardStyle& card) {
  return card.border ? std::max(card.border->width_mm, card.safe_margin_mm) : 0;
}

double card_number_band_mm(const CardStyle& card) {
  return card.border ? printed_border_mm(card) : card.safe_margin_mm;
}

Rgba trim_ground(const CardStyle& card) {
  return rgba(card.border ? card.border->color : card.background);
}

std::vector<Diagnostic> print_option_warnings(const DeckPrintOptions& o, bool paper_given) {
  std::vector<Diagnostic> out;
  auto warn = [&](const std::string& file, const std::string& message) {
    out.push_back({Diagnostic::Severity::kWarning, file, 0, 0, message});
  };
  if (o.sheet_template && paper_given) {
    const Paper sheet = load_sheet_template(*o.sheet_template).paper;
    const bool same = std::abs(sheet.width_mm - o.paper.width_mm) < 0.5 &&
                      std::abs(sheet.height_mm - o.paper.height_mm) < 0.5;
    if (!same) {
      warn(o.sheet_template->string(),
           "--paper " + o.paper.name + " is not used: this sheet template is for " + sheet.name +
               " paper and the cards print on that; leave out --paper, or choose a sheet for " +
               o.paper.name);
    }
  }
  const bool offset = o.back_offset_x_mm != 0 || o.back_offset_y_mm != 0;
  if (offset && (o.duplex == DuplexMode::kFold || o.duplex == DuplexMode::kNone)) {
    warn("", "--back-offset is not used with --duplex " + to_string(o.duplex) +
                 (o.duplex == DuplexMode::kFold
                      ? ": fronts and backs print on one side of the sheet, in register"
                      : ": there are no backs") +
                 "; leave it out, or choose --duplex long or short");
  }
  if (!o.images_dir && o.images_ppi != DeckPrintOptions{}.images_ppi) {
    warn("",
         "--images-ppi is not used without --images; add --images DIR to write the card images");
  }
  return out;
}

BackDesign back_design(const Theme& theme, bool solid) {
  BackDesign design;
  design.solid = solid;
  design.picture = back_picture(theme);
  design.color = rgba(theme.card.back.color);
  design.text = theme.card.back.text;
  design.title = theme.title;
  design.font_family = theme.fonts.heading;
  return design;
}

CardTrim card_trim(const CardStyle& card) {
  if (card.shape == CardShape::kCircle) return CardTrim::circle(card.diameter_mm);
  return CardTrim::rounded_rect(card.width_mm, card.height_mm, card.corner_radius_mm);
}

Imposition deck_imposition(const Theme& theme, const DeckPrintOptions& options) {
  const CardTrim outline = card_trim(theme.card);
  const bool double_sided =
      options.duplex == DuplexMode::kLong || options.duplex == DuplexMode::kShort;
  if (options.duplex_test && !double_sided) {
    throw InputError(
        "--duplex-test measures a double-sided printer; use it with --duplex long "
        "or --duplex short");
  }
  if (!options.sheet_template) {
    try {
      return impose(options.paper, outline, theme.card.bleed_mm,
                    {.fold = options.duplex == DuplexMode::kFold});
    } catch (const InputError& e) {
      // The card's size is in theme.yaml: say so at its line (theme check does the same).
      throw InputError(std::vector<Diagnostic>{{Diagnostic::Severity::kError, theme.file.string(),
                                                theme.card.size_line, theme.card.size_column,
                                                "card: " + e.diagnostics().front().message}});
    }
  }
  Imposition imp = load_sheet_template(*options.sheet_template);
  const bool same_card = imp.card.shape == outline.shape &&
                         std::abs(imp.card.width_mm - outline.width_mm) < 0.01 &&
                         std::abs(imp.card.height_mm - outline.height_mm) < 0.01;
  if (!same_card) {
    throw InputError(options.sheet_template->string() + ": the sheet is for " +
                     format_mm(imp.card.width_mm) + " x " + format_mm(imp.card.height_mm) +
                     " cards but theme " + theme.id + " has " + format_mm(outline.width_mm) +
                     " x " + format_mm(outline.height_mm) +
                     " cards; choose a sheet for this card size");
  }
  if (options.duplex == DuplexMode::kFold) {
    throw InputError(
        "--duplex fold can't use a sheet template; leave out --sheet or choose "
        "--duplex long, short or none");
  }
  imp.card.corner_radius_mm = outline.corner_radius_mm;
  return imp;
}

CardPainter deck_card_painter(const Theme& theme, const std::vector<SymbolArt>& arts,
                              const std::vector<CardLayout>& cards, const DeckPrintOptions& options,
                              double bleed_mm) {
  const CardTrim outline = card_trim(theme.card);
  const BackDesign back = back_design(theme, options.solid_backs);
  TextStyle number_style;
  number_style.family = theme.fonts.body;
  number_style.size_pt = 5;
  // On the border's colour, or in grey on the face.
  number_style.color =
      theme.card.border ? contrast_ink(trim_ground(theme.card)) : Rgba{0.45, 0.45, 0.45, 1};
  const bool numbers = options.card_numbers;
  CardPainter painter;
  painter.background = [&theme, outline](cairo_t* cr, int) {
    draw_background(cr, theme.card, outline);
  };
  painter.art = [&cards, &arts, &theme, outline, number_style, numbers](cairo_t* cr, int card) {
    draw_symbols(cr, cards.at(card), arts);
    if (numbers) {
      draw_card_number(cr, outline, card_number_band_mm(theme.card), card + 1, number_style);
    }
  };
  painter.back = [outline, bleed_mm, back](cairo_t* cr, int) {
    draw_card_back(cr, outline, bleed_mm, back);
  };
  return painter;
}

DeckPdfReport write_deck_pdf(const std::filesystem::path& pdf, const Theme& theme,
                             const std::vector<SymbolArt>& arts,
                             const std::vector<CardLayout>& cards,
                             const DeckPrintOptions& options) {
  const Imposition imp = deck_imposition(theme, options);
  const CardPainter painter = deck_card_painter(theme, arts, cards, options, imp.bleed_mm);

  CardSheetOptions sheet;
  sheet.duplex = options.duplex;
  sheet.back_offset_x_mm = options.back_offset_x_mm;
  sheet.back_offset_y_mm = options.back_offset_y_mm;
  sheet.cut_guides = options.cut_guides;
  sheet.cut_guides.ground = trim_ground(theme.card);
  sheet.font.family = theme.fonts.body;
  const std::string language = options.language.empty() ? kit_language(theme) : options.language;
  const auto pack = typeset::language_pack(language);
  sheet.words = print_words(language);
  sheet.product = pack->format("deck_product", {{"title", theme.title}});
  const int count = static_cast<int>(cards.size());
  const int card_pages = card_sheet_page_count(imp, count, options.duplex);
  sheet.total_pages = card_pages + (options.duplex_test ? kDuplexTestPages : 0);

  const std::string credits = credits_text(theme, language);
  PdfDocument doc(pdf, {pack->format("deck_pdf_title", {{"title", theme.title}}),
                        theme.author.empty() ? credits : theme.author + "; " + credits,
                        pack->format("deck_pdf_subject", {{"n", std::to_string(count)}}),
                        theme.id + ", " + pack->text("deck_pdf_keywords"), language});
  doc.set_viewer_settings({options.duplex});
  add_card_sheets(doc, imp, count, painter, sheet);
  if (options.duplex_test) {
    sheet.first_page = card_pages + 1;
    add_duplex_test_pages(doc, imp.paper, sheet);
  }
  DeckPdfReport report;
  report.placements = placements(imp, count, options);
  report.pages = doc.page_count();
  report.sheets = card_sheet_count(imp, count);
  report.imposition = imp.name == "computed" ? imp.describe() : imp.name + ": " + imp.describe();
  report.bytes = doc.finish();
  if (options.images_dir) {
    report.images = write_card_images(*options.images_dir, theme, painter, imp.card, imp.bleed_mm,
                                      count, options.images_ppi);
  }
  return report;
}

}  // namespace spotforge
