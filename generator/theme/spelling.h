// "Did you mean X?" for misspelt keys and values: the nearest known word by edit distance.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace spotforge {

// Edit distance ignoring case: insertions, deletions, substitutions and swaps of two
// neighbouring letters each cost 1.
int edit_distance(std::string_view a, std::string_view b);

// The known word nearest to `word`, if it is close enough to be a likely misspelling: at most
// 1 edit for short words, up to a third of the word's length for longer ones. Ties keep the
// first in `known`.
std::optional<std::string> closest_match(std::string_view word,
                                         const std::vector<std::string>& known);

// " (did you mean 'X'?)" or "" when nothing is close; for appending to a message.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& known);

}  // namespace spotforge
