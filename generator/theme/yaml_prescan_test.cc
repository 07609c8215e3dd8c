#include "theme/yaml_prescan.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "base/files_for_tests.h"

namespace spotforge {
namespace {

using spotforge::testing::read_bytes;

TEST(FindDeepNesting, FindsTheBracketPastTheLimit) {
  const auto deep = find_deep_nesting("title: x\nsymbols: " + std::string(100'000, '['), 64);
  ASSERT_TRUE(deep.has_value());
  EXPECT_EQ(deep->line, 2);
  EXPECT_EQ(deep->column, 10 + 64);  // the 65th [
  EXPECT_TRUE(find_deep_nesting("a: {b: [[[c]]]}", 3).has_value());
  EXPECT_FALSE(find_deep_nesting("a: {b: [[[c]]]}", 4).has_value());
}

TEST(FindDeepNesting, ClosedBracketsDoNotAddUp) {
  std::string many;
  for (int i = 0; i < 10'000; ++i) many += "- {id: s, name: {en: x}, text: [a]}\n";
  EXPECT_FALSE(find_deep_nesting(many, 3).has_value());
}

TEST(FindDeepNesting, BracketsInCommentsQuotesAndBlockTextDoNotCount) {
  const std::string brackets(100, '[');
  EXPECT_FALSE(find_deep_nesting("a: 1 # " + brackets + "\n", 8).has_value());
  EXPECT_FALSE(find_deep_nesting("a: \"" + brackets + "\"\n", 8).has_value());
  EXPECT_FALSE(
      find_deep_nesting("a: ['" + brackets + "', \"x\\\"" + brackets + "\"]\n", 8).has_value());
  EXPECT_FALSE(find_deep_nesting("a: &anchor '" + brackets + "'\n", 8).has_value());
  EXPECT_FALSE(find_deep_nesting("a: |\n  " + brackets + "\n\n  more " + brackets + "\nb: 1\n", 8)
                   .has_value());
  // After the block text ends, brackets count again.
  EXPECT_TRUE(find_deep_nesting("a: >\n  text\nb: " + brackets + "\n", 8).has_value());
  // A quote inside plain text does not start a quoted value ("it's" is a word).
  EXPECT_TRUE(find_deep_nesting("a: it's\nb: " + brackets + "\n", 8).has_value());
  // Nor does a | inside plain text start block text.
  EXPECT_TRUE(find_deep_nesting("a: x | y\nb: " + brackets + "\n", 8).has_value());
}

TEST(FindDeepNesting, ShippedThemesPass) {
  for (const char* name : {"party", "words"}) {
    const std::string text =
        read_bytes(std::string(SPOTFORGE_SOURCE_DIR) + "/themes/" + name + "/theme.yaml");
    ASSERT_FALSE(text.empty()) << name;
    EXPECT_FALSE(find_deep_nesting(text, 4).has_value()) << name;
  }
}

TEST(InvalidUtf8Offset, AcceptsUtf8AndFindsTheFirstBadByte) {
  EXPECT_EQ(invalid_utf8_offset("Ręka 猫 🙂"), std::string::npos);
  EXPECT_EQ(invalid_utf8_offset("Caf\xe9!"), 3u);          // Latin-1 é
  EXPECT_EQ(invalid_utf8_offset("ab\xc3"), 2u);            // cut short
  EXPECT_EQ(invalid_utf8_offset("\xc0\xaf"), 0u);          // overlong /
  EXPECT_EQ(invalid_utf8_offset("x\xed\xa0\x80"), 1u);     // a UTF-16 surrogate
  EXPECT_EQ(invalid_utf8_offset("\xf4\x90\x80\x80"), 0u);  // past U+10FFFF
  EXPECT_EQ(invalid_utf8_offset(std::string("a\0b", 3)), 1u);
}

TEST(FindInvalidUtf8, GivesLineAndColumn) {
  const auto at = find_invalid_utf8("title: x\nname: Caf\xe9\n");
  ASSERT_TRUE(at.has_value());
  EXPECT_EQ(at->line, 2);
  EXPECT_EQ(at->column, 10);
  EXPECT_FALSE(find_invalid_utf8("title: Ręka\n").has_value());
}

// The marks spotforge init leaves after names to translate; a # in quotes or inside a word,
// or a comment that only mentions the word, is none.
TEST(FindCommentMarks, FindsCommentsStartingWithTheMark) {
  const std::string yaml =
      "# players will say it (TRANSLATE the ones marked)\n"
      "  - { id: a, name: { en: \"A # TRANSLATE\" } }  # TRANSLATE pl, de\n"
      "  - { id: b, name: { en: B#TRANSLATE } }\n"
      "#TRANSLATE\n"
      "  - { id: c }  # TRANSLATED already\n";
  const auto marks = find_comment_marks(yaml, "TRANSLATE");
  ASSERT_EQ(marks.size(), 2u);
  EXPECT_EQ(marks[0].line, 2);
  EXPECT_EQ(marks[0].column, 47);
  EXPECT_EQ(marks[1].line, 4);
  EXPECT_EQ(marks[1].column, 1);
}

}  // namespace
}  // namespace spotforge
