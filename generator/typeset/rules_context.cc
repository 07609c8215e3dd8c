#include "typeset/rules_context.h"

#include <string>
#include <utility>

#include "base/diagnostic.h"
#include "typeset/language_pack.h"

namespace spotforge::typeset {
namespace {

// A symbol's name in running text never breaks across lines ("Fire | extinguisher" reads as
// two things): its spaces become no-break spaces.
std::string one_unit(const std::string& name) {
  std::string out;
  for (char c : name) out += c == ' ' ? std::string("\u00A0") : std::string(1, c);
  return out;
}

std::vector<TemplateRow> rows(const std::vector<DealRow>& deal) {
  std::vector<TemplateRow> out;
  for (const DealRow& r : deal) {
    out.push_back({{"players_from", r.players_from},
                   {"players_to", r.players_to},
                   {"cards_each", r.cards_each},
                   {"left_over", r.left_over},
                   {"single", r.players_from == r.players_to ? 1LL : 0LL}});
  }
  return out;
}

// The mini-games' numbers in the headings: a game the deck is too small for is left out of the
// rulebook, its contents and the tournament, and the games after it move up.
void add_game_numbers(const RuleNumbers& n, TemplateContext* c) {
  auto& v = c->values;
  const bool hot_potato = !n.hot_potato.empty();
  const bool dynamite = !n.dynamite.empty();
  const std::pair<const char*, bool> party[] = {
      {"tower", true},         {"well", true}, {"hot_potato", hot_potato},
      {"double_frenzy", true}, {"race", true}, {"dynamite", dynamite}};
  long long number = 0;
  for (const auto& [game, kept] : party) {
    if (kept) v[std::string("party_no_") + game] = ++number;
  }
  v["party_games"] = number;
  const std::pair<const char*, bool> classic[] = {{"tower", true},
                                                  {"well", true},
                                                  {"hot_potato", hot_potato},
                                                  {"poisoned_gift", true},
                                                  {"triplets", true}};
  number = 0;
  for (const auto& [mode, kept] : classic) {
    if (kept) v[std::string("classic_no_") + mode] = ++number;
  }
  v["classic_modes"] = number;
}

void add_numbers(const RuleNumbers& n, TemplateContext* c) {
  auto& v = c->values;
  v["cards"] = n.cards;
  v["symbols_per_card"] = n.symbols_per_card;
  v["order"] = n.order;
  v["plane_cards"] = n.plane_cards;
  v["missing_cards"] = n.plane_cards - n.cards;
  v["cards_per_symbol"] = n.cards_per_symbol;
  v["theme_symbols"] = n.theme_symbols;
  v["truncated"] = n.truncated ? 1LL : 0LL;
  v["players_min"] = n.players_min;
  v["players_max"] = n.players_max;
  v["mascot_bonus"] = n.mascot_bonus;
  v["well_penalty"] = n.well_penalty;
  v["hot_potato_players_min"] = n.hot_potato_players_min;
  v["hot_potato_players_max"] = n.hot_potato_players_max;
  v["hot_potato_rounds_min"] = n.hot_potato_rounds_min;
  v["race_target"] = n.race_target;
  v["race_players_max"] = n.race_players_max;
  v["dynamite_refill"] = n.dynamite_refill;
  v["dynamite_min_deal"] = n.dynamite_min_deal;
  v["party_ages_min"] = n.party_ages_min;
  v["party_minutes"] = n.party_minutes;
  v["triplets_grid"] = n.triplets_grid;
  v["tournament_rounds"] = n.tournament_rounds;
  const SpotlightCounts& s = n.spotlight;
  v["spotlight_boards"] = s.boards;
  v["spotlight_search_cards"] = s.search_cards;
  v["spotlight_rush_tokens"] = s.rush_tokens;
  v["spotlight_dial_max"] = s.dial_max;
  v["spotlight_rounds"] = s.rounds;
  v["spotlight_timer_seconds"] = s.timer_seconds;
  v["spotlight_moon_head_start"] = s.moon_head_start;
  v["spotlight_fast_seconds"] = s.fast_seconds;
  v["spotlight_super_fast_seconds"] = s.super_fast_seconds;
  v["spotlight_kids_extra_seconds"] = s.kids_extra_seconds;
  v["spotlight_figures"] = s.figures;
  for (const char* night : {"screen", "film", "paper"}) {
    v[std::string("spotlight_night_") + night] = s.night == night ? 1 : 0;
  }
  v["spotlight_players_max"] = n.spotlight_players_max;
  // The score table's bands: 0-top1, top1+1 - top2, top2+1 - top3, top3+1 and more.
  long long from = 0;
  for (int band = 0; band < 3; ++band) {
    v["score_band" + std::to_string(band + 1) + "_from"] = from;
    v["score_band" + std::to_string(band + 1) + "_to"] = s.score_band_tops[band];
    from = s.score_band_tops[band] + 1;
  }
  v["score_band4_from"] = from;
  v["spotlight_rush_extra"] = n.spotlight_rush_extra;
  v["card_holders"] = n.card_holders;
  c->lists["well"] = rows(n.well);
  c->lists["hot_potato"] = rows(n.hot_potato);
  c->lists["dynamite"] = rows(n.dynamite);
  add_game_numbers(n, c);
}

void add_symbols(const RulesSymbols& s, TemplateContext* c) {
  if (s.ids.size() != s.names.size()) {
    throw InputError("the rules got " + std::to_string(s.ids.size()) + " symbol ids but " +
                     std::to_string(s.names.size()) + " names; expected one name per symbol");
  }
  // Without a mascot (-1), a template that names it fails on the unknown value: the kit checks
  // before that which games need one.
  if (s.mascot >= static_cast<int>(s.ids.size())) {
    throw InputError("the rules got mascot " + std::to_string(s.mascot) + " of " +
                     std::to_string(s.ids.size()) + " symbols");
  }
  if (s.ids.size() < 4) {
    throw InputError("the theme has " + std::to_string(s.ids.size()) +
                     " symbols; expected at least 4 for the rules' examples");
  }
  c->values["text_symbols"] = s.text_symbols ? 1LL : 0LL;
  auto symbol = [&](size_t i) {
    return TemplateSymbol{static_cast<int>(i), s.names[i],
                          i < s.genders.size() ? s.genders[i] : std::string(),
                          i < s.articles.size() ? s.articles[i] : std::string()};
  };
  for (size_t i = 0; i < s.ids.size(); ++i) c->symbols[s.ids[i]] = symbol(i);
  if (s.mascot >= 0) {
    c->symbols["mascot"] = symbol(static_cast<size_t>(s.mascot));
    c->values["mascot_name"] = one_unit(s.names[s.mascot]);
  }
  int example = 0;
  for (size_t i = 0; i < s.ids.size() && example < 3; ++i) {
    if (static_cast<int>(i) == s.mascot) continue;
    const std::string key = "example" + std::to_string(++example);
    c->symbols[key] = symbol(i);
    c->values[key] = one_unit(s.names[i]);
  }
}

// The forms that name a symbol with its article ("symbol_acc_f": "die {name} {picture}").
void add_phrases(const std::string& language, TemplateContext* c) {
  for (const auto& [key, form] : language_pack(language)->strings) {
    if (key.rfind("symbol_", 0) == 0) c->phrases[key] = form;
  }
}

}  // namespace

TemplateContext make_rules_context(const RuleNumbers& numbers, const std::string& language,
                                   const RulesSymbols& symbols, const std::string& credits) {
  TemplateContext c;
  c.language = language;
  c.credits = credits;
  add_numbers(numbers, &c);
  add_symbols(symbols, &c);
  // A book quotes only words of its own language (issue 27), whatever the kit's first one.
  add_phrases(language, &c);
  return c;
}

}  // namespace spotforge::typeset
