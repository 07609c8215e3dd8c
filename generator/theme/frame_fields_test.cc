#include "theme/frame_fields.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "theme/loader.h"

namespace spotforge {
namespace {

// A theme of seven text symbols; `top` goes before symbols:, `first` inside the first one's {}.
std::string theme_yaml(const std::string& top, const std::string& first) {
  std::string yaml =
      "title: Frames\nlanguages: [en]\nfonts: {heading: DejaVu Sans, body: "
      "DejaVu Sans}\n" +
      top + "symbols:\n";
  for (int i = 0; i < 7; ++i) {
    const std::string n = std::to_string(i);
    yaml +=
        "  - {id: s" + n + ", name: {en: S" + n + "}, text: w" + n + (i == 0 ? first : "") + "}\n";
  }
  return yaml;
}

const std::filesystem::path kFolder = std::filesystem::temp_directory_path();

TEST(FrameFields, FrameAtTheTopAndOnASymbolWithItsFocus) {
  const Theme theme =
      load_theme_text(kFolder, theme_yaml("frame: circle\n", ", frame: rounded, focus: [0.2, 1]"));
  EXPECT_EQ(theme.frame, PhotoFrame::kCircle);
  EXPECT_EQ(theme.symbols[0].frame, PhotoFrame::kRounded);
  EXPECT_EQ(theme.symbols[0].focus, (FocusPoint{0.2, 1}));
  EXPECT_FALSE(theme.symbols[1].frame.has_value());
  EXPECT_FALSE(theme.symbols[1].focus.has_value());
  EXPECT_EQ(load_theme_text(kFolder, theme_yaml("", "")).frame, PhotoFrame::kNone);
  EXPECT_EQ(
      load_theme_text(kFolder, theme_yaml("frame: rectangle\n", ", frame: none")).symbols[0].frame,
      PhotoFrame::kNone);
}

// The one error loading `yaml` gives.
Diagnostic only_error(const std::string& yaml) {
  try {
    load_theme_text(kFolder, yaml);
  } catch (const InputError& e) {
    std::vector<Diagnostic> errors;
    for (const auto& d : e.diagnostics()) {
      if (d.severity == Diagnostic::Severity::kError) errors.push_back(d);
    }
    EXPECT_EQ(errors.size(), 1u) << e.what();
    if (!errors.empty()) return errors[0];
  }
  ADD_FAILURE() << "loaded without error:\n" << yaml;
  return {};
}

TEST(FrameFields, AWrongFrameNamesItsLineAndTheValuesAllowed) {
  const Diagnostic top = only_error(theme_yaml("frame: oval\n", ""));
  EXPECT_EQ(top.line, 4);
  EXPECT_NE(top.message.find("frame is 'oval'; expected one of: circle, rounded, rectangle, none"),
            std::string::npos)
      << top.message;
  const Diagnostic symbol = only_error(theme_yaml("", ", frame: cirle"));
  EXPECT_EQ(symbol.line, 5);
  EXPECT_NE(symbol.message.find("did you mean 'circle'?"), std::string::npos) << symbol.message;
}

TEST(FrameFields, AFocusIsTwoFractions) {
  for (const char* bad : {", focus: [1.5, 0.5]", ", focus: 0.5", ", focus: [0.5]",
                          ", focus: [a, 0.5]", ", focus: [0.5, -0.1]"}) {
    const Diagnostic d = only_error(theme_yaml("frame: circle\n", bad));
    EXPECT_EQ(d.line, 6) << bad;  // the first symbol, under frame: on line 4
    EXPECT_NE(d.message.find("expected [x, y], two numbers from 0 to 1"), std::string::npos)
        << bad << ": " << d.message;
  }
}

// The warnings about a focus among those loading `yaml` gives.
std::vector<Diagnostic> focus_warnings(const std::string& yaml) {
  std::vector<Diagnostic> warnings, out;
  load_theme_text(kFolder, yaml, &warnings);
  for (const auto& w : warnings) {
    if (w.message.find("focus") != std::string::npos) out.push_back(w);
  }
  return out;
}

TEST(FrameFields, AFocusWithoutACroppingFrameIsWarnedAbout) {
  const std::vector<Diagnostic> warnings = focus_warnings(theme_yaml("", ", focus: [0.5, 0.5]"));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].line, 5);
  EXPECT_NE(warnings[0].message.find("has a focus: but no frame that crops it"), std::string::npos)
      << warnings[0].message;
  EXPECT_TRUE(focus_warnings(theme_yaml("frame: rounded\n", ", focus: [0.5, 0.5]")).empty());
}

}  // namespace
}  // namespace spotforge
