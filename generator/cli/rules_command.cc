// `spotforge rules THEME --game G... --lang L... [--paper a4|letter] [--out DIR]`: the rulebooks
// for the theme's deck, one PDF per game and language (rules-<game>-<lang>.pdf).
#include <iostream>

#include <memory>
#include "base/languages.h"

#include "cli/commands.h"
#include "cli/paper_option.h"
#include "cli/seed_option.h"
#include "cli/theme_argument.h"
#include "kit/deck/deck_kit.h"
#include "kit/deck_art.h"
#include "kit/rules/rulebook.h"
#include "kit/spotlight/search_cards.h"
#include "print/paper.h"
#include "theme/loader.h"

namespace spotforge::cli {

namespace {

struct RulesOptions {
  std::string theme;
  std::vector<std::string> games;
  std::vector<std::string> languages;
  std::string paper = "a4";
  std::string out;  // default: output/<theme>/, beside the deck
  std::optional<int> symbols_per_card;
  std::optional<int> cards;
  std::uint64_t seed = kDefaultSeed;
};

int run_rules(const RulesOptions& o) {
  std::vector<Diagnostic> warnings;
  const Theme theme = load_theme(find_theme_folder(o.theme), &warnings);
  for (const auto& w : warnings) std::cerr << w.to_string() << "\n";
  const std::vector<SymbolArt> art = load_deck_art(theme);
  // The search cards `build` and `spotlight` make by default: one per character, at most 60.
  SpotlightOptions spotlight;
  if (!theme.spotlight_characters.empty()) spotlight.cards = search_card_count(theme, {});
  const typeset::SpotlightCounts counts = kit::spotlight_rule_counts(spotlight);
  // The very deck `spotforge deck` prints for this size and seed, so that the figures show the
  // printed cards: only the cards they show are laid out and verified, each as in the deck.
  DeckKitRequest request;
  if (o.symbols_per_card) request.order = *o.symbols_per_card - 1;
  request.cards = o.cards;
  request.seed = o.seed;
  request.lay_out_only = [&](const Deck& deck) {
    kit::RulebookSources sources{&theme, &art, &deck};
    sources.spotlight = counts;
    return kit::figure_deck_cards(sources);
  };
  const DeckKit kit = plan_deck_kit(theme, art, request);
  const Deck& deck = kit.deck;
  const std::vector<CardLayout>& layouts = kit.layout.cards;
  const Paper paper = *parse_paper(o.paper);

  const std::filesystem::path out =
      o.out.empty() ? std::filesystem::path("output") / theme.id : std::filesystem::path(o.out);
  kit::RulebookSources sources{&theme, &art, &deck, &layouts};
  sources.spotlight = counts;
  // Every document is built and checked before the first file is written.
  for (const auto& game : o.games) {
    for (const auto& language : o.languages) {
      kit::build_rulebook_document(sources, {game, language, paper});
    }
  }
  for (const auto& game : o.games) {
    for (const auto& language : o.languages) {
      kit::RulebookRequest request{game, language, paper};
      typeset::TypesetReport report = kit::write_rulebook(sources, request, out);
      std::cout << (out / kit::rulebook_file_name(request)).string() << ": " << report.pages
                << (report.pages == 1 ? " page" : " pages") << "\n";
    }
  }
  return 0;
}

}  // namespace

void add_rules_command(CLI::App& app, Action* action) {
  auto o = std::make_shared<RulesOptions>();
  CLI::App* rules = app.add_subcommand(
      "rules", "Typeset the rulebooks (PDF) for a theme's deck, in one or more languages");
  add_theme_argument(rules, &o->theme, "A theme folder, or the name of a shipped theme (party)");
  rules->add_option("--game,-g", o->games, "party, classic or spotlight (several allowed)")
      ->required()
      ->delimiter(',')
      ->check(CLI::IsMember({"party", "classic", "spotlight"}));
  rules
      ->add_option("--lang,-l", o->languages,
                   "Language codes, the folders of templates/lang/ (several allowed)")
      ->required()
      ->delimiter(',')
      ->check(CLI::IsMember(available_languages()));
  add_paper_option(rules, &o->paper);
  rules
      ->add_option("--out,-o", o->out,
                   "Folder for the PDFs (created if missing; default output/<theme>/)")
      ->capture_default_str();
  rules->add_option("--symbols-per-card,-k", o->symbols_per_card,
                    "Describe a deck of this many symbols per card (default: the largest the "
                    "theme allows)");
  rules->add_option("--cards", o->cards, "Describe a deck of only this many cards");
  rules->add_option("--seed", o->seed, "Seed of the deck's card and symbol order (as for deck)")
      ->transform(seed_value())
      ->capture_default_str();
  rules->footer(
      "Examples:\n"
      "  spotforge rules party --game party --lang en\n"
      "  spotforge rules party --game party,classic,spotlight --lang en,it,pl --paper letter");
  rules->callback([o, action] { *action = [o] { return run_rules(*o); }; });
}

}  // namespace spotforge::cli
