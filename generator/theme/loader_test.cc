#include "theme/loader.h"
#include "base/test_paths.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "base/scoped_env_for_tests.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

const fs::path kThemes = fs::path(SPOTFORGE_FIXTURES_DIR) / "themes";

// One broken theme per failure: where the error must point and a piece of its message that
// says what is wrong or how to fix it.
struct BrokenCase {
  const char* folder;
  int line;
  int column;
  const char* says;
};

const BrokenCase kBroken[] = {
    {"unknown-key", 4, 3, "unknown key 'diamter' in card; did you mean 'diameter'?"},
    {"wrong-type", 3, 7, "card should be a mapping of keys"},
    {"bad-unit", 4, 13, "'px' is not a unit of length; expected mm, cm, in or pt"},
    {"no-unit", 4, 10, "'3' has no unit; write it as e.g. 3mm"},
    {"negative-size", 4, 13, "card.diameter is -5mm; expected more than 0mm"},
    {"bad-colour", 4, 15, "'zz' is not a hex byte; expected \"#rrggbb\""},
    {"unquoted-colour", 4, 3, "a value starting with # is a YAML comment: quote it"},
    {"missing-name", 8, 11, "symbol 's4' has no name in Polish ('pl'"},
    {"duplicate-id", 11, 5, "id 's3' is used twice (first on line 6)"},
    {"duplicate-text", 11, 42, "symbol 's8' shows the same text as 's2'"},
    {"duplicate-file", 14, 11, "symbol 'also-green' shows the same picture as 'green'"},
    {"duplicate-icon", 11, 41, "symbol 'box' shows the same picture as 'sq'"},
    {"absolute-path", 10, 43, "'/etc/hostname' is an absolute path; write the path relative"},
    {"dotdot-escape", 10, 41, "leaves the theme folder through '..'"},
    {"symlink-escape", 10, 43,
     "'tree.svg' is a symbolic link (or lies under one) that points "
     "outside the theme folder"},
    {"missing-file", 10, 43, "file 'pictures/gone.png' not found in the theme folder"},
    {"unknown-icon", 11, 43, "icon 'haert' is not in the icon set 'tiny'; did you mean 'heart'?"},
    {"icon-without-set", 10, 43, "the theme names no icon set; add set: fluent-emoji-flat"},
    {"unknown-set", 3, 6, "icon set 'no-such-set' is not installed"},
    {"no-source", 10, 5, "symbol 'blank' has no picture; give one of file:"},
    {"two-sources", 10, 49, "symbol 'both' has two sources, text: and file:; give exactly one"},
    {"bad-rotation", 4, 13, "layout.rotation is 'uprigth'; did you mean 'upright'?"},
    {"bad-shape", 4, 10, "card.shape is 'hexagon'; expected one of: circle, rounded-square"},
    {"empty-symbols", 3, 1, "symbols is empty; list at least 7 symbols"},
    {"too-few-symbols", 3, 1, "5 symbols are too few for a deck"},
    {"duplicate-key", 3, 1, "key 'title' appears twice at the top level (first on line 1)"},
    {"yaml-syntax", 3, 8, "this is not valid YAML"},
    {"missing-title", 1, 1, "the theme has no title; add title:"},
    {"bad-language", 2, 17, "language 'English' is not a language code"},
    {"unsupported-file", 10, 45, "expected an .svg, .png, .jpg, .heic or .webp file"},
    {"bad-id", 10, 11, "id 'Big Star' is not a valid id"},
    {"two-mascots", 10, 5, "'m2' and 'm1' are both role: mascot"},
    {"bad-role", 10, 53, "role is 'mascott'; did you mean 'mascot'?"},
    {"corner-radius", 7, 18, "card.corner_radius 31mm is more than half"},
    {"safe-margin", 5, 16, "card.safe_margin 20mm leaves no room on the card"},
    {"size-variety", 4, 17, "layout.size_variety is 9; expected a number from 2.2 to 5"},
    {"bad-bool", 4, 11, "layout.mirror is 'sometimes'; expected true or false"},
    {"bad-apart", 4, 10, "layout.apart is 'hul'; did you mean 'hull'?"},
    {"name-not-mapping", 10, 21, "should map each language to the symbol's name"},
    {"symbols-not-list", 4, 3, "symbols should be a list of symbols"},
    {"spotlight-empty", 12, 3, "spotlight.characters is empty"},
    {"duplicate-name", 10, 5, "symbols 's2' and 's7' are both called 'due' in Italian"},
    {"missing-languages", 1, 1, "the theme lists no languages; add e.g. languages: [en, it, pl]"},
    {"back-image-escape", 5, 12, "card.back.image: '../../valid/pictures/boat.svg' leaves the"},
    // Issue 18: no upper bound let these pass `theme check` and then hang or run out of memory.
    {"huge-gap", 4, 12, "layout.min_gap is 10000mm; expected at most 10mm"},
    {"huge-card", 4, 13, "card.diameter is 1e6mm; expected at most 280mm"},
    {"huge-bleed", 4, 10, "card.bleed is 1000mm; expected at most 10mm"},
    {"nan-variety", 4, 17, "layout.size_variety is .nan; expected a number from 2.2 to 5"},
    {"long-id", 4, 11, "id 'aaaaaaaaaaaaaaaaaaaa...' is 70 characters long; expected at most 64"},
    {"name-glyph", 4, 27, "symbol 's0': the English name: font 'Andika' has no glyph for U+65E5"},
    {"back-text-glyph", 4, 16, "card.back.text: font 'Quicksand' has no glyph for U+65E5"},
    {"title-glyph", 1, 8, "title: font 'Quicksand' has no glyph for U+65E5"},
    {"credits-glyph", 2, 10, "credits: font 'Andika' has no glyph for U+65E5"},
};

class BrokenTheme : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenTheme, ReportsOneErrorAtItsPlaceWithTheFix) {
  const BrokenCase& c = GetParam();
  const fs::path folder = kThemes / "broken" / c.folder;
  try {
    load_theme(folder);
    FAIL() << c.folder << " loaded without error";
  } catch (const InputError& e) {
    std::vector<Diagnostic> errors;
    for (const auto& d : e.diagnostics()) {
      if (d.severity == Diagnostic::Severity::kError) errors.push_back(d);
    }
    ASSERT_EQ(errors.size(), 1u) << e.what();
    const Diagnostic& d = errors[0];
    EXPECT_EQ(d.file, (folder / "theme.yaml").string());
    EXPECT_EQ(d.line, c.line) << d.to_string();
    EXPECT_EQ(d.column, c.column) << d.to_string();
    EXPECT_NE(d.message.find(c.says), std::string::npos) << d.to_string();
    const std::string place =
        "theme.yaml:" + std::to_string(c.line) + ":" + std::to_string(c.column) + ": error: ";
    EXPECT_NE(d.to_string().find(place), std::string::npos) << d.to_string();
  }
}

INSTANTIATE_TEST_SUITE_P(Fixtures, BrokenTheme, ::testing::ValuesIn(kBroken),
                         [](const ::testing::TestParamInfo<BrokenCase>& info) {
                           std::string name = info.param.folder;
                           for (char& ch : name) ch = ch == '-' ? '_' : ch;
                           return name;
                         });

TEST(LoadTheme, ReportsEveryProblemOfOneFileNotJustTheFirst) {
  try {
    load_theme(kThemes / "several-errors");
    FAIL() << "loaded";
  } catch (const InputError& e) {
    std::vector<int> lines;
    for (const auto& d : e.diagnostics()) {
      if (d.severity == Diagnostic::Severity::kError) lines.push_back(d.line);
    }
    EXPECT_EQ(lines, (std::vector<int>{4, 5, 7, 12})) << e.what();
  }
}

TEST(LoadTheme, ReadsEverySourceKindAndSetting) {
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme(kThemes / "valid" / "pictures", &warnings);
  EXPECT_EQ(theme.id, "pictures");
  EXPECT_EQ(theme.title, "Pictures");
  ASSERT_EQ(theme.credits.size(), 1u);
  EXPECT_EQ(theme.credits[0].what, "pictures");
  EXPECT_EQ(theme.credits[0].source, "Drawn for the tests");
  EXPECT_EQ(theme.languages, (std::vector<std::string>{"en", "it"}));
  EXPECT_EQ(theme.fonts.heading, "DejaVu Sans");
  EXPECT_EQ(theme.card.shape, CardShape::kRoundedSquare);
  EXPECT_DOUBLE_EQ(theme.card.width_mm, 70);
  EXPECT_DOUBLE_EQ(theme.card.height_mm, 63.5);
  EXPECT_DOUBLE_EQ(theme.card.bleed_mm, 3.175);
  EXPECT_NEAR(theme.card.safe_margin_mm, 3.5278, 1e-4);
  EXPECT_DOUBLE_EQ(theme.card.background.a, 128 / 255.0);
  ASSERT_TRUE(theme.card.border.has_value());
  EXPECT_DOUBLE_EQ(theme.card.border->width_mm, 1);
  EXPECT_EQ(theme.card.back.image.filename(), "boat.svg");
  EXPECT_EQ(theme.card.back.text, "Pictures");
  EXPECT_DOUBLE_EQ(theme.layout.min_gap_mm, 2);
  EXPECT_DOUBLE_EQ(theme.layout.size_variety, 2.4);
  EXPECT_EQ(theme.layout.rotation, RotationMode::kQuarterTurns);
  EXPECT_TRUE(theme.layout.mirror);
  EXPECT_EQ(theme.icon_set, "tiny");
  EXPECT_EQ(theme.icon_set_path.filename(), "icons.json");

  ASSERT_EQ(theme.symbols.size(), 8u);
  const ThemeSymbol& tree = theme.symbols[0];
  EXPECT_EQ(tree.source.kind, SymbolSource::Kind::kFile);
  EXPECT_TRUE(fs::path(tree.source.value).is_absolute());
  EXPECT_EQ(tree.source.written, "tree.svg");
  EXPECT_EQ(tree.names.at("it"), "Albero");
  EXPECT_EQ(tree.line, 30);
  EXPECT_EQ(theme.mascot_index(), 1);
  EXPECT_EQ(theme.symbols[3].source.kind, SymbolSource::Kind::kIcon);
  EXPECT_EQ(theme.symbols[3].source.value, "heart");
  EXPECT_EQ(theme.symbols[6].source.kind, SymbolSource::Kind::kText);
  EXPECT_EQ(theme.symbols[6].source.value, "Ciao!");
  ASSERT_TRUE(theme.symbols[6].color.has_value());
  EXPECT_EQ(*theme.symbols[6].color, (Color{170 / 255.0, 51 / 255.0, 0, 1}));
  ASSERT_EQ(theme.spotlight_characters.size(), 2u);
  EXPECT_EQ(theme.spotlight_characters[1].id, "star");

  // The unknown top-level key is a warning with its place, and does not stop the load.
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].line, 28);
  EXPECT_NE(warnings[0].message.find("unknown key 'notes'"), std::string::npos);
}

TEST(LoadTheme, WarnsAboutSettingsTheCardShapeDoesNotUse) {
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme(kThemes / "valid" / "circle-extras", &warnings);
  EXPECT_EQ(theme.card.shape, CardShape::kCircle);
  EXPECT_DOUBLE_EQ(theme.card.diameter_mm, 80);
  ASSERT_EQ(warnings.size(), 2u);
  EXPECT_NE(warnings[0].message.find("card.corner_radius is unused"), std::string::npos);
  EXPECT_NE(warnings[1].message.find("name in 'de'"), std::string::npos) << warnings[1].message;
}

TEST(LoadTheme, ShippedPartyThemeIsTheFullOrder7Deck) {
  const Theme theme = load_theme(find_theme_folder("party"));
  EXPECT_EQ(theme.symbols.size(), 57u);
  EXPECT_EQ(theme.spotlight_characters.size(), 64u);
  EXPECT_EQ(theme.languages, (std::vector<std::string>{"en", "it", "pl", "de", "fr", "es"}));
  ASSERT_GE(theme.mascot_index(), 0);
  EXPECT_EQ(theme.symbols[theme.mascot_index()].source.value, "raised-hand");
  EXPECT_EQ(theme.symbols[theme.mascot_index()].names.at("pl"), "Ręka");
  EXPECT_EQ(theme.fonts.heading, "Quicksand");
  EXPECT_EQ(theme.fonts.body, "Andika");
  EXPECT_DOUBLE_EQ(theme.card.diameter_mm, 87);
  EXPECT_EQ(theme.layout.apart, ApartMode::kHull);  // the default: no picture in another's hollow
  EXPECT_DOUBLE_EQ(theme.card.bleed_mm, 3);
  EXPECT_EQ(theme.icon_set, "fluent-emoji-flat");
}

TEST(LoadTheme, ShippedWordsThemeIsAnOrder3DeckOfTexts) {
  const Theme theme = load_theme(find_theme_folder("words"));
  EXPECT_EQ(theme.symbols.size(), 13u);
  for (const auto& s : theme.symbols) {
    EXPECT_EQ(s.source.kind, SymbolSource::Kind::kText) << s.id;
    EXPECT_EQ(s.names.size(), 6u) << s.id;  // en, it, pl, de, fr, es
  }
}

// Issue 18: `build ./` named its output folder "output/.".
TEST(LoadTheme, TheIdIsTheFolderNameHoweverItIsWritten) {
  const fs::path pictures = kThemes / "valid" / "pictures";
  for (const fs::path& written :
       {pictures / ".", pictures / "", pictures / ".." / "pictures" / "."}) {
    EXPECT_EQ(load_theme(written).id, "pictures") << written;
  }
}

TEST(FindThemeFolder, AcceptsAFolderAThemeFileOrAShippedName) {
  const fs::path pictures = kThemes / "valid" / "pictures";
  EXPECT_EQ(find_theme_folder(pictures.string()), pictures);
  EXPECT_EQ(find_theme_folder((pictures / "theme.yaml").string()), pictures);
  EXPECT_EQ(find_theme_folder("party"), shipped_themes_dir() / "party");
  try {
    find_theme_folder("no-such-theme");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("theme 'no-such-theme' not found"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("party"), std::string::npos) << e.what();
  }
}

using testing::ScopedEnv;

TEST(LoadTheme, FindsANamedIconSetWhereTheEnvironmentPoints) {
  ScopedEnv env("SPOTFORGE_ICONIFY_DIR", (kThemes / "iconify").string());
  const Theme theme = load_theme(kThemes / "valid" / "named-set");
  EXPECT_EQ(theme.icon_set, "tiny");
  EXPECT_EQ(theme.icon_set_path, kThemes / "iconify" / "tiny" / "icons.json");
  EXPECT_EQ(theme.symbols[2].source.value, "arrow");
}

TEST(LoadTheme, AMisspeltSetNameGetsASuggestion) {
  ScopedEnv env("SPOTFORGE_ICONIFY_DIR", (kThemes / "iconify").string());
  try {
    load_theme(kThemes / "broken" / "misspelt-set");
    FAIL();
  } catch (const InputError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u) << e.what();
    EXPECT_EQ(e.diagnostics()[0].line, 3);
    EXPECT_NE(e.diagnostics()[0].message.find("icon set 'tinny' is not installed"),
              std::string::npos);
    EXPECT_NE(e.diagnostics()[0].message.find("did you mean 'tiny'?"), std::string::npos)
        << e.what();
  }
}

TEST(LoadTheme, AFolderWithoutThemeYamlIsAnInputError) {
  EXPECT_THROW(load_theme(kThemes / "broken"), InputError);
}

TEST(FindThemeFolder, FindsTheUsersThemesByNameBeforeTheShippedOnes) {
  const fs::path home = fs::temp_directory_path() / ("spotforge_xdg_" + std::to_string(getpid()));
  fs::create_directories(home / "spotforge" / "themes" / "party");
  fs::create_directories(home / "spotforge" / "themes" / "mine");
  std::ofstream(home / "spotforge" / "themes" / "mine" / "theme.yaml") << "name: Mine\n";
  ScopedEnv xdg("XDG_DATA_HOME", home.string());
  EXPECT_EQ(find_theme_folder("mine"), home / "spotforge" / "themes" / "mine");
  EXPECT_EQ(find_theme_folder("party"), home / "spotforge" / "themes" / "party");
  EXPECT_EQ(find_theme_folder("words"), shipped_themes_dir() / "words");
  try {
    find_theme_folder("nothing-here");
    FAIL();
  } catch (const InputError& e) {
    // Both places are named, with the user's theme among the known ones and the way to start.
    const std::string what = e.what();
    EXPECT_NE(what.find((home / "spotforge" / "themes").string()), std::string::npos) << what;
    EXPECT_NE(what.find("mine"), std::string::npos) << what;
    EXPECT_NE(what.find("spotforge init"), std::string::npos) << what;
  }
  fs::remove_all(home);
}

// Issue 18: a folder, FIFO or link to a device named theme.yaml was reported "not found".
TEST(LoadTheme, AThemeYamlThatIsNoFileSaysWhatItIs) {
  const fs::path root =
      fs::temp_directory_path() / ("spotforge-not-a-file-" + std::to_string(::getpid()));
  fs::remove_all(root);
  auto message = [](const fs::path& folder) {
    try {
      load_theme(folder);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  fs::create_directories(root / "folder" / "theme.yaml");
  EXPECT_NE(message(root / "folder").find("theme.yaml is a folder, not a file"), std::string::npos);
  fs::create_directories(root / "fifo");
  ASSERT_EQ(mkfifo((root / "fifo" / "theme.yaml").c_str(), 0600), 0);
  EXPECT_NE(message(root / "fifo").find("is a FIFO (named pipe), not a file"), std::string::npos);
  fs::create_directories(root / "device");
  fs::create_symlink("/dev/zero", root / "device" / "theme.yaml");
  EXPECT_NE(message(root / "device").find("is a device, not a file"), std::string::npos);
  fs::create_directories(root / "none");
  // A missing one points to spotforge init (issue 13).
  EXPECT_NE(message(root / "none").find("no theme.yaml in"), std::string::npos);
  fs::remove_all(root);
}

// Issue 18: `theme check DIR/theme.yaml` for a FIFO or a link to a device said "theme ... not
// found: it is neither a folder nor a theme"; a picture named instead of its folder too.
TEST(FindThemeFolder, ATheme_yamlThatIsNoFileIsPassedOnToSayWhatItIs) {
  const fs::path root =
      fs::temp_directory_path() / ("spotforge-find-" + std::to_string(::getpid()));
  fs::remove_all(root);
  fs::create_directories(root / "fifo");
  ASSERT_EQ(mkfifo((root / "fifo" / "theme.yaml").c_str(), 0600), 0);
  EXPECT_EQ(find_theme_folder((root / "fifo" / "theme.yaml").string()), root / "fifo");
  fs::create_directories(root / "device");
  fs::create_symlink("/dev/null", root / "device" / "theme.yaml");
  EXPECT_EQ(find_theme_folder((root / "device" / "theme.yaml").string()), root / "device");
  std::ofstream(root / "photo.jpg") << "x";
  try {
    find_theme_folder((root / "photo.jpg").string());
    ADD_FAILURE() << "a file was taken for a theme folder";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("photo.jpg' is not a folder; expected a theme folder"),
              std::string::npos)
        << e.what();
  }
  fs::remove_all(root);
}

// The first error load_theme_text reports for `yaml` (in the words theme check prints).
std::optional<Diagnostic> first_error(const std::string& yaml) {
  try {
    load_theme_text(kThemes / "valid" / "pictures", yaml);
  } catch (const InputError& e) {
    for (const Diagnostic& d : e.diagnostics()) {
      if (d.severity == Diagnostic::Severity::kError) return d;
    }
  }
  return std::nullopt;
}

// Issue 25: a second document was ignored silently; it is refused at its --- line.
TEST(LoadTheme, RefusesASecondYamlDocumentAtItsLine) {
  for (const std::string& yaml :
       {std::string("title: A\nlanguages: [en]\n---\ntitle: B\n"),
        std::string("---\ntitle: A\nlanguages: [en]\n--- # more\ntitle: B\n")}) {
    const auto error = first_error(yaml);
    ASSERT_TRUE(error) << yaml;
    EXPECT_EQ(error->line, yaml.starts_with("---") ? 4 : 3) << yaml;
    EXPECT_NE(error->message.find("a second YAML document starts here"), std::string::npos)
        << error->to_string();
  }
}

// theme_fuzzer: a stray ',' at the top level made yaml-cpp's LoadAll loop forever (check hung).
TEST(LoadTheme, AStrayCommaAtTheTopLevelIsASyntaxErrorAtItsLine) {
  const auto error = first_error("# a comment\n, text: x\nlanguages: [en]\n");
  ASSERT_TRUE(error);
  EXPECT_EQ(error->line, 2);
  EXPECT_NE(error->message.find("not valid YAML"), std::string::npos) << error->to_string();
}

// Issue 25: `id: null` was blamed on a # comment. Each empty value now says what it was.
TEST(LoadTheme, SaysWhatMadeAValueEmpty) {
  auto message = [](const std::string& id_line) {
    const auto error = first_error("title: T\n" + id_line + "\nlanguages: [en]\n");
    return error ? error->message : std::string();
  };
  EXPECT_NE(message("id: null").find("'null' means no value in YAML: quote it, e.g. \"null\""),
            std::string::npos)
      << message("id: null");
  EXPECT_NE(message("id: ~").find("'~' means no value"), std::string::npos);
  EXPECT_NE(message("id: #1f6feb").find("a value starting with # is a YAML comment"),
            std::string::npos);
  const std::string empty = message("id:");
  EXPECT_NE(empty.find("found an empty value"), std::string::npos) << empty;
  EXPECT_EQ(empty.find("comment"), std::string::npos) << empty;
  EXPECT_EQ(empty.find("null"), std::string::npos) << empty;
}

}  // namespace
}  // namespace spotforge
