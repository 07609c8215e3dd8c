#include "art/iconify.h"

#include <gtest/gtest.h>

#include "art/art_error.h"
#include "art/art_test_support.h"

namespace spotforge {
namespace {

std::shared_ptr<const IconSet> fixture_set() {
  return IconSet::open(art_test::fixtures() + "/icons.json");
}

std::string resolve_error(const std::string& name) {
  try {
    fixture_set()->resolve(name);
  } catch (const ArtError& e) {
    return e.problem();
  }
  return "";
}

TEST(IconSet, ParsedOncePerPath) {
  auto a = fixture_set();
  auto b = IconSet::open(art_test::fixtures() + "/../art/icons.json");
  EXPECT_EQ(a.get(), b.get());
  EXPECT_EQ(a->prefix(), "test");
  EXPECT_EQ(a->size(), 12u);
}

// Found by iconify_fuzzer: "rotate": 1.4e101 was cast to int (undefined behaviour).
TEST(IconSet, AnyRotateNumberBecomesAQuarterTurnCount) {
  const auto set = IconSet::from_json(
      R"({"icons": {"a": {"body": "<path d='M0 0h1v1z'/>"}},
          "aliases": {"five": {"parent": "a", "rotate": 5}, "back": {"parent": "a", "rotate": -1},
                      "half": {"parent": "a", "rotate": 2.7},
                      "huge": {"parent": "a", "rotate": 1.44e101}}})",
      "test/icons.json");
  EXPECT_EQ(set->resolve("five").rotate, 1);
  EXPECT_EQ(set->resolve("back").rotate, 3);
  EXPECT_EQ(set->resolve("half").rotate, 2);
  const int turns = set->resolve("huge").rotate;
  EXPECT_TRUE(turns >= 0 && turns <= 3) << turns;
}

TEST(IconSet, DefaultsAndOwnSizes) {
  IconifyIcon flag = fixture_set()->resolve("flag");
  EXPECT_EQ(flag.width, 16);
  EXPECT_EQ(flag.height, 16);
  IconifyIcon bar = fixture_set()->resolve("bar");
  EXPECT_EQ(bar.width, 10);
  EXPECT_EQ(bar.height, 8);
  EXPECT_NE(fixture_set()->svg_document("bar").find("viewBox=\"0 0 10 8\""), std::string::npos);
}

TEST(IconSet, AliasChainsCombineFlipsAndTurns) {
  IconifyIcon m = fixture_set()->resolve("flag-mirrored");
  EXPECT_TRUE(m.h_flip);
  EXPECT_FALSE(m.v_flip);
  EXPECT_EQ(m.rotate, 0);
  IconifyIcon t = fixture_set()->resolve("flag-mirrored-turned");
  EXPECT_TRUE(t.h_flip);
  EXPECT_EQ(t.rotate, 1);
  EXPECT_EQ(t.body, fixture_set()->resolve("flag").body);
  EXPECT_TRUE(fixture_set()->resolve("flag-upside-down").v_flip);
  EXPECT_EQ(fixture_set()->resolve("wide-flag").width, 32);  // an alias may resize
}

TEST(IconSet, DocumentAppliesTransformsAroundTheBox) {
  std::string doc = fixture_set()->svg_document("flag-mirrored-turned");
  EXPECT_NE(doc.find("matrix(-1 0 0 1 16 0)"), std::string::npos) << doc;
  EXPECT_NE(doc.find("rotate(90 8 8)"), std::string::npos) << doc;
  // The rotation wraps the flip: it comes first in the text.
  EXPECT_LT(doc.find("rotate("), doc.find("matrix("));
  std::string tilted = fixture_set()->svg_document("tilted");
  EXPECT_NE(tilted.find("rotate(90 8 8)"), std::string::npos);
}

TEST(IconSet, UnknownNamesSuggestCloseOnes) {
  std::string problem = resolve_error("flga");
  EXPECT_NE(problem.find("unknown icon 'flga' in set 'test'"), std::string::npos) << problem;
  EXPECT_NE(problem.find("did you mean 'flag'"), std::string::npos) << problem;
  EXPECT_EQ(resolve_error("zzzzzzzzzzzzzzz").find("did you mean"), std::string::npos);
  EXPECT_NE(resolve_error("loop-a").find("loops"), std::string::npos);
  EXPECT_NE(resolve_error("orphan").find("alias of 'nowhere'"), std::string::npos);
}

TEST(IconSet, BadFilesAreReported) {
  try {
    IconSet::open(art_test::fixtures() + "/bad-icons.json");
    FAIL() << "a truncated set was accepted";
  } catch (const ArtError& e) {
    EXPECT_NE(e.problem().find("not valid JSON"), std::string::npos) << e.problem();
    EXPECT_TRUE(e.file().ends_with("bad-icons.json"));
  }
  EXPECT_THROW(IconSet::open(art_test::fixtures() + "/no-such-set.json"), ArtError);
}

TEST(IconSet, DefaultSetLocation) {
  auto path = iconify_set_path("fluent-emoji-flat");
  EXPECT_EQ(path.filename(), "icons.json");
  EXPECT_EQ(path.parent_path().filename(), "fluent-emoji-flat");
}

}  // namespace
}  // namespace spotforge
