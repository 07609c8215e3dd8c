#include "kit/deck/print_resolution.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "art/art_test_support.h"

namespace spotforge {
namespace {

TEST(PrintResolution, TheWidestPlacementOfEachSymbolCounts) {
  std::vector<CardLayout> cards(2);
  cards[0].symbols = {{0, 0, 0, 20, 10}, {1, 0, 0, 5, 5}};
  cards[1].symbols = {{0, 0, 0, 30, 15}, {2, 0, 0, 8, 4}};
  const auto sizes = largest_placed_sizes(cards, 4);
  ASSERT_EQ(sizes.size(), 4u);
  EXPECT_EQ(sizes[0].width_mm, 30);
  EXPECT_EQ(sizes[0].height_mm, 15);
  EXPECT_EQ(sizes[1].width_mm, 5);
  EXPECT_EQ(sizes[2].width_mm, 8);
  EXPECT_EQ(sizes[3].width_mm, 0) << "a symbol on no card has no printed size";
}

// opaque.png is 50 x 40 pixels, its ink (a black block on white) 20 x 10: 150 ppi at 3.39 mm
// wide. Warned past that, not before, and never for vector art, whatever its size.
TEST(PrintResolution, WarnsUnder150PixelsPerInchNamingPixelsAndSize) {
  Theme theme;
  theme.file = "t/theme.yaml";
  ThemeSymbol photo;
  photo.id = "photo";
  photo.source.written = "opaque.png";
  photo.source_line = 9;
  photo.source_column = 30;
  ThemeSymbol dot;
  dot.id = "dot";
  dot.source.written = "dot.svg";
  theme.symbols = {photo, dot};
  const std::vector<SymbolArt> arts = {SymbolArt::load(art_test::file_source("opaque.png")),
                                       SymbolArt::load(art_test::file_source("dot.svg"))};
  EXPECT_TRUE(low_resolution_warnings(theme, arts, {{3.3, 1.65}, {500, 500}}, "on the cards")
                  .empty());
  const auto warnings = low_resolution_warnings(theme, arts, {{30, 15}, {500, 500}}, "on the cards");
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].to_string(),
            "t/theme.yaml:9:30: warning: symbol 'photo' (opaque.png): its 20x10 pixels of ink "
            "are printed up to 30.0 x 15.0 mm on the cards: 16 ppi, under 150: it will print "
            "blurred; use a picture with at least 178 pixels across its ink");
}

}  // namespace
}  // namespace spotforge
