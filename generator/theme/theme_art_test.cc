#include "theme/theme_art.h"
#include "base/test_paths.h"

#include "theme/loader.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace spotforge {
namespace {

namespace fs = std::filesystem;

const fs::path kThemes = fs::path(SPOTFORGE_FIXTURES_DIR) / "themes";

// Themes whose theme.yaml is fine but whose pictures (or fonts) are not: each error must point
// at the symbol's source in theme.yaml and name the symbol, the file and the fix.
struct BrokenArtCase {
  const char* folder;
  int line;
  int column;
  const char* symbol;
  const char* file;  // "" for text symbols
  const char* says;
};

const BrokenArtCase kBrokenArt[] = {
    {"corrupt-png", 10, 47, "symbol 'broken'", "broken.png", "corrupt PNG"},
    {"over-pixel-cap", 10, 43, "symbol 'huge'", "huge.png",
     "20000 x 12000 pixels (240 megapixels); expected at most 200 megapixels"},
    {"empty-svg", 10, 49, "symbol 'nothing'", "empty.svg", "the picture has no visible ink"},
    {"missing-glyph", 10, 41, "symbol 'cat'", "", "has no glyph for U+732B"},
};

class BrokenArt : public testing::TestWithParam<BrokenArtCase> {};

TEST_P(BrokenArt, ReportsThePictureAtItsSymbol) {
  const BrokenArtCase& c = GetParam();
  const fs::path folder = kThemes / "broken" / c.folder;
  // The theme itself is well formed: only the pictures are wrong.
  EXPECT_NO_THROW(load_theme(folder));
  try {
    load_theme_with_art(folder);
    FAIL() << c.folder << " loaded without error";
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u) << e.what();
    const Diagnostic& d = e.diagnostics()[0];
    EXPECT_EQ(d.file, (folder / "theme.yaml").string());
    EXPECT_EQ(d.line, c.line) << d.to_string();
    EXPECT_EQ(d.column, c.column) << d.to_string();
    EXPECT_EQ(d.message.find(c.symbol), 0u) << d.to_string();
    if (*c.file) {
      EXPECT_NE(d.message.find(c.file), std::string::npos) << d.to_string();
    }
    EXPECT_NE(d.message.find(c.says), std::string::npos) << d.to_string();
  }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, BrokenArt, testing::ValuesIn(kBrokenArt),
                         [](const testing::TestParamInfo<BrokenArtCase>& info) {
                           std::string name = info.param.folder;
                           for (char& ch : name) ch = ch == '-' ? '_' : ch;
                           return name;
                         });

TEST(LoadThemeWithArt, LoadsEverySourceKind) {
  const ThemeArt loaded = load_theme_with_art(kThemes / "valid" / "pictures");
  ASSERT_EQ(loaded.symbols.size(), loaded.theme.symbols.size());
  ASSERT_EQ(loaded.characters.size(), 2u);
  EXPECT_EQ(loaded.symbols[0].format(), ArtFormat::kSvg);
  EXPECT_EQ(loaded.symbols[1].format(), ArtFormat::kPng);
  EXPECT_EQ(loaded.symbols[2].format(), ArtFormat::kJpeg);
  EXPECT_EQ(loaded.symbols[3].format(), ArtFormat::kIcon);
  EXPECT_EQ(loaded.symbols[6].format(), ArtFormat::kText);
  for (const auto& art : loaded.symbols) {
    EXPECT_GT(art.box().width, 0);
    EXPECT_GT(art.box().height, 0);
  }
}

TEST(LoadThemeWithArt, WarnsAboutConfusableSymbolsNamingBoth) {
  std::vector<Diagnostic> warnings;
  load_theme_with_art(kThemes / "valid" / "confusable", &warnings);
  // The look-alike check compares the pictures as printed: the 6 and the 9 carry the bar that
  // says which way is up (issue 29), so the only pair left is "p" and "d".
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].line, 15);  // the later of the two, 'dee'
  EXPECT_NE(warnings[0].message.find("symbols 'pea' (line 13) and 'dee' look nearly the same"),
            std::string::npos)
      << warnings[0].message;
  EXPECT_NE(warnings[0].message.find("when turned freely"), std::string::npos);

  // Kept upright, a "p" and a "d" are told apart.
  warnings.clear();
  load_theme_with_art(kThemes / "valid" / "confusable-upright", &warnings);
  EXPECT_TRUE(warnings.empty()) << warnings[0].to_string();
}

TEST(LoadThemeWithArt, ShippedThemesLoadCleanly) {
  for (const char* name : {"party", "words"}) {
    std::vector<Diagnostic> warnings;
    const ThemeArt loaded = load_theme_with_art(find_theme_folder(name), &warnings);
    EXPECT_EQ(loaded.symbols.size(), loaded.theme.symbols.size()) << name;
    EXPECT_EQ(loaded.characters.size(), loaded.theme.spotlight_characters.size()) << name;
    for (const auto& w : warnings) ADD_FAILURE() << name << ": " << w.to_string();
  }
}

TEST(LoadThemeWithArt, PassesOnArtsWarningAboutSvgFilters) {
  std::vector<Diagnostic> warnings;
  const ThemeArt loaded = load_theme_with_art(kThemes / "valid" / "filtered", &warnings);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].line, 4);
  EXPECT_NE(warnings[0].message.find("symbol 'blurred'"), std::string::npos);
  EXPECT_NE(warnings[0].message.find("filter effects"), std::string::npos) << warnings[0].message;
  EXPECT_FALSE(loaded.symbols[0].is_vector());  // pre-rendered at high resolution instead
}

TEST(ArtSourceFor, CarriesTheThemesFolderSetFontAndColour) {
  const Theme theme = load_theme(kThemes / "valid" / "pictures");
  const ArtSource file = art_source_for(theme, theme.symbols[0], "symbol");
  EXPECT_EQ(file.kind, ArtSource::Kind::kFile);
  EXPECT_EQ(file.root, theme.folder);
  EXPECT_EQ(file.label, "symbol 'tree'");
  const ArtSource icon = art_source_for(theme, theme.symbols[3], "symbol");
  EXPECT_EQ(icon.icon_set, theme.icon_set_path);
  const ArtSource text = art_source_for(theme, theme.symbols[6], "symbol");
  EXPECT_EQ(text.font_family, "DejaVu Sans");
  EXPECT_EQ(text.font_style, "Bold");
  ASSERT_TRUE(text.color.has_value());
  EXPECT_DOUBLE_EQ(text.color->r, 170 / 255.0);
}

}  // namespace
}  // namespace spotforge
