#include "typeset/word_spacing.h"

#include <glib-object.h>

#include <algorithm>
#include <cstring>
#include <vector>

namespace spotforge::typeset {

namespace {

bool is_word_space(const char* text, int index) {
  return text[index] == ' ' || std::strncmp(text + index, "\u00A0", 2) == 0;
}

// Word spaces on a line, not counting those a break leaves at its end.
int spaces_on(const char* text, const PangoLayoutLine* line) {
  int end = line->start_index + line->length;
  while (end > line->start_index && text[end - 1] == ' ') --end;
  int count = 0;
  for (int i = line->start_index; i < end; ++i) count += is_word_space(text, i) ? 1 : 0;
  return count;
}

// The widest space glyph of the layout, in Pango units (its natural width when unjustified).
int widest_space_glyph(PangoLayout* layout) {
  const char* text = pango_layout_get_text(layout);
  int widest = 0;
  for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
    const auto* line = static_cast<PangoLayoutLine*>(l->data);
    for (GSList* r = line->runs; r; r = r->next) {
      const auto* run = static_cast<PangoGlyphItem*>(r->data);
      for (int g = 0; g < run->glyphs->num_glyphs; ++g) {
        const int index = run->item->offset + run->glyphs->log_clusters[g];
        if (is_word_space(text, index)) {
          widest = std::max(widest, run->glyphs->glyphs[g].geometry.width);
        }
      }
    }
  }
  return widest;
}

}  // namespace

std::vector<double> word_space_multiples(PangoLayout* justified) {
  std::vector<double> multiples;
  const int width = pango_layout_get_width(justified);
  if (width <= 0 || pango_layout_get_line_count(justified) < 2) return multiples;
  // The same lines unjustified: justification only widens spaces, it never moves a break.
  PangoLayout* natural = pango_layout_copy(justified);
  pango_layout_set_justify(natural, FALSE);
  const int space = widest_space_glyph(natural);
  const char* text = pango_layout_get_text(natural);
  GSList* lines = pango_layout_get_lines_readonly(natural);
  for (GSList* l = lines; l && l->next; l = l->next) {  // the last line is never justified
    const auto* line = static_cast<PangoLayoutLine*>(l->data);
    const int spaces = spaces_on(text, line);
    if (spaces == 0 || space <= 0) continue;
    PangoRectangle logical;
    pango_layout_line_get_extents(const_cast<PangoLayoutLine*>(line), nullptr, &logical);
    const double stretch = static_cast<double>(width - logical.width) / spaces;
    multiples.push_back((space + stretch) / space);
  }
  g_object_unref(natural);
  return multiples;
}

double loosest_word_space(PangoLayout* justified) {
  const std::vector<double> multiples = word_space_multiples(justified);
  return multiples.empty() ? 1
                           : std::max(1.0, *std::max_element(multiples.begin(), multiples.end()));
}

}  // namespace spotforge::typeset
