#include "studio/card_preview.h"

#include <gtest/gtest.h>

#include "theme/loader.h"

namespace spotforge::studio {
namespace {

const Theme& words() {
  static const Theme theme = load_theme(find_theme_folder("words"));
  return theme;
}

// A kept layout must draw exactly the card a fresh preview draws: every edit is checked
// against a CardPreviews that has never seen the theme.
TEST(StudioCardPreview, AKeptLayoutDrawsWhatAFreshPreviewDraws) {
  CardPreviews kept;
  const std::string first = kept.png(words(), 1);
  ASSERT_EQ(first.substr(1, 3), "PNG");

  Theme recoloured = words();  // moves nothing: the layout is kept, the card drawn again
  recoloured.card.background = {0.9, 0.95, 1, 1};
  const std::string after_colour = kept.png(recoloured, 1);
  EXPECT_NE(after_colour, first) << "the new background shows";
  EXPECT_EQ(after_colour, CardPreviews().png(recoloured, 1));

  Theme varied = words();  // a layout setting: laid out again
  varied.layout.size_variety = 4;
  const std::string after_variety = kept.png(varied, 1);
  EXPECT_NE(after_variety, first);
  EXPECT_EQ(after_variety, CardPreviews().png(varied, 1));

  Theme renamed = words();  // names are not on the cards
  renamed.symbols[0].names["en"] = "Something else";
  EXPECT_EQ(kept.png(renamed, 1), first);
  EXPECT_EQ(kept.png(words(), 0), CardPreviews().png(words(), 0)) << "each card its own layout";
}

}  // namespace
}  // namespace spotforge::studio
