#include "print/card_sheet.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>

#include "print/page_marks.h"
#include "print/pdf_probe_for_tests.h"
#include "print/sheet_template.h"

namespace spotforge {
namespace {

using testing::fresh_folder;
using testing::info_value;
using testing::page_box;
using testing::quoted;
using testing::render_grey;
using testing::run_command;

const Rgba kFace{1.0, 0.93, 0.75, 1};  // light: the cut line shows on it
const Rgba kBack{0.16, 0.20, 0.42, 1};

CardPainter sample_painter() {
  CardPainter p;
  p.background = [](cairo_t* cr, int) {
    set_source(cr, kFace);
    cairo_paint(cr);
  };
  p.art = [](cairo_t* cr, int card) {
    cairo_set_source_rgb(cr, 0.1, 0.3, 0.6);
    cairo_rectangle(cr, -15, -15, 30, 30);
    cairo_fill(cr);
    TextStyle number;
    number.size_pt = 9;
    draw_text(cr, "card " + std::to_string(card + 1), number, 0, 20, TextAlign::kCentre);
  };
  p.back = [](cairo_t* cr, int) {
    set_source(cr, kBack);
    cairo_paint(cr);
  };
  return p;
}

struct SampleDeck {
  std::filesystem::path pdf;
  Imposition imposition;
};

SampleDeck write_sample(const std::string& name, const Paper& paper, int cards, DuplexMode duplex,
                        TrimLine trim = TrimLine::kOver, double dx = 0, double dy = 0) {
  SampleDeck out{fresh_folder(name) / "cards.pdf",
                 impose(paper, CardTrim::circle(87), 3, {.fold = duplex == DuplexMode::kFold})};
  CardSheetOptions o;
  o.duplex = duplex;
  o.back_offset_x_mm = dx;
  o.back_offset_y_mm = dy;
  o.cut_guides.trim_line = trim;
  o.cut_guides.centre_cross = true;
  o.product = "Sample deck";
  PdfDocument doc(out.pdf, {"Sample deck", "Tester", "Cards", ""});
  doc.set_viewer_settings({duplex});
  add_card_sheets(doc, out.imposition, cards, sample_painter(), o);
  doc.finish();
  return out;
}

// The imposed-sheet convention (the issue: boxes around the card grid made a shop printing
// "to bleed box" lose the ruler and labels): TrimBox = BleedBox = MediaBox, so every mark,
// the ruler included, is inside the box a shop prints to.
TEST(CardSheets, PageSizeCountAndTrimBoxIsTheWholeSheet) {
  const auto a4 = write_sample("sheets-a4", paper_a4(), 8, DuplexMode::kLong);
  const auto info = run_command("pdfinfo -box -f 1 -l 4 " + quoted(a4.pdf));
  ASSERT_EQ(info.exit_code, 0);
  EXPECT_EQ(info_value(info.output, "Pages"), "4");  // 2 sheets, fronts and backs
  for (int page = 1; page <= 4; ++page) {
    char size_line[80];
    std::snprintf(size_line, sizeof size_line, "Page %4d size:  595.276 x 841.89 pts (A4)", page);
    EXPECT_NE(info.output.find(size_line), std::string::npos) << info.output;
  }
  EXPECT_EQ(info_value(info.output, "Creator"), "spotforge " SPOTFORGE_VERSION);
  const RulerPlace ruler = ruler_place(paper_a4());
  for (int page = 1; page <= 4; ++page) {
    const auto media = page_box(info.output, page, "MediaBox");
    const auto trim = page_box(info.output, page, "TrimBox");
    const auto bleed = page_box(info.output, page, "BleedBox");
    ASSERT_EQ(trim.size(), 4u) << info.output;
    ASSERT_EQ(bleed.size(), 4u);
    ASSERT_EQ(media.size(), 4u);
    for (int i = 0; i < 4; ++i) {
      EXPECT_NEAR(trim[i], media[i], 0.01) << "page " << page;
      EXPECT_NEAR(bleed[i], media[i], 0.01) << "page " << page;
    }
    // The ruler (left strip) lies inside the trim box.
    EXPECT_LT(trim[0], ruler.x_mm * 72 / 25.4);
  }
  const auto letter = write_sample("sheets-letter", paper_letter(), 6, DuplexMode::kNone);
  const auto info2 = run_command("pdfinfo " + quoted(letter.pdf));
  EXPECT_EQ(info_value(info2.output, "Pages"), "1");
  EXPECT_NE(info_value(info2.output, "Page size").find("612 x 792 pts (letter)"),
            std::string::npos);
}

TEST(CardSheets, QpdfCheckFontsEmbeddedNoRasterViewerPreferences) {
  const auto s = write_sample("sheets-check", paper_a4(), 7, DuplexMode::kLong);
  const auto check = run_command("qpdf --check " + quoted(s.pdf) + " 2>&1");
  EXPECT_EQ(check.exit_code, 0) << check.output;
  const auto fonts = run_command("pdffonts " + quoted(s.pdf));
  ASSERT_EQ(fonts.exit_code, 0);
  std::istringstream lines(fonts.output);
  std::string line;
  int font_rows = 0;
  for (int i = 0; std::getline(lines, line); ++i) {
    if (i < 2 || line.empty()) continue;  // the header and its rule
    ++font_rows;
    EXPECT_NE(line.find("Andika"), std::string::npos) << line;
    EXPECT_EQ(line.find("Type 3"), std::string::npos) << line;
    std::istringstream cols(line.substr(line.find("TrueType")));
    std::string type, enc, emb, sub, uni;
    cols >> type >> enc >> emb >> sub >> uni;
    if (type == "TrueType" && enc == "(CID)") cols >> emb >> sub >> uni;  // "CID TrueType"
    EXPECT_EQ(emb, "yes") << line;
  }
  EXPECT_GT(font_rows, 0) << fonts.output;
  const auto images = run_command("pdfimages -list " + quoted(s.pdf));
  EXPECT_EQ(std::count(images.output.begin(), images.output.end(), '\n'), 2) << images.output;
  const auto prefs =
      run_command("qpdf --show-object=trailer --filtered-stream-data " + quoted(s.pdf) +
                  " >/dev/null; qpdf --json=2 --json-key=qpdf " + quoted(s.pdf));
  EXPECT_NE(prefs.output.find("/PrintScaling"), std::string::npos);
  EXPECT_NE(prefs.output.find("/DuplexFlipLongEdge"), std::string::npos);
}

TEST(CardSheets, TwoRunsGiveIdenticalBytesAndNoTemporariesRemain) {
  const auto a = write_sample("sheets-same-a", paper_a4(), 9, DuplexMode::kLong);
  const auto b = write_sample("sheets-same-b", paper_a4(), 9, DuplexMode::kLong);
  const std::string bytes = testing::read_bytes(a.pdf);
  EXPECT_GT(bytes.size(), 1000u);
  EXPECT_EQ(bytes, testing::read_bytes(b.pdf));
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(a.pdf.parent_path())) {
    (void)entry;
    ++files;
  }
  EXPECT_EQ(files, 1);
}

// The darkness-weighted centre (in px) of the first dark run met walking from `from` by `step`
// along row y: where a thin line crosses the row.
double line_crossing(const testing::GreyImage& img, int y, int from, int step, int background) {
  double weight = 0, sum = 0;
  bool inside = false;
  for (int x = from; x >= 0 && x < img.width; x += step) {
    const int dark = background - img.at(x, y);
    if (dark > 40) {
      inside = true;
    } else if (inside) {
      break;
    }
    if (inside && dark > 0) {
      weight += dark;
      sum += dark * (x + 0.5);
    }
  }
  return weight > 0 ? sum / weight : -1;
}

TEST(CardSheets, CutCircleAndRulerMeasureTrueAt254Dpi) {
  const auto s = write_sample("sheets-measure", paper_a4(), 6, DuplexMode::kNone);
  const auto img = render_grey(s.pdf, 1, 254);
  const double k = img.px_per_mm;
  ASSERT_NEAR(img.width, 2100, 1);
  for (const CardSlot& slot : s.imposition.slots) {
    const int y = static_cast<int>(slot.y_mm * k);
    const int face = img.at(static_cast<int>((slot.cell.x + 1) * k), y);
    const double left = line_crossing(img, y, static_cast<int>((slot.cell.x + 0.5) * k), 1, face);
    const double right =
        line_crossing(img, y, static_cast<int>((slot.cell.right() - 0.5) * k), -1, face);
    ASSERT_GT(left, 0);
    ASSERT_GT(right, 0);
    EXPECT_NEAR((right - left) / k, 87, 0.3) << "card at row " << slot.row;
  }
  // The ruler: the centres of its 11 long ticks, 0 to 100 mm.
  const RulerPlace ruler = ruler_place(paper_a4());
  const int x = static_cast<int>((ruler.x_mm + 2.0) * k);
  std::vector<double> ticks;
  for (int y = static_cast<int>((ruler.top_mm - 3) * k); y < (ruler.top_mm + 103) * k;) {
    if (img.at(x, y) < 200) {
      double weight = 0, sum = 0;
      for (; img.at(x, y) < 250; ++y) {
        weight += 255 - img.at(x, y);
        sum += (255 - img.at(x, y)) * (y + 0.5);
      }
      ticks.push_back(sum / weight);
    } else {
      ++y;
    }
  }
  ASSERT_EQ(ticks.size(), 11u);
  EXPECT_NEAR((ticks.back() - ticks.front()) / k, 100, 0.3);
}

// The words theme: a #264653 border through the trim. The cut line on it must stand out by
// more than the 12 grey levels the old 30 % grey gave.
TEST(CardSheets, CutLineContrastsWithADarkBorder) {
  const Rgba words{0x26 / 255.0, 0x46 / 255.0, 0x53 / 255.0, 1};
  const Imposition imp = impose(paper_a4(), CardTrim::circle(87), 3);
  const auto pdf = fresh_folder("sheets-dark-border") / "cards.pdf";
  CardPainter painter = sample_painter();
  painter.background = [&](cairo_t* cr, int) {
    set_source(cr, words);
    cairo_paint(cr);
  };
  CardSheetOptions o;
  o.duplex = DuplexMode::kNone;
  o.cut_guides.trim_line = TrimLine::kUnder;
  o.cut_guides.ground = words;
  o.product = "Sample deck";
  PdfDocument doc(pdf, {"Sample deck", "Tester", "Cards", ""});
  add_card_sheets(doc, imp, 6, painter, o);
  doc.finish();
  const auto img = render_grey(pdf, 1, 254);
  const double k = img.px_per_mm;
  for (const CardSlot& slot : imp.slots) {
    const int y = static_cast<int>(slot.y_mm * k);
    const int left = static_cast<int>((slot.x_mm - 43.5) * k);
    const int border = img.at(left + 10, y);  // 1 mm inside the trim
    int line = border;
    for (int x = left - 3; x <= left + 3; ++x) line = std::max(line, img.at(x, y));
    EXPECT_GE(line - border, 100) << "card at row " << slot.row << ": border " << border;
  }
}

// The centre cross lies over the art (the sample's square covers the centre), even with the
// trim line under the art.
TEST(CardSheets, CentreCrossShowsOnTopOfTheArt) {
  const auto s = write_sample("sheets-cross", paper_a4(), 6, DuplexMode::kNone, TrimLine::kUnder);
  const auto img = render_grey(s.pdf, 1, 254);
  const double k = img.px_per_mm;
  for (const CardSlot& slot : s.imposition.slots) {
    const int x = static_cast<int>((slot.x_mm + 1) * k);
    const int art = img.at(x, static_cast<int>((slot.y_mm + 5) * k));
    int brightest = 0;
    for (int y = static_cast<int>((slot.y_mm - 0.5) * k); y <= (slot.y_mm + 0.5) * k; ++y) {
      brightest = std::max(brightest, img.at(x, y));
    }
    EXPECT_GE(brightest - art, 60) << "card at row " << slot.row;
  }
}

// Every pixel that is not white within 5 mm of the page edge belongs to a card's bleed.
void expect_only_bleed_near_edges(const testing::GreyImage& img, const Imposition& imp,
                                  const std::vector<CardSlot>& slots) {
  const double k = img.px_per_mm;
  const int band = static_cast<int>(5 * k);
  const double r = imp.card.width_mm / 2 + imp.bleed_mm;
  int stray = 0;
  for (int y = 0; y < img.height; ++y) {
    for (int x = 0; x < img.width; ++x) {
      const bool near_edge =
          x < band || y < band || x >= img.width - band || y >= img.height - band;
      if (!near_edge || img.at(x, y) >= 250) continue;
      const double mx = (x + 0.5) / k, my = (y + 0.5) / k;
      bool in_bleed = false;
      for (const CardSlot& s : slots) {
        const double tol = 1.5 / k;
        in_bleed |= mx > s.cell.x - tol && mx < s.cell.right() + tol && my > s.cell.y - tol &&
                    my < s.cell.bottom() + tol && std::hypot(mx - s.x_mm, my - s.y_mm) < r + tol;
      }
      if (!in_bleed) ++stray;
    }
  }
  EXPECT_EQ(stray, 0);
}

TEST(CardSheets, NothingButBleedWithinFiveMillimetresOfTheEdge) {
  for (const Paper& paper : {paper_a4(), paper_letter()}) {
    const auto s = write_sample("sheets-edge", paper, 12, DuplexMode::kLong);
    const auto backs = back_slots(s.imposition, DuplexMode::kLong);
    expect_only_bleed_near_edges(render_grey(s.pdf, 1, 100), s.imposition, s.imposition.slots);
    expect_only_bleed_near_edges(render_grey(s.pdf, 2, 100), s.imposition, backs);
  }
}

// The centre of the non-white pixels inside a card's cell, in page millimetres.
std::pair<double, double> ink_centre(const testing::GreyImage& img, const RectMm& cell) {
  const double k = img.px_per_mm;
  double n = 0, sx = 0, sy = 0;
  for (int y = static_cast<int>(cell.y * k) + 2; y < static_cast<int>(cell.bottom() * k) - 2; ++y) {
    for (int x = static_cast<int>(cell.x * k) + 2; x < static_cast<int>(cell.right() * k) - 2;
         ++x) {
      if (img.at(x, y) >= 250) continue;
      n += 1;
      sx += x + 0.5;
      sy += y + 0.5;
    }
  }
  return {sx / n / k, sy / n / k};
}

TEST(CardSheets, LongEdgeBacksSitBehindTheirFronts) {
  for (double dx : {0.0, 1.5}) {
    const auto s =
        write_sample("sheets-duplex", paper_a4(), 6, DuplexMode::kLong, TrimLine::kOver, dx, 0);
    const auto front = render_grey(s.pdf, 1, 254);
    const auto back = render_grey(s.pdf, 2, 254);
    const Imposition& imp = s.imposition;
    const auto backs = back_slots(imp, DuplexMode::kLong);  // where a perfect printer puts them
    for (size_t i = 0; i < imp.slots.size(); ++i) {
      const auto [fx, fy] = ink_centre(front, imp.slots[i].cell);
      // The back of the card at row r, column c is at row r, column (columns - 1 - c).
      const auto& expected = backs[i];
      EXPECT_EQ(expected.row, imp.slots[i].row);
      EXPECT_EQ(expected.column, imp.columns - 1 - imp.slots[i].column);
      RectMm cell = expected.cell;
      cell.x += dx;
      const auto [bx, by] = ink_centre(back, cell);
      EXPECT_NEAR(bx, 210 - fx + dx, 0.1) << "card " << i;
      EXPECT_NEAR(by, fy, 0.1) << "card " << i;
    }
  }
}

// A landscape sheet from a template with its cards off the page's centre: flipped on the
// long edge, each back must land behind its front (the issue measured an 83 mm miss).
TEST(CardSheets, LandscapeLongEdgeBacksSitBehindAnOffCentreTemplate) {
  const auto dir = fresh_folder("sheets-landscape");
  const auto sheet = dir / "landscape.yaml";
  std::ofstream(sheet) << "name: landscape-test\npaper: 297mmx210mm\nmargin: 5mm\n"
                          "card: {shape: circle, diameter: 87mm}\nbleed: 3mm\n"
                          "cards:\n  - [60mm, 60mm]\n  - [155mm, 60mm]\n"
                          "cut_lines:\n  x: [16.5mm, 103.5mm, 111.5mm, 198.5mm]\n"
                          "  y: [16.5mm, 103.5mm]\n";
  const Imposition imp = load_sheet_template(sheet);
  const auto pdf = dir / "cards.pdf";
  CardSheetOptions o;
  o.duplex = DuplexMode::kLong;
  o.cut_guides.trim_line = TrimLine::kOver;
  o.product = "Sample deck";
  PdfDocument doc(pdf, {"Sample deck", "Tester", "Cards", ""});
  add_card_sheets(doc, imp, 2, sample_painter(), o);
  doc.finish();
  const auto front = render_grey(pdf, 1, 100);
  const auto back = render_grey(pdf, 2, 100);
  for (size_t i = 0; i < imp.slots.size(); ++i) {
    const auto [fx, fy] = ink_centre(front, imp.slots[i].cell);
    // Turned over the top edge: the back is at the same x, mirrored top to bottom.
    RectMm cell = imp.slots[i].cell;
    cell.y = 210 - cell.bottom();
    const auto [bx, by] = ink_centre(back, cell);
    EXPECT_NEAR(bx, fx, 0.2) << "card " << i;
    EXPECT_NEAR(by, 210 - fy, 0.2) << "card " << i;
  }
}

TEST(CardSheets, ShortEdgeBacksMirrorTheRows) {
  const auto s = write_sample("sheets-short", paper_a4(), 6, DuplexMode::kShort);
  const auto front = render_grey(s.pdf, 1, 100);
  const auto back = render_grey(s.pdf, 2, 100);
  const auto backs = back_slots(s.imposition, DuplexMode::kShort);
  for (size_t i = 0; i < backs.size(); ++i) {
    const auto [fx, fy] = ink_centre(front, s.imposition.slots[i].cell);
    EXPECT_EQ(backs[i].row, s.imposition.rows - 1 - s.imposition.slots[i].row);
    const auto [bx, by] = ink_centre(back, backs[i].cell);
    EXPECT_NEAR(bx, fx, 0.1) << "card " << i;
    EXPECT_NEAR(by, 297 - fy, 0.1) << "card " << i;
  }
}

TEST(CardSheets, FoldModePutsTheBacksOnTheBottomHalf) {
  const auto s = write_sample("sheets-fold", paper_a4(), 4, DuplexMode::kFold);
  const auto info = run_command("pdfinfo " + quoted(s.pdf));
  EXPECT_EQ(info_value(info.output, "Pages"), "2");  // 2 cards per page, no backs pages
  const auto img = render_grey(s.pdf, 1, 60);
  const auto backs = back_slots(s.imposition, DuplexMode::kFold);
  for (size_t i = 0; i < backs.size(); ++i) {
    const double k = img.px_per_mm;
    EXPECT_GT(backs[i].y_mm, 148.5);
    // The back's colour (dark) at the mirrored place; the front's face (light) above.
    EXPECT_LT(img.at(static_cast<int>(backs[i].x_mm * k), static_cast<int>(backs[i].y_mm * k)), 90);
    const CardSlot& front = s.imposition.slots[i];
    EXPECT_GT(img.at(static_cast<int>((front.x_mm + 30) * k), static_cast<int>(front.y_mm * k)),
              200);
  }
  EXPECT_EQ(run_command("qpdf --check " + quoted(s.pdf) + " >/dev/null 2>&1").exit_code, 0);
}

// The engine has no words of its own (kit fills them from a language folder); these stand in,
// with the placeholders the engine fills.
PrintWords duplex_test_words() {
  PrintWords w;
  w.ruler = "print at 100 %";
  w.duplex_long = "print double-sided, flip on long edge";
  w.duplex_short = "print double-sided, flip on short edge";
  w.duplex_test_front = "Duplex test, front: {instruction}, at 100 %.";
  w.duplex_test_label_front = "{product}, duplex test, front, page {page} of {pages}";
  w.duplex_test_label_back = "{product}, duplex test, back, page {page} of {pages}";
  w.duplex_test_read1 = "Read the scales.";
  w.duplex_test_applied = "This page has --back-offset {offset} already applied.";
  w.duplex_test_formula =
      "Print the deck with --back-offset DX,DY where DX = {dx} + top reading, DY = {dy} + left "
      "reading (mm).";
  return w;
}

TEST(CardSheets, DuplexTestPagesExplainTheBackOffset) {
  const auto path = fresh_folder("sheets-duplex-test") / "test.pdf";
  PdfDocument doc(path, {"Duplex test", "", "", ""});
  CardSheetOptions o;
  o.product = "Sample deck";
  o.words = duplex_test_words();
  EXPECT_EQ(add_duplex_test_pages(doc, paper_letter(), o), kDuplexTestPages);
  doc.finish();
  const auto text = run_command("pdftotext -layout " + quoted(path) + " -");
  EXPECT_NE(text.output.find("flip on long edge"), std::string::npos) << text.output;
  EXPECT_NE(text.output.find("--back-offset DX,DY"), std::string::npos) << text.output;
  EXPECT_NE(text.output.find("Sample deck, duplex test, back, page 2 of 2"), std::string::npos)
      << text.output;
  EXPECT_EQ(info_value(run_command("pdfinfo " + quoted(path)).output, "Pages"), "2");
}

// Printed with an offset, the test page says which one, and that the reading is what remains
// to be added to it (the scales moved with the backs).
TEST(CardSheets, DuplexTestPageSaysTheOffsetAlreadyApplied) {
  const auto path = fresh_folder("sheets-duplex-offset") / "test.pdf";
  PdfDocument doc(path, {"Duplex test", "", "", ""});
  CardSheetOptions o;
  o.product = "Sample deck";
  o.words = duplex_test_words();
  o.back_offset_x_mm = 1.5;
  o.back_offset_y_mm = -0.5;
  add_duplex_test_pages(doc, paper_a4(), o);
  doc.finish();
  const auto text = run_command("pdftotext -f 2 -l 2 " + quoted(path) + " -");
  std::string flat = text.output;
  std::replace(flat.begin(), flat.end(), '\n', ' ');
  EXPECT_NE(flat.find("--back-offset 1.5,-0.5 already applied"), std::string::npos) << flat;
  EXPECT_NE(flat.find("DX = 1.5 + top reading, DY = -0.5 + left reading"), std::string::npos)
      << flat;
}

}  // namespace
}  // namespace spotforge
