#include "kit/deck/deck_kit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "art/ink_mask.h"
#include "art/photo_frame.h"
#include "base/atomic_write.h"
#include "base/interrupt.h"
#include "base/length.h"
#include "base/parallel_for.h"
#include "base/staged_folder.h"
#include "design/deck_builder.h"
#include "design/deck_report.h"
#include "kit/deck_art.h"
#include "kit/kit_file_names.h"
#include "kit/report_text.h"
#include "layout/card_geometry.h"
#include "layout/deck_fit.h"
#include "layout/deck_layout.h"
#include "layout/layout_manifest.h"
#include "layout/symbol_spread.h"
#include "theme/deck_sizes.h"
#include "theme/loader.h"

namespace spotforge {
namespace {

// The layout engine works on masks of this many pixels along the longer side.
constexpr int kMaskPixels = 320;

int choose_order(const Theme& theme, const std::optional<int>& requested) {
  return requested ? *requested : largest_deck_order(theme);
}

void check_symbols_suffice(const Theme& theme, const Deck& deck) {
  if (static_cast<int>(theme.symbols.size()) >= deck.symbol_count) return;
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, theme.file.string(), 0, 0,
       "an order-" + std::to_string(deck.order) + " deck needs " +
           std::to_string(deck.symbol_count) + " symbols but the theme has " +
           std::to_string(theme.symbols.size()) + "; add symbols or choose a smaller --order"}});
}

// Writes a standalone file of every symbol into DIR/symbols/, for layout.json.
std::vector<ManifestSymbol> write_symbol_files(const Theme& theme,
                                               const std::vector<SymbolArt>& arts, int symbol_count,
                                               const std::filesystem::path& dir) {
  const std::filesystem::path folder = dir / "symbols";
  std::error_code ec;
  create_folders(folder, ec);
  if (ec) throw InputError("can't create " + folder.string() + ": " + ec.message());
  std::vector<ManifestSymbol> symbols;
  for (int s = 0; s < symbol_count; ++s) {
    const StandaloneSymbol file = write_standalone(arts[s], folder, theme.symbols[s].id);
    symbols.push_back({theme.symbols[s].id,
                       "symbols/" + file.file.filename().string(),
                       {file.box.x, file.box.y, file.box.width, file.box.height},
                       frame_name(arts[s].frame())});
  }
  return symbols;
}

// The layout's "doesn't fit" has no place in a file: the card's size line is where the fix is
// written (its size, margin, or the layout: gap beside it), so check and build both point there.
InputError located_at_card(const Theme& theme, const InputError& e) {
  std::vector<Diagnostic> located = e.diagnostics();
  for (Diagnostic& d : located) {
    if (!d.file.empty()) continue;
    d.file = theme.file.string();
    d.line = theme.card.size_line;
    d.column = theme.card.size_column;
  }
  return InputError(located);
}

}  // namespace

int largest_deck_order(const Theme& theme) {
  const auto sizes = deck_sizes_for(static_cast<int>(theme.symbols.size()));
  if (sizes.empty()) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, theme.file.string(), 0, 0,
         "the theme has " + std::to_string(theme.symbols.size()) +
             " symbols, too few for any deck; order 2 needs 7 (n^2+n+1 for order n)"}});
  }
  int best = sizes.front().order;
  for (const DeckSize& size : sizes) best = std::max(best, size.order);
  return best;
}

// Photos the art frames (a circle, a rounded square, the rectangle) are all ink: the layout
// sizes them by their box (layout_options.h's sizing_ink_fraction).
LayoutOptions with_framed_photos(LayoutOptions options, const std::vector<SymbolArt>& arts) {
  options.framed.clear();
  for (const SymbolArt& art : arts) options.framed.push_back(art.frame() != PhotoFrame::kNone);
  return options;
}

LayoutOptions layout_options_for(const Theme& theme, std::uint64_t seed, int threads) {
  LayoutOptions o;
  const CardStyle& card = theme.card;
  o.outline = card.shape == CardShape::kCircle ? CardOutline::kCircle : CardOutline::kRoundedSquare;
  o.diameter_mm = card.diameter_mm;
  o.width_mm = card.width_mm;
  o.height_mm = card.height_mm;
  o.corner_radius_mm = card.corner_radius_mm;
  o.bleed_mm = card.bleed_mm;
  o.safe_margin_mm = card.safe_margin_mm;
  o.min_gap_mm = theme.layout.min_gap_mm;
  o.size_variety = theme.layout.size_variety;
  o.turns = theme.layout.rotation == RotationMode::kFree      ? SymbolTurns::kFree
            : theme.layout.rotation == RotationMode::kUpright ? SymbolTurns::kUpright
                                                              : SymbolTurns::kQuarterTurns;
  o.mirror = theme.layout.mirror;
  o.apart = theme.layout.apart == ApartMode::kOff ? SymbolsApart::kOff : SymbolsApart::kHull;
  o.seed = seed;
  o.threads = threads;
  for (const ThemeSymbol& symbol : theme.symbols) {
    o.reads_as_text.push_back(symbol.reads_as_text_or_default());
  }
  return o;
}

namespace {

// The ink masks at `pixels` of the symbols in `wanted` (the others left empty), drawn on the
// layout's threads: a large photo's mask takes tens of milliseconds, and 57 of them one by one
// were seconds of a check.
std::vector<InkMask> masks_of(const std::vector<SymbolArt>& arts, int count,
                              const std::vector<int>& wanted, int pixels, int threads) {
  std::vector<InkMask> masks(count);
  parallel_for(static_cast<int>(wanted.size()), threads,
               [&](int k) { masks[wanted[k]] = arts[wanted[k]].mask(pixels); });
  return masks;
}

std::vector<int> first_symbols(int count) {
  std::vector<int> all(count);
  for (int s = 0; s < count; ++s) all[s] = s;
  return all;
}

std::vector<SymbolFootprint> footprints_of(const Theme& theme, const std::vector<SymbolArt>& arts,
                                           const LayoutOptions& options, int count) {
  const std::vector<InkMask> masks =
      masks_of(arts, count, first_symbols(count), kFootprintMaskPixels, options.threads);
  std::vector<SymbolFootprint> footprints;
  for (int s = 0; s < count; ++s) {
    SymbolFootprint f = footprint_of(masks[s]);
    f.text = theme.symbols[s].reads_as_text_or_default();
    const double sizing = sizing_ink_fraction(options, s, f.ink_fraction);
    if (sizing > 0 && sizing < f.ink_fraction) {
      f.ink_scale = f.ink_fraction / sizing;
      f.ink_fraction = sizing;
    }
    footprints.push_back(f);
  }
  return footprints;
}

std::string card_size_words(const Theme& theme, double size_mm) {
  std::ostringstream out;
  if (theme.card.shape == CardShape::kCircle) {
    out << "diameter: " << size_mm << "mm";
  } else {
    const double scale = size_mm / std::min(theme.card.width_mm, theme.card.height_mm);
    out << "width: " << std::ceil(theme.card.width_mm * scale)
        << "mm and height: " << std::ceil(theme.card.height_mm * scale) << "mm";
  }
  return out.str();
}

// A symbol that, at the smallest size the layout may give it, is longer than the card's safe
// area is wide (the layout's 85 % width cap) fits on no card: refused at its own line, where
// the fix is (the layout would only blame a card). The box is measured on the art's own ink
// box, and a few per cent of slack leave the borderline cases to the layout itself.
void refuse_too_long_symbols(const Theme& theme, const std::vector<SymbolArt>& arts,
                             const std::vector<SymbolFootprint>& footprints,
                             const LayoutOptions& options, int symbols_per_card) {
  const SafeArea area = safe_area(options);
  const double room = 0.85 * 2 * std::min(area.extent_x_mm(), area.extent_y_mm());
  const double smallest = min_symbol_size_mm(options, symbols_per_card);
  DiagnosticList problems;
  for (size_t s = 0; s < footprints.size(); ++s) {
    const InkBox& box = arts[s].box();
    if (box.width <= 0 || box.height <= 0 || footprints[s].ink_fraction <= 0) continue;
    const double elongation = std::max(box.width / box.height, box.height / box.width);
    const double floor = symbol_min_size_mm(smallest, footprints[s].text, footprints[s].aspect,
                                            footprints[s].ink_fraction, options.min_gap_mm);
    const double longest = floor * std::sqrt(elongation / footprints[s].ink_fraction);
    if (longest <= room * 1.05) continue;
    const ThemeSymbol& symbol = theme.symbols[s];
    const bool text = symbol.source.kind == SymbolSource::Kind::kText;
    std::ostringstream what;
    what << "symbol '" << symbol.id << "' is too long for the card: even at the smallest size "
         << "the layout allows (" << std::round(floor * 10) / 10 << " mm) it is "
         << std::lround(longest) << " mm long, more than the " << std::lround(room)
         << " mm the card's safe area is wide; "
         << (text ? "shorten its text (a word or two)"
                  : "crop the picture closer, or use a less elongated one");
    problems.error(theme.file.string(), symbol.source_line, symbol.source_column, what.str());
  }
  problems.throw_if_errors();
}

[[noreturn]] void refuse_too_full(const Theme& theme, const Deck& deck, const DeckFit& fit,
                                  const std::vector<SymbolFootprint>& footprints,
                                  const LayoutOptions& options) {
  std::ostringstream what;
  what << "an order-" << deck.order << " deck (" << deck.symbols_per_card
       << " symbols per card) can't be laid out: its symbols don't fit in the safe area even at "
          "the smallest allowed size ("
       << std::round(min_symbol_size_mm(options, deck.symbols_per_card) * 10) / 10
       << " mm); its fullest card needs about " << std::lround(fit.need_mm2)
       << " mm^2 with their gaps, more than the " << std::lround(fit.room_mm2)
       << " mm^2 a card's safe area can hold; expected ";
  std::string fixes;
  for (const DeckSize& size : deck_sizes_for(static_cast<int>(theme.symbols.size()))) {
    if (size.order >= deck.order) continue;
    DeckRequest smaller;
    smaller.order = size.order;
    if (deck_fit(spread_hollow_symbols(build_deck(smaller), footprints, options), footprints,
                 options)
            .fits) {
      fixes = "a smaller deck (deck --order " + std::to_string(size.order) + ", " +
              std::to_string(size.cards) + " cards of " + std::to_string(size.symbols_per_card) +
              " symbols, the largest that fits)";
      break;
    }
  }
  if (const double size = card_size_that_fits(deck, footprints, options); size > 0) {
    fixes += (fixes.empty() ? "" : ", or ") + std::string("a bigger card (card: ") +
             card_size_words(theme, size) + " holds this deck)";
  }
  if (fixes.empty()) fixes = "fewer symbols per card or a bigger card";
  throw located_at_card(theme, InputError(what.str() + fixes));
}

}  // namespace

DealtDeck deal_deck(const Theme& theme, const std::vector<SymbolArt>& arts,
                    const DeckRequest& request, const LayoutOptions& options) {
  const Deck plane = build_deck(request);
  check_symbols_suffice(theme, plane);
  DealtDeck dealt;
  dealt.footprints = footprints_of(theme, arts, options, plane.symbol_count);
  dealt.deck = spread_hollow_symbols(plane, dealt.footprints, options);
  return dealt;
}

void check_deck_layout(const Theme& theme, const std::vector<SymbolArt>& arts) {
  DeckRequest request;
  request.order = largest_deck_order(theme);
  const LayoutOptions options =
      with_framed_photos(layout_options_for(theme, kDefaultSeed, 0), arts);
  const DealtDeck dealt = deal_deck(theme, arts, request, options);
  const Deck& deck = dealt.deck;
  const std::vector<SymbolFootprint>& footprints = dealt.footprints;
  refuse_too_long_symbols(theme, arts, footprints, options, deck.symbols_per_card);
  const DeckFit fit = deck_fit(deck, footprints, options);
  if (!fit.fits) refuse_too_full(theme, deck, fit, footprints, options);

  Deck sample = deck;
  if (static_cast<int>(deck.cards.size()) > kCheckAllCards) {
    sample.cards.clear();
    for (int c : hardest_cards(deck, footprints, options, kCheckHardestCards)) {
      sample.cards.push_back(deck.cards[c]);
    }
  }
  // Only the sampled cards' symbols are drawn at the layout's size.
  std::vector<int> drawn;
  for (const auto& card : sample.cards) drawn.insert(drawn.end(), card.begin(), card.end());
  std::sort(drawn.begin(), drawn.end());
  drawn.erase(std::unique(drawn.begin(), drawn.end()), drawn.end());
  const std::vector<InkMask> masks =
      masks_of(arts, deck.symbol_count, drawn, kMaskPixels, options.threads);
  // Placed, not verified: the placer refuses a card it can't lay out, which is what check
  // answers; the verifier's independent look (a fifth of check's time on 57 photos) guards
  // against placer bugs, and build runs it on every card it prints. Nor grown: the placer
  // refuses a card only in its greedy starts, and the growing, fine and thin-card passes
  // after them only enlarge a layout already found (a quarter of check's time on text decks;
  // an ungrown card is always "thin", so the retries would triple a picture deck's), so the
  // verdict is build's (deck_check_test.cc holds the placer to it).
  try {
    (void)place_deck(sample, masks, check_placing_options(options));
  } catch (const InputError& e) {
    throw located_at_card(theme, e);
  }
}

LayoutOptions check_placing_options(LayoutOptions build) {
  build.grow_passes = 0;
  build.fine_factor = 0;
  build.thin_retries = 0;
  return build;
}

DeckKit plan_deck_kit(const Theme& theme, const std::vector<SymbolArt>& arts,
                      const DeckKitRequest& request, Progress* progress) {
  DeckKit kit;
  kit.theme = theme;
  kit.seed = request.seed;

  DeckRequest deck_request;
  deck_request.order = choose_order(theme, request.order);
  deck_request.cards = request.cards;
  deck_request.seed = request.seed;
  LayoutOptions options =
      with_framed_photos(layout_options_for(theme, request.seed, request.threads), arts);
  if (request.layout_starts > 0) options.starts = request.layout_starts;
  if (request.layout_grow_passes > 0) options.grow_passes = request.layout_grow_passes;
  DealtDeck dealt = deal_deck(theme, arts, deck_request, options);
  kit.deck = std::move(dealt.deck);
  kit.verification = verify_deck(kit.deck);
  if (!kit.verification.ok()) {
    std::string problems;
    for (const auto& p : kit.verification.problems) problems += "\n  " + p;
    throw std::logic_error("the deck failed verification (a bug; please report it):" + problems);
  }
  // Check the print settings before the slow steps: a bad sheet or paper fails fast.
  (void)deck_imposition(theme, request.print);

  const std::vector<InkMask> masks =
      masks_of(arts, kit.deck.symbol_count, first_symbols(kit.deck.symbol_count), kMaskPixels,
               request.threads);
  refuse_too_long_symbols(theme, arts, dealt.footprints, options, kit.deck.symbols_per_card);
  try {
    if (request.lay_out_only) {
      kit.layout.cards =
          layout_some_cards(kit.deck, masks, options, request.lay_out_only(kit.deck));
    } else {
      kit.layout = layout_deck(kit.deck, masks, options, progress);
    }
  } catch (const InputError& e) {
    throw located_at_card(theme, e);
  }
  return kit;
}

void write_deck_kit(DeckKit& kit, const std::vector<SymbolArt>& arts, const DeckKitRequest& request,
                    const std::filesystem::path& dir) {
  kit.pdf_path = dir / "cards.pdf";
  kit.layout_path = dir / "layout.json";
  kit.pdf = write_deck_pdf(kit.pdf_path, kit.theme, arts, kit.layout.cards, request.print);
  const auto files = write_symbol_files(kit.theme, arts, kit.deck.symbol_count, dir);
  write_file_atomically(kit.layout_path,
                        layout_manifest(kit, files, request.threads).dump(2) + "\n");
}

DeckKit make_deck_kit(const DeckKitRequest& request, Progress* progress) {
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme(find_theme_folder(request.theme), &warnings);
  const std::vector<SymbolArt> arts = load_deck_art(theme, &warnings);
  DeckKit kit = plan_deck_kit(theme, arts, request, progress);
  kit.warnings = std::move(warnings);
  // As build does: one kit per folder, staged and switched whole (base/staged_folder.h).
  const std::filesystem::path out =
      request.out_dir.empty() ? std::filesystem::path("output") / theme.id : request.out_dir;
  StagedFolder staged(out, {is_kit_file_name});
  try {
    write_deck_kit(kit, arts, request, staged.path());
  } catch (const InputError& e) {
    throw InputError(staged.as_in_out(e.diagnostics()));
  } catch (const std::exception& e) {
    throw std::runtime_error(staged.as_in_out(e.what()));
  }
  staged.commit();
  kit.pdf_path = out / "cards.pdf";
  kit.layout_path = out / "layout.json";
  return kit;
}

// layout's manifest (card, symbols with file and box, cards with placements and metrics, the
// summary) plus what the kit knows: the theme, the deck, and where each card is printed.
nlohmann::json layout_manifest(const DeckKit& kit, const std::vector<ManifestSymbol>& files,
                               int threads) {
  const Theme& theme = kit.theme;
  nlohmann::json j =
      layout_manifest(kit.layout, layout_options_for(theme, kit.seed, threads), files);
  j["format"] = "spotforge-layout/1";
  j["generator"] = std::string("spotforge ") + SPOTFORGE_VERSION;
  j["theme"] = {{"id", theme.id}, {"title", theme.title}, {"folder", theme.folder.string()}};
  j["seed"] = kit.seed;
  j["deck"] = {{"order", kit.deck.order},
               {"cards", kit.deck.cards.size()},
               {"symbols_per_card", kit.deck.symbols_per_card},
               {"symbol_count", kit.deck.symbol_count},
               {"verified", kit.verification.ok()}};
  j["print"] = {{"file", kit.pdf_path.filename().string()},
                {"pages", kit.pdf.pages},
                {"sheets", kit.pdf.sheets},
                {"imposition", kit.pdf.imposition},
                {"bytes", kit.pdf.bytes}};
  for (int s = 0; s < kit.deck.symbol_count; ++s) {
    const ThemeSymbol& sym = theme.symbols[s];
    if (!j["symbols"].contains(sym.id)) continue;  // not on any card of a truncated deck
    j["symbols"][sym.id]["index"] = s;
    j["symbols"][sym.id]["names"] = sym.names;
  }
  for (size_t c = 0; c < kit.layout.cards.size(); ++c) {
    nlohmann::json& card = j["cards"][c];
    card["card"] = c + 1;
    const CardPlacement& at = kit.pdf.placements.at(c);
    card["print"] = {{"page", at.page}, {"x_mm", at.x_mm}, {"y_mm", at.y_mm}};
    if (at.back_page > 0) {
      card["print"]["back"] = {
          {"page", at.back_page}, {"x_mm", at.back_x_mm}, {"y_mm", at.back_y_mm}};
    }
    const auto& placed = kit.layout.cards[c].symbols;
    for (size_t i = 0; i < placed.size(); ++i) card["symbols"][i]["symbol"] = placed[i].symbol;
  }
  return j;
}

std::string deck_kit_summary(const DeckKit& kit) {
  const DeckSummary& s = kit.layout.summary;
  std::string out;
  out += kit.theme.title + ": " + deck_summary(kit.deck, kit.verification) + "\n";
  out += "  layout: ink coverage " + percent_text(s.ink_coverage.min) + " to " +
         percent_text(s.ink_coverage.max) + " (mean " + percent_text(s.ink_coverage.mean) + ")";
  if (s.shrunk_cards > 0) out += ", " + std::to_string(s.shrunk_cards) + " cards shrunk";
  out += "\n";
  out += "  print: " + kit.pdf.imposition + "\n";
  out += "  wrote " + kit.pdf_path.string() + " (" + std::to_string(kit.pdf.pages) + " pages, " +
         size_text(kit.pdf.bytes) + ") and " + kit.layout_path.string() + "\n";
  return out;
}

}  // namespace spotforge
