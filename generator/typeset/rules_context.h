// The variables every rulebook template can use, gathered from the deck-aware numbers and the
// theme's symbols in the document's language. The kit calls this once per language.
#pragma once

#include <string>
#include <vector>

#include "typeset/rule_numbers.h"
#include "typeset/template.h"

namespace spotforge::typeset {

// The theme's symbols as the rules need them (plain data, so typeset needs no theme types).
struct RulesSymbols {
  std::vector<std::string> ids;    // theme order
  std::vector<std::string> names;  // in the document's language, same order
  int mascot = -1;                 // index of the mascot symbol
  // Every symbol is a printed word: the texts say "word", and an inline symbol already shows
  // what a picture theme would name beside it.
  bool text_symbols = false;
  // The names' grammatical gender ("m", "f", "n" or "") and the theme's own article ("" for
  // the language's), same order; may be empty when the theme gives none.
  std::vector<std::string> genders = {};
  std::vector<std::string> articles = {};
};

// Values: every field of RuleNumbers under its own name (spotlight ones prefixed spotlight_),
// booleans as 0/1, plus mascot_name, example1..example3 (names of the first symbols that are
// not the mascot; calls in the examples), missing_cards (plane_cards - cards), text_symbols,
// party_games / classic_modes (the games the deck serves) and party_no_<game> /
// classic_no_<mode> (their numbers; absent for a game left out).
// Lists: well, hot_potato, dynamite (fields players_from, players_to, cards_each, left_over,
// single: 1 when the row is one player count).
// Symbols: mascot, example1..example3 and every symbol id, with their gender and article.
// Phrases: the language pack's symbol_<case>_<gender> strings, for {{symbol_acc:mascot}}.
// A theme without a mascot, or with fewer than four symbols, is an InputError.
TemplateContext make_rules_context(const RuleNumbers& numbers, const std::string& language,
                                   const RulesSymbols& symbols, const std::string& credits);

}  // namespace spotforge::typeset
