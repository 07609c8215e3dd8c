#include "art/glyph_coverage.h"

#include <fontconfig/fontconfig.h>
#include <glib.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>

#include <cstdio>
#include <set>

#include "base/handles.h"

namespace spotforge {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(g_ascii_tolower(c));
  return s;
}

// Characters that draw nothing and need no glyph of their own: spaces, controls, and format
// characters such as the soft hyphen and zero-width joiners.
bool needs_glyph(gunichar c) {
  return !g_unichar_isspace(c) && !g_unichar_iscntrl(c) && g_unichar_type(c) != G_UNICODE_FORMAT;
}

std::string utf8_of(gunichar c) {
  char buf[8] = {};
  int n = g_unichar_to_utf8(c, buf);
  return std::string(buf, static_cast<size_t>(n));
}

// The font Pango would pick for family + style, loaded through the default font map: the
// same path the layouts take, so the check sees the font that will really be drawn.
GObjectPtr<PangoFont> load_font(const std::string& family, const std::string& style) {
  PangoFontMap* map = pango_cairo_font_map_get_default();  // per thread, not owned
  GObjectPtr<PangoContext> context(pango_font_map_create_context(map));
  std::string spec = family + "," + (style.empty() ? "" : " " + style) + " 12";
  PangoFontDescriptionPtr desc(pango_font_description_from_string(spec.c_str()));
  pango_font_description_set_family(desc.get(), family.c_str());
  return GObjectPtr<PangoFont>(pango_font_map_load_font(map, context.get(), desc.get()));
}

}  // namespace

std::string MissingCharacter::describe() const {
  char code_text[16];
  std::snprintf(code_text, sizeof code_text, "U+%04X", static_cast<unsigned>(code));
  return std::string(code_text) + " '" + utf8 + "'";
}

FontCoverage check_glyph_coverage(const std::string& family, const std::string& style,
                                  std::string_view utf8) {
  FontCoverage out;
  out.requested_family = family;
  GObjectPtr<PangoFont> font = load_font(family, style);
  if (!font) return out;  // no font at all: family_found stays false
  PangoFontDescriptionPtr chosen(pango_font_describe(font.get()));
  const char* chosen_family = pango_font_description_get_family(chosen.get());
  out.resolved_family = chosen_family ? chosen_family : "";
  out.family_found = lower(out.resolved_family) == lower(family);
  if (PANGO_IS_FC_FONT(font.get())) {
    FcPattern* pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font.get()));  // not owned
    FcChar8* file = nullptr;
    if (pattern && FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch) {
      out.file = reinterpret_cast<const char*>(file);
    }
    // A font may carry several family names (localised, typographic); any of them counts.
    FcChar8* name = nullptr;
    for (int i = 0; !out.family_found && pattern &&
                    FcPatternGetString(pattern, FC_FAMILY, i, &name) == FcResultMatch;
         ++i) {
      out.family_found = lower(reinterpret_cast<const char*>(name)) == lower(family);
    }
  }

  hb_font_t* hb = pango_font_get_hb_font(font.get());  // owned by the PangoFont
  std::set<gunichar> seen;
  const char* p = utf8.data();
  const char* end = utf8.data() + utf8.size();
  while (p < end) {
    gunichar c = g_utf8_get_char_validated(p, end - p);
    if (c == static_cast<gunichar>(-1) || c == static_cast<gunichar>(-2)) {
      if (seen.insert(0xFFFD).second) out.missing.push_back({0xFFFD, "\xEF\xBF\xBD"});
      ++p;
      continue;
    }
    p = g_utf8_next_char(p);
    if (!needs_glyph(c) || !seen.insert(c).second) continue;
    hb_codepoint_t glyph = 0;
    if (!hb || !hb_font_get_nominal_glyph(hb, c, &glyph)) {
      out.missing.push_back({static_cast<char32_t>(c), utf8_of(c)});
    }
  }
  return out;
}

std::string describe_problem(const FontCoverage& coverage) {
  if (!coverage.family_found) {
    return "font family '" + coverage.requested_family + "' is not installed (fontconfig chose '" +
           coverage.resolved_family + "' instead); install it or name an installed family";
  }
  if (coverage.missing.empty()) return "";
  std::string list;
  for (size_t i = 0; i < coverage.missing.size(); ++i) {
    if (i > 0) list += ", ";
    list += coverage.missing[i].describe();
  }
  return "font '" + coverage.requested_family + "' has no glyph for " + list +
         "; use a font that covers these characters or change the text";
}

}  // namespace spotforge
