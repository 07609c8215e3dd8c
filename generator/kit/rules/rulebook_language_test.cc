// One language per book (issue 27): the credits line and the symbols' names read in the
// book's language, built from the shipped Party theme and every template.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

#include "base/languages.h"
#include "kit/credits_text.h"
#include "kit/rules/rulebook.h"
#include "layout/synthetic_decks.h"
#include "theme/loader.h"
#include "typeset/language_pack.h"

namespace spotforge::kit {
namespace {

std::set<std::string> words_of(std::string text) {
  for (const char* mark : {"\u00B7", "\u00A0", "\u202F"}) {
    text = std::regex_replace(text, std::regex(mark), " ");
  }
  std::set<std::string> words;
  static const std::regex word("[^\\s:;,.(){}]+");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator();
       ++it) {
    words.insert(it->str());
  }
  return words;
}

// The words a language's own credit strings hold ("Images", "de", "licence").
std::set<std::string> credit_words(const std::string& language) {
  const auto pack = typeset::language_pack(language);
  std::string all;
  for (const auto& [key, value] : pack->strings) {
    if (key.rfind("credits_", 0) == 0) all += value + " ";
  }
  return words_of(all);
}

std::string plain(const typeset::Document& d) {
  std::string out;
  auto add = [&](const typeset::Inlines& inlines) {
    for (const auto& run : inlines) {
      out += run.kind == typeset::Inline::Kind::kSymbol ? std::string("[picture]") : run.text;
    }
    out += "\n";
  };
  for (const auto& b : d.blocks) {
    add(b.text);
    for (const auto& item : b.items) add(item);
    for (const auto& row : b.rows) {
      for (const auto& cell : row) add(cell);
    }
  }
  // Names are one unit (no-break spaces); the checks read them as plain spaces.
  return std::regex_replace(out, std::regex("\u00A0"), " ");
}

class RulebookLanguage : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    theme_ = new Theme(load_theme(find_theme_folder("party")));
    deck_ = new Deck(prime_plane_deck(7));
  }
  static void TearDownTestSuite() {
    delete theme_;
    delete deck_;
  }
  static typeset::Document book(const Theme& theme, const std::string& game,
                                const std::string& language) {
    RulebookSources sources{&theme, nullptr, deck_, nullptr, {}};
    return build_rulebook_document(sources, RulebookRequest{game, language, paper_a4()});
  }
  static Theme* theme_;
  static Deck* deck_;
};
Theme* RulebookLanguage::theme_ = nullptr;
Deck* RulebookLanguage::deck_ = nullptr;

// Before issue 27 the credits were the theme's English free text in all 18 books ("Pictures:
// ... by Microsoft"; the French typography even made it "Pictures :").
TEST_F(RulebookLanguage, TheCreditsLineOfEveryBookIsInTheBooksLanguage) {
  std::set<std::string> names;  // the theme's data: names, printed as written
  for (const Credit& c : theme_->credits) {
    for (const auto& w : words_of(c.source + " " + c.by + " " + c.licence)) names.insert(w);
  }
  const std::set<std::string> english = credit_words("en");
  for (const std::string& language : available_languages()) {
    const std::set<std::string> own = credit_words(language);
    for (const std::string& game : rulebook_games()) {
      const std::string credits = book(*theme_, game, language).credits;
      EXPECT_NE(credits.find("Fluent Emoji Flat"), std::string::npos) << language;
      for (const std::string& w : words_of(credits)) {
        if (names.count(w) || own.count(w)) continue;
        ADD_FAILURE() << language << " " << game << ": '" << w << "' in \"" << credits
                      << "\" is neither the theme's data nor a word of the language's credits";
      }
      if (language == "en") continue;
      for (const std::string& w : words_of(credits)) {
        if (english.count(w) && !own.count(w) && !names.count(w)) {
          ADD_FAILURE() << language << ": English '" << w << "' in \"" << credits << "\"";
        }
      }
    }
  }
  EXPECT_EQ(credits_text(*theme_, "fr").rfind("Images : Fluent Emoji Flat de Microsoft", 0), 0u)
      << credits_text(*theme_, "fr");
}

Theme without_grammar(const Theme& theme) {
  Theme plain_theme = theme;
  for (ThemeSymbol& s : plain_theme.symbols) s.grammar.clear();
  return plain_theme;
}

struct Phrase {
  std::string language, game, with_gender, without_gender;
};

// The shipped theme gives the Hand's and the Horse's gender; the same books without it fall
// back on "the symbol" and still read right. Before, de/fr/es said "Achtet auf ✋ Hand".
TEST_F(RulebookLanguage, SymbolsAreNamedWithTheirArticleWhenTheGenderIsGiven) {
  const Theme bare = without_grammar(*theme_);
  const std::vector<Phrase> phrases = {
      {"de", "party", "Achtet auf die Hand [picture] auf der Karte",
       "Achtet auf das Symbol [picture] Hand auf der Karte"},
      {"de", "party", "mit der Hand [picture] im Brunnen",
       "mit dem Symbol [picture] Hand im Brunnen"},
      {"de", "classic", "Das Pferd [picture] auf der einen Karte",
       "Das Symbol [picture] Pferd auf der einen Karte"},
      {"fr", "party", "Guettez la Main [picture] sur la carte",
       "Guettez le symbole [picture] Main sur la carte"},
      {"fr", "classic", "voit le Cheval [picture] sur les deux cartes",
       "voit le symbole [picture] Cheval sur les deux cartes"},
      {"es", "party", "Vigilad la Mano [picture] en la carta",
       "Vigilad el símbolo [picture] Mano en la carta"},
      {"es", "classic", "ve el Caballo [picture] en las dos cartas",
       "ve el símbolo [picture] Caballo en las dos cartas"},
      {"it", "party", "Tenete d’occhio la Mano [picture] sulla",
       "Tenete d’occhio il simbolo [picture] Mano sulla"},
      {"it", "classic", "vede il Cavallo [picture] su entrambe",
       "vede il simbolo [picture] Cavallo su entrambe"},
  };
  for (const Phrase& p : phrases) {
    const std::string with = plain(book(*theme_, p.game, p.language));
    const std::string without = plain(book(bare, p.game, p.language));
    EXPECT_NE(with.find(p.with_gender), std::string::npos) << p.language << ": " << p.with_gender;
    EXPECT_NE(without.find(p.without_gender), std::string::npos)
        << p.language << ": " << p.without_gender;
  }
}

// Whether a language's books name a symbol by its gender: a form for m, f or n that differs
// from the one without a gender ("die {name}" against "das Symbol {picture} {name}").
bool names_take_gender(const std::string& language) {
  const auto pack = typeset::language_pack(language);
  for (const std::string kind : {"symbol_nom_", "symbol_acc_", "symbol_dat_"}) {
    const auto x = pack->strings.find(kind + "x");
    if (x == pack->strings.end()) continue;
    for (const std::string g : {"m", "f", "n"}) {
      const auto form = pack->strings.find(kind + g);
      if (form != pack->strings.end() && form->second != x->second) return true;
    }
  }
  return false;
}

bool starts_with_any(const std::string& name, const std::vector<std::string>& starts) {
  return std::any_of(starts.begin(), starts.end(),
                     [&](const std::string& s) { return name.rfind(s, 0) == 0; });
}

// Any symbol of the shipped deck can be the mascot or the classic book's example, so every one
// needs the gender of every language that names symbols by it. Before, 4 of the 57 had one and
// the others fell back on "das Symbol 🧲 Magnet". French and Italian elide the article before a
// vowel (l’Ancre, l’Aereo); Italian says lo before s + consonant and z (lo Scorpione).
TEST_F(RulebookLanguage, EveryPartySymbolHasTheGenderAndArticleItsBooksNeed) {
  const std::vector<std::string> vowels = {"A", "E", "I", "O", "U", "É", "È", "Â", "Ê", "Î", "Ô"};
  int gendered = 0;
  for (const std::string& language : available_languages()) {
    if (!names_take_gender(language)) continue;
    ++gendered;
    for (const ThemeSymbol& symbol : theme_->symbols) {
      const auto grammar = symbol.grammar.find(language);
      if (grammar == symbol.grammar.end() || grammar->second.gender.empty()) {
        ADD_FAILURE() << symbol.id << " has no gender in " << language;
        continue;
      }
      const std::string& name = symbol.names.at(language);
      const std::string& article = grammar->second.article;
      const bool elided = article.size() >= 3 && article.compare(article.size() - 3, 3, "’") == 0;
      if ((language == "fr" || language == "it") && starts_with_any(name, vowels)) {
        EXPECT_TRUE(elided) << language << " " << name << ": expected an elided article (l’)";
      }
      if (language == "it" && grammar->second.gender == "m" && article.empty()) {
        const bool s_consonant = name.size() > 1 && name[0] == 'S' &&
                                 std::string("aeiou").find(name[1]) == std::string::npos;
        EXPECT_FALSE(s_consonant || name[0] == 'Z' || starts_with_any(name, {"Gn", "Ps", "X"}))
            << "it " << name << ": expected article lo";
      }
    }
  }
  EXPECT_GE(gendered, 4) << "at least de, fr, es and it name symbols by their gender";
}

// English and Polish name a symbol the same way whatever its gender.
TEST_F(RulebookLanguage, EnglishAndPolishBooksDoNotDependOnTheGender) {
  const Theme bare = without_grammar(*theme_);
  for (const std::string language : {"en", "pl"}) {
    for (const std::string& game : rulebook_games()) {
      EXPECT_EQ(plain(book(*theme_, game, language)), plain(book(bare, game, language)))
          << language << " " << game;
    }
  }
}

}  // namespace
}  // namespace spotforge::kit
