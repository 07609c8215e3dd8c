#include "studio/theme_draft.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include <unistd.h>

#include "base/diagnostic.h"
#include "theme/loader.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const char* const kTheme = R"(# a comment
title: Zoo
languages: [en, it]
fonts: { heading: Quicksand, body: Andika }
card:
  shape: circle
  diameter: 87mm
  border: { width: 1mm, color: "#264653" }
symbols:
  - { id: cat, file: cat.svg, color: "#ff0000", name: { en: Cat, it: Gatto } }
  - { id: dog, text: dog, role: mascot, name: { en: Dog, it: Cane } }
)";

TEST(StudioThemeDraft, ShowsTheFieldsThePageEdits) {
  const json f = theme_fields(YAML::Load(kTheme));
  EXPECT_EQ(f["title"], "Zoo");
  EXPECT_EQ(f["languages"], json::array({"en", "it"}));
  ASSERT_EQ(f["symbols"].size(), 2u);
  EXPECT_EQ(f["symbols"][0]["file"], "cat.svg");
  EXPECT_EQ(f["symbols"][1]["text"], "dog");
  EXPECT_EQ(f["symbols"][1]["names"]["it"], "Cane");
  EXPECT_EQ(f["card"]["border_width"], "1mm");
  EXPECT_EQ(f["card"]["back_color"], "");
}

TEST(StudioThemeDraft, MarksTheMascotAsTheCliReadsIt) {
  const YAML::Node theme = YAML::Load(kTheme);
  json f = theme_fields(theme);
  EXPECT_EQ(f["symbols"][0]["role"], "");
  EXPECT_EQ(f["symbols"][1]["role"], "mascot");
  f["symbols"][0]["role"] = "mascot";  // the page moves the mark: cat is the mascot now
  f["symbols"][1]["role"] = "";
  const YAML::Node out = with_fields(theme, {{"symbols", f["symbols"]}});
  EXPECT_EQ(out["symbols"][0]["role"].as<std::string>(), "mascot");
  EXPECT_FALSE(out["symbols"][1]["role"]) << "no role key left behind";
  const std::string text = theme_text(out);
  EXPECT_NE(text.find("role: mascot"), std::string::npos) << text;
}

// Issue 26.3: a click on a photo sets its focus, saved as focus: [x, y] the loader reads.
TEST(StudioThemeDraft, AClickSavesTheFocus) {
  const YAML::Node theme = YAML::Load(kTheme);
  json f = theme_fields(theme);
  EXPECT_FALSE(f["symbols"][0].contains("focus"));
  f["symbols"][0]["focus"] = json::array({0.25, 0.7});
  const YAML::Node out = with_fields(theme, {{"symbols", f["symbols"]}});
  const std::string text = theme_text(out);
  EXPECT_NE(text.find("focus: [0.25, 0.70]"), std::string::npos) << text;
  EXPECT_EQ(theme_fields(YAML::Load(text))["symbols"][0]["focus"], json::array({0.25, 0.7}));
  f["symbols"][0]["focus"] = nullptr;  // null takes it away
  EXPECT_FALSE(with_fields(out, {{"symbols", f["symbols"]}})["symbols"][0]["focus"]);
  f["symbols"][0]["focus"] = "middle";
  EXPECT_ANY_THROW(with_fields(theme, {{"symbols", f["symbols"]}}));
}

// Issue 27.4: a name's gender survives the studio, in both forms the loader reads: gender:
// beside name: and the long form {text: Hand, gender: f}. Before, the page showed a long-form
// name as empty and saving wrote the bare text, so the gender (and the article) were lost.
TEST(StudioThemeDraft, SavingKeepsTheNamesGender) {
  const YAML::Node theme = YAML::Load(R"(title: Zoo
languages: [en, de, it]
symbols:
  - { id: hand, text: hand, name: { en: Hand, de: { text: Hand, gender: f }, it: { text: Mano, gender: f, article: la } } }
  - { id: horse, text: horse, name: { en: Horse, de: Pferd, it: Cavallo }, gender: { de: n, it: m } }
)");
  json f = theme_fields(theme);
  EXPECT_EQ(f["symbols"][0]["names"]["de"], "Hand") << "the long form's text is the name";
  EXPECT_EQ(f["symbols"][0]["names"]["it"], "Mano");
  f["symbols"][0]["names"]["de"] = "Handfläche";  // edited on the page
  f["symbols"][1]["names"]["de"] = "Pony";
  std::swap(f["symbols"][0], f["symbols"][1]);
  const YAML::Node again = YAML::Load(theme_text(with_fields(theme, {{"symbols", f["symbols"]}})));
  const YAML::Node hand = again["symbols"][1]["name"];
  ASSERT_TRUE(hand["de"].IsMap()) << theme_text(again);
  EXPECT_EQ(hand["de"]["text"].as<std::string>(), "Handfläche");
  EXPECT_EQ(hand["de"]["gender"].as<std::string>(), "f");
  EXPECT_EQ(hand["it"]["text"].as<std::string>(), "Mano");
  EXPECT_EQ(hand["it"]["article"].as<std::string>(), "la");
  EXPECT_EQ(hand["en"].as<std::string>(), "Hand");
  const YAML::Node horse = again["symbols"][0];
  EXPECT_EQ(horse["name"]["de"].as<std::string>(), "Pony");
  EXPECT_EQ(horse["gender"]["de"].as<std::string>(), "n");
  EXPECT_EQ(horse["gender"]["it"].as<std::string>(), "m");
  EXPECT_EQ(theme_fields(again)["symbols"][1]["names"]["de"], "Handfläche");
}

TEST(StudioThemeDraft, ChangesKeepWhatThePageDoesNotShow) {
  const YAML::Node theme = YAML::Load(kTheme);
  json f = theme_fields(theme);
  std::swap(f["symbols"][0], f["symbols"][1]);  // reorder
  f["symbols"][1]["names"]["it"] = "Micio";
  f["card"]["border_width"] = "";
  f["card"]["back_color"] = "#112233";
  const YAML::Node out = with_fields(theme, {{"symbols", f["symbols"]}, {"card", f["card"]}});
  EXPECT_EQ(out["symbols"][0]["id"].as<std::string>(), "dog");
  EXPECT_EQ(out["symbols"][0]["role"].as<std::string>(), "mascot");
  EXPECT_EQ(out["symbols"][1]["color"].as<std::string>(), "#ff0000");
  EXPECT_EQ(out["symbols"][1]["name"]["it"].as<std::string>(), "Micio");
  EXPECT_FALSE(out["card"]["border"]);
  EXPECT_EQ(out["card"]["back"]["color"].as<std::string>(), "#112233");
  EXPECT_EQ(out["fonts"]["body"].as<std::string>(), "Andika");
  EXPECT_EQ(theme["symbols"][0]["id"].as<std::string>(), "cat") << "the original is untouched";
  // The text round-trips: colours quoted, read back the same.
  const YAML::Node again = YAML::Load(theme_text(out));
  EXPECT_EQ(again["symbols"][1]["color"].as<std::string>(), "#ff0000");
  EXPECT_EQ(again["card"]["back"]["color"].as<std::string>(), "#112233");
}

TEST(StudioThemeDraft, RefusesFieldsOfTheWrongShape) {
  const YAML::Node theme = YAML::Load(kTheme);
  EXPECT_THROW(with_fields(theme, {{"symbols", "cat"}}), InputError);
  EXPECT_THROW(with_fields(theme, {{"title", 3}}), InputError);
  EXPECT_THROW(with_fields(theme, {{"symbols", {{{"id", "x"}, {"names", {{"en", 1}}}}}}}),
               InputError);
}

// The loader's messages land on the field they concern.
TEST(StudioThemeDraft, MapsTheLoadersLinesToFields) {
  const fs::path folder = fs::temp_directory_path() / ("studio-draft-" + std::to_string(getpid()));
  fs::create_directories(folder);
  std::ofstream(folder / "cat.svg") << "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 9 9'>"
                                       "<circle cx='4' cy='4' r='3'/></svg>";
  json f = theme_fields(YAML::Load(kTheme));
  f["symbols"][1]["names"]["it"] = "";
  f["card"]["diameter"] = "eighty";
  const std::string text = theme_text(with_fields(YAML::Load(kTheme), f));
  const auto places = field_places(text);
  std::set<std::string> fields;
  try {
    load_theme_text(folder, text);
    ADD_FAILURE() << "the theme should not load";
  } catch (const InputError& e) {
    for (const Diagnostic& d : e.diagnostics()) fields.insert(field_at(places, d.line));
  }
  EXPECT_TRUE(fields.count("symbols/1/name/it")) << text;
  EXPECT_TRUE(fields.count("card/diameter")) << text;
  fs::remove_all(folder);
}

TEST(StudioThemeDraft, StartsFromThePicturesOfAFolderWithoutTheme) {
  const fs::path folder = fs::temp_directory_path() / ("studio-start-" + std::to_string(getpid()));
  fs::create_directories(folder);
  EXPECT_EQ(theme_fields(starting_theme(folder))["symbols"].size(), 0u);
  std::ofstream(folder / "owl.svg") << "<svg xmlns='http://www.w3.org/2000/svg'/>";
  const json f = theme_fields(starting_theme(folder));
  ASSERT_EQ(f["symbols"].size(), 1u);
  EXPECT_EQ(f["symbols"][0]["file"], "owl.svg");
  EXPECT_EQ(f["symbols"][0]["names"]["en"], "Owl");
  std::ofstream(folder / "theme.yaml") << "title: [unclosed\n";
  try {
    starting_theme(folder);
    ADD_FAILURE() << "a broken theme.yaml must be reported";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.diagnostics().at(0).to_string()).find("theme.yaml:"),
              std::string::npos);
  }
  fs::remove_all(folder);
}

}  // namespace
}  // namespace spotforge::studio
