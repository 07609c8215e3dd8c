#include "typeset/font_set.h"

#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include <thread>

#include "base/diagnostic.h"

namespace spotforge::typeset {
namespace {

TEST(FontSet, FindsTheThemeFamiliesFiles) {
  FontSet fonts("Quicksand", "Andika");
  EXPECT_NE(fonts.file(Face::kHeading).find("Quicksand-Bold"), std::string::npos);
  EXPECT_NE(fonts.file(Face::kBody).find("Andika-Regular"), std::string::npos);
  EXPECT_NE(fonts.file(Face::kBodyItalic).find("Andika-Italic"), std::string::npos);
}

// Made once per thread and pair of families, then kept: another thread gets its own (a Pango font
// map is not thread-safe).
TEST(FontSet, ForThisThreadIsMadeOncePerThreadAndFamilies) {
  FontSet& a = FontSet::for_this_thread("Quicksand", "Andika");
  EXPECT_EQ(&FontSet::for_this_thread("Quicksand", "Andika"), &a);
  EXPECT_EQ(a.family(Face::kBody), "Andika");
  FontSet& b = FontSet::for_this_thread("Andika", "Quicksand");
  EXPECT_NE(&b, &a);
  EXPECT_EQ(b.family(Face::kBody), "Quicksand");
  const FontSet* other = nullptr;
  std::thread([&] { other = &FontSet::for_this_thread("Quicksand", "Andika"); }).join();
  EXPECT_NE(other, &a);
  EXPECT_THROW(FontSet::for_this_thread("Quicksand", "No Such Family 42"), InputError);
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

TEST(FontSet, TheNextSetOfTheSameFamiliesReusesAFinishedSetsFontMap) {
  GObjectPtr<PangoFontMap> used;
  {
    FontSet first("Quicksand", "Andika");
    used.reset(PANGO_FONT_MAP(g_object_ref(first.font_map())));
  }
  // Held here, a map the first set dropped could not come back at the same address.
  FontSet next("Quicksand", "Andika");
  EXPECT_EQ(next.font_map(), used.get());
  // A context of its own: what the last user set on its context is not inherited.
  EXPECT_EQ(pango_context_get_font_map(next.context()), used.get());
  EXPECT_NE(next.file(Face::kBody).find("Andika-Regular"), std::string::npos);
}

TEST(FontSet, SetsInUseAtOnceOrOfOtherFamiliesHaveTheirOwnMaps) {
  FontSet a("Quicksand", "Andika");
  FontSet b("Quicksand", "Andika");
  EXPECT_NE(a.font_map(), b.font_map());
  GObjectPtr<PangoFontMap> used;
  {
    FontSet c("Quicksand", "Andika");
    used.reset(PANGO_FONT_MAP(g_object_ref(c.font_map())));
  }
  FontSet swapped("Andika", "Quicksand");
  EXPECT_NE(swapped.font_map(), used.get());
  EXPECT_NE(swapped.file(Face::kHeading).find("Andika-Bold"), std::string::npos);
}

}  // namespace
}  // namespace spotforge::typeset
