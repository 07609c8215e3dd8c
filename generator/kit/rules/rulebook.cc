#include "kit/rules/rulebook.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "base/data_dir.h"
#include "base/diagnostic.h"
#include "base/interrupt.h"
#include "base/languages.h"
#include "kit/credits_text.h"
#include "kit/rules/card_figures.h"
#include "kit/spotlight/spotlight_figures.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"

namespace spotforge::kit {

namespace fs = std::filesystem;

namespace {

// The symbols that appear on the printed cards, in theme order.
std::vector<int> deck_symbols(const Deck& deck) {
  std::set<int> used;
  for (const auto& card : deck.cards) used.insert(card.begin(), card.end());
  return {used.begin(), used.end()};
}

void check_request(const Theme& theme, const RulebookRequest& request) {
  const auto& games = rulebook_games();
  if (std::find(games.begin(), games.end(), request.game) == games.end()) {
    throw InputError("no rulebook for game '" + request.game +
                     "'; expected party, classic or spotlight");
  }
  if (!language_available(request.language)) {
    throw InputError("no rulebook texts in '" + request.language + "' (no folder " +
                     (languages_dir() / request.language).string() +
                     "); languages that exist: " + available_languages_text());
  }
  DiagnosticList problems;
  if (request.game == "party" && theme.mascot_index() < 0) {
    // Four Party mini-games give the mascot a part; the other games don't use it.
    problems.error(theme.file.string(), 0, 0,
                   "the Party rules need a mascot; expected one symbol with role: mascot");
  }
  for (const ThemeSymbol& symbol : theme.symbols) {
    if (!symbol.names.count(request.language)) {
      problems.error(theme.file.string(), symbol.line, symbol.column,
                     "symbol '" + symbol.id + "' has no name in language '" + request.language +
                         "'; add it under name: or choose a language the theme lists");
    }
  }
  problems.throw_if_errors();
}

typeset::RulesSymbols rules_symbols(const Theme& theme, const std::string& language) {
  typeset::RulesSymbols symbols;
  for (const ThemeSymbol& symbol : theme.symbols) {
    symbols.ids.push_back(symbol.id);
    symbols.names.push_back(symbol.names.at(language));
    const auto grammar = symbol.grammar.find(language);
    const bool given = grammar != symbol.grammar.end();
    symbols.genders.push_back(given ? grammar->second.gender : "");
    symbols.articles.push_back(given ? grammar->second.article : "");
  }
  symbols.mascot = theme.mascot_index();
  symbols.text_symbols = std::all_of(
      theme.symbols.begin(), theme.symbols.end(),
      [](const ThemeSymbol& symbol) { return symbol.source.kind == SymbolSource::Kind::kText; });
  return symbols;
}

typeset::RuleNumbers numbers_for(const RulebookSources& sources) {
  typeset::RuleNumbers numbers = typeset::compute_rule_numbers(typeset::rule_inputs_for(
      *sources.deck, static_cast<int>(deck_symbols(*sources.deck).size()), sources.spotlight));
  numbers.card_holders = sources.card_holders;
  return numbers;
}

}  // namespace

typeset::SpotlightCounts spotlight_rule_counts(const SpotlightOptions& options) {
  typeset::SpotlightCounts counts;
  counts.boards = options.boards;
  counts.search_cards = options.cards;
  counts.rush_tokens = options.players + 2;
  counts.dial_max = SpotlightRules{}.dial_max;
  counts.rounds = kGameRounds;
  counts.moon_head_start = kMoonHeadStart;
  // The score table as the simulation reads it (kit/spotlight/spotlight_game.h).
  std::copy(std::begin(kScoreBandTops), std::end(kScoreBandTops), counts.score_band_tops);
  counts.night = night_mode_name(options.night);
  return counts;
}

RulebookSources with_spotlight_kit(RulebookSources sources, const SpotlightKit& kit,
                                   const SpotlightOptions& options) {
  sources.spotlight = spotlight_rule_counts(options);
  sources.spotlight.figures = !kit.boards.empty();
  // The dial as printed: the plan lowers it to the largest total a small deck dealt.
  sources.spotlight.dial_max = kit.plan.rules.dial_max;
  sources.spotlight_kit = &kit;
  return sources;
}

const std::vector<std::string>& rulebook_games() {
  static const std::vector<std::string> games = {"party", "classic", "spotlight"};
  return games;
}

fs::path rules_templates_dir() { return languages_dir(); }

std::string rulebook_file_name(const RulebookRequest& request) {
  return "rules-" + request.game + "-" + request.language + ".pdf";
}

typeset::Document build_rulebook_document(const RulebookSources& sources,
                                          const RulebookRequest& request) {
  const Theme& theme = *sources.theme;
  check_request(theme, request);
  typeset::TemplateContext context = typeset::make_rules_context(
      numbers_for(sources), request.language, rules_symbols(theme, request.language),
      credits_text(theme, request.language));
  return typeset::load_template(rules_templates_dir() / request.language / (request.game + ".md"),
                                context);
}

std::vector<int> figure_deck_cards(const RulebookSources& sources) {
  FigureCards cards;
  cards.deck = sources.deck;
  cards.triplets_grid = numbers_for(sources).triplets_grid;
  return figure_deck_cards(cards);
}

typeset::TypesetReport write_rulebook(const RulebookSources& sources,
                                      const RulebookRequest& request, const fs::path& out_dir) {
  typeset::Document document = build_rulebook_document(sources, request);
  const Theme& theme = *sources.theme;
  const std::vector<SymbolArt>& art = *sources.art;

  typeset::Artwork artwork;
  for (const ThemeSymbol& symbol : theme.symbols) {
    artwork.symbol_names.push_back(symbol.names.at(request.language));
  }
  artwork.grid_symbols = deck_symbols(*sources.deck);
  artwork.draw_symbol = [&art](cairo_t* cr, int index, double x, double y, double w, double h) {
    if (index < 0 || static_cast<size_t>(index) >= art.size()) return;
    const SymbolArt& picture = art[static_cast<size_t>(index)];
    // Fit the ink box into the square, keeping its proportions, centred.
    const InkBox& box = picture.box();
    double fit = std::min(w / std::max(box.width, 1e-9), h / std::max(box.height, 1e-9));
    double pw = box.width * fit, ph = box.height * fit;
    picture.draw(cr, x + (w - pw) / 2, y + (h - ph) / 2, pw, ph);
  };
  FigureCards cards;
  cards.theme = &theme;
  cards.art = &art;
  cards.deck = sources.deck;
  cards.layouts = sources.layouts;
  cards.triplets_grid = numbers_for(sources).triplets_grid;
  const SpotlightKit* spotlight = sources.spotlight_kit;
  const NightMode night = parse_night_mode(sources.spotlight.night).value_or(kDefaultNightMode);
  const std::string language = request.language;  // the figures' words: the book's language
  artwork.draw_figure = [cards, spotlight, night, language](cairo_t* cr, const std::string& id,
                                                            double x, double y, double w,
                                                            double h) {
    if (spotlight && id.rfind("spotlight-", 0) == 0) {
      return draw_spotlight_figure(*spotlight, night, cr, id, x, y, w, h, language);
    }
    return draw_card_figure(cards, cr, id, x, y, w, h);
  };
  // A card scene is the same in every language; the Spotlight figures have words.
  artwork.figure_bands = sources.figure_bands;
  artwork.figure_key = [cards](const std::string& id) -> std::string {
    if (id.rfind("spotlight-", 0) == 0) return "";
    char key[160];
    std::snprintf(key, sizeof key, "card %p %p %p %p %d ", static_cast<const void*>(cards.theme),
                  static_cast<const void*>(cards.art), static_cast<const void*>(cards.deck),
                  static_cast<const void*>(cards.layouts), cards.triplets_grid);
    return key + id;
  };

  typeset::TypesetOptions options;
  options.paper = request.paper;
  options.heading_font = theme.fonts.heading;
  options.body_font = theme.fonts.body;
  std::error_code ec;
  create_folders(out_dir, ec);
  if (ec) {
    throw InputError("can't create " + out_dir.string() + ": " + ec.message() +
                     "; expected a folder you may write to (choose another with --out DIR)");
  }
  return typeset::typeset_pdf(document, artwork, options, out_dir / rulebook_file_name(request));
}

}  // namespace spotforge::kit
