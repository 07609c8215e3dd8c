#include "typeset/flow.h"

#include <gtest/gtest.h>

namespace spotforge::typeset {
namespace {

PieceSize line(double h) { return {h, 0, false, false, false}; }
PieceSize heading(double h) { return {h, 6, true, true, false}; }

TEST(Flow, FillsColumnsThenPages) {
  std::vector<PieceSize> pieces(7, line(40));
  FlowFrame frame{2, 100, 0};
  auto slots = flow_pieces(pieces, frame);
  // Two lines of 40 fit in a column of 100, the third starts the next column.
  EXPECT_EQ(slots[1].column, 0);
  EXPECT_DOUBLE_EQ(slots[1].y, 40);
  EXPECT_EQ(slots[2].column, 1);
  EXPECT_DOUBLE_EQ(slots[2].y, 0);
  EXPECT_EQ(slots[4].page, 1);
  EXPECT_EQ(slots[4].column, 0);
  EXPECT_EQ(slots[6].page, 1);
  EXPECT_EQ(slots[6].column, 1);
}

TEST(Flow, FirstPageStartsBelowTheTitle) {
  std::vector<PieceSize> pieces(3, line(40));
  auto slots = flow_pieces(pieces, FlowFrame{1, 100, 30});
  EXPECT_EQ(slots[0].page, 0);
  EXPECT_EQ(slots[1].page, 1);  // 40 + 40 > 70 on page 1
  EXPECT_EQ(slots[2].page, 1);
}

TEST(Flow, SpaceBeforeIsDroppedAtColumnTop) {
  std::vector<PieceSize> pieces = {line(60), {30, 20, false, false, false}};
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].column, 1);  // 60 + 20 + 30 > 100
  EXPECT_DOUBLE_EQ(slots[1].y, 0);
}

TEST(Flow, HeadingIsNeverLeftAtAColumnFoot) {
  // The heading fits under the first line, but the text after it does not: it moves along.
  std::vector<PieceSize> pieces = {line(70), heading(15), line(30), line(30)};
  pieces[2].keep_with_next = false;
  pieces[1].keep_with_next = false;  // even without keep-with-next, sticky carries it
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].column, 1);
  EXPECT_DOUBLE_EQ(slots[1].y, 0);
  EXPECT_EQ(slots[2].column, 1);
  EXPECT_GT(slots[2].y, slots[1].y);
}

TEST(Flow, KeepWithNextMovesTheWholeGroup) {
  std::vector<PieceSize> pieces = {line(50), line(20), line(20), line(20)};
  pieces[1].keep_with_next = true;
  pieces[2].keep_with_next = true;
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].column, 1);
  EXPECT_EQ(slots[3].column, 1);
}

TEST(Flow, OversizedGroupBreaksInsideButNotAfterAHeading) {
  std::vector<PieceSize> pieces = {heading(10)};
  for (int i = 0; i < 8; ++i) pieces.push_back({20, 0, true, false, false});
  pieces.back().keep_with_next = false;
  auto slots = flow_pieces(pieces, FlowFrame{1, 100, 0});
  EXPECT_EQ(slots[0].page, 0);
  EXPECT_EQ(slots[1].page, 0);  // the heading keeps its first line
  int last_on_first_page = 0;
  for (size_t k = 0; k < slots.size(); ++k) {
    if (slots[k].page == 0) last_on_first_page = static_cast<int>(k);
  }
  EXPECT_EQ(last_on_first_page, 4);  // 10 + 4 x 20 = 90; the fifth line goes over
  EXPECT_EQ(slots[8].page, 1);
}

TEST(Flow, PageBreakStartsANewPageUnlessAlreadyAtOne) {
  std::vector<PieceSize> pieces = {
      {0, 0, false, false, true}, line(10), {0, 0, false, false, true}, line(10)};
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].page, 0);
  EXPECT_EQ(slots[3].page, 1);
  EXPECT_EQ(slots[3].column, 0);
}

TEST(Flow, AFigureThatDoesNotFitLetsTheTextAfterItFillTheColumn) {
  PieceSize figure{60, 0, false, false, false, true};
  std::vector<PieceSize> pieces = {line(50), figure, line(20), line(20), line(20)};
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  // The figure does not fit under the first line; two lines do and take its place.
  EXPECT_EQ(slots[2].column, 0);
  EXPECT_DOUBLE_EQ(slots[2].y, 50);
  EXPECT_EQ(slots[3].column, 0);
  EXPECT_EQ(slots[1].column, 1);  // the figure opens the next column
  EXPECT_DOUBLE_EQ(slots[1].y, 0);
  EXPECT_EQ(slots[4].column, 1);
  EXPECT_DOUBLE_EQ(slots[4].y, 60);
  EXPECT_DOUBLE_EQ(largest_hole(pieces, slots, FlowFrame{2, 100, 0}), 0);
}

TEST(Flow, FiguresKeepTheirOrderAndAPageBreakPlacesAWaitingOne) {
  PieceSize figure{60, 0, false, false, false, true};
  PieceSize page_break{0, 0, false, false, true};
  std::vector<PieceSize> pieces = {line(50), figure, figure, line(10), page_break, line(10)};
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].column, 1);  // the first figure waits for the next column...
  EXPECT_EQ(slots[2].page, 1);    // ... and the second one comes after it
  EXPECT_EQ(slots[2].column, 0);
  EXPECT_EQ(slots[5].page, 2);  // the page break still starts a page of its own
}

TEST(Flow, ARowOpeningAColumnIsTallerByItsRepeatedHeader) {
  PieceSize row = line(20);
  row.top_extra = 15;
  std::vector<PieceSize> pieces = {line(70), row, row, row};
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].column, 0);
  EXPECT_EQ(slots[2].column, 1);
  EXPECT_DOUBLE_EQ(slots[2].y, 0);
  EXPECT_DOUBLE_EQ(slots[3].y, 35);  // below the header and the first row
}

TEST(Flow, TheLargestHoleLeavesOutTheLastPageAndAForcedBreak) {
  PieceSize page_break{0, 0, false, false, true};
  // Page 1: 40 in the first column (a hole of 60), 90 in the second, which a forced break
  // ends (its 10 left are wanted); page 2 is the last, not counted.
  std::vector<PieceSize> pieces = {line(40), line(90), page_break, line(10)};
  auto slots = flow_pieces(pieces, FlowFrame{2, 100, 0});
  EXPECT_EQ(slots[1].column, 1);
  EXPECT_EQ(slots[3].page, 1);
  EXPECT_DOUBLE_EQ(largest_hole(pieces, slots, FlowFrame{2, 100, 0}), 60);
}

}  // namespace
}  // namespace spotforge::typeset
