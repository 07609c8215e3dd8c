// Levenshtein distance and "did you mean" picks, for messages about misspelt names.
#pragma once

#include <string>
#include <vector>

namespace spotforge {

size_t edit_distance(const std::string& a, const std::string& b);

// Up to `count` of `candidates` closest to `word`, best first, only those close enough to be
// a plausible typo (distance at most a third of the longer word, at least 2).
std::vector<std::string> closest_names(const std::string& word,
                                       const std::vector<std::string>& candidates, size_t count);

// "; did you mean 'a' or 'b'?" or "" when there is nothing to suggest.
std::string did_you_mean(const std::vector<std::string>& suggestions);

}  // namespace spotforge
