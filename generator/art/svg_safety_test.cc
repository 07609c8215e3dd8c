#include "art/svg_safety.h"

#include <gtest/gtest.h>

#include "art/art_error.h"
#include "art/art_test_support.h"

namespace spotforge {
namespace {

using Refs = std::vector<std::string>;

TEST(SvgSafety, FindsEveryKindOfReference) {
  EXPECT_EQ(svg_external_references("<image xlink:href=\"a.png\"/><use href='b.svg#x'/>"),
            (Refs{"a.png", "b.svg#x"}));
  EXPECT_EQ(svg_external_references("<rect style=\"fill:URL( 'c.svg#p' )\"/>"), (Refs{"c.svg#p"}));
  EXPECT_EQ(svg_external_references("<style>@import 'd.css';</style>"), (Refs{"d.css"}));
  EXPECT_EQ(svg_external_references("<rect fill=\"url(&#104;ttp://x)\"/>"), (Refs{"http://x"}));
  Refs entity = svg_external_references("<!DOCTYPE svg [<!ENTITY e SYSTEM \"file:///x\">]>");
  ASSERT_EQ(entity.size(), 1u);
  EXPECT_EQ(entity[0].rfind("<!ENTITY", 0), 0u);
}

TEST(SvgSafety, LocalReferencesAreNotExternal) {
  EXPECT_TRUE(svg_external_references("<use href=\"#a\"/><rect fill=\"url(#g)\"/>"
                                      "<image href=\"data:image/png;base64,AAAA\"/>"
                                      "<!DOCTYPE svg [<!ENTITY e \"inline\">]>")
                  .empty());
}

TEST(SvgSafety, OnlyFilesBesideTheSvgPass) {
  std::string folder = art_test::fixtures() + "/theme";
  EXPECT_NO_THROW(check_svg_references("<image href=\"alpha.png\"/>", folder, "x.svg"));
  EXPECT_THROW(check_svg_references("<image href=\"alpha.png\"/>", folder, "x.svg", false),
               ArtError);
  EXPECT_THROW(check_svg_references("<image href=\"nothere.png\"/>", folder, "x.svg"), ArtError);
  EXPECT_THROW(
      check_svg_references("<image href=\"sub/../../outside/secret.png\"/>", folder, "x.svg"),
      ArtError);
  EXPECT_THROW(check_svg_references("<image href=\"HTTPS://e.com/a.png\"/>", folder, "x.svg"),
               ArtError);
}

TEST(SvgSafety, DetectsFilters) {
  EXPECT_TRUE(svg_uses_filters("<filter id=\"f\"><feGaussianBlur/></filter>"));
  EXPECT_TRUE(svg_uses_filters("<rect style=\"filter: blur(2px)\"/>"));
  EXPECT_TRUE(svg_uses_filters("<rect filter=\"url(#f)\"/>"));
  EXPECT_FALSE(svg_uses_filters("<rect fill=\"red\"/><clipPath id=\"c\"/>"));
}

}  // namespace
}  // namespace spotforge
