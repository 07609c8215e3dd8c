#include "typeset/line_ties.h"

#include <gtest/gtest.h>
#include <pango/pango.h>

#include <string>
#include <vector>

#include "base/pango_metrics.h"
#include "typeset/font_set.h"
#include "typeset/hyphenator.h"
#include "typeset/rich_text.h"

namespace spotforge::typeset {
namespace {

// Shows no-break spaces as '~' and soft hyphens as '-', like TeX sources.
std::string visible(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    if (s.compare(i, 2, "\u00A0") == 0) {
      out += '~';
      i += 2;
    } else if (s.compare(i, 2, "\u00AD") == 0) {
      out += '-';
      i += 2;
    } else if (s.compare(i, 2, "\u034F") == 0) {
      out += '|';
      i += 2;
    } else {
      out += s[i++];
    }
  }
  return out;
}

TEST(LineTies, PolishOneLetterWordsHoldOnToTheNextWord) {
  EXPECT_EQ(visible(tie_single_letter_words("Karta w stosie i z boku, a potem o tym.", "pl")),
            "Karta w~stosie i~z~boku, a~potem o~tym.");
  EXPECT_EQ(visible(tie_single_letter_words("W grze U nas (a także) „z nami”", "pl")),
            "W~grze U~nas (a~także) „z~nami”");
  // Letters inside words, before punctuation, or continuing the previous inline stay as they are.
  EXPECT_EQ(visible(tie_single_letter_words("ma kota, a. b c", "pl")), "ma kota, a. b c");
  EXPECT_EQ(visible(tie_single_letter_words("a kot", "pl", /*after_letter=*/true)), "a kot");
  // Italian and English leave their one-letter words free.
  EXPECT_EQ(tie_single_letter_words("e a o", "it"), "e a o");
  EXPECT_EQ(tie_single_letter_words("a card", "en"), "a card");
}

TEST(LineTies, FrenchSetsANarrowNoBreakSpaceBeforeHighPunctuationAndInsideGuillemets) {
  const std::string n = "\u202F";
  // Whatever the author typed (a space, none, a no-break space), the result is the same.
  EXPECT_EQ(space_punctuation("Qui gagne ?", "fr"), "Qui gagne" + n + "?");
  EXPECT_EQ(space_punctuation("Qui gagne?", "fr"), "Qui gagne" + n + "?");
  EXPECT_EQ(space_punctuation("But\u00A0: ramasser ; vite !", "fr"),
            "But" + n + ": ramasser" + n + "; vite" + n + "!");
  EXPECT_EQ(space_punctuation("« Partez ! »", "fr"), "«" + n + "Partez" + n + "!" + n + "»");
  // Not between two marks, nor inside a time; a mark opening a run only after a word.
  EXPECT_EQ(space_punctuation("Quoi ?!", "fr"), "Quoi" + n + "?!");
  EXPECT_EQ(space_punctuation("«Partez!»", "fr"), "«" + n + "Partez" + n + "!" + n + "»");
  EXPECT_EQ(space_punctuation("à 10:30", "fr"), "à 10:30");
  EXPECT_EQ(space_punctuation(" : suite", "fr"), n + ": suite");
  EXPECT_EQ(space_punctuation(": suite", "fr", /*after_word=*/false), ": suite");
  EXPECT_EQ(space_punctuation(": suite", "fr", /*after_word=*/true), n + ": suite");
  // A face without U+202F gets the full no-break space.
  EXPECT_EQ(space_punctuation("Qui ?", "fr", false, kNoBreakSpace), "Qui\u00A0?");
  // The other languages keep their punctuation as written.
  for (const char* language : {"en", "de", "es", "it", "pl"}) {
    EXPECT_EQ(space_punctuation("Who wins? «¡Ya!»: now", language), "Who wins? «¡Ya!»: now");
  }
}

TEST(LineTies, TheLastWordKeepsNoBreakPoint) {
  std::string text = "za\u00ADbierz\u00ADcie kar\u00ADty\u00ADkom.\u201D";
  keep_last_word_whole(&text);
  EXPECT_EQ(visible(text), "za-bierz-cie kar|ty|kom.\u201D");
  EXPECT_EQ(text.size(), std::string("za\u00ADbierz\u00ADcie kar\u00ADty\u00ADkom.\u201D").size());
}

// The text of each line of a layout set from `inlines` at `width` points.
std::vector<std::string> lines_of(const Inlines& inlines, const std::string& language,
                                  double width) {
  static const FontSet fonts("Quicksand", "Andika");
  const Hyphenator hyphenator(language);
  RichText rich = make_rich_text(inlines, {Face::kBody, 10, true}, fonts, hyphenator);
  PangoLayout* layout = pango_layout_new(fonts.context());
  pango_layout_set_text(layout, rich.text.c_str(), -1);
  pango_layout_set_attributes(layout, rich.attrs.get());
  const MeasuredFonts measured = measure_fonts(layout);
  pango_layout_set_width(layout, static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_justify(layout, true);
  std::vector<std::string> lines;
  for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
    const auto* line = static_cast<PangoLayoutLine*>(l->data);
    lines.push_back(rich.text.substr(static_cast<size_t>(line->start_index),
                                     static_cast<size_t>(line->length)));
  }
  g_object_unref(layout);
  return lines;
}

// The last word of a line, without the spaces a break leaves at its end.
std::string last_word(std::string line) {
  while (!line.empty() && line.back() == ' ') line.pop_back();
  const size_t space = line.find_last_of(' ');
  return space == std::string::npos ? line : line.substr(space + 1);
}

TEST(LineTies, NoPolishLineEndsWithAOneLetterWord) {
  const Inlines paragraph = {
      {Inline::Kind::kText,
       "Kto pierwszy dojdzie do końca lontu, nazywa symbol i mówi, z czyją kartą go łączy, a "
       "potem w ciszy czeka o tym samym miejscu z kartą w ręce i u boku, a w razie remisu z "
       "kolei i u mnie w domu o północy z przyjaciółmi.",
       -1}};
  int checked = 0;
  for (double width = 90; width <= 260; width += 3) {
    const std::vector<std::string> lines = lines_of(paragraph, "pl", width);
    for (size_t i = 0; i + 1 < lines.size(); ++i) {
      const std::string word = last_word(lines[i]);
      EXPECT_FALSE(word.size() == 1 && std::string("aiouwzAIOUWZ").find(word) != std::string::npos)
          << width << " pt: line " << i << " ends with '" << word << "'";
      ++checked;
    }
  }
  EXPECT_GT(checked, 200);
}

TEST(LineTies, AnInlineSymbolStaysWithItsName) {
  const Inlines text = {{Inline::Kind::kText, "Keep an eye out for the", -1},
                        {Inline::Kind::kSymbol, "Hand", 0},
                        {Inline::Kind::kText, " Hand on the centre card, the first to shout.", -1}};
  for (double width = 60; width <= 200; width += 2) {
    for (const std::string& line : lines_of(text, "en", width)) {
      std::string end = line;
      while (!end.empty() && end.back() == ' ') end.pop_back();
      EXPECT_FALSE(end.size() >= 3 && end.compare(end.size() - 3, 3, "\uFFFC") == 0)
          << width << " pt: the symbol ends a line";
    }
  }
}

TEST(LineTies, AParagraphNeverEndsOnAFragment) {
  const Inlines text = {{Inline::Kind::kText,
                         "Everybody plays simultaneously, and whoever finishes first wins "
                         "unquestionably",
                         -1}};
  for (double width = 100; width <= 220; width += 2) {  // the word itself is about 75 pt wide
    const std::vector<std::string> lines = lines_of(text, "en", width);
    ASSERT_FALSE(lines.empty());
    // The last line holds the whole last word, not its tail.
    std::string last;
    for (const char c : visible(lines.back())) {
      if (c != '|' && c != '-') last += c;
    }
    EXPECT_NE(last.find("unquestionably"), std::string::npos) << width << " pt: " << last;
  }
}

// "circa 30 | minuti" at a line end reads as two thoughts: the number stays with its noun.
TEST(LineTies, ANumberStaysWithTheWordAfterIt) {
  EXPECT_EQ(tie_numbers("circa 30 minuti, 5 kart i +1 normal"),
            "circa 30\u00A0minuti, 5\u00A0kart i +1\u00A0normal");
  EXPECT_EQ(tie_numbers("from 3 to 8. 12 cards"), "from 3\u00A0to 8. 12\u00A0cards");
  EXPECT_EQ(tie_numbers("A4 paper 2 ×"), "A4\u00A0paper 2 ×");
}

}  // namespace
}  // namespace spotforge::typeset
