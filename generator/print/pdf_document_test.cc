#include "print/pdf_document.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "print/pdf_probe_for_tests.h"
#include "print/qpdf_pass.h"

namespace spotforge {
namespace {

using testing::fresh_folder;
using testing::info_value;
using testing::quoted;
using testing::run_command;

std::filesystem::path write_two_pages(const std::filesystem::path& folder) {
  const auto path = folder / "doc.pdf";
  PdfDocument doc(path, {"Two pages", "Author", "Subject", "words"});
  doc.begin_page(paper_a4(), "Cover");
  doc.begin_page(148, 105, "Postcard");  // any size, in millimetres
  doc.add_bookmark("Cover", 1);
  const int group = doc.add_bookmark("Cards", 2);
  doc.add_bookmark("Postcard", 2, group);
  EXPECT_EQ(doc.page_count(), 2);
  doc.finish();
  return path;
}

TEST(PdfDocument, ExactSizesPerPageMetadataAndQpdfCheck) {
  const auto path = write_two_pages(fresh_folder("pdfdoc"));
  const auto info = run_command("pdfinfo -f 1 -l 2 " + quoted(path));
  ASSERT_EQ(info.exit_code, 0);
  EXPECT_NE(info.output.find("Page    1 size:  595.276 x 841.89 pts (A4)"), std::string::npos)
      << info.output;
  EXPECT_NE(info.output.find("Page    2 size:  419.528 x 297.638 pts"), std::string::npos)
      << info.output;
  EXPECT_EQ(info_value(info.output, "Title"), "Two pages");
  EXPECT_EQ(info_value(info.output, "Author"), "Author");
  EXPECT_EQ(info_value(info.output, "Subject"), "Subject");
  EXPECT_EQ(info_value(info.output, "Creator"), "spotforge " SPOTFORGE_VERSION);
  EXPECT_EQ(run_command("qpdf --check " + quoted(path) + " >/dev/null 2>&1").exit_code, 0);
}

TEST(PdfDocument, BookmarksAndPageLabels) {
  const auto path = write_two_pages(fresh_folder("pdfdoc-outline"));
  const PdfNavigation nav = read_pdf_navigation(path.string());
  const std::vector<std::pair<int, std::string>> outline = {
      {0, "Cover"}, {0, "Cards"}, {1, "Postcard"}};
  EXPECT_EQ(nav.outline, outline);
  const std::vector<std::string> labels = {"Cover", "Postcard"};
  EXPECT_EQ(nav.page_label_prefixes, labels);
}

TEST(PdfDocument, DatesComeFromSourceDateEpochOrAFixedDefault) {
  unsetenv("SOURCE_DATE_EPOCH");
  EXPECT_EQ(reproducible_date(), "2026-01-01T00:00:00Z");
  setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
  EXPECT_EQ(reproducible_date(), "2023-11-14T22:13:20Z");
  const auto path = write_two_pages(fresh_folder("pdfdoc-epoch"));
  unsetenv("SOURCE_DATE_EPOCH");
  const auto info = run_command("pdfinfo " + quoted(path));
  EXPECT_NE(info_value(info.output, "CreationDate").find("Nov 14 22:13:20 2023"), std::string::npos)
      << info.output;
}

TEST(PdfDocument, NothingAppearsUnlessFinished) {
  const auto folder = fresh_folder("pdfdoc-abandoned");
  {
    PdfDocument doc(folder / "never.pdf", {});
    doc.begin_page(paper_a4());
  }  // e.g. an exception while drawing
  EXPECT_TRUE(std::filesystem::is_empty(folder));
}

// The message of what `draw` (given the open document) throws; "" when it throws nothing.
template <typename Draw>
std::string failure(Draw draw) {
  try {
    draw();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST(PdfDocument, APageWhoseContextFailedIsAnErrorNamingItAndNoFile) {
  const auto folder = fresh_folder("pdfdoc-singular");
  const auto path = folder / "cards.pdf";
  const std::string message = failure([&] {
    PdfDocument doc(path, {});
    doc.begin_page(paper_a4(), "Fronts 1");
    cairo_t* cr = doc.begin_page(paper_a4(), "Backs 1");
    cairo_scale(cr, 0, 0);  // a matrix that can't be inverted: Cairo drops all that follows
    cairo_rectangle(cr, 10, 10, 50, 50);
    cairo_fill(cr);
    doc.begin_page(paper_a4(), "Fronts 2");
    doc.finish();
  });
  EXPECT_EQ(message, "page 2 (\"Backs 1\") of " + path.string() +
                         ": drawing failed (Cairo: invalid matrix (not invertible))");
  EXPECT_TRUE(std::filesystem::is_empty(folder));
}

TEST(PdfDocument, TheLastPageIsCheckedByFinish) {
  const auto folder = fresh_folder("pdfdoc-last-page");
  const std::string message = failure([&] {
    PdfDocument doc(folder / "rules.pdf", {});
    cairo_scale(doc.begin_page(paper_a4()), 0, 1);
    doc.finish();
  });
  EXPECT_NE(message.find("page 1 of "), std::string::npos) << message;
  EXPECT_NE(message.find("invalid matrix"), std::string::npos) << message;
  EXPECT_TRUE(std::filesystem::is_empty(folder));
}

TEST(PdfDocument, UnbalancedSavesAndRestoresAreErrors) {
  const auto folder = fresh_folder("pdfdoc-unbalanced");
  std::string message = failure([&] {
    PdfDocument doc(folder / "restores.pdf", {});
    cairo_restore(doc.begin_page(paper_a4(), "Cover"));  // takes begin_page's own save
    doc.finish();
  });
  EXPECT_NE(message.find("page 1 (\"Cover\") of "), std::string::npos) << message;
  EXPECT_NE(message.find("cairo_restore() without matching cairo_save()"), std::string::npos)
      << message;
  message = failure([&] {
    PdfDocument doc(folder / "saves.pdf", {});
    cairo_save(doc.begin_page(paper_a4()));
    doc.begin_page(paper_a4());
    doc.finish();
  });
  EXPECT_NE(message.find("page 1 of "), std::string::npos) << message;
  EXPECT_NE(message.find("a cairo_save without its cairo_restore"), std::string::npos) << message;
  EXPECT_TRUE(std::filesystem::is_empty(folder));
}

TEST(PdfDocument, ThePageHookSeesEveryPage) {
  std::vector<int> pages;
  PdfDocument::set_page_hook_for_tests(
      [&](cairo_t*, const std::filesystem::path&, int page) { pages.push_back(page); });
  write_two_pages(fresh_folder("pdfdoc-hook"));
  PdfDocument::set_page_hook_for_tests(nullptr);
  EXPECT_EQ(pages, (std::vector<int>{1, 2}));
}

}  // namespace
}  // namespace spotforge
