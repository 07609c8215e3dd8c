#include "print/sheet_template.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>

#include <fstream>

#include "base/diagnostic.h"
#include "print/pdf_probe_for_tests.h"

namespace spotforge {
namespace {

const std::filesystem::path kSheets =
    std::filesystem::path(SPOTFORGE_SOURCE_DIR) / "templates/sheets";

void expect_same_layout(const Imposition& a, const Imposition& b) {
  EXPECT_EQ(a.paper.name, b.paper.name);
  EXPECT_NEAR(a.paper.min_margin_mm, b.paper.min_margin_mm, 1e-3);
  EXPECT_EQ(a.columns, b.columns);
  EXPECT_EQ(a.rows, b.rows);
  ASSERT_EQ(a.slots.size(), b.slots.size());
  for (size_t i = 0; i < a.slots.size(); ++i) {
    EXPECT_NEAR(a.slots[i].x_mm, b.slots[i].x_mm, 1e-3);
    EXPECT_NEAR(a.slots[i].y_mm, b.slots[i].y_mm, 1e-3);
    EXPECT_EQ(a.slots[i].row, b.slots[i].row);
    EXPECT_EQ(a.slots[i].column, b.slots[i].column);
    EXPECT_NEAR(a.slots[i].cell.x, b.slots[i].cell.x, 1e-3) << i;
    EXPECT_NEAR(a.slots[i].cell.y, b.slots[i].cell.y, 1e-3) << i;
    EXPECT_NEAR(a.slots[i].cell.width, b.slots[i].cell.width, 1e-3) << i;
    EXPECT_NEAR(a.slots[i].cell.height, b.slots[i].cell.height, 1e-3) << i;
  }
  ASSERT_EQ(a.cut_x_mm.size(), b.cut_x_mm.size());
  ASSERT_EQ(a.cut_y_mm.size(), b.cut_y_mm.size());
  for (size_t i = 0; i < a.cut_x_mm.size(); ++i) EXPECT_NEAR(a.cut_x_mm[i], b.cut_x_mm[i], 1e-3);
  for (size_t i = 0; i < a.cut_y_mm.size(); ++i) EXPECT_NEAR(a.cut_y_mm[i], b.cut_y_mm[i], 1e-3);
}

TEST(SheetTemplate, ShippedTemplatesMatchTheComputedImposition) {
  const std::pair<const char*, Paper> cases[] = {{"a4-round-87mm.yaml", paper_a4()},
                                                 {"letter-round-87mm.yaml", paper_letter()},
                                                 {"a3-round-87mm.yaml", paper_a3()}};
  for (const auto& [file, paper] : cases) {
    SCOPED_TRACE(file);
    const Imposition loaded = load_sheet_template(kSheets / file);
    expect_same_layout(loaded, impose(paper, CardTrim::circle(87), 3));
    EXPECT_EQ(loaded.bleed_reduced(), paper.name != "A4");
  }
}

TEST(SheetTemplate, RoundTripsARoundedRectangleLayout) {
  Imposition poker = impose(paper_letter(), CardTrim::rounded_rect(63, 88, 3), 3);
  poker.name = "poker";
  const auto file = testing::fresh_folder("sheet-roundtrip") / "poker.yaml";
  std::ofstream(file) << sheet_template_yaml(poker, "poker cards");
  const Imposition loaded = load_sheet_template(file);
  EXPECT_EQ(loaded.name, "poker");
  EXPECT_EQ(loaded.card.shape, CardTrim::Shape::kRoundedRect);
  EXPECT_NEAR(loaded.card.corner_radius_mm, 3, 1e-9);
  expect_same_layout(loaded, poker);
}

TEST(SheetTemplate, ReportsEveryProblemWithItsPlace) {
  const auto file = testing::fresh_folder("sheet-bad") / "bad.yaml";
  std::ofstream(file) << "paper: A4\n"
                         "card: {shape: circle, diameter: 87}\n"
                         "bleed: 3mm\n"
                         "cards:\n"
                         "  - [60mm, 60mm]\n"
                         "  - [61mm, 62mm]\n";
  try {
    load_sheet_template(file);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].line, 2);
    EXPECT_NE(e.diagnostics()[0].message.find("has no unit"), std::string::npos);
  }
  std::ofstream(file) << "paper: A4\n"
                         "card: {shape: circle, diameter: 87mm}\n"
                         "bleed: 3mm\n"
                         "cards:\n"
                         "  - [60mm, 60mm]\n"
                         "  - [61mm, 62mm]\n"
                         "  - [10mm, 200mm]\n";
  try {
    load_sheet_template(file);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 2u);
    EXPECT_EQ(e.diagnostics()[0].line, 6);
    EXPECT_NE(e.diagnostics()[0].message.find("overlaps card 1"), std::string::npos);
    EXPECT_EQ(e.diagnostics()[1].line, 7);
    EXPECT_NE(e.diagnostics()[1].message.find("page margin"), std::string::npos);
  }
}

// Issue 18: a negative bleed and a 1e6 mm card were read as given, and 100k cards made
// billions of overlap errors (std::bad_alloc at 3.6 GB).
TEST(SheetTemplate, LengthsAndCardCountAreBounded) {
  const auto file = testing::fresh_folder("sheet-bounds") / "bad.yaml";
  std::ofstream(file) << "paper: A4\n"
                         "card: {shape: circle, diameter: 1e6mm}\n"
                         "bleed: -3mm\n"
                         "cards:\n"
                         "  - [60mm, 60mm]\n";
  try {
    load_sheet_template(file);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 2u) << e.what();
    EXPECT_EQ(e.diagnostics()[0].line, 2);
    EXPECT_NE(e.diagnostics()[0].message.find("card diameter is 1e6mm; expected more than 0mm "
                                              "and at most 280mm"),
              std::string::npos)
        << e.what();
    EXPECT_EQ(e.diagnostics()[1].line, 3);
    EXPECT_NE(e.diagnostics()[1].message.find("bleed is -3mm; expected at least 0mm"),
              std::string::npos)
        << e.what();
  }
  {
    std::ofstream out(file);
    out << "paper: A4\ncard: {shape: circle, diameter: 10mm}\nbleed: 1mm\ncards:\n";
    for (int i = 0; i < 30'000; ++i) out << "  - [60mm, 60mm]\n";
  }
  try {
    load_sheet_template(file);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u) << e.what();
    EXPECT_NE(e.diagnostics()[0].message.find("lists 30000 cards; expected at most 2000"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace spotforge
