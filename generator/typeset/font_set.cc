#include "typeset/font_set.h"

#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "base/diagnostic.h"

namespace spotforge::typeset {

namespace {

using FcPatternPtr = Handle<FcPattern, FcPatternDestroy>;
using FcObjectSetPtr = Handle<FcObjectSet, FcObjectSetDestroy>;
using FcFontSetPtr = Handle<FcFontSet, FcFontSetDestroy>;
using FcConfigPtr = Handle<FcConfig, FcConfigDestroy>;

// The installed files of `family`, from the system's fontconfig set-up.
std::vector<std::string> family_files(const std::string& family) {
  FcPatternPtr pattern(FcPatternCreate());
  FcPatternAddString(pattern.get(), FC_FAMILY, reinterpret_cast<const FcChar8*>(family.c_str()));
  FcObjectSetPtr objects(FcObjectSetBuild(FC_FILE, nullptr));
  FcFontSetPtr fonts(FcFontList(nullptr, pattern.get(), objects.get()));
  std::vector<std::string> files;
  for (int i = 0; fonts && i < fonts->nfont; ++i) {
    FcChar8* file = nullptr;
    if (FcPatternGetString(fonts->fonts[i], FC_FILE, 0, &file) == FcResultMatch) {
      files.emplace_back(reinterpret_cast<const char*>(file));
    }
  }
  std::sort(files.begin(), files.end());  // a stable order: reproducible output
  return files;
}

// Font maps no FontSet is using, by heading and body family. A fresh map cost each rulebook
// about a tenth of its CPU: fontconfig reading the font files, then loading, measuring
// (base/pango_metrics.h) and shaping with each font for the first time. A map is only ever
// used by one FontSet at a time, so Pango's objects stay on one thread at a time.
using Families = std::pair<std::string, std::string>;
struct IdleMaps {
  std::mutex mutex;
  std::map<Families, std::vector<GObjectPtr<PangoFontMap>>> maps;
};
IdleMaps& idle_maps() {
  static IdleMaps& idle = *new IdleMaps;  // never destroyed: fonts outlive static destructors
  return idle;
}
// More idle maps than the threads that typeset at once would only hold memory.
constexpr size_t kMostIdleMaps = 4;

GObjectPtr<PangoFontMap> take_idle_map(const Families& families) {
  IdleMaps& idle = idle_maps();
  const std::lock_guard lock(idle.mutex);
  auto found = idle.maps.find(families);
  if (found == idle.maps.end() || found->second.empty()) return nullptr;
  GObjectPtr<PangoFontMap> map = std::move(found->second.back());
  found->second.pop_back();
  return map;
}

}  // namespace

FontSet::FontSet(std::string heading_family, std::string body_family)
    : heading_family_(std::move(heading_family)), body_family_(std::move(body_family)) {
  font_map_ = take_idle_map({heading_family_, body_family_});
  if (!font_map_) font_map_ = new_font_map();
  context_.reset(pango_font_map_create_context(font_map_.get()));
  // Print needs exact advances: rounded positions made a test line 4.5 % wider.
  pango_context_set_round_glyph_positions(context_.get(), FALSE);
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(context_.get(), options);
  cairo_font_options_destroy(options);
  loaded_.resize(4);
}

FontSet::~FontSet() {
  loaded_.clear();
  context_.reset();
  if (!font_map_) return;
  IdleMaps& idle = idle_maps();
  const std::lock_guard lock(idle.mutex);
  auto& maps = idle.maps[{heading_family_, body_family_}];
  if (maps.size() < kMostIdleMaps) maps.push_back(std::move(font_map_));
}

GObjectPtr<PangoFontMap> FontSet::new_font_map() const {
  FcConfigPtr config(FcConfigCreate());
  std::vector<Diagnostic> problems;
  for (const std::string* family : {&heading_family_, &body_family_}) {
    std::vector<std::string> files = family_files(*family);
    if (files.empty()) {
      problems.push_back({Diagnostic::Severity::kError, "", 0, 0,
                          "font family '" + *family +
                              "' is not installed; install it (scripts/setup.sh installs "
                              "Quicksand and Andika) or choose an installed family in the theme"});
    }
    for (const auto& file : files) {
      FcConfigAppFontAddFile(config.get(), reinterpret_cast<const FcChar8*>(file.c_str()));
    }
  }
  if (!problems.empty()) throw InputError(problems);

  GObjectPtr<PangoFontMap> map(pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT));
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map.get()), config.get());
  pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map.get()), 72.0);
  return map;
}

FontSet& FontSet::for_this_thread(const std::string& heading_family,
                                  const std::string& body_family) {
  thread_local std::map<std::pair<std::string, std::string>, std::unique_ptr<FontSet>> made;
  std::unique_ptr<FontSet>& fonts = made[{heading_family, body_family}];
  if (!fonts) fonts = std::make_unique<FontSet>(heading_family, body_family);
  return *fonts;
}

const std::string& FontSet::family(Face face) const {
  return face == Face::kHeading ? heading_family_ : body_family_;
}

PangoFontDescriptionPtr FontSet::description(Face face, double size_pt) const {
  PangoFontDescriptionPtr desc(pango_font_description_new());
  pango_font_description_set_family(desc.get(), family(face).c_str());
  bool bold = face == Face::kHeading || face == Face::kBodyBold;
  pango_font_description_set_weight(desc.get(), bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_font_description_set_style(
      desc.get(), face == Face::kBodyItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
  pango_font_description_set_size(desc.get(), static_cast<int>(size_pt * PANGO_SCALE));
  return desc;
}

PangoFont* FontSet::load(Face face) const {
  auto& slot = loaded_[static_cast<size_t>(face)];
  if (!slot) {
    PangoFontDescriptionPtr desc = description(face, 10);
    slot.reset(pango_font_map_load_font(font_map_.get(), context_.get(), desc.get()));
  }
  return slot.get();
}

std::string FontSet::file(Face face) const {
  PangoFont* font = load(face);
  if (!font || !PANGO_IS_FC_FONT(font)) return "";
  FcPattern* pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
  FcChar8* file = nullptr;
  if (FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return "";
  return reinterpret_cast<const char*>(file);
}

std::vector<std::string> FontSet::families_used(PangoLayout* layout) {
  std::vector<std::string> families;
  PangoLayoutIter* iter = pango_layout_get_iter(layout);
  do {
    PangoLayoutRun* run = pango_layout_iter_get_run_readonly(iter);
    if (!run || !run->item->analysis.font) continue;
    PangoFontDescriptionPtr desc(pango_font_describe(run->item->analysis.font));
    std::string family = pango_font_description_get_family(desc.get());
    if (std::find(families.begin(), families.end(), family) == families.end()) {
      families.push_back(family);
    }
  } while (pango_layout_iter_next_run(iter));
  pango_layout_iter_free(iter);
  return families;
}

}  // namespace spotforge::typeset
