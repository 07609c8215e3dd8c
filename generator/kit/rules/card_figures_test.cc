// The set-up figures show what their captions say: each mini-game its own scene from the real
// cards of the shipped Party theme.
#include "kit/rules/card_figures.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "base/handles.h"
#include "kit/deck_art.h"
#include "theme/loader.h"

namespace spotforge::kit {
namespace {

// The plane of order 7 (57 cards), points (x, y) and eight directions at infinity.
Deck plane_of_order_7() {
  const int p = 7;
  Deck deck;
  deck.order = p;
  deck.symbols_per_card = p + 1;
  deck.symbol_count = p * p + p + 1;
  for (int m = 0; m < p; ++m) {
    for (int b = 0; b < p; ++b) {
      std::vector<int> card;
      for (int x = 0; x < p; ++x) card.push_back(x * p + (m * x + b) % p);
      card.push_back(p * p + m);
      deck.cards.push_back(card);
    }
  }
  for (int c = 0; c < p; ++c) {
    std::vector<int> card;
    for (int y = 0; y < p; ++y) card.push_back(c * p + y);
    card.push_back(p * p + p);
    deck.cards.push_back(card);
  }
  std::vector<int> at_infinity;
  for (int i = 0; i <= p; ++i) at_infinity.push_back(p * p + i);
  deck.cards.push_back(at_infinity);
  return deck;
}

class CardFigures : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    theme_ = new Theme(load_theme(find_theme_folder("party")));
    art_ = new std::vector<SymbolArt>(load_deck_art(*theme_));
    deck_ = new Deck(plane_of_order_7());
  }
  static void TearDownTestSuite() {
    delete deck_;
    delete art_;
    delete theme_;
  }
  // The scene drawn into a 240 x 144 pt box, as pixels.
  static std::string pixels(const std::string& id) {
    FigureCards cards;
    cards.theme = theme_;
    cards.art = art_;
    cards.deck = deck_;
    CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 144));
    {
      CairoPtr cr(cairo_create(surface.get()));
      EXPECT_TRUE(draw_card_figure(cards, cr.get(), id, 0, 0, 240, 144)) << id;
    }
    cairo_surface_flush(surface.get());
    const auto* data = reinterpret_cast<const char*>(cairo_image_surface_get_data(surface.get()));
    return std::string(data, static_cast<size_t>(cairo_image_surface_get_stride(surface.get())) *
                                 144);
  }
  // Pixels of the theme's card-back colour (the backs of face-down cards).
  static int back_pixels(const std::string& image) {
    const Color& back = theme_->card.back.color;
    auto channel = [](double v) { return static_cast<int>(v * 255 + 0.5); };
    int count = 0;
    for (size_t i = 0; i + 3 < image.size(); i += 4) {
      const auto b = static_cast<unsigned char>(image[i]);
      const auto g = static_cast<unsigned char>(image[i + 1]);
      const auto r = static_cast<unsigned char>(image[i + 2]);
      if (std::abs(r - channel(back.r)) <= 2 && std::abs(g - channel(back.g)) <= 2 &&
          std::abs(b - channel(back.b)) <= 2) {
        ++count;
      }
    }
    return count;
  }
  static Theme* theme_;
  static std::vector<SymbolArt>* art_;
  static Deck* deck_;
};
Theme* CardFigures::theme_ = nullptr;
std::vector<SymbolArt>* CardFigures::art_ = nullptr;
Deck* CardFigures::deck_ = nullptr;

TEST_F(CardFigures, EachMiniGameHasItsOwnScene) {
  std::map<std::string, std::string> drawn;
  for (const char* id : {"tower-3", "well-3", "race-3", "poisoned-gift-3"}) drawn[id] = pixels(id);
  for (const auto& [a, image_a] : drawn) {
    for (const auto& [b, image_b] : drawn) {
      if (a < b) {
        EXPECT_TRUE(image_a != image_b) << a << " and " << b << " draw the same scene";
      }
    }
  }
}

TEST_F(CardFigures, FaceDownCardsShowTheirBacks) {
  // The Tower: only the centre pile's two peeking backs. The Well: a stack for each player.
  // The Race: each player's secret card in its holder. Dynamite: the fuse, laid face down.
  const int tower = back_pixels(pixels("tower-3"));

  EXPECT_GT(back_pixels(pixels("well-3")), tower * 2);
  EXPECT_GT(back_pixels(pixels("race-3")), tower * 3);
  const std::string dynamite = pixels("dynamite-1");
  EXPECT_GT(back_pixels(dynamite), static_cast<int>(dynamite.size() / 4 / 8));
}

}  // namespace
}  // namespace spotforge::kit
