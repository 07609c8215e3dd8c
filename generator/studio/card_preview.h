// The studio's live card previews: a few real cards of the theme's deck, laid out by the
// layout engine and drawn by the print code exactly as cards.pdf and the card images draw
// them. Pictures are loaded once and kept while their file is unchanged, so a change of
// card settings only re-lays out the card shown; and a card's layout is kept while its
// pictures and the layout settings are unchanged, so an edit that moves nothing (a name, a
// colour, the back) only draws the card again.
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <string>

#include "art/symbol_art.h"
#include "design/deck_builder.h"
#include "layout/card_layout.h"
#include "layout/layout_options.h"
#include "theme/theme.h"

namespace spotforge::studio {

// The cards the page shows (the deck's first ones).
inline constexpr int kPreviewCards = 3;
// Pixels per inch of a preview: an 87 mm card some 320 pixels across.
inline constexpr double kPreviewPpi = 90;

// Everything that makes two loads of a picture differ, the file's size and time included, so a
// picture replaced on disk is loaded again.
std::string art_cache_key(const ArtSource& source);

class CardPreviews {
 public:
  // The PNG of card `card` (0 .. kPreviewCards-1) of the deck the theme makes (its largest
  // order, the default seed), or of the card back for card < 0. Throws InputError: a picture
  // that can't be used, at its symbol's theme.yaml line and with the CLI's message; a theme
  // with too few symbols for a deck.
  std::string png(const Theme& theme, int card, double ppi = kPreviewPpi);

  // Test hook: called as a preview starts (with the card asked for); a test throws here (a
  // std::bad_alloc) to see the failure reach the page as that request's error. Not
  // thread-safe: set it before any preview, and reset it after.
  using DrawHook = std::function<void(int card)>;
  static void set_draw_hook_for_tests(DrawHook hook);

 private:
  // The theme's arts, and in `keys` each one's cache key.
  std::vector<SymbolArt> arts_for(const Theme& theme, std::vector<std::string>& keys);
  // The theme's deck with its pictures dealt to its points, as build deals them.
  Deck dealt_deck(const Theme& theme, const std::vector<SymbolArt>& arts,
                  const std::vector<std::string>& art_keys, const DeckRequest& request,
                  const LayoutOptions& options);
  std::mutex mutex_;
  std::map<std::string, SymbolArt> cache_;     // by art source and file state
  std::map<std::string, CardLayout> layouts_;  // by card, its arts' keys and the layout options
  std::map<std::string, Deck> decks_;          // by order, every art's key and the options
};

}  // namespace spotforge::studio
