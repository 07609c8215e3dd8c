// The deck product end to end: theme -> plane -> art -> layout -> verification -> cards.pdf and
// layout.json. The CLI's `spotforge deck` calls this; so do the tests and the benchmark.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "art/symbol_art.h"
#include "base/diagnostic.h"
#include "base/progress.h"
#include "design/deck.h"
#include "design/deck_builder.h"
#include "design/shuffle.h"
#include "design/verification.h"
#include "kit/deck/deck_pdf.h"
#include "layout/card_layout.h"
#include "layout/deck_fit.h"
#include "layout/layout_manifest.h"
#include "layout/layout_options.h"
#include "theme/theme.h"

namespace spotforge {

struct DeckKitRequest {
  std::string theme;         // a theme folder or a shipped theme's name ("party")
  std::optional<int> order;  // default: the largest order the theme's symbols allow
  std::optional<int> cards;  // default: the whole plane
  std::uint64_t seed = kDefaultSeed;
  std::filesystem::path out_dir;  // default: output/<theme id>
  DeckPrintOptions print;
  int threads = 0;  // layout threads; 0 = one per core
  // Layout effort (0: the engine's tuned defaults). Tests lower them for speed.
  int layout_starts = 0;
  int layout_grow_passes = 0;
  // When set, only the cards it names for the deck are laid out and verified, each exactly as
  // in the whole deck (layout_some_cards); the others stay empty and layout.summary is left
  // unset. `spotforge rules` lays out only the cards its figures show.
  std::function<std::vector<int>(const Deck&)> lay_out_only;
};

struct DeckKit {
  Theme theme;
  std::vector<Diagnostic> warnings;
  std::uint64_t seed = 0;
  Deck deck;
  DeckVerification verification;
  DeckLayout layout;
  DeckPdfReport pdf;
  std::filesystem::path pdf_path;     // DIR/cards.pdf
  std::filesystem::path layout_path;  // DIR/layout.json
};

// The layout engine's options for this theme.
LayoutOptions layout_options_for(const Theme& theme, std::uint64_t seed, int threads);
// `options` with the photos the art frames (a circle, a rounded square, the rectangle) marked:
// all ink, the layout sizes them by their box (layout_options.h's sizing_ink_fraction).
LayoutOptions with_framed_photos(LayoutOptions options, const std::vector<SymbolArt>& arts);

// The deck of `request` with the theme's pictures dealt to its points so that no card holds
// much more hollow pictures than another (layout/symbol_spread.h): the one deck build, check,
// the rulebooks and the studio all lay out. `options` are layout_options_for's with the framed
// photos (with_framed_photos). Throws InputError as build_deck does, and when the theme has too
// few symbols for the deck.
struct DealtDeck {
  Deck deck;
  // By symbol index, each symbol's footprint sized as the layout sizes it.
  std::vector<SymbolFootprint> footprints;
};
DealtDeck deal_deck(const Theme& theme, const std::vector<SymbolArt>& arts,
                    const DeckRequest& request, const LayoutOptions& options);

// The largest order the theme's symbols allow (the deck made when no --order is given);
// an InputError when there are too few symbols for any deck.
int largest_deck_order(const Theme& theme);

// Builds and verifies the deck and lays out and verifies its cards (reporting each card laid
// out and verified to `progress`); writes nothing. `arts` is load_deck_art(theme).
DeckKit plan_deck_kit(const Theme& theme, const std::vector<SymbolArt>& arts,
                      const DeckKitRequest& request, Progress* progress = nullptr);

// `theme check`'s layout step, in seconds whatever the deck's size: the default deck's sizes
// are weighed first (layout/deck_fit.h), and a deck too big for the card is refused at the
// card's line with the largest order that fits and the card size that would hold this one;
// then the hardest cards (all of them for up to kCheckAllCards cards) are laid out as build
// lays them, so a card whose symbols can't fit is refused here too.
inline constexpr int kCheckAllCards = 57;
inline constexpr int kCheckHardestCards = 12;
void check_deck_layout(const Theme& theme, const std::vector<SymbolArt>& arts);

// The placing options check uses: build's, without the passes that only enlarge a layout
// already found (growing, the fine pass, the thin-card retries), so its verdict is build's.
LayoutOptions check_placing_options(LayoutOptions build);

// Writes DIR/cards.pdf, DIR/layout.json and DIR/symbols/ for a planned kit (each file
// atomically), filling in the kit's pdf report and paths.
void write_deck_kit(DeckKit& kit, const std::vector<SymbolArt>& arts, const DeckKitRequest& request,
                    const std::filesystem::path& dir);

// Loads the theme, plans and writes the deck; writes cards.pdf and layout.json (each
// atomically, both only after every check passed). Throws InputError for bad input.
DeckKit make_deck_kit(const DeckKitRequest& request, Progress* progress = nullptr);

// The manifest: theme, deck, card geometry, print settings, every card's placed symbols with
// their metrics. Lengths in millimetres, origin at the card centre, y down.
nlohmann::json layout_manifest(const DeckKit& kit, const std::vector<ManifestSymbol>& files,
                               int threads);

// A few lines for the terminal: cards, pages, symbols per card, verification, coverage, size.
std::string deck_kit_summary(const DeckKit& kit);

}  // namespace spotforge
