// `spotforge theme check THEME`: validates a theme folder and prints what it holds.
#include <algorithm>
#include <iostream>

#include "base/diagnostic.h"
#include "base/languages.h"
#include "cli/commands.h"
#include "cli/paper_option.h"
#include "cli/theme_argument.h"
#include "kit/deck/deck_kit.h"
#include "kit/deck/deck_pdf.h"
#include "kit/deck/print_resolution.h"
#include "kit/kit_build.h"
#include "print/paper.h"
#include "theme/loader.h"
#include "theme/summary.h"
#include "theme/symbol_list_reader.h"
#include "theme/theme_art.h"

namespace spotforge::cli {
namespace {

struct CheckOptions {
  std::string theme;
  std::vector<std::string> languages;  // --lang: the rulebooks the user means to build
  std::string paper = "a4";            // --paper: the paper the user means to print on
};

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// What the summary says about the rulebook languages: the theme's languages spotforge has no
// rulebook texts for, and each --lang language the theme or the rulebooks lack.
std::string language_lines(const Theme& theme, const std::vector<std::string>& asked) {
  std::string out;
  if (const std::string missing = languages_without_rulebooks(theme.languages); !missing.empty()) {
    out += "rulebooks:  none in " + missing + ": spotforge has no language folder for it (it has " +
           available_languages_text() + ")\n";
  }
  for (const std::string& l : asked) {
    const std::string named = l + " (" + language_name(l) + ")";
    if (!contains(kit_languages(), l)) {
      out += "--lang " + l + ":  not available: spotforge has no rulebook texts in " + named +
             "; expected one of " + available_languages_text() + "\n";
    } else if (!contains(theme.languages, l)) {
      out += "--lang " + l + ":  not available: the theme has no names in " + named + "; add " + l +
             " to languages: and an " + l + " name to every symbol\n";
    }
  }
  return out;
}

int run_check(const CheckOptions& o) {
  std::vector<Diagnostic> warnings;
  // Nothing is drawn: HEIC photos are read from their thumbnails, as build measures them.
  const ThemeArt loaded =
      load_theme_art(find_theme_folder(o.theme), &warnings, PictureUse::kCheckOnly);
  // What build would refuse, check refuses too, at the same line.
  DiagnosticList problems;
  for (const Diagnostic& w : warnings) problems.add(w);
  for (const Diagnostic& d : rulebook_language_problems(loaded.theme)) problems.add(d);
  try {
    DeckPrintOptions print;
    print.paper = *parse_paper(o.paper);
    (void)deck_imposition(loaded.theme, print);
  } catch (const InputError& e) {
    for (const Diagnostic& d : e.diagnostics()) problems.add(d);
  }
  problems.throw_if_errors();
  // The default deck's sizes are weighed and its hardest cards laid out as build would lay
  // them (a second or two): a card whose symbols can't fit is refused here, at the card's
  // line, and not only when building.
  check_deck_layout(loaded.theme, loaded.symbols);
  // Only a deck that fits is worth comparing pair by pair (600 text symbols: 180,000 pairs);
  // its look-alike warnings come after the loader's.
  warnings = problems.items();
  const std::vector<Diagnostic> alike = confusable_warnings(loaded);
  warnings.insert(warnings.end(), alike.begin(), alike.end());
  const std::vector<Diagnostic> blurred = low_resolution_warnings(
      loaded.theme, loaded.symbols, nominal_largest_sizes(loaded.theme, loaded.symbols),
      "(the nominal size of the biggest picture on a card)");
  warnings.insert(warnings.end(), blurred.begin(), blurred.end());
  for (const auto& w : warnings) std::cerr << w.to_string() << "\n";
  std::cout << theme_summary(loaded.theme) << language_lines(loaded.theme, o.languages);
  return 0;
}

}  // namespace

void add_theme_command(CLI::App& app, Action* action) {
  CLI::App* theme = app.add_subcommand("theme", "Work with themes");
  theme->require_subcommand(1);
  CLI::App* check = theme->add_subcommand(
      "check", "Validate a theme and print its summary (symbols, languages, deck sizes)");
  auto o = std::make_shared<CheckOptions>();
  add_theme_argument(check, &o->theme, "A theme folder, or the name of a shipped theme (party)");
  check
      ->add_option("--lang,-l", o->languages,
                   "Rulebook languages you mean to build, e.g. en,pl: the summary says which "
                   "the theme or spotforge can't give")
      ->delimiter(',');
  add_paper_option(check, &o->paper)
      ->description(
          "The paper you mean to print on: the card with its bleed must fit it (a4, "
          "letter, a3 or WxH with units)");
  check->footer(
      "Examples:\n"
      "  spotforge theme check party\n"
      "  spotforge theme check themes/my-photos      every problem at its line and column\n"
      "The default deck's sizes are weighed and its hardest cards laid out as build lays\n"
      "them (a second or two), so a deck too big for the card, or a card whose symbols\n"
      "can't fit, is refused here too, with the largest deck and the card size that fit.\n"
      "The summary also names the pictures no card shows (a deck of order n takes the first\n"
      "n^2+n+1 of the list). A PNG or JPEG with under 150 pixels per inch at the nominal size\n"
      "of the biggest picture on a card of the largest deck gets a warning; `spotforge build`\n"
      "checks the sizes its layout really prints.");
  check->callback([action, o] { *action = [o] { return run_check(*o); }; });
}

}  // namespace spotforge::cli
