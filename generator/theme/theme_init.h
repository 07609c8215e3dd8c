// `spotforge init`: the theme.yaml text for a folder of pictures. Free functions over plain
// values (file names in, YAML text out); the command does the file system work.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace spotforge {

// True for the picture types a theme may use (.svg, .png, .jpg, .jpeg, .heic, .heif, .webp in
// any letter case).
bool is_theme_picture_name(const std::string& file_name);

// A symbol id made from a file name or title: lower-case ASCII letters and digits with "-"
// between words; Latin letters with accents lose them (Łódź -> lodz). "" when nothing is left.
std::string safe_id(const std::string& text);

// Longest id made from a file name (the loader takes 64: room for a number after it).
inline constexpr size_t kMaxInitIdChars = 56;

// One id per file name (its extension dropped), in the same order, all valid and unique:
// a clash or an empty id gets a number (cat, cat-2; picture-3); a long one is cut.
std::vector<std::string> ids_for_files(const std::vector<std::string>& file_names);

// A name made from words joined by _ or -: those (and control characters) as single spaces, the
// first letter upper case
// ("grandma_rose" -> "Grandma rose"); "Picture" when nothing is left.
std::string name_from_text(const std::string& text);

// The name players say, made from a file name: the extension dropped, _ and - as spaces,
// the first letter upper case ("grandma_rose.JPG" -> "Grandma rose").
std::string name_from_file(const std::string& file_name);

// Who reads the advice: a command-line user gets the options for other decks (--order,
// --cards) and the order's number; the studio, which builds the largest deck and has no such
// options, gets the deck in plain words only.
enum class AdviceFor { kCommandLine, kStudio };

// The comment lines (without "# ") saying which decks `pictures` pictures allow and what to
// do for the next size, e.g. "31 pictures: a 31-card deck of 6 pictures per card ...".
std::vector<std::string> deck_size_advice(int pictures, AdviceFor reader = AdviceFor::kCommandLine);

struct ThemeInitRequest {
  std::string title;
  std::string id;                      // the theme id (valid, see safe_id)
  std::vector<std::string> languages;  // e.g. {"en", "it"}
  std::vector<std::string> files;      // picture file names in the folder, in deck order
  // Those of `files` that are photos (see looks_like_photo): written with frame: circle
  // (never trimmed, cropped to the circle around their faces), and the theme then keeps every
  // picture upright.
  std::vector<std::string> photos;
};

// The whole theme.yaml: a header, the card and layout defaults, and one symbol per file
// named from its file name in every language (marked for the user to translate).
std::string theme_init_yaml(const ThemeInitRequest& request);

}  // namespace spotforge
