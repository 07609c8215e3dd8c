#include "kit/party/party_components.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "base/diagnostic.h"
#include "base/handles.h"
#include "kit/deck/deck_pdf.h"
#include "print/card_decor.h"
#include "print/die_lines.h"
#include "print/fold_nets.h"
#include "print/page_marks.h"
#include "print/pdf_document.h"
#include "typeset/language_pack.h"

namespace spotforge {
namespace {

// One colour per player's holder, far enough apart to tell holders across the table.
constexpr std::array<Rgba, 8> kPlayerColours = {{{0.89, 0.29, 0.24, 1},
                                                 {0.98, 0.65, 0.15, 1},
                                                 {0.99, 0.84, 0.22, 1},
                                                 {0.40, 0.73, 0.33, 1},
                                                 {0.20, 0.63, 0.78, 1},
                                                 {0.29, 0.38, 0.78, 1},
                                                 {0.61, 0.36, 0.71, 1},
                                                 {0.91, 0.45, 0.65, 1}}};
const Rgba kInk{0.15, 0.15, 0.18, 1};
const Rgba kPale{0.96, 0.96, 0.97, 1};
constexpr double kStandeeWidthMm = 64;
constexpr double kStandeeFaceMm = 78;

// The instructions, in our words, from the language's strings.yaml.
struct Words {
  std::string title;  // followed by the theme's title
  std::string print;  // paper and scale
  std::string folds;  // the legend's words: cut, valley, mountain
  std::string valley;
  std::string mountain;
  std::string holders;                // how to fold and use a card holder
  std::string mascot;                 // how to fold the mascot ({name}: the mascot's name)
  std::string glue;                   // on the flap
  std::string card_here;              // on the face
  std::string holders_of;             // page label
  const typeset::LanguagePack* pack;  // for the holders' "Player {n}"
};

Words words_for(const typeset::LanguagePack& pack) {
  return {pack.text("party_components_title"),
          pack.text("party_components_print"),
          pack.text("legend_cut"),
          pack.text("legend_valley_fold"),
          pack.text("legend_mountain_fold"),
          pack.text("card_holder_instructions"),
          pack.text("mascot_standee_instructions"),
          pack.text("card_holder_glue"),
          pack.text("card_holder_card_here"),
          pack.text("card_holders_label"),
          &pack};
}

// The usable rectangle of a page: inside the margins and the mark strips.
struct Area {
  double left, top, right, bottom;
};
Area usable_area(const Paper& paper) {
  const double side = paper.min_margin_mm + kMarkStripMm;
  return {side, paper.min_margin_mm, paper.width_mm - side, paper.height_mm - paper.min_margin_mm};
}

// Runs `draw` with the drawing turned half a turn about (cx, cy): what reads upright once the
// panel is folded over.
template <typename Draw>
void upside_down(cairo_t* cr, double cx, double cy, Draw draw) {
  CairoSaved saved(cr);
  cairo_translate(cr, cx, cy);
  cairo_rotate(cr, std::numbers::pi);
  cairo_translate(cr, -cx, -cy);
  draw();
}

void fill_rect(cairo_t* cr, double x, double y, double w, double h, const Rgba& colour) {
  cairo_new_path(cr);
  cairo_rectangle(cr, x, y, w, h);
  set_source(cr, colour);
  cairo_fill(cr);
}

void draw_picture(cairo_t* cr, const SymbolArt& art, double cx, double cy, double size) {
  const InkBox& box = art.box();
  const double scale = size / std::max(box.width, box.height);
  const double w = box.width * scale, h = box.height * scale;
  art.draw(cr, cx - w / 2, cy - h / 2, w, h);
}

void draw_folds(cairo_t* cr, const StripNet& net, double x, double y) {
  for (size_t i = 0; i < net.folds.size(); ++i) {
    const double at = y + net.offset_mm(static_cast<int>(i) + 1);
    fold_line(cr, x, at, x + net.width_mm, at, net.folds[i]);
  }
}

// One holder at (x, y), the lip at the top of the sheet. On the table the lip and shelf are at
// the player's side, the face rises from the shelf (so it reads upright turned half a turn
// here) and the back, upright here, faces the other players with the deck's back design.
void draw_holder(cairo_t* cr, const Theme& theme, const Words& words, const StripNet& net, double x,
                 double y, int player) {
  const Rgba colour = kPlayerColours[player % kPlayerColours.size()];
  const double w = net.width_mm;
  const double lip = net.offset_mm(0), shelf = net.offset_mm(1), face = net.offset_mm(2),
               back = net.offset_mm(3), base = net.offset_mm(4);
  fill_rect(cr, x, y + lip, w, shelf - lip, colour);
  fill_rect(cr, x, y + shelf, w, face - shelf, {colour.r, colour.g, colour.b, 0.45});
  fill_rect(cr, x, y + face, w, back - face, kPale);
  const TextStyle label{theme.fonts.heading, 9, true, kInk};
  upside_down(cr, x + w / 2, y + face + (back - face) / 2, [&] {
    const double card =
        theme.card.shape == CardShape::kCircle ? theme.card.diameter_mm : theme.card.height_mm;
    // The card's outline where it rests, its foot on the shelf (the panel's bottom, turned).
    const double face_bottom = y + back;
    cairo_new_path(cr);
    const CardTrim trim = card_trim(theme.card);
    cairo_save(cr);
    cairo_translate(cr, x + w / 2, face_bottom - 2 - card / 2);
    append_trim_path(cr, trim);
    cairo_restore(cr);
    set_source(cr, {colour.r, colour.g, colour.b, 0.9});
    cairo_set_line_width(cr, 0.5);
    const double dash[] = {3, 2};
    cairo_set_dash(cr, dash, 2, 0);
    cairo_stroke(cr);
    cairo_set_dash(cr, nullptr, 0, 0);
    draw_text(cr, words.card_here, {theme.fonts.body, 8, false, {0.45, 0.45, 0.5, 1}}, x + w / 2,
              face_bottom - 2 - card / 2 - 3, TextAlign::kCentre);
  });
  // The back: the deck's back design in a card-sized shape, so the holder looks like the deck.
  {
    const double h = base - back;
    CairoSaved saved(cr);
    const BackDesign design = back_design(theme);
    fill_rect(cr, x, y + back, w, h, design.color);
    // The back design paints through its bleed: keep it on this panel.
    cairo_rectangle(cr, x, y + back, w, h);
    cairo_clip(cr);
    const double size = std::min(w, h) - 10;
    cairo_translate(cr, x + w / 2, y + back + h / 2);
    draw_card_back(cr, CardTrim::circle(size), 0, design);
  }
  // The base and its glue flap.
  const double flap_top = y + net.length_mm() - net.panels[1].length_mm;
  fill_rect(cr, x, y + base, w, flap_top - (y + base), kPale);
  // The player's number on the shelf, read from the player's seat (the lip is nearest them).
  upside_down(cr, x + w / 2, y + shelf + (face - shelf) / 2, [&] {
    const std::string name =
        words.pack->format("card_holder_player", {{"n", std::to_string(player + 1)}});
    const TextSize size = measure_text(cr, name, label);
    draw_text(cr, name, label, x + w / 2, y + shelf + (face - shelf - size.height_mm) / 2,
              TextAlign::kCentre);
  });
  fill_rect(cr, x, flap_top, w, net.panels[1].length_mm, {0.85, 0.85, 0.87, 1});
  draw_text(cr, words.glue, {theme.fonts.body, 7, false, {0.4, 0.4, 0.45, 1}}, x + w / 2,
            flap_top + 2, TextAlign::kCentre);
  cut_rect(cr, x, y, w, net.length_mm());
  draw_folds(cr, net, x, y);
}

// The mascot: foot, front (reads upright turned half a turn here), back (upright), foot.
void draw_standee(cairo_t* cr, const Theme& theme, const SymbolArt& art, const std::string& name,
                  double x, double y) {
  const StripNet net = standee_net(kStandeeWidthMm, kStandeeFaceMm);
  const double w = net.width_mm;
  const Rgba band = back_design(theme).color;
  fill_rect(cr, x, y, w, net.length_mm(), kPale);
  fill_rect(cr, x, y, w, net.panels[0].length_mm, band);
  fill_rect(cr, x, y + net.offset_mm(3), w, net.panels[3].length_mm, band);
  const TextStyle style{theme.fonts.heading, 11, true, kInk};
  auto face = [&](double top) {
    const double h = kStandeeFaceMm;
    draw_picture(cr, art, x + w / 2, top + h * 0.43, std::min(w, h) * 0.72);
    draw_text(cr, name, style, x + w / 2, top + h - 12, TextAlign::kCentre);
  };
  const double front = y + net.offset_mm(1), back = y + net.offset_mm(2);
  upside_down(cr, x + w / 2, front + kStandeeFaceMm / 2, [&] { face(front); });
  face(back);
  cut_rect(cr, x, y, w, net.length_mm());
  draw_folds(cr, net, x, y);
}

// The legend: a short sample of each line with its meaning.
double draw_legend(cairo_t* cr, const Words& words, const TextStyle& style, double x, double y) {
  auto sample = [&](auto draw, const std::string& text) {
    draw(y + 1.6);
    draw_text(cr, text, style, x + 16, y);
    y += 5;
  };
  sample(
      [&](double at) {
        cairo_new_path(cr);
        cairo_move_to(cr, x, at);
        cairo_line_to(cr, x + 12, at);
        cut_current_path(cr);
      },
      words.folds);
  sample([&](double at) { fold_line(cr, x, at, x + 12, at, Fold::kValley); }, words.valley);
  sample([&](double at) { fold_line(cr, x, at, x + 12, at, Fold::kMountain); }, words.mountain);
  return y;
}

std::string mascot_name(const Theme& theme, int mascot, const std::string& language) {
  const auto& names = theme.symbols[mascot].names;
  auto it = names.find(language);
  if (it == names.end()) it = names.find("en");
  if (it == names.end()) it = names.begin();
  return it == names.end() ? theme.symbols[mascot].id : it->second;
}

}  // namespace

PartyComponentsReport write_party_components_pdf(const Theme& theme,
                                                 const std::vector<SymbolArt>& arts,
                                                 const PartyComponentsOptions& options,
                                                 const std::filesystem::path& file) {
  const int mascot = theme.mascot_index();
  if (mascot < 0) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, theme.file.string(), 0, 0,
         "the theme has no mascot for the party components; expected one symbol with "
         "role: mascot"}});
  }
  const double card_w =
      theme.card.shape == CardShape::kCircle ? theme.card.diameter_mm : theme.card.width_mm;
  const double card_h =
      theme.card.shape == CardShape::kCircle ? theme.card.diameter_mm : theme.card.height_mm;
  const StripNet holder = card_holder_net(card_w, card_h);
  Paper paper = options.paper;
  if (paper.width_mm > paper.height_mm) std::swap(paper.width_mm, paper.height_mm);
  const Area area = usable_area(paper);
  const int per_row = static_cast<int>((area.right - area.left + 4) / (holder.width_mm + 4));
  if (per_row < 1 || holder.length_mm() > area.bottom - area.top) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, theme.file.string(), 0, 0,
         "a card holder for this card (" + std::to_string(static_cast<int>(holder.length_mm())) +
             " mm long) doesn't fit on " + paper.name +
             " paper; expected a bigger paper (--paper a3) or a smaller card"}});
  }
  const auto pack = typeset::language_pack(options.language);
  const Words words = words_for(*pack);
  const std::string name = mascot_name(theme, mascot, options.language);

  PdfDocument pdf(file, {theme.title + " \u2013 " + words.title, theme.author, words.title,
                         "spotforge party components", options.language});
  const TextStyle body{theme.fonts.body, 9, false, kInk};
  const TextStyle heading{theme.fonts.heading, 14, true, kInk};
  int page = 0;

  // Page 1: how to make them, and the mascot.
  cairo_t* cr = pdf.begin_page(paper, words.title);
  pdf.add_bookmark(words.title, ++page);
  const double width = area.right - area.left;
  double y = area.top + 4;
  y += draw_text(cr, words.title, heading, area.left, y).height_mm + 3;
  y += draw_paragraph(cr, words.print, body, area.left, y, width).height_mm + 3;
  y = draw_legend(cr, words, body, area.left, y) + 3;
  y += draw_paragraph(cr, words.holders, body, area.left, y, width).height_mm + 3;
  y += draw_paragraph(cr, pack->format("mascot_standee_instructions", {{"name", name}}), body,
                      area.left, y, width)
           .height_mm +
       6;
  draw_standee(cr, theme, arts[mascot], name, area.left + (width - kStandeeWidthMm) / 2, y);
  draw_page_marks(cr, paper, pack->text("print_ruler"),
                  theme.title + " \u00b7 " + words.title + " \u00b7 1", body);

  // The holders, as many to a page as fit side by side.
  for (int i = 0; i < options.holders; ++i) {
    if (i % per_row == 0) {
      if (i > 0) {
        draw_page_marks(
            cr, paper, pack->text("print_ruler"),
            theme.title + " \u00b7 " + words.holders_of + " \u00b7 " + std::to_string(page), body);
      }
      cr = pdf.begin_page(paper, words.holders_of);
      pdf.add_bookmark(words.holders_of, ++page);
    }
    const int slot = i % per_row;
    const double used = per_row * holder.width_mm + (per_row - 1) * 4;
    const double x = area.left + (width - used) / 2 + slot * (holder.width_mm + 4);
    draw_holder(cr, theme, words, holder, x, area.top, i);
  }
  if (options.holders > 0) {
    draw_page_marks(cr, paper, pack->text("print_ruler"),
                    theme.title + " \u00b7 " + words.holders_of + " \u00b7 " + std::to_string(page),
                    body);
  }
  PartyComponentsReport report;
  report.pages = pdf.page_count();
  report.bytes = pdf.finish();
  return report;
}

}  // namespace spotforge
