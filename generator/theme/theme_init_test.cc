#include "theme/theme_init.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"
#include "theme/picture_names.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

TEST(ThemeInit, PictureNamesInAnyLetterCase) {
  for (const char* name : {"a.png", "b.PNG", "c.jpg", "d.JPG", "e.jpeg", "f.JPEG", "g.svg",
                           "h.heic", "i.HEIC", "j.heif", "k.webp"}) {
    EXPECT_TRUE(is_theme_picture_name(name)) << name;
  }
  for (const char* name : {"a.gif", "png", "c.png.txt", "theme.yaml"}) {
    EXPECT_FALSE(is_theme_picture_name(name)) << name;
  }
}

TEST(ThemeInit, SafeIdsAreLowerCaseAsciiWords) {
  EXPECT_EQ(safe_id("Grandma_Rose"), "grandma-rose");
  EXPECT_EQ(safe_id("Łódź  Kaliska"), "lodz-kaliska");
  EXPECT_EQ(safe_id("Über Straße 2"), "ueber-strasse-2");
  EXPECT_EQ(safe_id("  --caffè!! "), "caffe");
  EXPECT_EQ(safe_id("☃☃"), "");
}

TEST(ThemeInit, IdsAreUniqueAndNeverEmpty) {
  EXPECT_EQ(ids_for_files({"Cat.png", "cat.JPG", "cat-2.svg", "☃.png", "!!.svg"}),
            (std::vector<std::string>{"cat", "cat-2", "cat-2-2", "picture", "picture-2"}));
}

TEST(ThemeInit, NamesComeFromTheFileName) {
  EXPECT_EQ(name_from_file("grandma_rose.JPG"), "Grandma rose");
  EXPECT_EQ(name_from_file("--rex--.png"), "Rex");
  EXPECT_EQ(name_from_file("żaba.svg"), "żaba");  // only an ASCII first letter changes case
  EXPECT_EQ(name_from_file("__.png"), "Picture");
}

TEST(ThemeInit, AdviceSaysTheDeckAndTheNextSize) {
  const auto exact = deck_size_advice(31);
  ASSERT_GE(exact.size(), 2u);
  EXPECT_EQ(exact[0],
            "31 pictures: a 31-card deck of 6 pictures per card (order 5); any two cards share "
            "exactly one picture.");
  EXPECT_EQ(exact[1], "Add 26 for 57 cards of 8.");

  const auto extra = deck_size_advice(40);
  ASSERT_GE(extra.size(), 3u);
  EXPECT_EQ(extra[1],
            "The deck uses the first 31 pictures of the list: the last 9 pictures are left out; "
            "move the ones you want most up.");
  EXPECT_EQ(extra[2], "Add 17 for 57 cards of 8.");
  EXPECT_EQ(extra[3],
            "Smaller decks with spotforge build: --order 4 (21 cards of 5), --order 3 (13 cards "
            "of 4), --order 2 (7 cards of 3).");

  // Issue 26: "the last 1 picture are left out".
  EXPECT_EQ(deck_size_advice(14)[1],
            "The deck uses the first 13 pictures of the list: the last picture is left out; "
            "move the ones you want most up.");
  EXPECT_EQ(deck_size_advice(5)[0],
            "5 pictures: too few for a deck; add 2 for 7 cards of 3 (a deck needs n*n+n+1 "
            "pictures)");
  // 553 pictures make the largest deck a theme may have: no next size to suggest.
  for (const std::string& line : deck_size_advice(553)) {
    EXPECT_EQ(line.find("Add "), std::string::npos) << line;
  }
}

// The studio builds the largest deck and has no --order or --cards: its advice names neither,
// nor the order, and keeps the rest.
TEST(ThemeInit, TheStudiosAdviceSpeaksNoCommandLine) {
  const auto studio = deck_size_advice(40, AdviceFor::kStudio);
  ASSERT_EQ(studio.size(), 3u);
  EXPECT_EQ(studio[0],
            "40 pictures: a 31-card deck of 6 pictures per card; any two cards share exactly one "
            "picture.");
  EXPECT_EQ(studio[2], "Add 17 for 57 cards of 8.");
  EXPECT_EQ(deck_size_advice(5, AdviceFor::kStudio)[0],
            "5 pictures: too few for a deck; add 2 for 7 cards of 3 (decks take 7, 13, 21, 31, "
            "57, 73 ... pictures)");
  for (const std::string& line : studio) {
    EXPECT_EQ(line.find("--"), std::string::npos) << line;
    EXPECT_EQ(line.find("spotforge"), std::string::npos) << line;
    EXPECT_EQ(line.find("order"), std::string::npos) << line;
  }
}

// The written text is a theme the loader accepts as it is, with every name in every language.
TEST(ThemeInit, WritesAThemeTheLoaderAccepts) {
  const fs::path folder = testing::fresh_folder("theme-init-yaml");
  const std::vector<std::string> files = {
      "Beach Day.JPG", "say \"cheese\": #1.png", "cat.svg", "d.png", "e.png", "f.png", "g.jpeg"};
  for (size_t i = 0; i < files.size(); ++i) {
    std::ofstream(folder / files[i]) << "picture " << i;  // distinct bytes: not one picture twice
  }
  ThemeInitRequest request{"Our \"Trip\"", "trip", {"en", "pl"}, files, {}};
  const std::string yaml = theme_init_yaml(request);
  EXPECT_NE(yaml.find("# 7 pictures: a 7-card deck of 3 pictures per card"), std::string::npos);
  EXPECT_NE(yaml.find("# TRANSLATE pl"), std::string::npos) << yaml;
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme_text(folder, yaml, &warnings);
  // The only warnings: each name still to translate into Polish, at its line.
  EXPECT_EQ(warnings.size(), files.size());
  for (const Diagnostic& w : warnings) {
    EXPECT_NE(w.message.find("still marked for translation (# TRANSLATE pl)"), std::string::npos)
        << w.to_string();
  }
  EXPECT_EQ(theme.title, "Our \"Trip\"");
  EXPECT_EQ(theme.id, "trip");
  EXPECT_NE(yaml.find("id: \"trip\""), std::string::npos) << "ids are quoted";
  EXPECT_EQ(theme.languages, (std::vector<std::string>{"en", "pl"}));
  ASSERT_EQ(theme.symbols.size(), files.size());
  EXPECT_EQ(theme.symbols[0].id, "beach-day");
  EXPECT_EQ(theme.symbols[0].source.written, "Beach Day.JPG");
  EXPECT_EQ(theme.symbols[0].names.at("pl"), "Beach Day");
  EXPECT_EQ(theme.symbols[1].source.written, "say \"cheese\": #1.png");
  EXPECT_EQ(theme.symbols[1].names.at("en"), "Say \"cheese\": #1");
  EXPECT_EQ(theme.card.diameter_mm, 87);
}

// Issue 26: init wrote rotation: free and no keep for a folder of photos; grandma printed
// upside down and the sky was trimmed away. Since 26.3 a photo is framed (a circle around its
// faces), which keeps it whole inside the frame and packs it like clip art.
TEST(ThemeInit, PhotosAreFramedAndUpright) {
  ThemeInitRequest request{
      "Family", "family", {"en"}, {"beach.jpg", "star.svg", "IMG_2044.heic"}, {}};
  const std::string drawings = theme_init_yaml(request);
  EXPECT_NE(drawings.find("  rotation: free"), std::string::npos);
  EXPECT_EQ(drawings.find("frame"), std::string::npos);
  request.photos = {"beach.jpg", "IMG_2044.heic"};
  const std::string yaml = theme_init_yaml(request);
  EXPECT_NE(yaml.find("  rotation: upright"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("file: \"beach.jpg\", name: { en: \"Beach\" }, frame: circle }"),
            std::string::npos)
      << yaml;
  EXPECT_NE(yaml.find("file: \"star.svg\", name: { en: \"Star\" } }"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("frame: circle }", yaml.find("IMG_2044.heic")), std::string::npos);
  EXPECT_NE(yaml.find("# Photos print in a circle"), std::string::npos) << yaml;
}

TEST(ThemeInit, NaturalOrderIgnoresCaseAndReadsNumbers) {
  std::vector<std::string> files = {"IMG_10.jpg", "grandma.png",  "img_2.JPG",
                                    "Beach.png",  "p02 copy.png", "p02.png",
                                    "img_2.jpeg", "Zoo.svg",      "apple.svg"};
  std::sort(files.begin(), files.end(), natural_less);
  EXPECT_EQ(files, (std::vector<std::string>{"apple.svg", "Beach.png", "grandma.png", "img_2.jpeg",
                                             "img_2.JPG", "IMG_10.jpg", "p02.png", "p02 copy.png",
                                             "Zoo.svg"}));
}

// init and the studio name a file by one rule: the file's own words, its letter case kept.
TEST(ThemeInit, PictureNamesAreUniqueAndPrintable) {
  EXPECT_EQ(picture_names({"Our Dog Rex.JPG", "IMG_2044 (copy).jpg", "a\tb.png"}),
            (std::vector<std::string>{"Our Dog Rex", "IMG 2044 (copy)", "A b"}));
  EXPECT_EQ(picture_names({"cat.png", "Cat.jpg", "CAT.svg", "\xF0\x9F\x90\xB6.png", "__.png"}),
            (std::vector<std::string>{"Cat", "Cat 2", "CAT 3", "Picture", "Picture 2"}));
}

TEST(ThemeInit, LongFileNamesGiveIdsTheLoaderTakes) {
  const auto ids = ids_for_files({std::string(100, 'a') + ".png", std::string(100, 'a') + ".svg"});
  EXPECT_EQ(ids[0], std::string(kMaxInitIdChars, 'a'));
  EXPECT_EQ(ids[1], std::string(kMaxInitIdChars, 'a') + "-2");
}

// Issue 29: pictures named for numbers are marked as reading as text, and check reads it.
TEST(ThemeInit, NumberPicturesReadAsText) {
  const fs::path folder = testing::fresh_folder("theme-init-digits");
  const std::vector<std::string> files = {"6.png", "9.png", "10.png", "cat.png",
                                          "d.png", "e.png", "f2.png"};
  for (size_t i = 0; i < files.size(); ++i) {
    std::ofstream(folder / files[i]) << "picture " << i;
  }
  const std::string yaml = theme_init_yaml({"Numbers", "numbers", {"en"}, files, {}});
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme_text(folder, yaml, &warnings);
  EXPECT_TRUE(warnings.empty()) << warnings.front().to_string();
  ASSERT_EQ(theme.symbols.size(), 7u);
  for (size_t i = 0; i < files.size(); ++i) {
    EXPECT_EQ(theme.symbols[i].reads_as_text_or_default(), i < 3) << files[i];
  }
}

}  // namespace
}  // namespace spotforge
