#include "kit/party/party_components.h"

#include <gtest/gtest.h>

#include "base/diagnostic.h"
#include "kit/deck_art.h"
#include "print/fold_nets.h"
#include "print/pdf_probe_for_tests.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

using testing::quoted;
using testing::run_command;

TEST(PartyComponents, HoldersTwoToAPageBesideTheMascotPage) {
  const Theme theme = load_theme(find_theme_folder("party"));
  const std::vector<SymbolArt> arts = load_deck_art(theme);
  const auto dir = testing::fresh_folder("party-components");
  const auto pdf = dir / "party-components.pdf";
  const PartyComponentsReport report = write_party_components_pdf(theme, arts, {}, pdf);
  EXPECT_EQ(report.pages, 5);  // instructions and mascot, then 8 holders two to a page
  EXPECT_EQ(report.bytes, std::filesystem::file_size(pdf));
  const auto info = run_command("pdfinfo " + quoted(pdf));
  EXPECT_EQ(testing::info_value(info.output, "Pages"), "5");
  EXPECT_EQ(run_command("qpdf --check " + quoted(pdf) + " >/dev/null").exit_code, 0);
  // Only the theme's fonts, embedded.
  const auto fonts = run_command("pdffonts " + quoted(pdf));
  for (const std::string& line : {std::string("Quicksand"), std::string("Andika")}) {
    EXPECT_NE(fonts.output.find(line), std::string::npos) << fonts.output;
  }
  EXPECT_EQ(fonts.output.find(" no "), std::string::npos) << "a font is not embedded:\n"
                                                          << fonts.output;

  // On a holder page, the cut outline of a holder runs the net's length from the top margin:
  // measure the dark run down the middle of the first strip's left cut line.
  const auto page = testing::render_grey(pdf, 2, 254);
  const StripNet net = card_holder_net(87, 87);
  const double px = page.px_per_mm;
  const double used = 2 * net.width_mm + 4;
  const double left = (210 - used) / 2;  // centred between the mark strips
  const int x = static_cast<int>(left * px + 0.5);
  int top = -1, bottom = -1;
  for (int y = 0; y < page.height; ++y) {
    int darkest = 255;
    for (int dx = -2; dx <= 2; ++dx) darkest = std::min(darkest, page.at(x + dx, y));
    if (darkest < 200) {
      if (top < 0) top = y;
      bottom = y;
    }
  }
  ASSERT_GE(top, 0);
  EXPECT_NEAR(top / px, 5, 0.3);  // the A4 margin
  EXPECT_NEAR((bottom - top) / px, net.length_mm(), 0.3);
}

TEST(PartyComponents, AThemeWithoutAMascotIsAnInputError) {
  const Theme theme = load_theme(find_theme_folder("words"));
  ASSERT_LT(theme.mascot_index(), 0);
  const auto dir = testing::fresh_folder("party-components-none");
  try {
    write_party_components_pdf(theme, load_deck_art(theme), {}, dir / "party-components.pdf");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("role: mascot"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(std::filesystem::is_empty(dir));
}

}  // namespace
}  // namespace spotforge
