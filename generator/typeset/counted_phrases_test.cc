// The counted phrases of every template and strings file ({{cards|karta|karty|kart}}): each
// form agrees with the count its plural category stands for. Polish is checked against the
// declension of each word: after 2-4 a noun phrase in the nominative takes the nominative
// plural, after 5 the genitive plural, so "5 kart zakryte" (issue 27) is refused, and
// "kartę zakrytą | karty zakryte | kart zakrytych" passes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "base/languages.h"
#include "typeset/language_pack.h"

namespace spotforge::typeset {
namespace {

namespace fs = std::filesystem;

struct Counted {
  std::string where;               // file:line
  std::vector<std::string> forms;  // in the pack's plural order
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string part; std::getline(in, part, sep);) out.push_back(part);
  return out;
}

std::vector<std::string> words(const std::string& form) {
  std::vector<std::string> out;
  for (const std::string& w : split(form, ' ')) {
    if (!w.empty() && w != "#") out.push_back(w);
  }
  return out;
}

// Every {{n|form|...}} of a language's templates and {n|form|...} of its strings.yaml.
std::vector<Counted> counted_phrases(const std::string& language) {
  std::vector<Counted> out;
  static const std::regex counted("\\{\\{?\\s*[a-z_0-9]+((?:\\|[^|}]*)+)\\}\\}?");
  for (const auto& entry : fs::directory_iterator(languages_dir() / language)) {
    std::ifstream in(entry.path());
    int n = 0;
    for (std::string line; std::getline(in, line);) {
      ++n;
      for (auto it = std::sregex_iterator(line.begin(), line.end(), counted);
           it != std::sregex_iterator(); ++it) {
        std::vector<std::string> forms = split((*it)[1].str().substr(1), '|');
        out.push_back({entry.path().filename().string() + ":" + std::to_string(n), forms});
      }
    }
  }
  return out;
}

// Polish declension: singular nominative, accusative, genitive, locative, instrumental;
// plural nominative, genitive, locative, instrumental.
struct Declension {
  std::string sg[5], pl[4];
};

const std::vector<Declension>& polish_words() {
  static const std::vector<Declension> words = {
      {{"karta", "kartę", "karty", "karcie", "kartą"}, {"karty", "kart", "kartach", "kartami"}},
      {{"słowo", "słowo", "słowa", "słowie", "słowem"}, {"słowa", "słów", "słowach", "słowami"}},
      {{"symbol", "symbol", "symbolu", "symbolu", "symbolem"},
       {"symbole", "symboli", "symbolach", "symbolami"}},
      {{"obrazek", "obrazek", "obrazka", "obrazku", "obrazkiem"},
       {"obrazki", "obrazków", "obrazkach", "obrazkami"}},
      {{"tryb", "tryb", "trybu", "trybie", "trybem"}, {"tryby", "trybów", "trybach", "trybami"}},
      {{"arkusz", "arkusz", "arkusza", "arkuszu", "arkuszem"},
       {"arkusze", "arkuszy", "arkuszach", "arkuszami"}},
      {{"szybki", "szybki", "szybkiego", "szybkim", "szybkim"},
       {"szybkie", "szybkich", "szybkich", "szybkimi"}},
      {{"osoba", "osobę", "osoby", "osobie", "osobą"}, {"osoby", "osób", "osobach", "osobami"}},
      {{"runda", "rundę", "rundy", "rundzie", "rundą"}, {"rundy", "rund", "rundach", "rundami"}},
      {{"stojak", "stojak", "stojaka", "stojaku", "stojakiem"},
       {"stojaki", "stojaków", "stojakach", "stojakami"}},
      {{"punkt", "punkt", "punktu", "punkcie", "punktem"},
       {"punkty", "punktów", "punktach", "punktami"}},
      {{"plansza", "planszę", "planszy", "planszy", "planszą"},
       {"plansze", "plansz", "planszach", "planszami"}},
      {{"para", "parę", "pary", "parze", "parą"}, {"pary", "par", "parach", "parami"}},
      {{"tarcza", "tarczę", "tarczy", "tarczy", "tarczą"},
       {"tarcze", "tarcz", "tarczach", "tarczami"}},
      {{"żeton", "żeton", "żetonu", "żetonie", "żetonem"},
       {"żetony", "żetonów", "żetonach", "żetonami"}},
      {{"pionek", "pionek", "pionka", "pionku", "pionkiem"},
       {"pionki", "pionków", "pionkach", "pionkami"}},
      {{"sekunda", "sekundę", "sekundy", "sekundzie", "sekundą"},
       {"sekundy", "sekund", "sekundach", "sekundami"}},
      {{"pole", "pole", "pola", "polu", "polem"}, {"pola", "pól", "polach", "polami"}},
      {{"ścianka", "ściankę", "ścianki", "ściance", "ścianką"},
       {"ścianki", "ścianek", "ściankach", "ściankami"}},
      {{"gracz", "gracza", "gracza", "graczu", "graczem"},
       {"gracze", "graczy", "graczach", "graczami"}},
      {{"dodatkowy", "dodatkowy", "dodatkowego", "dodatkowym", "dodatkowym"},
       {"dodatkowe", "dodatkowych", "dodatkowych", "dodatkowymi"}},
      {{"zakryta", "zakrytą", "zakrytej", "zakrytej", "zakrytą"},
       {"zakryte", "zakrytych", "zakrytych", "zakrytymi"}},
  };
  return words;
}

// The [one, few, many] a word may take after a count: the nominative (and accusative) goes
// singular / nominative plural / genitive plural; every other case singular / plural / plural.
bool polish_agrees(const std::string& one, const std::string& few, const std::string& many) {
  for (const Declension& d : polish_words()) {
    if ((one == d.sg[0] || one == d.sg[1]) && few == d.pl[0] && many == d.pl[1]) return true;
    for (int c = 2; c < 5; ++c) {
      if (one == d.sg[c] && few == d.pl[c - 1] && many == d.pl[c - 1]) return true;
    }
  }
  return false;
}

// Words in a counted phrase that belong to its complement, not to the counted noun ("pionek
// gracza | pionki graczy": the pawn of a player, the pawns of the players).
const std::set<std::string> kPolishComplements = {"poszukiwań", "latarek", "ćwiartki",
                                                  "ćwiartek",   "gracza",  "graczy"};

TEST(CountedPhrases, PolishFormsAgreeWithTheirCount) {
  ASSERT_EQ(language_pack("pl")->plural_forms, (std::vector<std::string>{"one", "few", "many"}));
  // The case the issue found, and its repair.
  EXPECT_FALSE(polish_agrees("zakrytą", "zakryte", "zakryte"));
  EXPECT_TRUE(polish_agrees("zakrytą", "zakryte", "zakrytych"));
  for (const Counted& c : counted_phrases("pl")) {
    ASSERT_EQ(c.forms.size(), 3u) << c.where;
    const auto one = words(c.forms[0]), few = words(c.forms[1]), many = words(c.forms[2]);
    ASSERT_TRUE(one.size() == few.size() && few.size() == many.size()) << c.where;
    for (size_t i = 0; i < one.size(); ++i) {
      if (one[i] == few[i] && few[i] == many[i]) continue;  // a word the count leaves alone
      if (kPolishComplements.count(one[i]) && kPolishComplements.count(many[i])) continue;
      EXPECT_TRUE(polish_agrees(one[i], few[i], many[i]))
          << c.where << ": " << one[i] << " | " << few[i] << " | " << many[i]
          << " is no case of a word the test knows (add its declension if it is right)";
    }
  }
}

// Languages with [one, other]: the counted noun changes from singular to plural, except the
// words that are the same in both (checked here one by one).
const std::map<std::string, std::set<std::string>> kInvariable = {
    {"it", {"manche", "portacarte"}},
    {"de", {"Eilmarker", "Kartenständer"}},
};

TEST(CountedPhrases, OneAndOtherFormsDifferWhereTheLanguageMarksThePlural) {
  for (const std::string& language : available_languages()) {
    if (language_pack(language)->plural_forms.size() != 2) continue;
    const auto invariable =
        kInvariable.count(language) ? kInvariable.at(language) : std::set<std::string>{};
    for (const Counted& c : counted_phrases(language)) {
      ASSERT_EQ(c.forms.size(), 2u) << language << " " << c.where;
      const auto one = words(c.forms[0]), other = words(c.forms[1]);
      bool changes = false, all_invariable = true;
      for (const auto& w : one) all_invariable = all_invariable && invariable.count(w) > 0;
      for (size_t i = 0; i < std::min(one.size(), other.size()); ++i) {
        changes = changes || one[i] != other[i];
      }
      changes = changes || one.size() != other.size();
      EXPECT_TRUE(changes || all_invariable)
          << language << " " << c.where << ": '" << c.forms[0] << "' is the same for 1 and for "
          << "more; write the plural, or list the word as invariable";
    }
  }
}

}  // namespace
}  // namespace spotforge::typeset
