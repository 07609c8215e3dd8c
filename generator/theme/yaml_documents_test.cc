#include "theme/yaml_documents.h"

#include <gtest/gtest.h>

namespace spotforge {
namespace {

TEST(YamlDocuments, ReadsTheFirstDocumentAndWhereASecondStarts) {
  const YamlDocuments one = read_yaml_documents("title: A\nlanguages: [en]\n");
  EXPECT_EQ(one.first["title"].as<std::string>(), "A");
  EXPECT_FALSE(one.second);

  const YamlDocuments two = read_yaml_documents("title: A\n---\ntitle: B\n");
  EXPECT_EQ(two.first["title"].as<std::string>(), "A");
  ASSERT_TRUE(two.second);
  EXPECT_GE(two.second->line, 1);

  EXPECT_TRUE(read_yaml_documents("").first.IsNull());
  EXPECT_TRUE(read_yaml_documents("# only a comment\n").first.IsNull());
}

// theme_fuzzer's input: yaml-cpp 0.7 starts an empty document at the stray ',' forever, so
// YAML::LoadAll never returned and `theme check` hung. It is a syntax error at the ','.
TEST(YamlDocuments, AStuckParserIsASyntaxErrorAtItsPlace) {
  const std::string text =
      "# A vocabulary de: s5, name: { en: Five }\n, text: F444ck: 13 words\nlanguages: x\n";
  try {
    read_yaml_documents(text);
    FAIL() << "a stray ',' at the top level was read as a theme";
  } catch (const YAML::ParserException& e) {
    EXPECT_EQ(e.mark.line, 1);
    EXPECT_EQ(e.mark.column, 0);
    EXPECT_NE(e.msg.find("','"), std::string::npos) << e.msg;
  }
}

}  // namespace
}  // namespace spotforge
