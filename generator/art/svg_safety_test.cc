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

// The problem check_svg_references reports for `svg` (checked against no folder), or "".
std::string refusal(const std::string& svg) {
  try {
    check_svg_references(svg, art_test::fixtures() + "/theme", "x.svg");
  } catch (const ArtError& e) {
    return e.problem();
  }
  return "";
}

std::string repeated(const std::string& piece, size_t times) {
  std::string out;
  out.reserve(piece.size() * times);
  for (size_t i = 0; i < times; ++i) out += piece;
  return out;
}

TEST(SvgSafety, RefusesEntityBombs) {
  // Billion laughs: ten levels of ten references, 10^10 characters once expanded.
  std::string laughs = "<!DOCTYPE svg [<!ENTITY l0 \"lol\">";
  for (int i = 1; i <= 10; ++i) {
    laughs += "<!ENTITY l" + std::to_string(i) + " \"" +
              repeated("&l" + std::to_string(i - 1) + ";", 10) + "\">";
  }
  laughs += "]><svg><text>&l10;</text></svg>";
  EXPECT_NE(refusal(laughs).find("expand to 30000000000 characters (an entity bomb)"),
            std::string::npos)
      << refusal(laughs);

  // Quadratic blow-up: one 2,000-character entity named 1,000 times.
  const std::string quadratic = "<!DOCTYPE svg [<!ENTITY a \"" + std::string(2000, 'x') +
                                "\">]><svg><desc>" + repeated("&a;", 1000) + "</desc></svg>";
  EXPECT_NE(refusal(quadratic).find("expand to 2000000 characters"), std::string::npos)
      << refusal(quadratic);

  // Parameter entities expand inside the DTD itself.
  const std::string parameters = "<!DOCTYPE svg [<!ENTITY % p \"" + std::string(5000, 'x') + "\">" +
                                 repeated("%p;", 300) + "]><svg/>";
  EXPECT_NE(refusal(parameters).find("an entity bomb"), std::string::npos);

  const std::string loop =
      "<!DOCTYPE svg [<!ENTITY a \"&b;\"><!ENTITY b \"x&a;\">]><svg><desc>&a;</desc></svg>";
  EXPECT_NE(refusal(loop).find("refer to themselves in a loop"), std::string::npos);
}

TEST(SvgSafety, ShortNamespaceEntitiesAsDrawingProgramsWriteThemPass) {
  const std::string svg =
      "<!DOCTYPE svg [<!ENTITY ns_svg \"http://www.w3.org/2000/svg\">"
      "<!ENTITY ns_xlink \"http://www.w3.org/1999/xlink\">]>"
      "<svg xmlns=\"&ns_svg;\" xmlns:xlink=\"&ns_xlink;\"><rect width=\"1\"/></svg>";
  EXPECT_EQ(refusal(svg), "");
}

TEST(SvgSafety, ARreferenceThroughAnEntityIsRefused) {
  // What the entity expands to is what librsvg would load; the check must not look past it.
  const std::string svg =
      "<!DOCTYPE svg [<!ENTITY e \"/etc/passwd\">]><svg><image href=\"&e;\"/></svg>";
  EXPECT_NE(refusal(svg).find("refers to '&e;' through an entity"), std::string::npos)
      << refusal(svg);
}

TEST(SvgSafety, UnclosedConstructsInALongDocumentAreReadInOnePass) {
  // 200,000 unclosed url( and <!ENTITY: a fresh scan to the end for each would take minutes.
  EXPECT_NE(refusal(repeated("<rect fill=\"url(#a\"/>", 200'000) + "url(http://x")
                .find("refers to 'http://x'"),
            std::string::npos);
  EXPECT_EQ(refusal("<svg>" + repeated("<!ENTITY a ", 200'000)), "");
  EXPECT_EQ(refusal("<svg>" + repeated("&amp", 200'000)), "");
}

TEST(SvgSafety, AnEmbeddedPngOfTheLargestDeclarableSizeIsRefusedWithoutOverflow) {
  const std::string svg =
      "<svg><image "
      "href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUv//////////////////////\"/></svg>";
  EXPECT_NE(refusal(svg).find("embeds a data: picture of 4294967295 x 4294967295 pixels"),
            std::string::npos)
      << refusal(svg);
}

TEST(SvgSafety, DetectsFilters) {
  EXPECT_TRUE(svg_uses_filters("<filter id=\"f\"><feGaussianBlur/></filter>"));
  EXPECT_TRUE(svg_uses_filters("<rect style=\"filter: blur(2px)\"/>"));
  EXPECT_TRUE(svg_uses_filters("<rect filter=\"url(#f)\"/>"));
  EXPECT_TRUE(svg_uses_filters("<svg:filter id=\"f\"/>"));
  EXPECT_FALSE(svg_uses_filters("<rect class=\"nofilter\" data-filter-x=\"1\"/>"));
  EXPECT_FALSE(svg_uses_filters("<rect fill=\"red\"/><clipPath id=\"c\"/>"));
}

}  // namespace
}  // namespace spotforge
