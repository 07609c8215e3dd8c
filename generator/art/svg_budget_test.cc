// Issue 18: small SVGs that made librsvg hang, allocate gigabytes or abort are refused on
// their text, before librsvg parses them, with what to change.
#include "art/svg_budget.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "art/art_error.h"
#include "art/art_test_support.h"
#include "art/symbol_art.h"
#include "base/files_for_tests.h"

namespace spotforge {
namespace {

std::string svg_with(const std::string& body) {
  return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">" + body + "</svg>";
}

// The problem check_svg_budget reports for `svg`, or "".
std::string over_budget(const std::string& svg) {
  try {
    check_svg_budget(svg, "x.svg");
  } catch (const ArtError& e) {
    EXPECT_EQ(e.file(), "x.svg");
    return e.problem();
  }
  return "";
}

std::string load_error(const ArtSource& source) {
  try {
    SymbolArt::load(source);
  } catch (const ArtError& e) {
    return e.problem();
  }
  return "";
}

TEST(SvgBudget, OrdinaryDrawingsPass) {
  EXPECT_EQ(over_budget(svg_with("<text font-size=\"12\" style=\"font-size: 3em\">Hi</text>"
                                 "<filter id=\"f\" x=\"-0.2\" width=\"140%\">"
                                 "<feTurbulence numOctaves=\"4\"/></filter>"
                                 "<path d=\"M0 0L10 10.5z\" filter=\"url(#f)\"/>")),
            "");
}

TEST(SvgBudget, HugeFontSizesAreRefused) {
  EXPECT_NE(over_budget(svg_with("<text font-size=\"1e9\">A</text>")).find("font-size 1e+09"),
            std::string::npos);
  EXPECT_NE(over_budget(svg_with("<text style=\"font-size:1e5px\">A</text>"))
                .find("expected at most 10000 px"),
            std::string::npos);
  EXPECT_NE(over_budget(svg_with("<text font-size=\"1000em\">A</text>")), "");
  EXPECT_NE(over_budget(svg_with("<text style=\"font: 1e9px serif\">A</text>")), "");
}

TEST(SvgBudget, LongTextIsRefused) {
  std::string problem = over_budget(svg_with("<text>" + std::string(60'000, 'a') + "</text>"));
  EXPECT_NE(problem.find("60000 characters of <text>; expected at most 2000"), std::string::npos)
      << problem;
  EXPECT_EQ(over_budget(svg_with("<text>" + std::string(1'000, 'a') + "</text>")), "");
}

TEST(SvgBudget, TurbulenceOctavesAreCapped) {
  std::string problem = over_budget(svg_with("<feTurbulence numOctaves=\"10000\"/>"));
  EXPECT_NE(problem.find("numOctaves=\"10000\"; expected at most 10"), std::string::npos)
      << problem;
}

TEST(SvgBudget, ThousandsOfFilteredElementsAreRefused) {
  std::string rects;
  for (int i = 0; i < 3000; ++i) rects += "<rect width=\"1\" height=\"1\" filter=\"url(#b)\"/>";
  std::string problem =
      over_budget(svg_with("<filter id=\"b\"><feGaussianBlur/></filter>" + rects));
  EXPECT_NE(problem.find("draws 3000 elements through filters; expected at most 64"),
            std::string::npos)
      << problem;
}

TEST(SvgBudget, HugePathsAreRefused) {
  std::string d = "M0 0";
  for (int i = 0; i < 300'000; ++i) d += "L1 2";
  std::string problem = over_budget(svg_with("<path d=\"" + d + "\"/>"));
  EXPECT_NE(problem.find("its paths hold 600002 numbers; expected at most 100000"),
            std::string::npos)
      << problem;
}

TEST(SvgBudget, FilterRegionsFarBeyondTheirElementAreRefused) {
  std::string problem = over_budget(svg_with("<filter id=\"f\" width=\"012\"/>"));
  EXPECT_NE(problem.find("<filter> width=\"012\", 12 times its element"), std::string::npos)
      << problem;
  EXPECT_NE(over_budget(svg_with("<filter id=\"f\" height=\"1200%\"/>")), "");
}

// Through the loader: a font-size of 1e9 aborted the process inside librsvg (Pango).
TEST(SvgBudget, LoadingRefusesBeforeLibrsvgSeesTheFile) {
  for (const char* name : {"font-1e9.svg", "octaves.svg", "wide-filter.svg"}) {
    EXPECT_NE(load_error(art_test::file_source(name)).find("expected at most"), std::string::npos)
        << name;
  }
}

// An Iconify body goes through the same checks as an SVG file.
TEST(SvgBudget, IconifyBodiesAreBoundedToo) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("spotforge_svg_budget_icons-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  const auto set = folder / "icons.json";
  std::ofstream(set) << R"({"prefix":"t","width":24,"height":24,"icons":{"big":{"body":)"
                     << R"("<text y=\"20\" font-size=\"1e9\">A</text>"}}})";
  ArtSource source = art_test::icon_source("big");
  source.icon_set = set;
  EXPECT_NE(load_error(source).find("font-size 1e+09"), std::string::npos) << load_error(source);
  std::filesystem::remove_all(folder);
}

// Issue 18: an icon without a size was told about its <svg> element's width and height,
// which the user never wrote (spotforge builds it from the set's entry).
TEST(SvgBudget, AnIconWithoutASizeIsToldAboutItsEntry) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("spotforge_svg_budget_sizeless-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  const auto set = folder / "icons.json";
  std::ofstream(set) << R"({"prefix":"t","icons":{"flat":{"body":"<path d='M0 0h1v1z'/>",)"
                     << R"("width":0,"height":0}}})";
  ArtSource source = art_test::icon_source("flat");
  source.icon_set = set;
  const std::string problem = load_error(source);
  EXPECT_NE(problem.find("the icon has no size; expected its entry"), std::string::npos) << problem;
  EXPECT_EQ(problem.find("<svg>"), std::string::npos) << problem;
  std::filesystem::remove_all(folder);
}

TEST(SvgBudget, GzipSvgIsInflatedWithinItsCap) {
  const std::string plain = svg_with("<rect width=\"5\" height=\"5\"/>");
  EXPECT_EQ(svg_text_of(plain, 100, "x.svg"), plain);
  std::string gz;
  {
    // A fixed gzip of `plain` would tie the test to a compressor: inflate one made here.
    const auto file = std::filesystem::temp_directory_path() / "spotforge_svg_budget.svg";
    std::ofstream(file) << plain;
    ASSERT_EQ(std::system(("gzip -kf " + file.string()).c_str()), 0);
    gz = spotforge::testing::read_bytes(file.string() + ".gz");
    std::filesystem::remove(file);
    std::filesystem::remove(file.string() + ".gz");
  }
  EXPECT_EQ(svg_text_of(gz, 1000, "x.svg"), plain);
  EXPECT_THROW(svg_text_of(gz, 10, "x.svg"), ArtError);
  EXPECT_THROW(svg_text_of(gz.substr(0, gz.size() / 2) + "garbage", 1000, "x.svg"), ArtError);
}

}  // namespace
}  // namespace spotforge
