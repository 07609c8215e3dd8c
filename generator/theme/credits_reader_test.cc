#include "theme/credits_reader.h"

#include <gtest/gtest.h>

#include <string>

namespace spotforge {
namespace {

struct Read {
  std::optional<std::vector<Credit>> credits;
  std::vector<Diagnostic> diagnostics;
};

Read read(const std::string& yaml) {
  const YAML::Node root = YAML::Load(yaml);
  DiagnosticList diagnostics;
  YamlFields fields("theme.yaml", diagnostics, &yaml);
  Read r;
  for (auto it = root.begin(); it != root.end(); ++it) {
    if (it->first.Scalar() != "credits") continue;
    r.credits = read_credits(fields, YamlField{"credits", it->first, it->second});
  }
  r.diagnostics = diagnostics.items();
  return r;
}

TEST(ReadCredits, ACreditIsData) {
  const Read r = read(
      "credits:\n"
      "  - { what: pictures, source: Fluent Emoji Flat, by: Microsoft, licence: MIT, url: x }\n"
      "  - { what: fonts, by: SIL International }\n");
  ASSERT_TRUE(r.credits.has_value());
  ASSERT_EQ(r.credits->size(), 2u);
  EXPECT_EQ((*r.credits)[0],
            (Credit{"pictures", "Fluent Emoji Flat", "Microsoft", "MIT", "x", "", 2}));
  EXPECT_EQ((*r.credits)[1].by, "SIL International");
  EXPECT_TRUE(r.diagnostics.empty());
}

// The old form: printed as written in every language, so the author is told, at the line,
// what the new form is.
TEST(ReadCredits, FreeTextIsKeptWithAWarningNamingTheLineAndTheNewForm) {
  const Read r = read("title: x\ncredits:\n  - \"Drawings: Ada\"\n");
  ASSERT_TRUE(r.credits.has_value());
  EXPECT_EQ((*r.credits)[0].text, "Drawings: Ada");
  EXPECT_EQ((*r.credits)[0].what, "");
  ASSERT_EQ(r.diagnostics.size(), 1u);
  EXPECT_EQ(r.diagnostics[0].severity, Diagnostic::Severity::kWarning);
  EXPECT_EQ(r.diagnostics[0].line, 3);
  EXPECT_NE(r.diagnostics[0].message.find("{what: pictures"), std::string::npos);
  EXPECT_NE(r.diagnostics[0].message.find("every language"), std::string::npos);
}

// The lines earlier Party and Words themes shipped become data, with no warning.
TEST(ReadCredits, TheDefaultArtsOldLineIsConverted) {
  const Read r = read(
      "credits:\n"
      "  - \"Pictures: Fluent Emoji Flat by Microsoft (MIT licence), via the Iconify JSON set\"\n"
      "  - \"Fonts: Quicksand (The Quicksand Project Authors) and Andika (SIL International), SIL "
      "Open Font License 1.1\"\n");
  ASSERT_TRUE(r.credits.has_value());
  EXPECT_EQ((*r.credits)[0].what, "pictures");
  EXPECT_EQ((*r.credits)[0].by, "Microsoft");
  EXPECT_EQ((*r.credits)[1].what, "fonts");
  EXPECT_EQ((*r.credits)[1].licence, "SIL Open Font License 1.1");
  EXPECT_TRUE(r.diagnostics.empty());
}

TEST(ReadCredits, AWhatOutsideTheKindsOrNoNameIsAnError) {
  Read r = read("credits: [{ what: picture, by: Ada }]\n");
  EXPECT_FALSE(r.credits.has_value());
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_NE(r.diagnostics[0].message.find("pictures"), std::string::npos);  // did you mean
  r = read("credits: [{ what: pictures, licence: MIT }]\n");
  EXPECT_FALSE(r.credits.has_value());
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_NE(r.diagnostics[0].message.find("neither source: nor by:"), std::string::npos);
  r = read("credits: [{ by: Ada }]\n");
  EXPECT_FALSE(r.credits.has_value());
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_NE(r.diagnostics[0].message.find("no what:"), std::string::npos);
}

}  // namespace
}  // namespace spotforge
