#include "typeset/rich_text.h"

#include <pango/pangocairo.h>

#include "base/handles.h"
#include "typeset/line_ties.h"

namespace spotforge::typeset {

namespace {

constexpr std::string_view kObjectReplacement = "\uFFFC";
// An inline symbol is a little taller than capitals and sits slightly below the baseline,
// like a picture in a children's book.
constexpr double kSymbolScale = 1.3;
constexpr double kSymbolDescent = 0.22;

void add_span(PangoAttrList* attrs, PangoAttribute* attr, size_t start, size_t end) {
  attr->start_index = static_cast<guint>(start);
  attr->end_index = static_cast<guint>(end);
  pango_attr_list_insert(attrs, attr);
}

// The space French sets before ; : ! ? is the narrow no-break space; a face without one (the
// Quicksand headings) takes the full no-break space instead of drawing a missing glyph.
std::string_view thin_space_for(const FontSet& fonts, Face face) {
  PangoFontDescriptionPtr description = fonts.description(face, 10);
  GObjectPtr<PangoFont> font(
      pango_font_map_load_font(fonts.font_map(), fonts.context(), description.get()));
  const bool has = font && pango_font_has_char(font.get(), 0x202F);
  return has ? kNarrowNoBreakSpace : kNoBreakSpace;
}

}  // namespace

Face face_for(Inline::Kind kind, Face base) {
  if (base == Face::kHeading) return Face::kHeading;
  if (kind == Inline::Kind::kStrong) return Face::kBodyBold;
  if (kind == Inline::Kind::kEmphasis) return Face::kBodyItalic;
  return base;
}

RichText make_rich_text(const Inlines& inlines, const TextStyle& style, const FontSet& fonts,
                        const Hyphenator& hyphenator) {
  RichText rich;
  rich.attrs.reset(pango_attr_list_new());
  PangoFontDescriptionPtr desc = fonts.description(style.face, style.size_pt);
  add_span(rich.attrs.get(), pango_attr_font_desc_new(desc.get()), 0, G_MAXUINT);
  PangoLanguage* language = pango_language_from_string(hyphenator.language().c_str());
  add_span(rich.attrs.get(), pango_attr_language_new(language), 0, G_MAXUINT);

  const std::string& lang = hyphenator.language();
  bool after_symbol = false;
  for (const Inline& in : inlines) {
    size_t start = rich.text.size();
    if (in.kind == Inline::Kind::kSymbol) {
      rich.text += kObjectReplacement;
      double size = style.size_pt * kSymbolScale;
      int s = static_cast<int>(size * PANGO_SCALE);
      int gap = s / 12;  // a little air either side
      PangoRectangle ink{gap, static_cast<int>(-(1 - kSymbolDescent) * s), s, s};
      PangoRectangle logical{0, ink.y, s + 2 * gap, s};
      add_span(rich.attrs.get(),
               pango_attr_shape_new_with_data(&ink, &logical, GINT_TO_POINTER(in.symbol + 1),
                                              nullptr, nullptr),
               start, rich.text.size());
      after_symbol = true;
      continue;
    }
    const bool after_letter =
        !rich.text.empty() &&
        g_unichar_isalpha(g_utf8_get_char(g_utf8_prev_char(rich.text.data() + rich.text.size())));
    const bool after_word =
        after_letter || (!rich.text.empty() && !rich.text.ends_with(' ') && !after_symbol);
    std::string text = space_punctuation(
        tie_numbers(tie_single_letter_words(
            style.hyphenate ? hyphenator.hyphenate(in.text) : in.text, lang, after_letter)),
        lang, after_word, thin_space_for(fonts, face_for(in.kind, style.face)));
    // An inline picture is the symbol its name names: the two never part at a line end.
    if (after_symbol && !text.empty() && text[0] == ' ') text.replace(0, 1, kNoBreakSpace);
    after_symbol = false;
    rich.text += text;
    Face face = face_for(in.kind, style.face);
    if (face == Face::kBodyBold) {
      add_span(rich.attrs.get(), pango_attr_weight_new(PANGO_WEIGHT_BOLD), start, rich.text.size());
    } else if (face == Face::kBodyItalic) {
      add_span(rich.attrs.get(), pango_attr_style_new(PANGO_STYLE_ITALIC), start, rich.text.size());
    }
  }
  if (style.hyphenate && style.whole_last_word) keep_last_word_whole(&rich.text);
  return rich;
}

std::string layout_key(const Inlines& inlines, const TextStyle& style, double width,
                       PangoAlignment align, bool justify) {
  std::string key;
  const auto add = [&key](const auto& value) {
    key.append(reinterpret_cast<const char*>(&value), sizeof value);
  };
  // Numbers as their bytes, texts after their length: no two inputs run together alike.
  add(static_cast<int>(style.face));
  add(style.size_pt);
  add(style.hyphenate);
  add(style.whole_last_word);
  add(width);
  add(static_cast<int>(align));
  add(justify);
  for (const Inline& in : inlines) {
    add(static_cast<int>(in.kind));
    add(in.symbol);
    add(in.text.size());
    key += in.text;
  }
  return key;
}

std::string plain_text(const Inlines& inlines) {
  std::string out;
  for (const Inline& in : inlines) out += in.text;
  return out;
}

void draw_inline_symbol(cairo_t* cr, PangoAttrShape* attr, gboolean do_path, gpointer artwork) {
  if (do_path) return;  // symbols are pictures, not part of a text path
  const auto* art = static_cast<const Artwork*>(artwork);
  int index = GPOINTER_TO_INT(attr->data) - 1;
  if (!art || !art->draw_symbol || index < 0) return;
  double x = 0, y = 0;
  cairo_get_current_point(cr, &x, &y);
  const PangoRectangle& ink = attr->ink_rect;
  CairoSaved saved(cr);
  cairo_new_path(cr);  // the picture starts clean, not from the text's current point
  art->draw_symbol(cr, index, x + double(ink.x) / PANGO_SCALE, y + double(ink.y) / PANGO_SCALE,
                   double(ink.width) / PANGO_SCALE, double(ink.height) / PANGO_SCALE);
}

}  // namespace spotforge::typeset
