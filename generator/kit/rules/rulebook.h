// A rulebook of the kit being built: the game's template in the chosen language, filled with
// the numbers of the deck actually printed, its symbol pictures and set-up figures drawn from
// its real cards, typeset into rules-<game>-<lang>.pdf.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "art/symbol_art.h"
#include "design/deck.h"
#include "kit/spotlight/spotlight_kit.h"
#include "layout/card_layout.h"
#include "print/paper.h"
#include "theme/theme.h"
#include "typeset/document.h"
#include "typeset/figure_bands.h"
#include "typeset/rule_numbers.h"
#include "typeset/typesetter.h"

namespace spotforge::kit {

struct RulebookRequest {
  std::string game;      // "party", "classic" or "spotlight"
  std::string language;  // "en", "it" or "pl"
  Paper paper = paper_a4();
};

// The Spotlight numbers the rules print, taken from the kit `spotforge spotlight` builds with
// these options: boards, search cards, rush tokens (players + 2) and the dial's range.
typeset::SpotlightCounts spotlight_rule_counts(const SpotlightOptions& options);

// What the rulebook shows of the kit. All pointers must outlive the call.
struct RulebookSources {
  const Theme* theme = nullptr;
  const std::vector<SymbolArt>* art = nullptr;  // one per theme symbol (load_deck_art)
  const Deck* deck = nullptr;                   // the deck being printed
  // The cards' layouts, one per deck card; null or empty: figures set symbols on a ring.
  const std::vector<CardLayout>* layouts = nullptr;
  typeset::SpotlightCounts spotlight = spotlight_rule_counts({});
  // The Spotlight kit built with the rules (null: the rules are printed on their own, without
  // the figures of a board, a search card and a dial); set with with_spotlight_kit.
  const SpotlightKit* spotlight_kit = nullptr;
  // Card holders printed in party-components.pdf (with the standing mascot); 0: none.
  int card_holders = 0;
  // The card figures' inked bands, measured by the first book showing each and shared by the
  // books written from these sources (and their copies): a card scene has no words.
  std::shared_ptr<typeset::FigureBands> figure_bands = std::make_shared<typeset::FigureBands>();
};

// Sources whose Spotlight numbers and figures come from `kit`, built with `options`.
RulebookSources with_spotlight_kit(RulebookSources sources, const SpotlightKit& kit,
                                   const SpotlightOptions& options);

// The games with rulebooks, and their template folder (data_dir()/templates/lang/<code>/<game>.md).
const std::vector<std::string>& rulebook_games();
std::filesystem::path rules_templates_dir();
// The deck cards the books' figures show for `sources` (its deck and Spotlight counts): the
// only cards `layouts` must hold (kit/rules/card_figures.h's figure_deck_cards).
std::vector<int> figure_deck_cards(const RulebookSources& sources);

// "rules-party-en.pdf"
std::string rulebook_file_name(const RulebookRequest& request);

// The Document for `request`. Bad input (unknown game or language, a language the theme has
// no symbol names for, a template problem) is an InputError.
typeset::Document build_rulebook_document(const RulebookSources& sources,
                                          const RulebookRequest& request);

// Writes out_dir/rulebook_file_name(request); returns the typesetter's report.
typeset::TypesetReport write_rulebook(const RulebookSources& sources,
                                      const RulebookRequest& request,
                                      const std::filesystem::path& out_dir);

}  // namespace spotforge::kit
