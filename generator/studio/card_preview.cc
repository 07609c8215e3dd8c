#include "studio/card_preview.h"

#include <filesystem>
#include <optional>
#include <sstream>
#include <system_error>

#include "art/art_error.h"
#include "base/diagnostic.h"
#include "design/deck_builder.h"
#include "kit/deck/card_images.h"
#include "kit/deck/deck_kit.h"
#include "kit/deck/deck_pdf.h"
#include "layout/deck_layout.h"
#include "print/card_trim.h"
#include "theme/deck_sizes.h"
#include "theme/theme_art.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;

// The layout engine's masks, at the kit's resolution (kit/deck/deck_kit.cc).
constexpr int kMaskPixels = 320;

// Every layout option, exactly (hex floats): two keys are equal only when place_deck would get
// the same options. A field added to LayoutOptions must be added here too, or the preview
// would keep a stale layout: the size check below fails the build until it is.
std::string layout_key(const LayoutOptions& o) {
  static_assert(sizeof(LayoutOptions) == 232, "LayoutOptions changed: update layout_key");
  std::ostringstream k;
  k << std::hexfloat << static_cast<int>(o.outline) << ' ' << o.diameter_mm << ' ' << o.width_mm
    << ' ' << o.height_mm << ' ' << o.corner_radius_mm << ' ' << o.bleed_mm << ' '
    << o.safe_margin_mm << ' ' << o.min_gap_mm << ' ' << o.size_variety << ' '
    << static_cast<int>(o.turns) << ' ' << o.mirror << ' ' << static_cast<int>(o.apart) << ' '
    << o.seed << ' ' << o.threads << ' ' << o.min_symbol_mm << ' ' << o.grid_px_per_mm << ' '
    << o.fine_factor << ' ' << o.starts << ' ' << o.grow_passes << ' ' << o.verify_px_per_mm << ' '
    << o.ink_pass << " text";
  for (size_t s = 0; s < o.reads_as_text.size(); ++s) {
    if (o.reads_as_text[s]) k << ' ' << s;
  }
  k << " framed";
  for (size_t s = 0; s < o.framed.size(); ++s) {
    if (o.framed[s]) k << ' ' << s;
  }
  return k.str();
}

// Layouts kept at most: the cards shown, over a few settings tried back and forth.
constexpr size_t kMaxLayoutsKept = 64;

CardPreviews::DrawHook& draw_hook() {
  static CardPreviews::DrawHook hook;
  return hook;
}

}  // namespace

void CardPreviews::set_draw_hook_for_tests(DrawHook hook) { draw_hook() = std::move(hook); }

std::string art_cache_key(const ArtSource& s) {
  std::string key = std::to_string(static_cast<int>(s.kind)) + '\n' + s.value + '\n' +
                    s.icon_set.string() + '\n' + s.font_family + '\n' + s.font_style + '\n' +
                    (s.keep_background ? "keep" : "knockout") + '\n' + s.root.string() + '\n' +
                    std::to_string(static_cast<int>(s.frame)) + (s.up_mark ? "\nup mark" : "");
  if (s.focus) key += '\n' + std::to_string(s.focus->x) + ',' + std::to_string(s.focus->y);
  if (s.color) {
    key += '\n' + std::to_string(s.color->r) + ',' + std::to_string(s.color->g) + ',' +
           std::to_string(s.color->b) + ',' + std::to_string(s.color->a);
  }
  if (s.kind == ArtSource::Kind::kFile) {
    std::error_code ec;
    const fs::path path = fs::path(s.value).is_absolute() ? fs::path(s.value) : s.root / s.value;
    key += '\n' + std::to_string(fs::file_size(path, ec));
    key += '\n' + std::to_string(fs::last_write_time(path, ec).time_since_epoch().count());
  }
  return key;
}

std::vector<SymbolArt> CardPreviews::arts_for(const Theme& theme, std::vector<std::string>& keys) {
  DiagnosticList problems;
  const std::string file = theme.file.string();
  std::vector<ArtSource> sources;
  for (const ThemeSymbol& symbol : theme.symbols) {
    sources.push_back(art_source_for(theme, symbol, "symbol"));
    keys.push_back(art_cache_key(sources.back()));
  }
  std::vector<std::optional<SymbolArt>> found(sources.size());
  {
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t i = 0; i < sources.size(); ++i) {
      if (auto kept = cache_.find(keys[i]); kept != cache_.end()) found[i] = kept->second;
    }
  }
  // Loaded without the lock: one slow photo must not stall every other preview request. Two
  // requests may load the same picture at once; the second result replaces the first, equal.
  for (size_t i = 0; i < sources.size(); ++i) {
    if (found[i]) continue;
    const ThemeSymbol& symbol = theme.symbols[i];
    try {
      found[i] = SymbolArt::load(sources[i]);
    } catch (const ArtError& e) {
      // The words `spotforge theme check` uses (theme/theme_art.cc).
      const bool has_file = symbol.source.kind != SymbolSource::Kind::kText;
      problems.error(file, symbol.source_line, symbol.source_column,
                     "symbol '" + symbol.id + "'" + (has_file ? " (" + e.file() + ")" : "") + ": " +
                         e.problem());
      continue;
    }
    std::lock_guard<std::mutex> lock(mutex_);
    cache_.insert_or_assign(keys[i], *found[i]);
  }
  problems.throw_if_errors();
  std::vector<SymbolArt> arts;
  for (auto& art : found) arts.push_back(std::move(*art));
  return arts;
}

Deck CardPreviews::dealt_deck(const Theme& theme, const std::vector<SymbolArt>& arts,
                              const std::vector<std::string>& art_keys, const DeckRequest& request,
                              const LayoutOptions& options) {
  // The deal reads every picture (kit/deck/deck_kit.h's deal_deck), so it is kept while the
  // pictures, the deck and the layout settings are unchanged.
  std::string key = std::to_string(request.order) + '\n' + layout_key(options);
  for (const std::string& art : art_keys) key += '\n' + art;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (const auto kept = decks_.find(key); kept != decks_.end()) return kept->second;
  }
  Deck deck = deal_deck(theme, arts, request, options).deck;
  std::lock_guard<std::mutex> lock(mutex_);
  if (decks_.size() >= kMaxLayoutsKept) decks_.clear();
  decks_[key] = deck;
  return deck;
}

std::string CardPreviews::png(const Theme& theme, int card, double ppi) {
  if (draw_hook()) draw_hook()(card);
  std::vector<std::string> art_keys;
  const std::vector<SymbolArt> arts = arts_for(theme, art_keys);
  DeckRequest request;
  request.order = largest_deck_order(theme);
  const CardTrim trim = card_trim(theme.card);
  const double bleed = theme.card.bleed_mm;
  std::vector<CardLayout> cards;
  DeckPrintOptions print;
  if (card >= 0) {
    const LayoutOptions options =
        with_framed_photos(layout_options_for(theme, request.seed, 1), arts);
    const Deck deck = dealt_deck(theme, arts, art_keys, request, options);
    card = std::min(card, static_cast<int>(deck.cards.size()) - 1);
    // The card number is drawn from the layout's position: the card sits at its own number.
    cards.resize(card + 1);
    std::string key = std::to_string(card) + '\n' + layout_key(options);
    for (int s : deck.cards[card]) key += '\n' + art_keys[s];
    {
      std::lock_guard<std::mutex> lock(mutex_);
      if (const auto kept = layouts_.find(key); kept != layouts_.end()) cards[card] = kept->second;
    }
    if (cards[card].symbols.empty()) {
      // Only the card shown is laid out: a deck of that one card, its size ranks balanced on
      // it. Masks only for its own symbols: place_deck reads no other.
      Deck one = deck;
      one.cards = {deck.cards[card]};
      std::vector<InkMask> masks(deck.symbol_count);
      for (int s : one.cards.front()) masks[s] = arts[s].mask(kMaskPixels);
      cards[card] = place_deck(one, masks, options).front();
      std::lock_guard<std::mutex> lock(mutex_);
      if (layouts_.size() >= kMaxLayoutsKept) layouts_.clear();
      layouts_[key] = cards[card];
    }
  }
  const CardPainter painter = deck_card_painter(theme, arts, cards, print, bleed);
  return card_image_png(theme, painter, trim, bleed, card, ppi);
}

}  // namespace spotforge::studio
