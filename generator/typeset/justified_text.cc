#include "typeset/justified_text.h"

#include <glib-object.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <string_view>

#include "base/pango_metrics.h"
#include "typeset/line_breaker.h"

namespace spotforge::typeset {

namespace {

constexpr std::string_view kSoftHyphenUtf8 = "\u00AD";
constexpr std::string_view kNoBreakSpaceUtf8 = "\u00A0";
// TeX's \hyphenpenalty and \exhyphenpenalty: a break at a hyphen costs a little more than one
// at a space, so a paragraph hyphenates only where that spaces it better.
constexpr double kHyphenPenalty = 50;
// Tracking a justified line may add after each letter, or take away, as a fraction of the type
// size, at the adjustment ratio its word spaces get (1 = their whole stretch or shrink).
constexpr double kLetterStretchEm = 0.03;
constexpr double kLetterShrinkEm = 0.015;

BreakingStyle breaking_style(const PangoFontDescription* description) {
  BreakingStyle style;
  const double size = pango_font_description_get_size(description);  // Pango units
  style.letter_stretch = kLetterStretchEm * size;
  style.letter_shrink = kLetterShrinkEm * size;
  return style;
}

// The spaces justification stretches: the word space and the no-break space that ties words.
bool is_word_space(std::string_view text, size_t at) {
  return text[at] == ' ' || text.substr(at, kNoBreakSpaceUtf8.size()) == kNoBreakSpaceUtf8;
}

// An inline picture (typeset/rich_text): Pango measures it by its shape, not its glyph, so it
// takes no tracking.
bool is_picture(std::string_view text, size_t at) { return text.substr(at, 3) == "\uFFFC"; }

bool ends_with_at(std::string_view text, size_t end, std::string_view tail) {
  return end >= tail.size() && text.substr(end - tail.size(), tail.size()) == tail;
}

std::shared_ptr<PangoLayout> one_line_layout(PangoContext* context,
                                             const PangoFontDescription* description,
                                             const std::string& text, PangoAttrList* attrs) {
  PangoLayout* layout = pango_layout_new(context);
  pango_layout_set_font_description(layout, description);
  pango_layout_set_text(layout, text.c_str(), static_cast<int>(text.size()));
  pango_layout_set_attributes(layout, attrs);
  pango_layout_set_width(layout, -1);  // never wrapped: the breaker chose the line
  return std::shared_ptr<PangoLayout>(layout, g_object_unref);
}

// Where each byte's character starts on a single line, in Pango units, and the width of the
// word spaces before it. Bytes inside a cluster take the next cluster's start.
struct Measure {
  std::vector<double> x;       // size() == text size + 1
  std::vector<double> spaces;  // word-space width before each byte
  std::vector<double> glyphs;  // clusters other than word spaces before each byte
};

Measure measure_line(std::string_view text, PangoLayoutLine* line) {
  const size_t n = text.size();
  std::vector<double> x(n + 1, -1), space_width(n + 1, 0), cluster(n + 1, 0);
  double pen = 0;
  for (GSList* r = line->runs; r; r = r->next) {
    const auto* run = static_cast<PangoGlyphItem*>(r->data);
    for (int g = 0; g < run->glyphs->num_glyphs; ++g) {
      const size_t byte = static_cast<size_t>(run->item->offset + run->glyphs->log_clusters[g]);
      const int width = run->glyphs->glyphs[g].geometry.width;
      if (byte < n && x[byte] < 0) x[byte] = pen;
      if (byte < n && is_word_space(text, byte)) space_width[byte] += width;
      if (byte < n && run->glyphs->glyphs[g].attr.is_cluster_start && width > 0 &&
          !is_word_space(text, byte) && !is_picture(text, byte))
        cluster[byte] = 1;
      pen += width;
    }
  }
  x[n] = pen;
  for (size_t b = n; b-- > 0;) {
    if (x[b] < 0) x[b] = x[b + 1];
  }
  Measure m{std::move(x), std::vector<double>(n + 1, 0), std::vector<double>(n + 1, 0)};
  for (size_t b = 0; b < n; ++b) {
    m.spaces[b + 1] = m.spaces[b] + space_width[b];
    m.glyphs[b + 1] = m.glyphs[b] + cluster[b];
  }
  return m;
}

double text_width(PangoContext* context, const PangoFontDescription* description,
                  const char* text) {
  const auto layout = one_line_layout(context, description, text, nullptr);
  int width = 0;
  pango_layout_get_size(layout.get(), &width, nullptr);
  return width;
}

struct Candidates {
  std::vector<BreakCandidate> breaks;
  std::vector<size_t> end;    // byte where the line before each break ends (spaces dropped)
  std::vector<size_t> start;  // byte where the line after it starts
};

Candidates find_candidates(std::string_view text, const PangoLogAttr* attrs, int n_attrs,
                           const Measure& m, double hyphen_width) {
  Candidates c;
  const auto add = [&](size_t byte, bool last) {
    size_t end = byte, start = byte;
    while (end > 0 && text[end - 1] == ' ') --end;
    while (start < text.size() && text[start] == ' ') ++start;
    BreakCandidate b;
    b.end_x = m.x[end];
    b.end_spaces = m.spaces[end];
    b.start_x = m.x[start];
    b.start_spaces = m.spaces[start];
    b.end_glyphs = m.glyphs[end];
    b.start_glyphs = m.glyphs[start];
    if (!last && ends_with_at(text, end, kSoftHyphenUtf8)) {
      b.flagged = true;
      b.extra = hyphen_width;
      b.penalty = kHyphenPenalty;
    } else if (!last && end == byte && end > 0 &&
               (text[end - 1] == '-' || ends_with_at(text, end, "\u2010"))) {
      b.flagged = true;  // a compound's own hyphen ("mini-games")
      b.penalty = kHyphenPenalty;
    } else if (!last && end == byte) {
      b.penalty = kHyphenPenalty;  // after a dash or a slash: allowed, not sought
    }
    c.breaks.push_back(b);
    c.end.push_back(end);
    c.start.push_back(start);
  };
  const char* p = text.data();
  for (int i = 0; i < n_attrs - 1; ++i, p = g_utf8_next_char(p)) {
    if (i > 0 && attrs[i].is_line_break && !attrs[i].is_mandatory_break) {
      add(static_cast<size_t>(p - text.data()), false);
    }
  }
  add(text.size(), true);
  return c;
}

// The sum of a line's glyph advances (without asking Pango, which would cache the extents).
double natural_width(PangoLayoutLine* line) {
  double width = 0;
  for (GSList* r = line->runs; r; r = r->next) {
    const auto* run = static_cast<PangoGlyphItem*>(r->data);
    for (int g = 0; g < run->glyphs->num_glyphs; ++g)
      width += run->glyphs->glyphs[g].geometry.width;
  }
  return width;
}

// Widens or narrows the word spaces of `line` (and, a little, the space after each letter)
// so that it is `width` wide, in Pango units; returns the word space's multiple of its natural
// width. The line's extents are not cached yet (pango_layout_get_lines hands out lines that
// may be changed), so Pango measures the new widths.
double justify_line(std::string_view text, PangoLayoutLine* line, double width,
                    const BreakingStyle& style) {
  struct Adjust {
    PangoGlyphInfo* glyph;
    bool space;
  };
  std::vector<Adjust> glyphs;
  double natural = 0, spaces = 0, gaps = 0;
  for (GSList* r = line->runs; r; r = r->next) {
    auto* run = static_cast<PangoGlyphItem*>(r->data);
    const int count = run->glyphs->num_glyphs;
    for (int g = 0; g < count; ++g) {
      PangoGlyphInfo& glyph = run->glyphs->glyphs[g];
      natural += glyph.geometry.width;
      const size_t byte = static_cast<size_t>(run->item->offset + run->glyphs->log_clusters[g]);
      const bool cluster_end = g + 1 == count || run->glyphs->glyphs[g + 1].attr.is_cluster_start;
      if (byte < text.size() && is_word_space(text, byte)) {
        glyphs.push_back({&glyph, true});
        spaces += glyph.geometry.width;
      } else if (cluster_end && glyph.geometry.width > 0 && !is_picture(text, byte) &&
                 (g + 1 < count || r->next)) {
        // A visible letter, not the line's last (a soft hyphen inside the line has no width).
        glyphs.push_back({&glyph, false});
        gaps += 1;
      }
    }
  }
  const bool wider = natural < width;
  const double flex = wider ? spaces * style.stretch + gaps * style.letter_stretch
                            : spaces * style.shrink + gaps * style.letter_shrink;
  if (flex <= 0) return 1;
  const double ratio = (width - natural) / flex;  // < 0 shrinks
  // Whole Pango units, rounded along the line so that the rounding never adds up.
  double wanted = 0;
  long given = 0;
  for (const Adjust& a : glyphs) {
    const double unit = a.space ? a.glyph->geometry.width * (wider ? style.stretch : style.shrink)
                                : (wider ? style.letter_stretch : style.letter_shrink);
    wanted += ratio * unit;
    const long add = std::lround(wanted) - given;
    given += add;
    a.glyph->geometry.width = std::max(0, a.glyph->geometry.width + static_cast<int>(add));
  }
  return 1 + ratio * (wider ? style.stretch : style.shrink);
}

}  // namespace

std::vector<SetLine> set_justified(PangoContext* context, const PangoFontDescription* description,
                                   const RichText& rich, double width_pt) {
  const std::string& text = rich.text;
  if (text.find_first_of("\n\r") != std::string::npos) return {};
  const double width = width_pt * PANGO_SCALE;
  // Every line below is a piece of this text (a hyphen added): the same fonts.
  const MeasuredFonts measured = measure_fonts(context, description, text, rich.attrs.get());
  const auto whole = one_line_layout(context, description, text, rich.attrs.get());
  if (pango_layout_get_line_count(whole.get()) != 1) return {};
  const Measure m = measure_line(text, pango_layout_get_line_readonly(whole.get(), 0));
  int n_attrs = 0;
  const PangoLogAttr* attrs = pango_layout_get_log_attrs_readonly(whole.get(), &n_attrs);
  const Candidates c =
      find_candidates(text, attrs, n_attrs, m, text_width(context, description, "-"));
  const BreakingStyle style = breaking_style(description);
  const std::vector<size_t> breaks = break_lines(c.breaks, width, style);

  std::vector<SetLine> lines;
  size_t start = 0;
  for (size_t k = 0; k < breaks.size(); ++k) {
    const size_t at = breaks[k];
    const bool last = k + 1 == breaks.size();
    size_t end = c.end[at];
    std::string line_text = text.substr(start, end - start);
    if (c.breaks[at].extra > 0) {  // a soft hyphen becomes a visible one
      line_text.resize(line_text.size() - kSoftHyphenUtf8.size());
      line_text += '-';
    }
    PangoAttrListPtr line_attrs(pango_attr_list_copy(rich.attrs.get()));
    pango_attr_list_update(line_attrs.get(), 0, static_cast<int>(start), 0);
    SetLine line;
    line.layout = one_line_layout(context, description, line_text, line_attrs.get());
    GSList* set = pango_layout_get_lines(line.layout.get());
    // The last line keeps its natural width, unless it only fits shrunk.
    if (set && (!last || natural_width(static_cast<PangoLayoutLine*>(set->data)) > width)) {
      line.space_multiple =
          justify_line(line_text, static_cast<PangoLayoutLine*>(set->data), width, style);
      line.justified = !last;
    }
    lines.push_back(std::move(line));
    start = c.start[at];
  }
  return lines;
}

}  // namespace spotforge::typeset
