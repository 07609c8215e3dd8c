#include "art/glyph_coverage.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(GlyphCoverage, PolishAndItalianLettersInAndika) {
  FontCoverage c = check_glyph_coverage("Andika", "", "Zażółć gęślą jaźń. Perché città?");
  EXPECT_TRUE(c.ok()) << describe_problem(c);
  EXPECT_EQ(c.resolved_family, "Andika");
  EXPECT_NE(c.file.find("ndika"), std::string::npos) << c.file;
}

TEST(GlyphCoverage, StyleChoosesTheFace) {
  FontCoverage bold = check_glyph_coverage("Andika", "Bold", "a");
  FontCoverage regular = check_glyph_coverage("Andika", "", "a");
  EXPECT_TRUE(bold.ok());
  EXPECT_NE(bold.file, regular.file);
}

TEST(GlyphCoverage, MissingCharactersAreNamedOnce) {
  // Quicksand has Latin letters but no Cyrillic.
  FontCoverage c = check_glyph_coverage("Quicksand", "Bold", "Жук and Жаба");
  ASSERT_TRUE(c.family_found);
  std::vector<std::string> missing;
  for (const auto& m : c.missing) missing.push_back(m.describe());
  EXPECT_EQ(missing, (std::vector<std::string>{"U+0416 'Ж'", "U+0443 'у'", "U+043A 'к'",
                                               "U+0430 'а'", "U+0431 'б'"}));
  EXPECT_EQ(describe_problem(c),
            "font 'Quicksand' has no glyph for U+0416 'Ж', U+0443 'у', U+043A 'к', U+0430 'а', "
            "U+0431 'б'; use a font that covers these characters or change the text");
}

TEST(GlyphCoverage, SpacesAndSoftHyphensNeedNoGlyph) {
  FontCoverage c = check_glyph_coverage("Quicksand", "",
                                        "a\xC2\xAD"
                                        "b \t\nc\xE2\x80\x8B");
  EXPECT_TRUE(c.ok()) << describe_problem(c);
}

TEST(GlyphCoverage, FallbackFamilyIsReported) {
  FontCoverage c = check_glyph_coverage("Comic Nonexistent", "", "abc");
  EXPECT_FALSE(c.family_found);
  EXPECT_FALSE(c.ok());
  EXPECT_FALSE(c.resolved_family.empty());
  EXPECT_NE(describe_problem(c).find("'Comic Nonexistent' is not installed"), std::string::npos);
}

TEST(GlyphCoverage, InvalidUtf8IsReported) {
  FontCoverage c = check_glyph_coverage("Andika", "", "ab\xFF");
  ASSERT_EQ(c.missing.size(), 1u);
  EXPECT_EQ(c.missing[0].code, 0xFFFDu);
}

}  // namespace
}  // namespace spotforge
