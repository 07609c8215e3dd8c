// The theme model: plain data loaded from a theme folder's theme.yaml and validated by
// theme/loader. Every length is in millimetres here (the YAML writes units).
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "art/photo_frame_shape.h"

namespace spotforge {

struct Color {
  double r = 0, g = 0, b = 0, a = 1;  // 0..1
  bool operator==(const Color&) const = default;
};

enum class CardShape { kCircle, kRoundedSquare };
enum class RotationMode { kFree, kUpright, kQuarterTurns };
// layout.apart: kHull keeps every picture out of another's hollow (no picture's centre, and at
// most a quarter of its ink, inside another's convex hull); kOff lets them nest.
enum class ApartMode { kHull, kOff };

struct SymbolSource {
  enum class Kind { kFile, kIcon, kText };
  Kind kind = Kind::kFile;
  // kFile: the resolved path (inside the theme folder; checked by the loader).
  // kIcon: the icon's name in the theme's Iconify set. kText: the word or phrase.
  std::string value;
  std::string written;  // the value as theme.yaml writes it (the relative path for kFile)
};

// One credit of the theme: data, so each rulebook says it in its own language (the sentence is
// the language pack's `credits_*` strings). An old theme's free-text line is kept in `text`.
struct Credit {
  std::string what;     // "pictures", "photos", "fonts" or "words"; "" for a free-text line
  std::string source;   // the work or collection: "Fluent Emoji Flat" (a name, not translated)
  std::string by;       // who made it: "Microsoft"
  std::string licence;  // "MIT", "SIL Open Font License 1.1"
  std::string url;      // where it comes from (kept for the PDF's metadata)
  std::string text;     // a free-text line, printed as written (the loader warns)
  int line = 0;         // where it is written in theme.yaml
  bool operator==(const Credit&) const = default;
};

// A symbol's name in one language may carry its grammatical gender ("m", "f", "n") and, where
// the language's default article for that gender doesn't fit (French l’, Italian lo), the
// article itself. Templates use them to say "die Hand" instead of "das Symbol Hand".
struct NameGrammar {
  std::string gender;   // "", "m", "f" or "n"
  std::string article;  // "" = the language's article for the gender
  bool operator==(const NameGrammar&) const = default;
};

struct ThemeSymbol {
  std::string id;
  std::map<std::string, std::string> names;    // language code -> name in that language
  std::map<std::string, NameGrammar> grammar;  // language code -> gender/article, when given
  SymbolSource source;
  std::optional<Color> color;  // for one-colour art and text symbols
  std::string role;            // "" or "mascot"
  // background: keep / knockout on the symbol, overriding the theme's (opaque pictures).
  std::optional<bool> keep_background;
  // reads_as: text (true) or picture (false); unset: text symbols read as text, pictures not.
  std::optional<bool> reads_as_text;
  // frame: on the symbol, overriding the theme's; focus: where its crop is centred (unset: on
  // the faces found, else the centre). Both only change opaque pictures (photos).
  std::optional<PhotoFrame> frame;
  std::optional<FocusPoint> focus;
  bool reads_as_text_or_default() const {
    return reads_as_text.value_or(source.kind == SymbolSource::Kind::kText);
  }
  int line = 0;  // where the symbol is declared in theme.yaml, for messages
  int column = 0;
  int source_line = 0;  // where its file:/icon:/text: value is written
  int source_column = 0;
};

struct BorderRing {
  double width_mm = 0;
  Color color;
};

struct CardBack {
  Color color{0.16, 0.20, 0.42, 1};
  std::filesystem::path image;  // optional picture (resolved inside the theme folder)
  std::string text;             // optional text; the default design prints the theme's title
};

struct CardStyle {
  CardShape shape = CardShape::kCircle;
  double diameter_mm = 87;  // circles
  double width_mm = 0;      // rounded squares
  double height_mm = 0;
  double corner_radius_mm = 0;
  double bleed_mm = 3;
  double safe_margin_mm = 3;
  int size_line = 0;  // where the card's size (or card:) is written, for "does not fit" messages
  int size_column = 0;
  Color background{1, 1, 1, 1};
  std::optional<BorderRing> border;
  CardBack back;
};

struct LayoutPreferences {
  double min_gap_mm = 1;
  double size_variety = 2.5;  // biggest / smallest symbol on a card, by sqrt of ink area
  RotationMode rotation = RotationMode::kFree;
  bool mirror = false;
  ApartMode apart = ApartMode::kHull;
};

struct Fonts {
  std::string heading = "Quicksand";
  std::string body = "Andika";
  std::string symbols;                // family for text symbols; "" = the heading family
  std::string symbol_style = "Bold";  // fontconfig style of text symbols ("" = regular)
  const std::string& symbol_family() const { return symbols.empty() ? heading : symbols; }
};

struct Theme {
  std::filesystem::path folder;  // the theme folder
  std::filesystem::path file;    // its theme.yaml, as the user named it (used in messages)
  std::string id;                // short name, the folder name by default ("party")
  std::string title;
  std::string description;
  std::string author;
  std::vector<Credit> credits;  // printed in every rulebook, in its language
  std::string license;
  std::vector<std::string> languages;  // e.g. {"en", "it", "pl"}
  int languages_line = 0;              // where languages: is written, for messages
  int languages_column = 0;
  Fonts fonts;
  CardStyle card;
  LayoutPreferences layout;
  std::string icon_set;                 // Iconify set name, e.g. "fluent-emoji-flat"
  std::filesystem::path icon_set_path;  // resolved icons.json of that set
  // background: keep at the top level: opaque pictures (JPEG, PNG without alpha) keep their
  // whole rectangle; by default (knockout) their edge-connected background is cut away.
  bool keep_background = false;
  // frame: at the top level: how opaque pictures are framed (photo_frame_shape.h); a frame
  // other than none prints the picture whole inside it, whatever background: says.
  PhotoFrame frame = PhotoFrame::kNone;
  std::vector<ThemeSymbol> symbols;
  std::vector<ThemeSymbol> spotlight_characters;  // empty when the theme has no spotlight:

  // Index of the symbol whose role is "mascot", or -1.
  int mascot_index() const {
    for (size_t i = 0; i < symbols.size(); ++i) {
      if (symbols[i].role == "mascot") return static_cast<int>(i);
    }
    return -1;
  }
};

}  // namespace spotforge
