// The rulebooks as the benchmarks expand and typeset them: a template of templates/lang/ filled
// with a deck of `cards` cards of 8 symbols out of 57 (symbol 18 the mascot), stand-in symbol
// names, and stand-in pictures (filled squares) and figures (framed boxes). One helper, so the
// benchmarks measure the same books.
#pragma once

#include <cairo.h>

#include <string>

#include "typeset/document.h"
#include "typeset/rule_numbers.h"
#include "typeset/rules_context.h"
#include "typeset/template.h"
#include "typeset/typesetter.h"

namespace spotforge::bench {

inline typeset::RulesSymbols stand_in_symbols() {
  typeset::RulesSymbols s;
  for (int i = 0; i < 57; ++i) {
    s.ids.push_back("symbol" + std::to_string(i));
    s.names.push_back("Symbol " + std::to_string(i));
  }
  s.mascot = 18;
  return s;
}

// templates/lang/<language>/<game>.md expanded for a deck of `cards` cards.
inline typeset::Document expand_book(const std::string& game, const std::string& language,
                                     int cards) {
  typeset::RuleInputs in;
  in.cards = cards;
  in.symbols_per_card = 8;
  in.theme_symbols = 57;
  const typeset::TemplateContext context = typeset::make_rules_context(
      typeset::compute_rule_numbers(in), language, stand_in_symbols(), "Art");
  return typeset::load_template(
      std::string(SPOTFORGE_SOURCE_DIR) + "/templates/lang/" + language + "/" + game + ".md",
      context);
}

inline typeset::Artwork stand_in_artwork() {
  typeset::Artwork art;
  art.symbol_names = stand_in_symbols().names;
  art.draw_symbol = [](cairo_t* cr, int, double x, double y, double w, double h) {
    cairo_rectangle(cr, x, y, w, h);
    cairo_fill(cr);
  };
  art.draw_figure = [](cairo_t* cr, const std::string&, double x, double y, double w, double h) {
    cairo_rectangle(cr, x, y, w, h);
    cairo_stroke(cr);
    return true;
  };
  return art;
}

}  // namespace spotforge::bench
