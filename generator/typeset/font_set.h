// The two font families a rulebook is drawn with, and nothing else. Fontconfig is pointed at
// exactly the files of the theme's heading and body families, so the output does not depend on
// what else is installed and Pango cannot fall back to a third family behind our back. Coverage
// is checked per font file with HarfBuzz before anything is drawn (typeset/glyph_check).
#pragma once

#include <pango/pango.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/handles.h"

namespace spotforge::typeset {

// The faces the typesetter uses: headings in the heading family (bold), everything else in the
// body family.
enum class Face { kHeading, kBody, kBodyBold, kBodyItalic };

class FontSet {
 public:
  // Finds the installed files of both families. Throws InputError naming a family that is not
  // installed (with the fix: install it or choose another family in the theme).
  // The font map comes from a process-wide pool of maps set up for these two families: a
  // FontSet done with its map gives it back for the next (each map in use by one FontSet, so
  // by one thread, at a time), and the next book reuses its fonts, their metrics and HarfBuzz
  // shape plans instead of reading the font files again.
  FontSet(std::string heading_family, std::string body_family);
  ~FontSet();
  FontSet(const FontSet&) = delete;
  FontSet& operator=(const FontSet&) = delete;

  // The FontSet of these families for the calling thread: made on its first use there, kept
  // for the thread's life and shared by every book it typesets. A FontSet made for every book
  // (its fontconfig set-up, Pango's font map, and the font matches Pango sorts on its worker
  // threads while the book waits) cost a kit's 18 rulebooks about 0.3 s of CPU and half their
  // waiting (session 15); a Pango font map is not thread-safe, hence one per thread. Throws as
  // the constructor does (and tries again on the next call).
  static FontSet& for_this_thread(const std::string& heading_family,
                                  const std::string& body_family);

  // A Pango context for print: 72 dpi (1 unit = 1 pt), unhinted metrics, unrounded glyph
  // positions. Layouts made from it shape with HarfBuzz.
  PangoContext* context() const { return context_.get(); }
  PangoFontMap* font_map() const { return font_map_.get(); }

  PangoFontDescriptionPtr description(Face face, double size_pt) const;
  const std::string& family(Face face) const;

  // The font file that draws `face`.
  std::string file(Face face) const;

  // The families Pango actually used to lay out `layout` (for tests and self-checks).
  static std::vector<std::string> families_used(PangoLayout* layout);

 private:
  std::string heading_family_;
  std::string body_family_;
  GObjectPtr<PangoFontMap> font_map_;
  GObjectPtr<PangoContext> context_;
  GObjectPtr<PangoFontMap> new_font_map() const;  // fontconfig set to the two families' files
  PangoFont* load(Face face) const;               // owned by the font map's cache
  mutable std::vector<GObjectPtr<PangoFont>> loaded_;
};

}  // namespace spotforge::typeset
