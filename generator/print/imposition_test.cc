#include "print/imposition.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"
#include "base/length.h"

namespace spotforge {
namespace {

const CardTrim kRound87 = CardTrim::circle(87);

TEST(Paper, NamedSizesAreExact) {
  EXPECT_NEAR(mm_to_pt(paper_a4().width_mm), 595.276, 0.001);
  EXPECT_NEAR(mm_to_pt(paper_a4().height_mm), 841.890, 0.001);
  EXPECT_NEAR(mm_to_pt(paper_letter().width_mm), 612, 1e-9);
  EXPECT_NEAR(mm_to_pt(paper_letter().height_mm), 792, 1e-9);
  EXPECT_NEAR(paper_letter().min_margin_mm, 6.35, 1e-9);
  EXPECT_EQ(paper_a3().height_mm, 420);
}

TEST(Paper, ParsesNamesAndSizesWithUnits) {
  EXPECT_EQ(parse_paper("A4")->name, "A4");
  EXPECT_EQ(parse_paper("letter")->name, "Letter");
  auto custom = parse_paper("8.5inx14in");
  ASSERT_TRUE(custom);
  EXPECT_NEAR(custom->width_mm, 215.9, 1e-9);
  EXPECT_NEAR(custom->height_mm, 355.6, 1e-9);
  std::string error;
  EXPECT_FALSE(parse_paper("b5", &error));
  EXPECT_NE(error.find("expected a4, letter"), std::string::npos) << error;
  EXPECT_FALSE(parse_paper("210x297", &error));  // no units
  EXPECT_FALSE(parse_paper("10mmx10mm", &error));
  EXPECT_NE(error.find("out of range"), std::string::npos) << error;
}

// Every trim inside the margin and clear of the mark strips; every bleed on the page.
void expect_inside_margins(const Imposition& imp) {
  const double m = imp.paper.min_margin_mm;
  for (const CardSlot& s : imp.slots) {
    EXPECT_GE(s.cell.x, m + imp.mark_strip_mm - 1e-9);
    EXPECT_LE(s.cell.right(), imp.paper.width_mm - m - imp.mark_strip_mm + 1e-9);
    EXPECT_GE(s.y_mm - imp.card.height_mm / 2, m - 1e-9);
    EXPECT_LE(s.y_mm + imp.card.height_mm / 2, imp.paper.height_mm - m + 1e-9);
    EXPECT_GE(s.cell.y, 0);
  }
}

TEST(Impose, SixRoundCardsOnA4WithFullBleed) {
  const Imposition imp = impose(paper_a4(), kRound87, 3);
  EXPECT_EQ(imp.columns, 2);
  EXPECT_EQ(imp.rows, 3);
  ASSERT_EQ(imp.per_page(), 6);
  EXPECT_FALSE(imp.bleed_reduced());
  EXPECT_DOUBLE_EQ(imp.inner_bleed_y_mm(), 3);
  expect_inside_margins(imp);
  // Centred: the block's middle is the page's middle, so fronts and backs coincide.
  EXPECT_NEAR((imp.slots[0].x_mm + imp.slots[5].x_mm) / 2, 105, 1e-9);
  EXPECT_NEAR((imp.slots[0].y_mm + imp.slots[5].y_mm) / 2, 148.5, 1e-9);
  // Neighbouring trims 6 mm apart (3 mm bleed each).
  EXPECT_NEAR(imp.slots[1].x_mm - imp.slots[0].x_mm, 93, 1e-9);
  EXPECT_NEAR(imp.slots[2].y_mm - imp.slots[0].y_mm, 93, 1e-9);
  // Two columns and three rows of cuts, four and six lines.
  EXPECT_EQ(imp.cut_x_mm.size(), 4u);
  EXPECT_EQ(imp.cut_y_mm.size(), 6u);
  EXPECT_EQ(imp.describe(), "6 cards per A4 page (2 x 3), bleed 3 mm");
}

TEST(Impose, SixRoundCardsOnLetterWithReducedBleedBetweenRows) {
  const Imposition imp = impose(paper_letter(), kRound87, 3);
  EXPECT_EQ(imp.per_page(), 6);
  EXPECT_EQ(imp.rows, 3);
  EXPECT_TRUE(imp.bleed_reduced());
  EXPECT_DOUBLE_EQ(imp.inner_bleed_x_mm(), 3);
  // 279.4 - 2 x 6.35 = 266.7 mm for 3 x 87 = 261 mm of cards: 2.85 mm per gap.
  EXPECT_NEAR(imp.inner_bleed_y_mm(), 1.425, 1e-9);
  expect_inside_margins(imp);
  EXPECT_NE(imp.describe().find("bleed between rows reduced to 1.4 mm"), std::string::npos)
      << imp.describe();
  // The reduced bleed areas of neighbours touch but never overlap.
  EXPECT_NEAR(imp.slots[0].cell.bottom(), imp.slots[2].cell.y, 1e-9);
}

TEST(Impose, MoreOnBiggerPaperAndRoundedRectangles) {
  EXPECT_EQ(impose(paper_a3(), kRound87, 3).per_page(), 12);
  // Poker-size cards: 63 x 88 mm -> 3 x 3 on A4.
  const Imposition poker = impose(paper_a4(), CardTrim::rounded_rect(63, 88, 3), 3);
  EXPECT_EQ(poker.columns, 2);  // 3 x 69 = 207 mm does not fit 210 - 10 - 13 = 187 mm
  EXPECT_EQ(poker.rows, 3);
  const Imposition small = impose(paper_a4(), CardTrim::rounded_rect(50, 50, 3), 3);
  EXPECT_EQ(small.columns, 3);
  EXPECT_EQ(small.rows, 5);
  expect_inside_margins(small);
}

TEST(Impose, CardTooBigIsAnInputError) {
  try {
    impose(paper_a4(), CardTrim::circle(250), 3);
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("does not fit on A4"), std::string::npos) << e.what();
  }
}

TEST(BackSlots, LongEdgeMirrorsColumnsAndAddsTheOffset) {
  const Imposition imp = impose(paper_a4(), kRound87, 3);
  const auto backs = back_slots(imp, DuplexMode::kLong, 1.5, -0.5);
  ASSERT_EQ(backs.size(), imp.slots.size());
  for (size_t i = 0; i < backs.size(); ++i) {
    EXPECT_EQ(backs[i].row, imp.slots[i].row);
    EXPECT_EQ(backs[i].column, imp.columns - 1 - imp.slots[i].column);
    EXPECT_NEAR(backs[i].x_mm, 210 - imp.slots[i].x_mm + 1.5, 1e-9);
    EXPECT_NEAR(backs[i].y_mm, imp.slots[i].y_mm - 0.5, 1e-9);
    EXPECT_NEAR(backs[i].cell.x + backs[i].cell.width / 2, backs[i].x_mm, 1e-9);
  }
}

TEST(BackSlots, ShortEdgeMirrorsRowsFoldUsesTheBottomHalf) {
  const Imposition imp = impose(paper_a4(), kRound87, 3);
  const auto backs = back_slots(imp, DuplexMode::kShort);
  EXPECT_EQ(backs[0].row, 2);
  EXPECT_EQ(backs[0].column, 0);
  EXPECT_NEAR(backs[0].y_mm, 297 - imp.slots[0].y_mm, 1e-9);
  EXPECT_TRUE(back_slots(imp, DuplexMode::kNone).empty());

  const Imposition fold = impose(paper_a4(), kRound87, 3, {.fold = true});
  EXPECT_EQ(fold.per_page(), 2);
  ASSERT_TRUE(fold.fold_y_mm);
  const auto folded = back_slots(fold, DuplexMode::kFold, 5, 5);  // offsets ignored
  for (size_t i = 0; i < folded.size(); ++i) {
    EXPECT_LE(fold.slots[i].cell.bottom(), 148.5 + 1e-9);
    EXPECT_GE(folded[i].cell.y, 148.5 - 1e-9);
    EXPECT_NEAR(folded[i].x_mm, fold.slots[i].x_mm, 1e-9);
  }
}

// "Long edge" is the paper's physical long edge: turning a landscape sheet over it swaps top
// and bottom, not left and right. Off-centre cards show a wrong flip as a miss of many mm.
TEST(BackSlots, LongEdgeOnALandscapeSheetMirrorsTheRows) {
  const Paper landscape{"A4 landscape", 297, 210, 5};
  Imposition imp = impose(landscape, kRound87, 3);
  ASSERT_EQ(imp.rows, 2);
  for (CardSlot& s : imp.slots) {  // off-centre to the left and up, as a template might be
    s.x_mm -= 20;
    s.cell.x -= 20;
    s.y_mm -= 4;
    s.cell.y -= 4;
  }
  EXPECT_FALSE(flip_mirrors_columns(landscape, DuplexMode::kLong));
  EXPECT_TRUE(flip_mirrors_columns(landscape, DuplexMode::kShort));
  EXPECT_TRUE(flip_mirrors_columns(paper_a4(), DuplexMode::kLong));
  const auto longs = back_slots(imp, DuplexMode::kLong, 1, 2);
  const auto shorts = back_slots(imp, DuplexMode::kShort);
  for (size_t i = 0; i < imp.slots.size(); ++i) {
    const CardSlot& f = imp.slots[i];
    // Long edge: the same x, the y mirrored about the page's middle (then the offset).
    EXPECT_NEAR(longs[i].x_mm, f.x_mm + 1, 1e-9) << i;
    EXPECT_NEAR(longs[i].y_mm, 210 - f.y_mm + 2, 1e-9) << i;
    EXPECT_EQ(longs[i].row, imp.rows - 1 - f.row);
    EXPECT_EQ(longs[i].column, f.column);
    EXPECT_NEAR(longs[i].cell.y + longs[i].cell.height / 2, longs[i].y_mm, 1e-9);
    // Short edge: x mirrored, y kept.
    EXPECT_NEAR(shorts[i].x_mm, 297 - f.x_mm, 1e-9) << i;
    EXPECT_NEAR(shorts[i].y_mm, f.y_mm, 1e-9) << i;
    EXPECT_EQ(shorts[i].column, imp.columns - 1 - f.column);
  }
}

TEST(DuplexMode, ParsesAndNames) {
  for (auto mode : {DuplexMode::kLong, DuplexMode::kShort, DuplexMode::kFold, DuplexMode::kNone}) {
    EXPECT_EQ(parse_duplex_mode(to_string(mode)), mode);
  }
  EXPECT_FALSE(parse_duplex_mode("both"));
}

}  // namespace
}  // namespace spotforge
