// The set-up figures show what their captions say: each mini-game its own scene from the real
// cards of the shipped Party theme.
#include "kit/rules/card_figures.h"

#include <cairo.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/handles.h"
#include "kit/deck_art.h"
#include "layout/deck_layout.h"
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
  // The scene drawn into a 240 x 144 pt box, as pixels (BGRA, premultiplied).
  static std::string pixels(const std::string& id,
                            const std::vector<CardLayout>* layouts = nullptr) {
    FigureCards cards;
    cards.theme = theme_;
    cards.art = art_;
    cards.deck = deck_;
    cards.layouts = layouts;
    cards.mark = {0, 1, 0, 1};  // pure green, a colour no picture of the theme uses
    CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 144));
    {
      CairoPtr cr(cairo_create(surface.get()));
      EXPECT_TRUE(draw_card_figure(cards, cr.get(), id, 0, 0, 240, 144)) << id;
    }
    cairo_surface_flush(surface.get());
    const auto* data = reinterpret_cast<const char*>(cairo_image_surface_get_data(surface.get()));
    return std::string(data,
                       static_cast<size_t>(cairo_image_surface_get_stride(surface.get())) * 144);
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
  // The figures' marks (rings and arrows), drawn here in pure green.
  static bool mark(const std::string& image, size_t i) {
    const auto b = static_cast<unsigned char>(image[i]);
    const auto g = static_cast<unsigned char>(image[i + 1]);
    const auto r = static_cast<unsigned char>(image[i + 2]);
    return g > 200 && r < 40 && b < 40;
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

// The Tower, The Well and The Poisoned Gift are each drawn as their rules tell them (the towers
// of won cards; the stacks fanned out under the well; the centre card given to the far player),
// not as one picture with the ring moved: they differ well beyond their marks.
TEST_F(CardFigures, TowerWellAndPoisonedGiftAreDifferentArrangements) {
  const std::map<std::string, std::string> drawn = {{"tower-3", pixels("tower-3")},
                                                    {"well-3", pixels("well-3")},
                                                    {"poisoned-gift-3", pixels("poisoned-gift-3")}};
  for (const auto& [a, image_a] : drawn) {
    for (const auto& [b, image_b] : drawn) {
      if (a >= b) continue;
      int differ = 0;
      for (size_t i = 0; i + 3 < image_a.size(); i += 4) {
        if (mark(image_a, i) || mark(image_b, i)) continue;
        for (size_t c = 0; c < 4; ++c) {
          const int va = static_cast<unsigned char>(image_a[i + c]);
          const int vb = static_cast<unsigned char>(image_b[i + c]);
          if (std::abs(va - vb) > 24) {
            ++differ;
            break;
          }
        }
      }
      // One picture with its rings moved differs only at the rings' antialiased edges (a few
      // dozen pixels); another arrangement in more than 2 % of the box.
      EXPECT_GT(differ, 240 * 144 / 50) << a << " and " << b << " are the same arrangement";
    }
  }
}

// Where a card goes is an arrow in the marks' colour: in The Tower from the centre pile down
// to the first (leftmost) player, in The Poisoned Gift to the player at the far (right) end, in
// The Well up from the first player to the well. Where the marks lie shows the way.
TEST_F(CardFigures, TheArrowGoesWhereTheRulesSendTheCard) {
  // The mean column of the marks' pixels, as a share of the width.
  auto mark_column = [](const std::string& image) {
    double sum = 0;
    int count = 0;
    for (int y = 0; y < 144; ++y) {
      for (int x = 0; x < 240; ++x) {
        if (mark(image, static_cast<size_t>((y * 240 + x) * 4))) {
          sum += x;
          ++count;
        }
      }
    }
    return count > 0 ? sum / count / 240 : -1.0;
  };
  const double tower = mark_column(pixels("tower-3"));
  const double gift = mark_column(pixels("poisoned-gift-3"));
  ASSERT_GT(tower, 0);
  ASSERT_GT(gift, 0);
  EXPECT_LT(tower, 0.45) << "The Tower's card goes to the first player, on the left";
  EXPECT_GT(gift, 0.55) << "The Poisoned Gift's card goes to the far player, on the right";
}

// The warm-up rings the one symbol the two cards share, on both cards, where it lies. Every
// symbol sits at its own place on every card here, so the two rings lie at the same place
// relative to their cards' centres, and at the place of a symbol.
TEST_F(CardFigures, TheWarmUpRingsTheSharedSymbolOnBothCards) {
  const double size = theme_->card.diameter_mm;
  ASSERT_GT(size, 0);
  auto place = [size](int symbol) {
    return std::pair<double, double>{size * (-0.32 + 0.08 * (symbol % 9)),
                                     size * (-0.32 + 0.08 * (symbol / 9))};
  };
  std::vector<CardLayout> layouts;
  for (const std::vector<int>& card : deck_->cards) {
    CardLayout layout;
    for (int symbol : card) {
      PlacedSymbol placed;
      placed.symbol = symbol;
      std::tie(placed.x_mm, placed.y_mm) = place(symbol);
      placed.width_mm = placed.height_mm = size * 0.1;
      layout.symbols.push_back(placed);
    }
    layouts.push_back(layout);
  }
  const std::string image = pixels("warm-up", &layouts);
  // Each half holds one card: its disc (any opaque pixel) gives its centre and scale; the
  // marks' pixels' mean, in card millimetres from that centre, is the ring's centre.
  std::vector<std::pair<double, double>> rings;
  for (int half = 0; half < 2; ++half) {
    int left = 240, right = -1, top = 144, bottom = -1, count = 0;
    double sx = 0, sy = 0;
    for (int y = 0; y < 144; ++y) {
      for (int x = half * 120; x < half * 120 + 120; ++x) {
        const size_t i = static_cast<size_t>((y * 240 + x) * 4);
        if (static_cast<unsigned char>(image[i + 3]) < 128) continue;
        left = std::min(left, x);
        right = std::max(right, x);
        top = std::min(top, y);
        bottom = std::max(bottom, y);
        if (mark(image, i)) {
          sx += x;
          sy += y;
          ++count;
        }
      }
    }
    ASSERT_GT(count, 12) << "no ring on card " << half;
    const double mm = size / (right - left + 1);
    rings.push_back(
        {(sx / count - (left + right) / 2.0) * mm, (sy / count - (top + bottom) / 2.0) * mm});
  }
  EXPECT_NEAR(rings[0].first, rings[1].first, size * 0.03);
  EXPECT_NEAR(rings[0].second, rings[1].second, size * 0.03);
  double nearest = 1e9;
  for (int symbol = 0; symbol < deck_->symbol_count; ++symbol) {
    const auto [x, y] = place(symbol);
    nearest = std::min(nearest, std::hypot(rings[0].first - x, rings[0].second - y));
  }
  EXPECT_LT(nearest, size * 0.02) << "the ring is not around a symbol";
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

// `spotforge rules` lays out only the cards the figures show (figure_deck_cards, about 10 of
// 57), each exactly as the whole deck's layout places it (a card's layout depends on the deck
// and its own seed only), and every scene draws from those cards alone.
TEST_F(CardFigures, TheFiguresNeedOnlyTheirOwnCardsLaidOutAsTheWholeDeckDoes) {
  std::vector<InkMask> masks;
  for (const SymbolArt& art : *art_) masks.push_back(art.mask(64));
  LayoutOptions options;
  options.grid_px_per_mm = 3;
  options.starts = 1;
  options.grow_passes = 2;
  options.threads = 2;
  FigureCards cards;
  cards.deck = deck_;
  const std::vector<int> which = figure_deck_cards(cards);
  EXPECT_EQ(which.size(), 9u);  // the centre and 8 seats, or the Triplets grid of 9
  const std::vector<CardLayout> some = layout_some_cards(*deck_, masks, options, which);
  const std::vector<CardLayout> all = place_deck(*deck_, masks, options);
  ASSERT_EQ(some.size(), all.size());
  for (size_t c = 0; c < all.size(); ++c) {
    const bool shown = std::find(which.begin(), which.end(), static_cast<int>(c)) != which.end();
    if (!shown) {
      EXPECT_TRUE(some[c].symbols.empty()) << c;
      continue;
    }
    ASSERT_EQ(some[c].symbols.size(), all[c].symbols.size()) << c;
    for (size_t j = 0; j < all[c].symbols.size(); ++j) {
      const PlacedSymbol &a = some[c].symbols[j], &b = all[c].symbols[j];
      EXPECT_EQ(a.symbol, b.symbol);
      EXPECT_EQ(a.x_mm, b.x_mm);
      EXPECT_EQ(a.y_mm, b.y_mm);
      EXPECT_EQ(a.width_mm, b.width_mm);
      EXPECT_EQ(a.height_mm, b.height_mm);
      EXPECT_EQ(a.rotation_deg, b.rotation_deg);
      EXPECT_EQ(a.mirror, b.mirror);
    }
  }
  // Every scene of every player count draws from the cards laid out (a card left out throws).
  std::vector<std::string> ids = {"warm-up", "triplets", "dynamite-1"};
  for (int n = 1; n <= 8; ++n) {
    for (const char* scene : {"tower", "poisoned-gift", "well", "double-frenzy", "race"}) {
      ids.push_back(std::string(scene) + "-" + std::to_string(n));
    }
    if (n >= 2) ids.push_back("hot-potato-" + std::to_string(n));
  }
  for (const std::string& id : ids) EXPECT_NO_THROW(pixels(id, &some)) << id;
}

}  // namespace
}  // namespace spotforge::kit
