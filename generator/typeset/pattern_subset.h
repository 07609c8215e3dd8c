// The part of a libhyphen dictionary a given set of words can use. libhyphen finds a word's
// break points with the patterns that occur in ".word."; a pattern that occurs in none of the
// words never counts. The German dictionary has some 70,000 patterns and takes seconds of CPU
// to load, while a rulebook uses a few hundred of them: the Hyphenator loads just those.
#pragma once

#include <string>
#include <vector>

namespace spotforge::typeset {

// `dictionary` (a .dic file's bytes) with only the pattern lines whose letters (digits and any
// non-standard "/..." part left out) occur in ".word." for one of `words` (lower-case, in the
// dictionary's own encoding). The charset line, keywords (LEFTHYPHENMIN, NEXTLEVEL, ...) and
// comments stay as they are.
std::string pattern_subset(const std::string& dictionary, const std::vector<std::string>& words);

}  // namespace spotforge::typeset
