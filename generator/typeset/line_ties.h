// Ties that keep words together at a line end, as the languages' typesetting customs ask (each
// language's strings.yaml, typography:): Polish never leaves a one-letter word (a, i, o, u, w,
// z) at the end of a line, so the space after it becomes a no-break space; French sets a
// narrow no-break space before ; : ! ? and inside « »; an inline symbol picture stays on the line
// of the name that follows it; the last word of a block is never hyphenated (a lone fragment on the
// last line reads as a typo). The text is UTF-8; soft hyphens (U+00AD) may already be in it.
#pragma once

#include <string>
#include <string_view>

namespace spotforge::typeset {

inline constexpr std::string_view kNoBreakSpace = "\u00A0";
inline constexpr std::string_view kNarrowNoBreakSpace = "\u202F";

// Whether `language` ties its one-letter words to the next word (Polish does: tie_after).
bool ties_single_letter_words(std::string_view language);

// `text` with the space after every one-letter word of `language` replaced by a no-break
// space. `after_letter`: the text continues a word (the previous inline ended with a letter),
// so a letter at its very start is not a word of its own.
std::string tie_single_letter_words(std::string_view text, std::string_view language,
                                    bool after_letter = false);

// `text` with the space after each number that a word follows ("30 minutes", "5 kart",
// "+1 normal") made a no-break space: a number and its noun never part at a line end.
std::string tie_numbers(std::string_view text);

// `text` with a narrow no-break space (U+202F) before each of the language's thin_space_before
// characters and after each of its thin_space_after ones, whatever space the author typed
// there. `after_word`: the text continues a word, so a mark at its very start takes one too.
// `space`: the space to set (a font without U+202F takes U+00A0).
std::string space_punctuation(std::string_view text, std::string_view language,
                              bool after_word = false,
                              std::string_view space = kNarrowNoBreakSpace);

// Replaces the soft hyphens of the last word in `text` with U+034F COMBINING GRAPHEME JOINER,
// which has the same UTF-8 length (attribute offsets stay valid) and offers no break.
void keep_last_word_whole(std::string* text);

}  // namespace spotforge::typeset
