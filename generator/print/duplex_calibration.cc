// The duplex test sheet (declared in card_sheet.h): crossing lines on the front page, and on
// the back page, at the places those lines land for the chosen flip, scales in millimetres.
#include <cmath>
#include <cstdio>
#include <string>

#include "base/handles.h"
#include "print/card_sheet.h"
#include "print/cut_guides.h"
#include "print/page_marks.h"

namespace spotforge {
namespace {

constexpr double kScaleHalfMm = 5;

// The reference points: the page centre and four points towards the corners.
std::vector<std::pair<double, double>> test_points(const Paper& paper) {
  const double cx = paper.width_mm / 2, cy = paper.height_mm / 2;
  const double dx = paper.width_mm / 2 - 40, dy = paper.height_mm / 2 - 40;
  return {{cx, cy}, {cx - dx, cy - dy}, {cx + dx, cy - dy}, {cx - dx, cy + dy}, {cx + dx, cy + dy}};
}

void pen(cairo_t* cr, double width) {
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, width);
}

void draw_cross_lines(cairo_t* cr, double x, double y) {
  CairoSaved saved(cr);
  pen(cr, 0.15);
  cross_path(cr, x, y, 12);
  cairo_stroke(cr);
}

// A horizontal scale (reads DX) above the point and a vertical one (reads DY) left of it.
void draw_scales(cairo_t* cr, double x, double y, const TextStyle& font) {
  CairoSaved saved(cr);
  pen(cr, 0.12);
  TextStyle tiny = font;
  tiny.size_pt = 4.5;
  tiny.color = {0, 0, 0, 1};
  for (int v = -static_cast<int>(kScaleHalfMm); v <= kScaleHalfMm; ++v) {
    const double len = v == 0 ? 4 : (v % 5 == 0 ? 3 : 2);
    cairo_move_to(cr, x + v, y - 8);
    cairo_line_to(cr, x + v, y - 8 + len);
    cairo_move_to(cr, x - 8, y + v);
    cairo_line_to(cr, x - 8 + len, y + v);
  }
  cairo_stroke(cr);
  for (int v = -4; v <= 4; v += 2) {
    const std::string text = std::to_string(v);
    draw_text(cr, text, tiny, x + v, y - 10.5, TextAlign::kCentre);
    draw_text(cr, text, tiny, x - 8.8, y + v - 0.8, TextAlign::kRight);
  }
}

// "1.5", "-0.5", "0": millimetres to a tenth, as --back-offset takes them.
std::string mm_value(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", std::abs(v) < 0.05 ? 0.0 : v);
  std::string t = buf;
  if (t.size() > 2 && t.compare(t.size() - 2, 2, ".0") == 0) t.resize(t.size() - 2);
  return t;
}

std::pair<double, double> mirrored(const Paper& paper, DuplexMode mode, double x, double y) {
  if (flip_mirrors_columns(paper, mode)) return {paper.width_mm - x, y};
  return {x, paper.height_mm - y};
}

}  // namespace

int add_duplex_test_pages(PdfDocument& doc, const Paper& paper, const CardSheetOptions& o) {
  const DuplexMode mode = o.duplex == DuplexMode::kShort ? DuplexMode::kShort : DuplexMode::kLong;
  const int pages = o.total_pages > 0 ? o.total_pages : o.first_page + 1;
  TextStyle body = o.font;
  body.size_pt = 8;
  body.color = {0, 0, 0, 1};

  const PrintWords& w = o.words;

  cairo_t* cr = doc.begin_page(paper, w.duplex_test_page_front);
  doc.add_bookmark(w.duplex_test_bookmark, o.first_page);
  for (auto [x, y] : test_points(paper)) draw_cross_lines(cr, x, y);
  draw_text(cr, fill_words(w.duplex_test_front, {{"instruction", w.duplex(mode)}}), body,
            paper.width_mm / 2, paper.height_mm / 2 + 20, TextAlign::kCentre);
  draw_page_marks(cr, paper, w.ruler,
                  fill_words(w.duplex_test_label_front, {{"product", o.product},
                                                         {"page", std::to_string(o.first_page)},
                                                         {"pages", std::to_string(pages)}}),
                  o.font);

  cr = doc.begin_page(paper, w.duplex_test_page_back);
  for (auto [x, y] : test_points(paper)) {
    auto [bx, by] = mirrored(paper, mode, x, y);
    draw_scales(cr, bx + o.back_offset_x_mm, by + o.back_offset_y_mm, o.font);
  }
  const double cx = paper.width_mm / 2;
  const double ty = paper.height_mm / 2 + 20;
  draw_text(cr, w.duplex_test_read1, body, cx, ty, TextAlign::kCentre);
  draw_text(cr, w.duplex_test_read2, body, cx, ty + 4, TextAlign::kCentre);
  // The scales are drawn with the offset already applied: what the user reads is what is
  // still wrong, to be added to it (the page says both numbers, so nobody has to remember).
  const std::string dx = mm_value(o.back_offset_x_mm), dy = mm_value(o.back_offset_y_mm);
  const std::string applied = dx + "," + dy;
  draw_text(cr, fill_words(w.duplex_test_applied, {{"offset", applied}}), body, cx, ty + 8,
            TextAlign::kCentre);
  draw_text(cr, fill_words(w.duplex_test_formula, {{"dx", dx}, {"dy", dy}}), body, cx, ty + 12,
            TextAlign::kCentre);
  draw_page_marks(cr, paper, w.ruler,
                  fill_words(w.duplex_test_label_back, {{"product", o.product},
                                                        {"page", std::to_string(o.first_page + 1)},
                                                        {"pages", std::to_string(pages)}}),
                  o.font);
  return kDuplexTestPages;
}

}  // namespace spotforge
