#include "theme/card_style_reader.h"

#include <algorithm>

#include "art/glyph_coverage.h"
#include "base/length.h"
#include "theme/theme_paths.h"

namespace spotforge {

namespace fs = std::filesystem;

namespace {

using Fields = std::map<std::string, YamlField>;

const std::vector<std::string> kCardKeys = {
    "shape", "diameter",    "width",      "height", "corner_radius",
    "bleed", "safe_margin", "background", "border", "back"};
const std::vector<std::string> kLayoutKeys = {"min_gap", "size_variety", "rotation", "mirror",
                                              "apart"};
const std::vector<std::string> kApartModes = {"hull", "off"};
const std::vector<std::string> kBorderKeys = {"width", "color"};
const std::vector<std::string> kBackKeys = {"color", "image", "text"};
const std::vector<std::string> kShapes = {"circle", "rounded-square"};
const std::vector<std::string> kRotations = {"free", "upright", "quarter-turns"};

// Upper bounds on a theme's lengths. A card larger than this fits no supported paper (A3 is
// 297 mm wide); the layout's grids grow with the gap (10000mm took 7 GB) and the bleed.
constexpr double kMaxCardMm = 280;
constexpr double kMaxBleedMm = 10;
constexpr double kMaxGapMm = 10;
constexpr double kMaxBorderMm = 20;

const YamlField* find(const Fields& fields, const std::string& key) {
  auto it = fields.find(key);
  return it == fields.end() ? nullptr : &it->second;
}

// Remembers where a size is written, so that "the card does not fit the paper" (found when
// printing) points at it.
void mark_size(const YamlField& f, CardStyle& card) {
  const YAML::Mark at = YamlFields::place(f);
  card.size_line = at.line + 1;
  card.size_column = at.column + 1;
}

void read_card_size(YamlFields& yaml, const Fields& fields, CardStyle& card) {
  const bool circle = card.shape == CardShape::kCircle;
  auto unused = [&](const char* key, const char* because) {
    if (auto f = find(fields, key)) {
      yaml.warning(f->key.Mark(), std::string("card.") + key + " is unused: " + because);
    }
  };
  if (circle) {
    if (auto f = find(fields, "diameter")) {
      if (auto mm = yaml.length_mm(*f, 0, false, kMaxCardMm)) card.diameter_mm = *mm;
      mark_size(*f, card);
    }
    unused("width", "a circle card takes its size from diameter");
    unused("height", "a circle card takes its size from diameter");
    unused("corner_radius", "a circle card has no corners");
    return;
  }
  card.width_mm = card.height_mm = 80;
  card.corner_radius_mm = 6;
  unused("diameter", "a rounded-square card takes its size from width and height");
  const YamlField* width = find(fields, "width");
  if (width) {
    if (auto mm = yaml.length_mm(*width, 0, false, kMaxCardMm)) card.width_mm = *mm;
    mark_size(*width, card);
  }
  if (auto f = find(fields, "height")) {
    if (auto mm = yaml.length_mm(*f, 0, false, kMaxCardMm)) card.height_mm = *mm;
    if (!width || card.height_mm > card.width_mm) mark_size(*f, card);  // the longer side
  }
  if (auto f = find(fields, "corner_radius")) {
    if (auto mm = yaml.length_mm(*f, 0, true, kMaxCardMm)) {
      card.corner_radius_mm = *mm;
      if (2 * *mm > std::min(card.width_mm, card.height_mm)) {
        yaml.error(YamlFields::place(*f), "card.corner_radius " + f->value.Scalar() +
                                              " is more than half the card's width or "
                                              "height; expected at most half of the smaller");
      }
    }
  }
}

void read_border(YamlFields& yaml, const YamlField& field, CardStyle& card) {
  auto fields = yaml.mapping(field.value, field.key.Mark(), "card.border", kBorderKeys);
  if (!fields) return;
  BorderRing ring;
  bool ok = true;
  if (auto f = find(*fields, "width")) {
    auto mm = yaml.length_mm(*f, 0, false, kMaxBorderMm);
    ok = mm.has_value();
    if (mm) ring.width_mm = *mm;
  } else {
    yaml.error(field.key.Mark(), "card.border has no width; add e.g. width: 1.5mm");
    ok = false;
  }
  if (auto f = find(*fields, "color")) {
    auto c = yaml.color(*f);
    ok = ok && c.has_value();
    if (c) ring.color = *c;
  }
  if (ok) card.border = ring;
}

void read_back(YamlFields& yaml, const YamlField& field, const fs::path& folder,
               const std::string& back_font, CardStyle& card) {
  auto fields = yaml.mapping(field.value, field.key.Mark(), "card.back", kBackKeys);
  if (!fields) return;
  CardBack& back = card.back;
  if (auto f = find(*fields, "color")) {
    if (auto c = yaml.color(*f)) back.color = *c;
  }
  if (auto f = find(*fields, "text")) {
    if (auto t = yaml.text(*f, "a short text for the card backs")) {
      back.text = *t;
      const FontCoverage coverage = check_glyph_coverage(back_font, "", *t);
      // A family that is not installed is reported once, under fonts:.
      if (coverage.family_found && !coverage.missing.empty()) {
        yaml.error(YamlFields::place(*f),
                   "card.back.text: " + describe_problem(coverage) +
                       " (the backs are printed in the heading font, fonts: heading:)");
      }
    }
  }
  if (auto f = find(*fields, "image")) {
    auto written = yaml.text(*f, "a picture file in the theme folder");
    if (!written) return;
    std::string why;
    if (auto path = resolve_theme_file(folder, *written, &why)) {
      back.image = *path;
    } else {
      yaml.error(YamlFields::place(*f), "card.back.image: " + why);
    }
  }
}

}  // namespace

void read_card_style(YamlFields& yaml, const YamlField& field, const fs::path& folder,
                     const std::string& back_font, CardStyle* card_out) {
  auto fields = yaml.mapping(field.value, field.key.Mark(), "card", kCardKeys);
  if (!fields) return;
  CardStyle& card = *card_out;
  card.size_line = field.key.Mark().line + 1;  // until a size is written
  card.size_column = field.key.Mark().column + 1;
  if (auto f = find(*fields, "shape")) {
    if (auto shape = yaml.choice(*f, kShapes)) {
      card.shape = *shape == "circle" ? CardShape::kCircle : CardShape::kRoundedSquare;
    }
  }
  read_card_size(yaml, *fields, card);
  if (auto f = find(*fields, "bleed")) {
    if (auto mm = yaml.length_mm(*f, 0, true, kMaxBleedMm)) card.bleed_mm = *mm;
  }
  if (auto f = find(*fields, "safe_margin")) {
    if (auto mm = yaml.length_mm(*f, 0, true, kMaxCardMm)) {
      card.safe_margin_mm = *mm;
      const double smallest = card.shape == CardShape::kCircle
                                  ? card.diameter_mm
                                  : std::min(card.width_mm, card.height_mm);
      if (2 * *mm >= smallest) {
        yaml.error(YamlFields::place(*f),
                   "card.safe_margin " + f->value.Scalar() +
                       " leaves no room on the card; expected less than half its size");
      }
    }
  }
  if (auto f = find(*fields, "background")) {
    if (auto c = yaml.color(*f)) card.background = *c;
  }
  if (auto f = find(*fields, "border")) read_border(yaml, *f, card);
  if (auto f = find(*fields, "back")) read_back(yaml, *f, folder, back_font, card);
}

void read_layout_preferences(YamlFields& yaml, const YamlField& field,
                             LayoutPreferences* layout_out) {
  auto fields = yaml.mapping(field.value, field.key.Mark(), "layout", kLayoutKeys);
  if (!fields) return;
  LayoutPreferences& layout = *layout_out;
  if (auto f = find(*fields, "min_gap")) {
    if (auto mm = yaml.length_mm(*f, 0, true, kMaxGapMm)) layout.min_gap_mm = *mm;
  }
  if (auto f = find(*fields, "size_variety")) {
    if (auto v = yaml.number(*f, 2.2, 5)) layout.size_variety = *v;
  }
  if (auto f = find(*fields, "rotation")) {
    if (auto r = yaml.choice(*f, kRotations)) {
      layout.rotation = *r == "free"      ? RotationMode::kFree
                        : *r == "upright" ? RotationMode::kUpright
                                          : RotationMode::kQuarterTurns;
    }
  }
  if (auto f = find(*fields, "mirror")) {
    if (auto b = yaml.boolean(*f)) layout.mirror = *b;
  }
  if (auto f = find(*fields, "apart")) {
    if (auto a = yaml.choice(*f, kApartModes)) {
      layout.apart = *a == "off" ? ApartMode::kOff : ApartMode::kHull;
    }
  }
}

}  // namespace spotforge
