// `theme check` places its deck without the growing and fine passes (check_deck_layout): its
// verdict is build's only while the placer refuses a card in its greedy starts alone. These
// tests hold the placer to that, so a change to the placer that lets growing refuse a card
// fails here rather than make check and build disagree.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "art/photo_fixtures_for_tests.h"
#include "base/diagnostic.h"
#include "base/files_for_tests.h"
#include "kit/deck/deck_kit.h"
#include "kit/deck_art.h"
#include "layout/deck_layout.h"
#include "layout/synthetic_decks.h"
#include "layout/synthetic_masks.h"
#include "theme/theme_art.h"
#include "theme/theme_init.h"

namespace spotforge {
namespace {

// "" when every card of the deck is placed, else the refusal.
std::string verdict(const Deck& deck, const std::vector<InkMask>& masks,
                    const LayoutOptions& options) {
  try {
    (void)place_deck(deck, masks, options);
    return "";
  } catch (const InputError& e) {
    return e.what();
  }
}

// Each deck on cards from too small to roomy: placed as build places it and as check does,
// the same cards fit, and a refusal names the same card in the same words.
void expect_same_verdicts(const Deck& deck, const std::vector<InkMask>& masks,
                          const std::vector<bool>& text, const std::vector<double>& diameters) {
  int refused = 0, placed = 0;
  for (double diameter : diameters) {
    LayoutOptions build;
    build.diameter_mm = diameter;
    build.threads = 1;  // the lowest failing card is the one named, on any thread count
    build.reads_as_text = text;
    const LayoutOptions check = check_placing_options(build);
    const std::string built = verdict(deck, masks, build);
    EXPECT_EQ(verdict(deck, masks, check), built) << diameter << " mm";
    ++(built.empty() ? placed : refused);
  }
  // Both answers seen, or the comparison proves little.
  EXPECT_GT(refused, 0);
  EXPECT_GT(placed, 0);
}

TEST(DeckCheck, NumbersFitWhereBuildFitsThemWithoutGrowing) {
  const Deck deck = prime_plane_deck(3);
  std::vector<InkMask> masks;
  for (int n = 10; n < 10 + deck.symbol_count; ++n) masks.push_back(text_mask(std::to_string(n)));
  expect_same_verdicts(deck, masks, std::vector<bool>(masks.size(), true), {10, 13, 16, 20, 87});
}

TEST(DeckCheck, ShapesFitWhereBuildFitsThemWithoutGrowing) {
  const Deck deck = prime_plane_deck(3);
  const std::vector<InkMask> masks = synthetic_masks(deck.symbol_count);
  expect_same_verdicts(deck, masks, {}, {20, 24, 28, 34, 87});
}

// check_deck_layout's answer: "" when the deck fits, else the refusal.
std::string check_verdict(const Theme& theme, const std::vector<SymbolArt>& arts) {
  try {
    check_deck_layout(theme, arts);
    return "";
  } catch (const InputError& e) {
    return e.what();
  }
}

// Issue 25.5: `theme check` reads a phone's HEIC from its thumbnail and never decodes the
// picture; build decodes it for print but measures it on the same thumbnail. A theme of 13
// photos as `spotforge init` writes it: every symbol's box, frame, masks, colours, pixels held
// and content key are the same both ways, and so is the verdict, on a card that holds the
// deck and on one that doesn't.
TEST(DeckCheck, PhotosReadFromTheirThumbnailsGiveBuildsMasksAndVerdict) {
  const std::filesystem::path folder = testing::fresh_folder("deck-check-heic");
  ThemeInitRequest request;
  request.title = "Family";
  request.id = "family";
  request.languages = {"en"};
  for (int i = 0; i < 13; ++i) {
    const std::string name = "IMG_" + std::to_string(100 + i) + ".HEIC";
    const std::string heic =
        photo_test::heic_of(photo_test::beach(640, 480, 0.1 + 0.06 * i).get(), i % 3 == 0 ? 6 : 1,
                            photo_test::exif_tiff(1, true), photo_test::HeicThumbnail(320));
    ASSERT_FALSE(heic.empty());
    std::ofstream(folder / name, std::ios::binary)
        .write(heic.data(), static_cast<std::streamsize>(heic.size()));
    request.files.push_back(name);
    request.photos.push_back(name);
  }
  std::ofstream(folder / "theme.yaml") << theme_init_yaml(request);
  const ThemeArt check = load_theme_art(folder, nullptr, PictureUse::kCheckOnly);
  const std::vector<SymbolArt> build = load_deck_art(check.theme);
  ASSERT_EQ(check.symbols.size(), build.size());
  for (size_t s = 0; s < build.size(); ++s) {
    EXPECT_EQ(check.symbols[s].frame(), PhotoFrame::kCircle) << s;
    EXPECT_EQ(check.symbols[s].frame(), build[s].frame()) << s;
    EXPECT_EQ(check.symbols[s].box(), build[s].box()) << s;
    EXPECT_EQ(check.symbols[s].held_pixels(), build[s].held_pixels()) << s;
    EXPECT_EQ(check.symbols[s].content_key(), build[s].content_key()) << s;
    for (int pixels : {64, 128, 320}) {
      EXPECT_EQ(check.symbols[s].mask(pixels).alpha, build[s].mask(pixels).alpha) << s;
    }
    EXPECT_EQ(check.symbols[s].picture(64).argb, build[s].picture(64).argb) << s;
  }
  int refused = 0, placed = 0;
  for (double diameter : {6.0, 9.0, 12.0, 16.0, 87.0}) {
    Theme theme = check.theme;
    theme.card.diameter_mm = diameter;
    const std::string checked = check_verdict(theme, check.symbols);
    EXPECT_EQ(checked, check_verdict(theme, build)) << diameter << " mm";
    ++(checked.empty() ? placed : refused);
  }
  EXPECT_GT(refused, 0);
  EXPECT_GT(placed, 0);
}

}  // namespace
}  // namespace spotforge
