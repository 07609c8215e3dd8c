// How a picture's file name becomes the name players say, one rule for `spotforge init` and
// the studio, so a folder gives the same names either way; and the order init lists files in.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace spotforge {

// File names in the order a person expects: letter case ignored, numbers by value
// ("img2" before "IMG10"), the name before its extension ("p02.png" before "p02 copy.png").
bool natural_less(const std::string& a, const std::string& b);

// The key two names are "the same" by (the loader's rule: ASCII letters in either case).
std::string folded_name(const std::string& name);

// The name for a picture file called `file_name` (name_from_file: "IMG_2044 (copy).JPG" ->
// "IMG 2044 (copy)"), without the characters the `font` (the rulebooks' body font) can't
// print, e.g. emoji ("Picture" when nothing is left); a name in `taken` (folded_name keys)
// gets a number ("Cat 2"). The name given is added to `taken`.
std::string picture_name(const std::string& file_name, const std::string& font,
                         std::set<std::string>* taken);

// picture_name for each file, in order, all different, in the default body font.
std::vector<std::string> picture_names(const std::vector<std::string>& file_names);

}  // namespace spotforge
