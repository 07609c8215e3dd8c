#include "typeset/rich_text.h"

#include <gtest/gtest.h>

namespace spotforge::typeset {
namespace {

using Kind = Inline::Kind;

TEST(LayoutKey, EqualInputsGiveEqualKeys) {
  const Inlines text = {{Kind::kText, "Shuffle the ", -1}, {Kind::kStrong, "deck", -1}};
  const TextStyle style{Face::kBody, 9.5, false};
  EXPECT_EQ(layout_key(text, style, 80.5, PANGO_ALIGN_LEFT, false),
            layout_key(Inlines(text), style, 80.5, PANGO_ALIGN_LEFT, false));
}

TEST(LayoutKey, EveryInputOfTheLayoutChangesTheKey) {
  const Inlines text = {{Kind::kText, "ab", -1}, {Kind::kText, "c", -1}};
  const TextStyle style{Face::kBody, 9.5, false};
  const std::string key = layout_key(text, style, 80, PANGO_ALIGN_LEFT, false);
  // The same letters split otherwise, or marked up otherwise.
  EXPECT_NE(key, layout_key({{Kind::kText, "a", -1}, {Kind::kText, "bc", -1}}, style, 80,
                            PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key({{Kind::kText, "ab", -1}, {Kind::kEmphasis, "c", -1}}, style, 80,
                            PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key({{Kind::kText, "ab", -1}, {Kind::kSymbol, "c", 3}}, style, 80,
                            PANGO_ALIGN_LEFT, false));
  EXPECT_NE(layout_key({{Kind::kSymbol, "c", 3}}, style, 80, PANGO_ALIGN_LEFT, false),
            layout_key({{Kind::kSymbol, "c", 4}}, style, 80, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key({{Kind::kText, "abc", -1}}, style, 80, PANGO_ALIGN_LEFT, false));
  // The style, the width (to the last bit: a column narrower by a hair breaks otherwise), the
  // alignment and justification.
  EXPECT_NE(key, layout_key(text, {Face::kBodyBold, 9.5, false}, 80, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key(text, {Face::kBody, 10, false}, 80, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key(text, {Face::kBody, 9.5, true}, 80, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key(text, {Face::kBody, 9.5, false, false}, 80, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key(text, style, 80.000001, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key(text, style, -1, PANGO_ALIGN_LEFT, false));
  EXPECT_NE(key, layout_key(text, style, 80, PANGO_ALIGN_RIGHT, false));
  EXPECT_NE(key, layout_key(text, style, 80, PANGO_ALIGN_LEFT, true));
}

}  // namespace
}  // namespace spotforge::typeset
