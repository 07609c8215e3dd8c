#include "print/fold_nets.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "print/paper.h"

namespace spotforge {
namespace {

TEST(CardHolder, TheTentClosesAndHidesTheCard) {
  for (double card : {60.0, 87.0, 100.0}) {
    const CardHolderShape s = card_holder_shape(card);
    const double rise = (90 - s.lean_deg) * std::numbers::pi / 180;
    // The face's top, the back's foot and the face's foot form the triangle the back closes.
    const double run = s.face_mm * std::cos(rise);
    EXPECT_NEAR(std::hypot(s.base_mm - run, s.face_mm * std::sin(rise)), s.back_mm, 1e-9);
    // The card stands on the shelf leaning on the face: the face is taller than the card and
    // the back rises as high as the face, so the other players see none of it.
    EXPECT_GT(s.face_mm, card);
    EXPECT_GT(s.height_mm, card * std::cos(s.lean_deg * std::numbers::pi / 180));
    // The top leans over the base, not beyond it.
    EXPECT_GT(s.base_mm, run);
  }
}

TEST(CardHolder, NetHasFivePanelsFourFoldsAndFitsTheUsualPapers) {
  const StripNet net = card_holder_net(87, 87);
  ASSERT_EQ(net.panels.size(), 5u);
  ASSERT_EQ(net.folds.size(), 4u);
  EXPECT_EQ(net.panels[2].role, "face");
  EXPECT_GT(net.width_mm, 87);
  // Two side by side and one along the page, inside the margins and the mark strips.
  for (const Paper& paper : {paper_a4(), paper_letter()}) {
    EXPECT_LT(net.length_mm(), paper.height_mm - 2 * paper.min_margin_mm) << paper.name;
    EXPECT_LT(2 * net.width_mm, paper.width_mm - 2 * (paper.min_margin_mm + 6.5)) << paper.name;
  }
  EXPECT_DOUBLE_EQ(net.offset_mm(2), net.panels[0].length_mm + net.panels[1].length_mm);
}

TEST(Standee, FrontAndBackMatchAndTheRidgeIsAMountainFold) {
  const StripNet net = standee_net(60, 75);
  ASSERT_EQ(net.panels.size(), 4u);
  EXPECT_EQ(net.panels[1].length_mm, net.panels[2].length_mm);
  EXPECT_EQ(net.folds[1], Fold::kMountain);
  EXPECT_EQ(net.folds[0], Fold::kValley);
  EXPECT_EQ(net.folds[2], Fold::kValley);
  EXPECT_DOUBLE_EQ(net.length_mm(), 2 * 75 + net.panels[0].length_mm + net.panels[3].length_mm);
}

}  // namespace
}  // namespace spotforge
