#include "theme/theme_init.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>

#include <yaml-cpp/yaml.h>

#include "art/picture_file.h"
#include "base/languages.h"
#include "theme/deck_sizes.h"
#include "theme/loader.h"
#include "theme/picture_names.h"

namespace spotforge {
namespace {

// Whether a language's rulebooks name a symbol differently by its gender: its strings.yaml
// gives "symbol_acc_m" a form of its own (German "den Pferd", not "das Symbol Pferd").
bool names_take_gender(const std::string& code) {
  try {
    const YAML::Node strings =
        YAML::LoadFile((languages_dir() / code / "strings.yaml").string())["strings"];
    return strings["symbol_acc_m"] && strings["symbol_acc_x"] &&
           strings["symbol_acc_m"].Scalar() != strings["symbol_acc_x"].Scalar();
  } catch (const YAML::Exception&) {
    return false;  // no folder or a broken file: the theme check says so
  }
}

// Commented lines showing the credits as data and, for the theme's languages that use it,
// the names' gender.
std::string credits_and_gender_comments(const std::vector<std::string>& languages) {
  std::string out =
      "# Who made the pictures, printed in every rulebook in its own language (what: pictures,\n"
      "# photos, fonts or words):\n"
      "# credits:\n"
      "#   - { what: photos, by: \"Your name\", licence: \"CC BY 4.0\" }\n";
  std::string gendered;
  for (const std::string& code : languages) {
    if (names_take_gender(code)) gendered += (gendered.empty() ? "" : ", ") + code;
  }
  if (!gendered.empty()) {
    out += "# The rulebooks in " + gendered +
           " name a symbol with its article when you give the name's gender\n"
           "# (m, f or n) beside name:, e.g. gender: { " +
           gendered.substr(0, gendered.find(',')) +
           ": f }; without it they say \"the symbol\" before the name.\n";
  }
  return out;
}

std::string lower_ascii(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::string stem_of(const std::string& file_name) {
  return std::filesystem::path(file_name).stem().string();
}

// Latin letters with diacritics (as UTF-8) and the ASCII letters they lose them to: enough
// for the rulebook languages and their neighbours; other letters are dropped.
const std::map<std::string, std::string>& latin_letters() {
  static const std::map<std::string, std::string> letters = {
      {"à", "a"}, {"á", "a"},  {"â", "a"},  {"ä", "ae"}, {"ã", "a"}, {"å", "a"},  {"ą", "a"},
      {"À", "a"}, {"Á", "a"},  {"Â", "a"},  {"Ä", "ae"}, {"Ą", "a"}, {"æ", "ae"}, {"ç", "c"},
      {"ć", "c"}, {"č", "c"},  {"Ç", "c"},  {"Ć", "c"},  {"Č", "c"}, {"è", "e"},  {"é", "e"},
      {"ê", "e"}, {"ë", "e"},  {"ę", "e"},  {"ě", "e"},  {"È", "e"}, {"É", "e"},  {"Ę", "e"},
      {"ì", "i"}, {"í", "i"},  {"î", "i"},  {"ï", "i"},  {"Ì", "i"}, {"Í", "i"},  {"ł", "l"},
      {"Ł", "l"}, {"ñ", "n"},  {"ń", "n"},  {"ň", "n"},  {"Ń", "n"}, {"ò", "o"},  {"ó", "o"},
      {"ô", "o"}, {"ö", "oe"}, {"õ", "o"},  {"ø", "o"},  {"Ò", "o"}, {"Ó", "o"},  {"Ö", "oe"},
      {"ř", "r"}, {"ś", "s"},  {"š", "s"},  {"ß", "ss"}, {"Ś", "s"}, {"Š", "s"},  {"ù", "u"},
      {"ú", "u"}, {"û", "u"},  {"ü", "ue"}, {"ů", "u"},  {"Ù", "u"}, {"Ú", "u"},  {"Ü", "ue"},
      {"ý", "y"}, {"ÿ", "y"},  {"ź", "z"},  {"ż", "z"},  {"ž", "z"}, {"Ź", "z"},  {"Ż", "z"},
      {"Ž", "z"}};
  return letters;
}

// Length of the UTF-8 sequence starting with byte `lead` (1 for a stray byte).
size_t utf8_sequence_length(unsigned char lead) {
  if (lead >= 0xF0) return 4;
  if (lead >= 0xE0) return 3;
  if (lead >= 0xC0) return 2;
  return 1;
}

// A double-quoted YAML scalar: the text can hold ':', '#', quotes or leading spaces.
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c == 0x7F) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\x%02x", c);
      out += escape;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string cards_of(const DeckSize& size) {
  return std::to_string(size.cards) + " cards of " + std::to_string(size.symbols_per_card);
}

std::string plural(int n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

bool is_theme_picture_name(const std::string& file_name) {
  const std::string ext = lower_ascii(std::filesystem::path(file_name).extension().string());
  return is_picture_extension(ext);
}

std::string safe_id(const std::string& text) {
  std::string id;
  bool gap = false;  // a word break waiting for the next letter
  for (size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const size_t length = std::min(utf8_sequence_length(c), text.size() - i);
    std::string letters;
    if (std::isalnum(c)) {
      letters = std::string(1, static_cast<char>(std::tolower(c)));
    } else if (auto it = latin_letters().find(text.substr(i, length));
               it != latin_letters().end()) {
      letters = it->second;
    }
    if (letters.empty()) {
      gap = !id.empty();
    } else {
      if (gap) id += '-';
      id += letters;
      gap = false;
    }
    i += length;
  }
  return id;
}

std::vector<std::string> ids_for_files(const std::vector<std::string>& file_names) {
  std::vector<std::string> ids;
  std::set<std::string> taken;
  for (const std::string& file : file_names) {
    std::string base = safe_id(stem_of(file)).substr(0, kMaxInitIdChars);
    while (!base.empty() && base.back() == '-') base.pop_back();  // cut at a word break
    if (base.empty()) base = "picture";
    std::string id = base;
    for (int n = 2; taken.count(id); ++n) id = base + "-" + std::to_string(n);
    taken.insert(id);
    ids.push_back(id);
  }
  return ids;
}

std::string name_from_text(const std::string& text) {
  std::string name;
  for (char c : text) {
    // Control characters (a newline in a file name) can't be printed or said: spaces too.
    const bool space = c == '_' || c == '-' || static_cast<unsigned char>(c) < 0x20 || c == 0x7F;
    const char shown = space ? ' ' : c;
    if (shown == ' ' && (name.empty() || name.back() == ' ')) continue;  // one space, none first
    name += shown;
  }
  while (!name.empty() && name.back() == ' ') name.pop_back();
  if (name.empty()) return "Picture";
  name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

std::string name_from_file(const std::string& file_name) {
  return name_from_text(stem_of(file_name));
}

std::vector<std::string> deck_size_advice(int pictures, AdviceFor reader) {
  const bool command_line = reader == AdviceFor::kCommandLine;
  std::vector<std::string> lines;
  const auto sizes = deck_sizes_for(pictures);
  const std::string have = plural(pictures, "picture") + ": ";
  if (sizes.empty()) {
    const DeckSize smallest{2, symbols_for_order(2), symbols_for_order(2), 3};
    lines.push_back(have + "too few for a deck; add " +
                    std::to_string(smallest.symbols - pictures) + " for " + cards_of(smallest) +
                    (command_line ? " (a deck needs n*n+n+1 pictures)"
                                  : " (decks take 7, 13, 21, 31, 57, 73 ... pictures)"));
    return lines;
  }
  const DeckSize& best = sizes.front();
  lines.push_back(have + "a " + std::to_string(best.cards) + "-card deck of " +
                  std::to_string(best.symbols_per_card) + " pictures per card" +
                  (command_line ? " (order " + std::to_string(best.order) + ")" : "") +
                  "; any two cards share exactly one picture.");
  if (const int extra = pictures - best.symbols; extra > 0) {
    lines.push_back("The deck uses the first " + std::to_string(best.symbols) +
                    " pictures of the list: " +
                    (extra == 1 ? std::string("the last picture is")
                                : "the last " + plural(extra, "picture") + " are") +
                    " left out; move the ones you want most up.");
  }
  const int next = next_order_after(best.order);
  const int next_symbols = next > 0 ? symbols_for_order(next) : 0;
  if (next > 0 && next_symbols <= static_cast<int>(kMaxThemeSymbols)) {
    lines.push_back("Add " + std::to_string(next_symbols - pictures) + " for " +
                    std::to_string(next_symbols) + " cards of " + std::to_string(next + 1) + ".");
  }
  if (!command_line) return lines;
  if (sizes.size() > 1) {
    std::string smaller = "Smaller decks with spotforge build:";
    for (size_t i = 1; i < sizes.size(); ++i) {
      smaller += std::string(i > 1 ? "," : "") + " --order " + std::to_string(sizes[i].order) +
                 " (" + cards_of(sizes[i]) + ")";
    }
    lines.push_back(smaller + ".");
  }
  lines.push_back(
      "Fewer cards of the same deck: spotforge build --cards N (some pictures are "
      "then on fewer cards, or on none).");
  return lines;
}

std::string theme_init_yaml(const ThemeInitRequest& request) {
  std::string out;
  out +=
      "# Made by spotforge init from the pictures in this folder. Every key is described in\n"
      "# themes/README.md; check the theme with `spotforge theme check FOLDER`.\n";
  out += "#\n";
  for (const std::string& line : deck_size_advice(static_cast<int>(request.files.size()))) {
    out += "# " + line + "\n";
  }
  out += "title: " + quoted(request.title) + "\n";
  // Quoted, as every id below: a bare null, true or 1e3 is not the text YAML reads back.
  out += "id: " + quoted(request.id) + "\n";
  out += "languages: [";
  for (size_t i = 0; i < request.languages.size(); ++i) {
    out += (i ? ", " : "") + request.languages[i];
  }
  out += "]\n";
  out += credits_and_gender_comments(request.languages) + "\n";
  out +=
      "card:\n"
      "  shape: circle                # or rounded-square (then width:, height:, corner_radius:)\n"
      "  diameter: 87mm\n"
      "  bleed: 3mm\n"
      "  safe_margin: 3mm\n"
      "  background: \"#ffffff\"\n"
      "  border: { width: 1.5mm, color: \"#264653\" }\n"
      "  back:\n"
      "    color: \"#264653\"\n\n"
      "layout:\n"
      "  min_gap: 1mm\n"
      "  size_variety: 2.5            # biggest / smallest picture on a card, 2.2 to 5\n";
  // Photos print the right way up: a face upside down is a mistake, not a game.
  out += request.photos.empty()
             ? "  rotation: free               # upright keeps faces and words the right way up\n"
             : "  rotation: upright            # photos the right way up; free turns pictures\n";
  out += "  mirror: false\n\n";
  const std::vector<std::string> ids = ids_for_files(request.files);
  const std::vector<std::string> names = picture_names(request.files);
  out +=
      "# The names are the file names, the same in every language: write each the way the\n"
      "# players will say it (TRANSLATE the ones marked). Add role: mascot to one picture\n"
      "# to get the Party rules and components too.\n";
  if (!request.photos.empty()) {
    out +=
        "# Photos print in a circle around their faces (frame: circle): write frame: rounded\n"
        "# for a rounded square, frame: rectangle for the whole photo, or focus: [x, y] (0 to\n"
        "# 1 from the top left) to centre the circle elsewhere.\n";
  }
  out += "symbols:\n";
  std::string to_translate;
  for (size_t i = 1; i < request.languages.size(); ++i) {
    to_translate += (i > 1 ? ", " : "") + request.languages[i];
  }
  for (size_t i = 0; i < request.files.size(); ++i) {
    const std::string name = quoted(names[i]);
    out += "  - { id: " + quoted(ids[i]) + ", file: " + quoted(request.files[i]) + ", name: { ";
    for (size_t l = 0; l < request.languages.size(); ++l) {
      out += (l ? ", " : "") + request.languages[l] + ": " + name;
    }
    out += " }";
    const auto& photos = request.photos;
    if (std::find(photos.begin(), photos.end(), request.files[i]) != photos.end()) {
      // A photo prints whole inside a circle around its faces (its sky and white walls too),
      // packing like clip art (issue 26.3: rectangles printed small in a round card).
      out += ", frame: circle";
    }
    // A picture named for a number most likely shows it: kept upright with air (issue 29).
    const std::string stem = std::filesystem::path(request.files[i]).stem().string();
    if (!stem.empty() && std::all_of(stem.begin(), stem.end(),
                                     [](unsigned char c) { return std::isdigit(c) != 0; })) {
      out += ", reads_as: text";
    }
    out += " }";
    if (!to_translate.empty()) out += "  # TRANSLATE " + to_translate;
    out += "\n";
  }
  return out;
}

}  // namespace spotforge
