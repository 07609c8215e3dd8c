// Turning a run of Inlines into Pango text plus attributes: hyphenated words, bold and italic
// spans, the document's language, and inline symbol pictures as Pango shape attributes (one
// U+FFFC object replacement character each, sized to the text, drawn by the Artwork).
#pragma once

#include <pango/pango.h>

#include <string>
#include <string_view>

#include "base/handles.h"
#include "typeset/document.h"
#include "typeset/font_set.h"
#include "typeset/hyphenator.h"

typedef struct _cairo cairo_t;

namespace spotforge::typeset {

struct TextStyle {
  Face face = Face::kBody;
  double size_pt = 10;
  bool hyphenate = true;
  // The block's last word stays whole (a paragraph never ends on a word fragment); off for
  // one-word labels that must still break to fit a narrow cell.
  bool whole_last_word = true;
};

struct RichText {
  std::string text;
  PangoAttrListPtr attrs;
};

RichText make_rich_text(const Inlines& inlines, const TextStyle& style, const FontSet& fonts,
                        const Hyphenator& hyphenator);

// Everything make_rich_text and a layout of `width` points (<= 0: unwrapped), `align` and
// `justify` are made from, as one string: equal keys, the same layout. The typesetter lays each
// piece out again in every pass (until the contents' page numbers hold still), and sets each
// heading, table cell and caption once by this key.
std::string layout_key(const Inlines& inlines, const TextStyle& style, double width,
                       PangoAlignment align, bool justify);

// The words of `inlines` without markup or soft hyphens (for bookmarks and messages); symbols
// contribute their name.
std::string plain_text(const Inlines& inlines);

// Pango calls this for every inline symbol; `artwork` is the Artwork to draw with. Install
// it on the context once, before drawing (pango_cairo_context_set_shape_renderer).
void draw_inline_symbol(cairo_t* cr, PangoAttrShape* attr, gboolean do_path, gpointer artwork);

// The face that draws an inline of `kind` in text whose base face is `base`.
Face face_for(Inline::Kind kind, Face base);

}  // namespace spotforge::typeset
