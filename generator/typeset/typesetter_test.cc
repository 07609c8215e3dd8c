#include "typeset/typesetter.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <latch>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "art/art_test_support.h"
#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "base/files_for_tests.h"

namespace spotforge::typeset {
namespace {

namespace fs = std::filesystem;
using spotforge::testing::read_bytes;

std::string run(const std::string& command) {
  std::string out;
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
  if (!pipe) return out;
  std::array<char, 4096> buffer;
  size_t n;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe.get())) > 0) out.append(buffer.data(), n);
  return out;
}

// pdftotext's words with line-end hyphenation undone, so hyphenated words can be found whole.
std::string pdf_words(const fs::path& pdf) {
  std::string text = run("pdftotext -enc UTF-8 '" + pdf.string() + "' -");
  for (const char* hyphen : {"\u2010\n", "-\n", "\u00AD\n"}) {
    for (size_t at; (at = text.find(hyphen)) != std::string::npos;) {
      text.erase(at, std::string(hyphen).size());
    }
  }
  // A no-break space (after a Polish one-letter word) is a space between words.
  for (size_t at; (at = text.find("\u00A0")) != std::string::npos;) text.replace(at, 2, " ");
  return text;
}

Inline text(std::string s) { return {Inline::Kind::kText, std::move(s), -1}; }
Inline strong(std::string s) { return {Inline::Kind::kStrong, std::move(s), -1}; }
Inline emphasis(std::string s) { return {Inline::Kind::kEmphasis, std::move(s), -1}; }
Inline symbol(int index, std::string name) {
  return {Inline::Kind::kSymbol, std::move(name), index};
}

Block heading(int level, std::string s, int line) {
  Block b;
  b.kind = Block::Kind::kHeading;
  b.level = level;
  b.text = {text(std::move(s))};
  b.source_line = line;
  return b;
}
Block paragraph(Inlines inlines, int line) {
  Block b;
  b.kind = Block::Kind::kParagraph;
  b.text = std::move(inlines);
  b.source_line = line;
  return b;
}

// A coloured disc for every symbol and a stand-in for the set-up figure: enough to see where
// the kit's pictures land.
Artwork test_artwork(int symbols) {
  Artwork art;
  art.draw_symbol = [](cairo_t* cr, int index, double x, double y, double w, double h) {
    cairo_set_source_rgb(cr, 0.2 + 0.1 * (index % 7), 0.5, 0.8 - 0.1 * (index % 5));
    cairo_arc(cr, x + w / 2, y + h / 2, std::min(w, h) / 2, 0, 6.2832);
    cairo_fill(cr);
  };
  const char* names[] = {"Ręka",   "Żółw",   "Łódź",    "Ćma",    "Gęś",    "Jeż",
                         "Źrebię", "Ślimak", "Dynamit", "Kaktus", "Kłódka", "Parasol"};
  for (int i = 0; i < symbols; ++i) art.symbol_names.push_back(names[i % 12]);
  art.draw_figure = [](cairo_t* cr, const std::string& id, double x, double y, double w, double h) {
    if (id != "tower-3") return false;
    cairo_set_source_rgb(cr, 0.9, 0.4, 0.2);
    for (int i = 0; i < 4; ++i) {
      cairo_arc(cr, x + w * (0.15 + 0.23 * i), y + h / 2, h / 5, 0, 6.2832);
      cairo_fill(cr);
    }
    return true;
  };
  return art;
}

// A Polish rule sheet with every kind of block: long enough to need several columns.
Document polish_document() {
  Document d;
  d.title = "Spot it! Party — zasady gry";
  d.language = "pl";
  d.template_file = "templates/lang/pl/party.md";
  d.credits = "Grafika: Fluent Emoji (MIT, Microsoft). Czcionki: Quicksand, Andika (OFL).";
  d.blocks.push_back(heading(1, "Wieża", 1));
  d.blocks.push_back(paragraph({text("Zażółć gęślą jaźń: "), strong("każda para kart"),
                                text(" ma dokładnie jeden wspólny symbol. Kto pierwszy go "
                                     "znajdzie i nazwie, "),
                                emphasis("zabiera kartę"), text(" i kładzie ją na swoim stosie. "),
                                symbol(0, "Ręka"), text(" Ręka jest maskotką gry.")},
                               3));
  for (int i = 0; i < 6; ++i) {
    d.blocks.push_back(heading(2, "Przygotowanie " + std::to_string(i + 1), 10 + i * 10));
    d.blocks.push_back(paragraph(
        {text("Potasuj talię i rozdaj każdemu graczowi po jednej karcie zakrytej. Pozostałe "
              "karty ułóż odkryte na środku stołu jako stos dobierania. Gracze jednocześnie "
              "odwracają swoje karty i szukają symbolu, który ich karta dzieli z kartą na "
              "wierzchu stosu. Najszybszy gracz nazywa symbol na głos, bierze kartę ze stosu "
              "i kładzie ją na swojej. Gra toczy się, aż stos się wyczerpie.")},
        11 + i * 10));
    Block list;
    list.kind = i % 2 ? Block::Kind::kNumbered : Block::Kind::kBullets;
    list.items = {{text("Jedna karta na gracza, zakryta.")},
                  {text("Stos na środku, odkryty; gracze widzą wierzchnią kartę.")},
                  {text("Kto zgadnie pierwszy, bierze kartę "), symbol(1, "Żółw"),
                   text(" i zaczyna następną rundę.")}};
    list.source_line = 12 + i * 10;
    d.blocks.push_back(list);
  }
  Block note;
  note.kind = Block::Kind::kNote;
  note.text = {strong("Uwaga: "), text("gdy dwóch graczy woła jednocześnie, rozstrzyga pojedynek "
                                       "— obaj odkrywają nową kartę.")};
  note.source_line = 80;
  d.blocks.push_back(note);
  Block table;
  table.kind = Block::Kind::kTable;
  table.rows = {{{text("Gracze")}, {text("Karty na gracza")}, {text("Stos")}},
                {{text("2")}, {text("27")}, {text("1")}},
                {{text("3")}, {text("18")}, {text("1")}},
                {{text("8")}, {text("6")}, {text("7")}}};
  table.source_line = 85;
  d.blocks.push_back(table);
  Block figure;
  figure.kind = Block::Kind::kFigure;
  figure.figure = "tower-3";
  figure.text = {text("Wieża dla trzech graczy: trzy karty i stos na środku.")};
  figure.source_line = 90;
  d.blocks.push_back(figure);
  d.blocks.push_back(heading(2, "Symbole", 95));
  Block grid;
  grid.kind = Block::Kind::kSymbolGrid;
  grid.source_line = 96;
  d.blocks.push_back(grid);
  return d;
}

class TypesetterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        fs::temp_directory_path() /
        ("spotforge_typeset_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override {
    // SPOTFORGE_KEEP_TEST_OUTPUT=1 keeps the PDFs for looking at the pages.
    if (!std::getenv("SPOTFORGE_KEEP_TEST_OUTPUT")) fs::remove_all(dir_);
  }
  fs::path dir_;
};

TEST_F(TypesetterTest, PolishRulesKeepHeadingsAndDiacritics) {
  fs::path pdf = dir_ / "rules-party-pl.pdf";
  TypesetReport report = typeset_pdf(polish_document(), test_artwork(57), {}, pdf);
  ASSERT_TRUE(fs::exists(pdf));
  EXPECT_FALSE(fs::exists(dir_ / "rules-party-pl.pdf.partial"));
  EXPECT_GE(report.pages, 2);
  std::string words = pdf_words(pdf);
  EXPECT_NE(words.find("W tej instrukcji"), std::string::npos);
  EXPECT_NE(words.find("Zażółć gęślą jaźń"), std::string::npos);
  EXPECT_NE(words.find("Przygotowanie 6"), std::string::npos);
  EXPECT_NE(words.find("jednocześnie"), std::string::npos);
  EXPECT_NE(words.find("Źrebię"), std::string::npos);  // from the symbol grid
  EXPECT_NE(words.find("Wieża dla trzech graczy"), std::string::npos);
  EXPECT_NE(words.find("Czcionki: Quicksand"), std::string::npos);  // the credits line
}

// Books typeset one after another on one thread share its fonts (FontSet::for_this_thread):
// each comes out as it does alone on a fresh thread, byte for byte.
TEST_F(TypesetterTest, BooksTypesetOnOneThreadAreTheBytesEachGivesAlone) {
  const auto bytes = [](const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  TypesetOptions letter;
  letter.paper = paper_letter();
  std::thread([&] {
    typeset_pdf(polish_document(), test_artwork(12), {}, dir_ / "alone-a4.pdf");
  }).join();
  std::thread([&] {
    typeset_pdf(polish_document(), test_artwork(57), letter, dir_ / "alone-letter.pdf");
  }).join();
  std::thread([&] {
    typeset_pdf(polish_document(), test_artwork(57), letter, dir_ / "after-letter.pdf");
    typeset_pdf(polish_document(), test_artwork(12), {}, dir_ / "after-a4.pdf");
    typeset_pdf(polish_document(), test_artwork(57), letter, dir_ / "again-letter.pdf");
  }).join();
  EXPECT_TRUE(bytes(dir_ / "alone-a4.pdf") == bytes(dir_ / "after-a4.pdf"));
  EXPECT_TRUE(bytes(dir_ / "alone-letter.pdf") == bytes(dir_ / "after-letter.pdf"));
  EXPECT_TRUE(bytes(dir_ / "alone-letter.pdf") == bytes(dir_ / "again-letter.pdf"));
}

TEST_F(TypesetterTest, NoLineIsWiderThanItsColumn) {
  TypesetReport report = typeset_pdf(polish_document(), test_artwork(57), {}, dir_ / "a.pdf");
  EXPECT_GT(report.lines, 50);
  EXPECT_GT(report.column_width_pt, 200);
  EXPECT_LE(report.widest_overflow_pt, 0.01);
}

TEST_F(TypesetterTest, OnlyTheTwoThemeFamiliesAreEmbedded) {
  fs::path pdf = dir_ / "fonts.pdf";
  typeset_pdf(polish_document(), test_artwork(12), {}, pdf);
  std::string fonts = run("pdffonts '" + pdf.string() + "'");
  std::istringstream lines(fonts);
  std::string line;
  int rows = 0;
  std::getline(lines, line);  // header
  std::getline(lines, line);  // ----
  while (std::getline(lines, line)) {
    ++rows;
    // "ABCDEF+Andika-Bold   CID TrueType   Identity-H   yes yes yes ..."
    std::smatch m;
    ASSERT_TRUE(std::regex_search(line, m, std::regex(R"(^[A-Z]{6}\+(\S+))"))) << line;
    std::string name = m[1];
    EXPECT_TRUE(name.rfind("Andika", 0) == 0 || name.rfind("Quicksand", 0) == 0) << line;
    EXPECT_TRUE(std::regex_search(line, std::regex(R"(\s+yes\s+yes\s+yes\s+)"))) << line;
  }
  EXPECT_GE(rows, 3);  // heading, body, body bold, body italic
}

TEST_F(TypesetterTest, ContentsListsEveryHeadingWithItsPageAndBookmarks) {
  fs::path pdf = dir_ / "contents.pdf";
  TypesetReport report = typeset_pdf(polish_document(), test_artwork(57), {}, pdf);
  ASSERT_EQ(report.headings.size(), 8u);
  for (const auto& h : report.headings) EXPECT_GE(h.page, 1) << h.text;
  EXPECT_EQ(report.headings.back().text, "Symbole");
  EXPECT_GT(report.headings.back().page, 1);
  // The contents line "Symbole ... N" shows the page the heading landed on.
  std::string page1 = run("pdftotext -f 1 -l 1 -layout '" + pdf.string() + "' -");
  EXPECT_TRUE(std::regex_search(
      page1, std::regex("Symbole\\s+" + std::to_string(report.headings.back().page) + "\\b")))
      << page1;
  std::string outline = run("qpdf --json --json-key=outlines '" + pdf.string() + "'");
  EXPECT_NE(outline.find("\"title\": \"Wieża\""), std::string::npos) << outline;
  EXPECT_NE(outline.find("\"title\": \"Przygotowanie 3\""), std::string::npos);
  EXPECT_EQ(run("qpdf --check '" + pdf.string() + "' >/dev/null 2>&1; echo $?"), "0\n");
}

TEST_F(TypesetterTest, CatalogCarriesTheDocumentLanguage) {
  fs::path pdf = dir_ / "lang.pdf";
  typeset_pdf(polish_document(), test_artwork(57), {}, pdf);
  // Uncompressed, the catalog reads "/Lang (pl)".
  std::string objects =
      run("qpdf --qdf --object-streams=disable '" + pdf.string() + "' - 2>/dev/null");
  EXPECT_TRUE(std::regex_search(objects, std::regex(R"(/Lang\s*\(pl\))")));
}

TEST_F(TypesetterTest, LetterPaperHasLetterSize) {
  fs::path pdf = dir_ / "letter.pdf";
  TypesetOptions options;
  options.paper = paper_letter();
  typeset_pdf(polish_document(), test_artwork(12), options, pdf);
  EXPECT_NE(run("pdfinfo '" + pdf.string() + "'").find("612 x 792 pts (letter)"),
            std::string::npos);
}

TEST_F(TypesetterTest, CharacterTheFontLacksIsRefusedWithFileAndLine) {
  Document d = polish_document();
  d.blocks.push_back(paragraph({text("Gra dla 2–8 osób ♞ i więcej.")}, 123));
  fs::path pdf = dir_ / "refused.pdf";
  try {
    typeset_pdf(d, test_artwork(12), {}, pdf);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    std::string message = e.diagnostics()[0].to_string();
    EXPECT_NE(message.find("templates/lang/pl/party.md:123"), std::string::npos) << message;
    EXPECT_NE(message.find("U+265E"), std::string::npos) << message;
    EXPECT_NE(message.find("Andika"), std::string::npos) << message;
  }
  EXPECT_FALSE(fs::exists(pdf));
  EXPECT_FALSE(fs::exists(dir_ / "refused.pdf.partial"));
}

TEST_F(TypesetterTest, UnknownFigureIsRefusedWithItsLine) {
  Document d = polish_document();
  d.blocks[0].kind = Block::Kind::kFigure;
  d.blocks[0].figure = "no-such-figure";
  try {
    typeset_pdf(d, test_artwork(12), {}, dir_ / "x.pdf");
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(e.diagnostics()[0].to_string().find(":1:"), std::string::npos);
    EXPECT_NE(e.diagnostics()[0].to_string().find("no-such-figure"), std::string::npos);
  }
}

TEST_F(TypesetterTest, SymbolGridShowsOnlyTheDecksSymbols) {
  Artwork art = test_artwork(12);
  art.grid_symbols = {1, 6};  // a smaller deck uses two of the theme's twelve symbols
  fs::path pdf = dir_ / "grid.pdf";
  typeset_pdf(polish_document(), art, {}, pdf);
  std::string words = pdf_words(pdf);
  EXPECT_NE(words.find("Żółw"), std::string::npos);
  EXPECT_NE(words.find("Źrebię"), std::string::npos);
  EXPECT_EQ(words.find("Kaktus"), std::string::npos);
  EXPECT_EQ(words.find("Parasol"), std::string::npos);
}

TEST_F(TypesetterTest, SameInputGivesIdenticalBytes) {
  typeset_pdf(polish_document(), test_artwork(20), {}, dir_ / "one.pdf");
  typeset_pdf(polish_document(), test_artwork(20), {}, dir_ / "two.pdf");
  EXPECT_EQ(run("cmp '" + (dir_ / "one.pdf").string() + "' '" + (dir_ / "two.pdf").string() +
                "' && echo same"),
            "same\n");
}

// The kit typesets its rulebooks in parallel. Pango measures each font the first time it lays
// text out in it, and two threads doing that at once used to leave a font with an approximate
// width of 0: that rulebook then lost its hyphenation (base/pango_metrics.h). Rulebooks started
// together, each with its own fonts and no lock but the one for measuring new fonts, must come
// out byte for byte as one typeset alone.
TEST_F(TypesetterTest, RulebooksTypesetSideBySideMatchOneTypesetAlone) {
  const Document document = polish_document();
  const Artwork artwork = test_artwork(20);
  typeset_pdf(document, artwork, {}, dir_ / "alone.pdf");
  const std::string alone = read_bytes(dir_ / "alone.pdf");
  ASSERT_FALSE(alone.empty());
  constexpr int kThreads = 4;
  constexpr int kRounds = 3;  // fresh fonts every round: each round is a new chance to collide
  for (int round = 0; round < kRounds; ++round) {
    std::latch start(kThreads);
    std::vector<std::string> errors(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        start.arrive_and_wait();  // all first layouts at the same moment
        try {
          typeset_pdf(document, artwork, {}, dir_ / ("side-" + std::to_string(t) + ".pdf"));
        } catch (const std::exception& e) {
          errors[t] = e.what();
        }
      });
    }
    for (std::thread& thread : threads) thread.join();
    for (int t = 0; t < kThreads; ++t) {
      ASSERT_EQ(errors[t], "");
      EXPECT_TRUE(read_bytes(dir_ / ("side-" + std::to_string(t) + ".pdf")) == alone)
          << "round " << round << ", thread " << t
          << ": the PDF differs from the one typeset alone";
    }
  }
}

// The kit's figures show its real pictures, which other books (and other products) draw at
// the same time. Cairo measures a figure's ink by replaying it into pixels, and a replay of
// the same picture on another thread at that moment lent it a half-drawn scratch image: in
// about one kit build in three a rulebook's figure came out 46 pt off (art/picture_locks.h).
// Books of figures of one picture, typeset side by side while another thread keeps drawing
// that picture onto pixels, must come out as one typeset alone.
TEST_F(TypesetterTest, FiguresOfOnePictureTypesetSideBySideMatchOneTypesetAlone) {
  const SymbolArt picture = SymbolArt::load(art_test::file_source("dot.svg"));
  Document document = polish_document();
  Artwork artwork = test_artwork(20);
  artwork.draw_figure = [picture](cairo_t* cr, const std::string&, double x, double y, double w,
                                  double h) {
    for (int i = 0; i < 4; ++i) picture.draw(cr, x + w * 0.23 * i, y + h * 0.1 * i, h / 3, h / 3);
    return true;
  };
  for (int i = 0; i < 12; ++i) {  // every figure's ink is measured: a chance to collide
    Block figure;
    figure.kind = Block::Kind::kFigure;
    figure.figure = "tower-3";
    figure.source_line = 100 + i;
    document.blocks.push_back(figure);
  }
  typeset_pdf(document, artwork, {}, dir_ / "alone.pdf");
  const std::string alone = read_bytes(dir_ / "alone.pdf");
  ASSERT_FALSE(alone.empty());
  std::atomic<bool> done{false};
  std::thread drawer([&] {
    for (int i = 0; !done; ++i) {
      CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64));
      CairoPtr cr(cairo_create(image.get()));
      picture.draw(cr.get(), 1, 1, 20 + i % 40, 20 + i % 40);
    }
  });
  constexpr int kThreads = 2, kRounds = 3;
  for (int round = 0; round < kRounds; ++round) {
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        typeset_pdf(document, artwork, {}, dir_ / ("side-" + std::to_string(t) + ".pdf"));
      });
    }
    for (std::thread& thread : threads) thread.join();
    for (int t = 0; t < kThreads; ++t) {
      EXPECT_TRUE(read_bytes(dir_ / ("side-" + std::to_string(t) + ".pdf")) == alone)
          << "round " << round << ", thread " << t
          << ": the PDF differs from the one typeset alone";
    }
  }
  done = true;
  drawer.join();
}

// A figure is as tall as its drawing: a scene that fills only a band of the box it is drawn in
// leaves no empty space above or below it.
TEST_F(TypesetterTest, AFigureTakesTheHeightOfItsDrawing) {
  auto gap_around = [&](double band) {
    Document d;
    d.title = "Figures";
    d.language = "en";
    d.template_file = "figures.md";
    d.blocks.push_back(heading(2, "Before", 1));
    Block figure;
    figure.kind = Block::Kind::kFigure;
    figure.figure = "band";
    figure.source_line = 2;
    d.blocks.push_back(figure);
    d.blocks.push_back(heading(2, "After", 3));
    Artwork art = test_artwork(4);
    art.draw_figure = [band](cairo_t* cr, const std::string&, double x, double y, double w,
                             double h) {
      cairo_set_source_rgb(cr, 0.9, 0.4, 0.2);
      cairo_rectangle(cr, x + w / 4, y + (h - band * h) / 2, w / 2, band * h);
      cairo_fill(cr);
      return true;
    };
    TypesetOptions options;
    options.contents = false;
    const TypesetReport report = typeset_pdf(d, art, options, dir_ / "figure.pdf");
    EXPECT_EQ(report.headings.at(0).page, report.headings.at(1).page);
    return report.headings.at(1).y - report.headings.at(0).y;
  };
  const double full = gap_around(1.0), band = gap_around(0.25);
  // The box is 0.6 column widths tall (about 145 pt); three quarters of it were blank.
  EXPECT_GT(full - band, 100);
  EXPECT_LT(full - band, 115);
}

}  // namespace
}  // namespace spotforge::typeset
