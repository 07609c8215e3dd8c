#include "studio/board_preview.h"

#include <optional>

#include "design/shuffle.h"
#include "kit/spotlight/search_cards.h"
#include "kit/spotlight/spotlight_kit.h"
#include "kit/spotlight/spotlight_screen.h"
#include "studio/card_preview.h"
#include "theme/theme_art.h"

namespace spotforge::studio {
namespace {

// The options a studio build passes (kit/kit_build.cc spotlight_options_for with the default
// request: A4, the default seed, one search card per character), but one board.
SpotlightOptions preview_options(const Theme& theme) {
  SpotlightOptions options;
  options.boards = 1;
  options.cards = search_card_count(theme, std::nullopt);
  options.seed = kDefaultSeed;
  options.paper = paper_a4();
  return options;
}

// Everything the board is drawn from: its characters' pictures (file state included, as the
// card previews key them), the title and language printed on it, the options.
std::string board_key(const Theme& theme, const SpotlightOptions& options, double px_per_mm) {
  std::string key = theme.title + '\n' + theme.id + '\n' +
                    (theme.languages.empty() ? std::string() : theme.languages.front()) + '\n' +
                    std::to_string(options.cards) + '\n' + std::to_string(px_per_mm);
  for (const ThemeSymbol& character : theme.spotlight_characters) {
    key += "\n\n" + art_cache_key(art_source_for(theme, character, "character"));
  }
  return key;
}

}  // namespace

std::string BoardPreview::png(const Theme& theme, double px_per_mm) {
  const SpotlightOptions options = preview_options(theme);  // no characters: InputError
  const std::string key = board_key(theme, options, px_per_mm);
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (key == key_) return png_;
  }
  // Built without the lock, as the card previews load pictures: a request for the old board
  // never waits for a new one.
  const SpotlightKit kit = build_spotlight(theme, options);
  std::string png = board_png(kit, options, 0, px_per_mm);
  std::lock_guard<std::mutex> lock(mutex_);
  key_ = key;
  png_ = png;
  return png;
}

}  // namespace spotforge::studio
