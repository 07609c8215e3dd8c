#include "typeset/font_set.h"

#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

TEST(FontSet, FindsTheThemeFamiliesFiles) {
  FontSet fonts("Quicksand", "Andika");
  EXPECT_NE(fonts.file(Face::kHeading).find("Quicksand-Bold"), std::string::npos);
  EXPECT_NE(fonts.file(Face::kBody).find("Andika-Regular"), std::string::npos);
  EXPECT_NE(fonts.file(Face::kBodyItalic).find("Andika-Italic"), std::string::npos);
}

TEST(FontSet, UnknownFamilyIsAnInputError) {
  try {
    FontSet fonts("Quicksand", "No Such Family 42");
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("No Such Family 42"), std::string::npos);
  }
}

TEST(FontSet, LayoutsUseOnlyTheChosenFamilies) {
  FontSet fonts("Quicksand", "Andika");
  GObjectPtr<PangoLayout> layout(pango_layout_new(fonts.context()));
  auto desc = fonts.description(Face::kBody, 10);
  pango_layout_set_font_description(layout.get(), desc.get());
  // The CJK character has no glyph in Andika; with only our two families configured, Pango
  // has no third family to fall back to.
  pango_layout_set_text(layout.get(), "Gracze szukają 中", -1);
  // An empty list would pass the loop below without checking anything.
  const auto families = FontSet::families_used(layout.get());
  ASSERT_FALSE(families.empty()) << "the layout reports no font family at all";
  for (const auto& family : families) {
    EXPECT_TRUE(family == "Andika" || family == "Quicksand") << family;
  }
}

}  // namespace
}  // namespace spotforge::typeset
