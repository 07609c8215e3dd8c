#include "typeset/typesetter.h"

#include "typeset/language_pack.h"

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "art/picture_locks.h"
#include "base/diagnostic.h"
#include "base/length.h"
#include "base/pango_metrics.h"
#include "print/pdf_document.h"
#include "typeset/flow.h"
#include "typeset/font_set.h"
#include "typeset/glyph_check.h"
#include "typeset/hyphenator.h"
#include "typeset/justified_text.h"
#include "typeset/page_geometry.h"
#include "typeset/rich_text.h"
#include "typeset/word_spacing.h"

namespace spotforge::typeset {

namespace {

// Type sizes in points. 10 pt Andika in a column of about 84 mm sets 40-50 characters a line.
constexpr double kBodySize = 10;
constexpr double kTitleSize = 24;
constexpr double kCaptionSize = 8.5;
constexpr double kGridNameSize = 7.5;
constexpr double kCreditsSize = 7.5;
constexpr double kFooterSize = 9;

constexpr double kParagraphGap = 5;
constexpr double kListIndent = 14;
constexpr double kItemGap = 2.5;
constexpr double kNotePadding = 7;
constexpr double kNoteBar = 3;
constexpr double kCellPadding = 3.5;
constexpr double kFigureAspect = 0.6;  // the box a figure is drawn in: height / column width
constexpr double kFigureMargin = 2;    // above and below a figure's ink
// Pango's greedy breaking only (optimal_breaking off, kept to compare): the widest word space
// a justified block may show, as a multiple of the font's own space; a block that can only be
// justified looser than this is set ragged-right instead.
constexpr double kLoosestWordSpace = 3.0;
// A last page filled less than this (a fraction of one column's height) is nearly empty.
constexpr double kNearlyEmptyPage = 0.25;
constexpr double kNumberBox = 22;  // contents: the page-number column

double heading_size(int level) { return level <= 1 ? 17 : level == 2 ? 13 : 11; }
double heading_space(int level) { return level <= 1 ? 16 : level == 2 ? 11 : 8; }

struct Rgb {
  double r, g, b;
};
constexpr Rgb kInk{0.10, 0.10, 0.13};
constexpr Rgb kAccent{0.16, 0.20, 0.42};
constexpr Rgb kTint{0.92, 0.94, 0.99};
constexpr Rgb kRule{0.70, 0.72, 0.78};
constexpr Rgb kGrey{0.35, 0.35, 0.40};

// The link attributes Cairo wants for "go to page N at (x, y)" (points from the top-left).
std::string page_destination(int page, double x, double y) {
  char buffer[96];
  std::snprintf(buffer, sizeof buffer, "page=%d pos=[%.2f %.2f]", page, x, y);
  return buffer;
}

void set_rgb(cairo_t* cr, Rgb c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

// Drawing needs no lock: the renderer only reads metrics the fonts have had since the layout
// was set (base/pango_metrics.h).
void show_layout(cairo_t* cr, PangoLayout* layout) { pango_cairo_show_layout(cr, layout); }
void show_layout_line(cairo_t* cr, PangoLayoutLine* line) {
  pango_cairo_show_layout_line(cr, line);
}

double pango_to_pt(int units) { return static_cast<double>(units) / PANGO_SCALE; }

using LayoutPtr = std::shared_ptr<PangoLayout>;
using DrawFn = std::function<void(cairo_t*, double x, double y)>;

struct Piece {
  PieceSize size;
  int heading = -1;  // index into the heading list when this piece is a heading
  DrawFn draw;
  DrawFn draw_at_top = {};  // when set, draws the piece at a column's top (size.top_extra taller)
};

// One line of a Pango layout, measured from the layout's top.
struct LineBox {
  PangoLayoutLine* line = nullptr;
  double top = 0;  // of the line's logical box
  double height = 0;
  double baseline = 0;  // from the line's top
  double x = 0;         // where the line's origin sits (alignment, indent)
};

// Numbers, ranges and scores ("12", "3-8", "2 × 5", "+1"): no letters, at least one digit.
bool is_numeric(const std::string& text) {
  bool digit = false;
  for (unsigned char c : text) {
    if (std::isdigit(c)) {
      digit = true;
    } else if (c < 0x80 && !std::strchr(" .,:;-+%/()", c)) {
      return false;  // a letter or other sign: words, not a number
    }
  }
  return digit;
}

// Every text of the document the hyphenator may be asked about.
std::vector<std::string> document_texts(const Document& d, const Artwork& art) {
  std::vector<std::string> texts{d.title, d.credits};
  texts.insert(texts.end(), art.symbol_names.begin(), art.symbol_names.end());
  const auto add = [&texts](const Inlines& inlines) {
    for (const Inline& in : inlines) texts.push_back(in.text);
  };
  for (const Block& b : d.blocks) {
    add(b.text);
    for (const Inlines& item : b.items) add(item);
    for (const auto& row : b.rows) {
      for (const Inlines& cell : row) add(cell);
    }
  }
  return texts;
}

class Typesetter {
 public:
  Typesetter(const Document& document, const Artwork& artwork, const TypesetOptions& options)
      : doc_(document),
        art_(artwork),
        options_(options),
        fonts_(FontSet::for_this_thread(options.heading_font, options.body_font)),
        hyphenator_(document.language, document_texts(document, artwork)),
        geo_(page_geometry(options.paper)) {
    pango_cairo_context_set_shape_renderer(fonts_.context(), draw_inline_symbol,
                                           const_cast<Artwork*>(&art_), nullptr);
    check_glyphs(doc_, art_, fonts_,
                 {{"the contents heading", contents_label(doc_.language)},
                  {"list markers and page numbers", "\u2022 0123456789."},
                  {"hyphens", "-"}});
    prepare_figures();
    for (const Block& b : doc_.blocks) {
      if (b.kind == Block::Kind::kHeading) places_.push_back({plain_text(b.text), b.level, 0, 0});
    }
  }

  TypesetReport write(const std::filesystem::path& out) {
    layout_title();
    std::vector<Slot> slots = lay_out();
    int pages = page_count(slots);
    // A last page holding only a few lines (the credits, the grid's last row) is a page
    // printed for nothing: set the symbol grid tighter and keep that when it saves the page.
    if (pages > 1 && last_page_height(slots, pages) < kNearlyEmptyPage * geo_.text_height()) {
      const std::vector<HeadingPlace> loose_places = places_;
      grid_tighter_ = 1;
      std::vector<Slot> tight = lay_out();
      if (page_count(tight) < pages) {
        slots = std::move(tight);
        pages = page_count(slots);
      } else {
        grid_tighter_ = 0;
        places_ = loose_places;
        slots = lay_out();
      }
    }
    draw(out, slots, pages);

    TypesetReport report;
    report.pages = pages;
    report.headings = places_;
    report.lines = lines_;
    report.widest_overflow_pt = std::max(0.0, overflow_);
    report.column_width_pt = geo_.column_width();
    report.loosest_word_space = loosest_;
    report.loosest_word_space_unfixed = std::max(loosest_, loosest_before_);
    report.ragged_blocks = ragged_blocks_;
    report.justified_lines = static_cast<int>(multiples_.size());
    for (double m : multiples_) {
      const size_t band =
          std::upper_bound(kSpaceBands.begin(), kSpaceBands.end(), m - 1e-9) - kSpaceBands.begin();
      ++report.space_bands[band];
    }
    report.last_page_fill = last_page_height(slots, pages) / geo_.text_height();
    report.largest_hole_lines = largest_hole(sizes(), slots, frame()) / body_line_height();
    return report;
  }

 private:
  const Document& doc_;
  const Artwork& art_;
  TypesetOptions options_;
  FontSet& fonts_;  // the thread's, kept from book to book
  Hyphenator hyphenator_;
  PageGeometry geo_;
  // A figure drawn once, and the band its ink covers: the piece is as tall as the drawing, so a
  // scene that doesn't fill the box leaves no empty band above or below it.
  struct FigureArt {
    CairoSurfacePtr surface;
    double ink_top = 0;
    double ink_height = 0;
  };
  std::map<size_t, FigureArt> figures_;  // block index -> the figure
  std::vector<HeadingPlace> places_;
  std::vector<Piece> pieces_;
  LayoutPtr title_;
  double title_height_ = 0;
  int lines_ = 0;
  double overflow_ = -1e9;
  double loosest_ = 1;         // the loosest justified word space set
  double loosest_before_ = 1;  // the loosest a block would have had, had it stayed justified
  int ragged_blocks_ = 0;
  std::vector<double> multiples_;  // each justified line's word space over the natural one
  int grid_tighter_ = 0;
  // A block's lines, set once: the contents' page numbers make the pieces be built again, but
  // a paragraph's lines do not change with them.
  struct SetBlock {
    std::vector<SetLine> lines;
    std::vector<double> multiples;
    bool ragged = false;
    double loosest_unfixed = 1;
  };
  std::map<std::pair<const Inlines*, int>, SetBlock>
      set_blocks_;  // symbols added to each row of the grid to save a nearly empty page
  std::unordered_map<std::string, LayoutPtr> layouts_;  // by layout_key: see new_layout

  double column_width() const { return geo_.column_width(); }
  double first_page_offset() const { return title_height_; }
  double figure_height() const { return std::round(column_width() * kFigureAspect); }

  // --- Layouts -------------------------------------------------------------------------------

  // A justified, hyphenated block `width` wide: broken by the optimal line breaker (or by
  // Pango's greedy one, for comparison), set once and counted in every pass.
  const SetBlock& justified(const Inlines& inlines, double width) {
    const auto key = std::make_pair(&inlines, static_cast<int>(std::lround(width * 100)));
    auto found = set_blocks_.find(key);
    if (found == set_blocks_.end()) {
      found = set_blocks_.emplace(key, set_block(inlines, width)).first;
    }
    const SetBlock& block = found->second;
    multiples_.insert(multiples_.end(), block.multiples.begin(), block.multiples.end());
    for (double m : block.multiples) loosest_ = std::max(loosest_, m);
    if (block.ragged) {
      ++ragged_blocks_;
      loosest_before_ = std::max(loosest_before_, block.loosest_unfixed);
    }
    return block;
  }

  SetBlock set_block(const Inlines& inlines, double width) {
    const TextStyle style{Face::kBody, kBodySize, true};
    SetBlock block;
    if (options_.optimal_breaking) {
      RichText rich = make_rich_text(inlines, style, fonts_, hyphenator_);
      PangoFontDescriptionPtr desc = fonts_.description(style.face, style.size_pt);
      block.lines = set_justified(fonts_.context(), desc.get(), rich, width);
      for (const SetLine& line : block.lines) {
        if (line.justified) block.multiples.push_back(line.space_multiple);
      }
      if (!block.lines.empty()) return block;
    }
    LayoutPtr layout = new_layout(inlines, style, width, PANGO_ALIGN_LEFT, true);
    if (pango_layout_get_justify(layout.get())) {
      block.multiples = word_space_multiples(layout.get());
    } else {
      block.ragged = true;
      PangoLayout* as_justified = pango_layout_copy(layout.get());
      pango_layout_set_justify(as_justified, true);
      block.loosest_unfixed = loosest_word_space(as_justified);
      g_object_unref(as_justified);
    }
    block.lines.push_back({layout, false, 1});
    return block;
  }

  // A layout is only read once made (measured and drawn, never changed): the same inputs in a
  // later pass take the same layout. A tenth of a rulebook's CPU went to setting the headings,
  // table cells, captions and contents again in every pass (2 to 4 a book).
  LayoutPtr new_layout(const Inlines& inlines, const TextStyle& style, double width,
                       PangoAlignment align, bool justify) {
    std::string key = layout_key(inlines, style, width, align, justify);
    auto found = layouts_.find(key);
    if (found == layouts_.end()) {
      found = layouts_.emplace(std::move(key), make_layout(inlines, style, width, align, justify))
                  .first;
    }
    return found->second;
  }

  LayoutPtr make_layout(const Inlines& inlines, const TextStyle& style, double width,
                        PangoAlignment align, bool justify) {
    RichText rich = make_rich_text(inlines, style, fonts_, hyphenator_);
    PangoLayout* layout = pango_layout_new(fonts_.context());
    PangoFontDescriptionPtr desc = fonts_.description(style.face, style.size_pt);
    pango_layout_set_font_description(layout, desc.get());
    pango_layout_set_text(layout, rich.text.c_str(), -1);
    pango_layout_set_attributes(layout, rich.attrs.get());
    // Its fonts' metrics known before it sets its lines: no lock needed (base/pango_metrics.h).
    const MeasuredFonts measured = measure_fonts(layout);
    pango_layout_set_width(layout, width > 0 ? static_cast<int>(width * PANGO_SCALE) : -1);
    // Break inside a word only when a word is wider than the whole line: never overfull.
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_alignment(layout, align);
    pango_layout_set_justify(layout, justify);
    if (justify && width > 0) {
      drop_overfull_hyphens(layout, width);
      if (loosest_word_space(layout) > kLoosestWordSpace) pango_layout_set_justify(layout, false);
    }
    // Asking for the extents makes Pango lay the lines out now, while the measured fonts are
    // held (the value itself is read again later, through logical_extents).
    PangoRectangle unused;
    pango_layout_get_extents(layout, nullptr, &unused);
    return LayoutPtr(layout, g_object_unref);
  }

  // Pango 1.50 sometimes breaks a justified line at a soft hyphen whose visible hyphen then
  // sticks out past the column (by up to a hyphen's width). Such a break point is taken back:
  // its soft hyphen becomes U+034F COMBINING GRAPHEME JOINER, also two bytes in UTF-8 (so the
  // attribute offsets stay right), invisible and no break opportunity; Pango then breaks the
  // line elsewhere.
  static void drop_overfull_hyphens(PangoLayout* layout, double width) {
    const int limit = static_cast<int>(width * PANGO_SCALE) + PANGO_SCALE / 100;
    for (int attempt = 0; attempt < 50; ++attempt) {
      std::string text = pango_layout_get_text(layout);
      int fix = -1;
      PangoLayoutIter* iter = pango_layout_get_iter(layout);
      do {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(iter, nullptr, &logical);
        PangoLayoutLine* line = pango_layout_iter_get_line_readonly(iter);
        int end = line->start_index + line->length;
        if (logical.x + logical.width > limit && end >= 2 &&
            text.compare(end - 2, 2, "\u00AD") == 0) {
          fix = end - 2;
          break;
        }
      } while (pango_layout_iter_next_line(iter));
      pango_layout_iter_free(iter);
      if (fix < 0) return;
      text.replace(fix, 2, "\u034F");
      pango_layout_set_text(layout, text.c_str(), -1);
    }
  }
  LayoutPtr new_layout(const std::string& text, const TextStyle& style, double width,
                       PangoAlignment align) {
    return new_layout(Inlines{{Inline::Kind::kText, text, -1}}, style, width, align, false);
  }

  static PangoRectangle logical_extents(PangoLayout* layout) {
    PangoRectangle logical;
    pango_layout_get_extents(layout, nullptr, &logical);
    return logical;
  }
  static double layout_height(PangoLayout* layout) {
    return pango_to_pt(logical_extents(layout).height);
  }
  static double layout_width(PangoLayout* layout) {
    return pango_to_pt(logical_extents(layout).width);
  }

  // The lines of a layout, each measured; also records how far any line sticks out past
  // `width` (the overfull-line check).
  std::vector<LineBox> line_boxes(PangoLayout* layout, double width) {
    std::vector<LineBox> boxes;
    PangoLayoutIter* iter = pango_layout_get_iter(layout);
    do {
      PangoRectangle logical;
      pango_layout_iter_get_line_extents(iter, nullptr, &logical);
      PangoLayoutLine* line = pango_layout_iter_get_line_readonly(iter);
      PangoRectangle own;
      pango_layout_line_get_extents(line, nullptr, &own);
      LineBox box;
      box.line = line;
      box.top = pango_to_pt(logical.y);
      box.height = pango_to_pt(logical.height);
      box.baseline = pango_to_pt(pango_layout_iter_get_baseline(iter) - logical.y);
      box.x = pango_to_pt(logical.x - own.x);
      boxes.push_back(box);
      if (width > 0)
        overflow_ = std::max(overflow_, pango_to_pt(logical.x + logical.width) - width);
      ++lines_;
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
    return boxes;
  }
  void measure(PangoLayout* layout, double width) { line_boxes(layout, width); }

  // --- Pieces --------------------------------------------------------------------------------

  void add(PieceSize size, DrawFn draw, int heading = -1) {
    pieces_.push_back({size, heading, std::move(draw)});
  }

  // A text block line by line, so it can continue in the next column; a first or last line is
  // never left alone (no orphans, no widows). `marker` draws a list bullet beside line one.
  void add_lines(const LayoutPtr& layout, double width, double indent, double space_before,
                 Rgb color, DrawFn marker = {}) {
    add_lines(std::vector<SetLine>{{layout, false, 1}}, width, indent, space_before, color,
              std::move(marker));
  }
  void add_lines(const std::vector<SetLine>& set, double width, double indent, double space_before,
                 Rgb color, DrawFn marker = {}) {
    std::vector<LineBox> boxes;
    std::vector<LayoutPtr> owners;  // the layout each line belongs to, kept alive by its piece
    for (const SetLine& s : set) {
      for (const LineBox& box : line_boxes(s.layout.get(), width)) {
        boxes.push_back(box);
        owners.push_back(s.layout);
      }
    }
    size_t n = boxes.size();
    for (size_t i = 0; i < n; ++i) {
      const LayoutPtr& layout = owners[i];
      PieceSize size;
      size.height = boxes[i].height;
      size.space_before = i == 0 ? space_before : 0;
      size.keep_with_next = n >= 2 && (i == 0 || i + 2 == n);
      LineBox box = boxes[i];
      DrawFn m = i == 0 ? marker : DrawFn{};
      add(size, [layout, box, indent, color, m](cairo_t* cr, double x, double y) {
        set_rgb(cr, color);
        cairo_move_to(cr, x + indent + box.x, y + box.baseline);
        show_layout_line(cr, box.line);
        if (m) m(cr, x, y + box.baseline);
      });
    }
  }

  void build_pieces() {
    pieces_.clear();
    lines_ = 0;
    overflow_ = -1e9;
    loosest_ = loosest_before_ = 1;
    ragged_blocks_ = 0;
    multiples_.clear();
    if (options_.contents && !places_.empty()) add_contents();
    int heading = 0;
    for (size_t i = 0; i < doc_.blocks.size(); ++i) {
      const Block& b = doc_.blocks[i];
      switch (b.kind) {
        case Block::Kind::kHeading:
          add_heading(b.text, b.level, heading++);
          break;
        case Block::Kind::kParagraph:
          add_paragraph(b);
          break;
        case Block::Kind::kBullets:
        case Block::Kind::kNumbered:
          add_list(b);
          break;
        case Block::Kind::kTable:
          add_table(b);
          break;
        case Block::Kind::kNote:
          add_note(b);
          break;
        case Block::Kind::kFigure:
          add_figure(b, i);
          break;
        case Block::Kind::kSymbolGrid:
          add_symbol_grid();
          break;
        case Block::Kind::kPageBreak:
          add({0, 0, false, false, true}, [](cairo_t*, double, double) {});
          break;
      }
    }
    if (!doc_.credits.empty()) add_credits();
  }

  void add_heading(const Inlines& text, int level, int index) {
    double w = column_width();
    LayoutPtr layout =
        new_layout(text, {Face::kHeading, heading_size(level), false}, w, PANGO_ALIGN_LEFT, false);
    measure(layout.get(), w);
    double h = layout_height(layout.get());
    double rule = level <= 1 ? 5 : 0;  // a game's or part's title is underlined
    PieceSize size{h + rule, heading_space(level), true, true, false};
    add(
        size,
        [layout, h, rule, w](cairo_t* cr, double x, double y) {
          set_rgb(cr, kAccent);
          cairo_move_to(cr, x, y);
          show_layout(cr, layout.get());
          if (rule > 0) {
            cairo_rectangle(cr, x, y + h + 2, w, 1.5);
            cairo_fill(cr);
          }
        },
        index);
  }

  void add_paragraph(const Block& b) {
    double w = column_width();
    add_lines(justified(b.text, w).lines, w, 0, kParagraphGap, kInk);
  }

  void add_list(const Block& b) {
    double w = column_width() - kListIndent;
    for (size_t i = 0; i < b.items.size(); ++i) {
      const std::vector<SetLine>& lines = justified(b.items[i], w).lines;
      std::string mark = b.kind == Block::Kind::kBullets ? "\u2022" : std::to_string(i + 1) + ".";
      LayoutPtr marker =
          new_layout(mark, {Face::kBody, kBodySize, false}, kListIndent - 4, PANGO_ALIGN_RIGHT);
      double marker_baseline = pango_to_pt(pango_layout_get_baseline(marker.get()));
      add_lines(lines, w, kListIndent, i == 0 ? kParagraphGap : kItemGap, kInk,
                [marker, marker_baseline](cairo_t* cr, double x, double baseline) {
                  set_rgb(cr, kAccent);
                  cairo_move_to(cr, x, baseline - marker_baseline);
                  show_layout(cr, marker.get());
                });
    }
  }

  void add_note(const Block& b) {
    double w = column_width() - 2 * kNotePadding - kNoteBar;
    std::vector<LineBox> boxes;
    std::vector<LayoutPtr> owners;
    for (const SetLine& s : justified(b.text, w).lines) {
      for (const LineBox& box : line_boxes(s.layout.get(), w)) {
        boxes.push_back(box);
        owners.push_back(s.layout);
      }
    }
    double text_h = 0;
    for (const LineBox& box : boxes) text_h += box.height;
    double h = text_h + 2 * kNotePadding;
    if (h > geo_.text_height() - first_page_offset()) {
      throw InputError({{Diagnostic::Severity::kError, doc_.template_file, b.source_line, 0,
                         "this note is longer than a column; split it into a shorter note and "
                         "paragraphs"}});
    }
    double cw = column_width();
    add({h, 2 * kParagraphGap, false, false, false},
        [owners, boxes, h, cw](cairo_t* cr, double x, double y) {
          set_rgb(cr, kTint);
          cairo_rectangle(cr, x, y, cw, h);
          cairo_fill(cr);
          set_rgb(cr, kAccent);
          cairo_rectangle(cr, x, y, kNoteBar, h);
          cairo_fill(cr);
          set_rgb(cr, kInk);
          double line_y = y + kNotePadding;
          for (const LineBox& box : boxes) {
            cairo_move_to(cr, x + kNoteBar + kNotePadding + box.x, line_y + box.baseline);
            show_layout_line(cr, box.line);
            line_y += box.height;
          }
        });
  }

  // Column widths: each column gets its natural width when the table fits; otherwise narrow
  // columns keep theirs and the wide ones share the rest in proportion.
  std::vector<double> table_widths(const Block& b, size_t columns) {
    std::vector<double> natural(columns, 0);
    for (size_t r = 0; r < b.rows.size(); ++r) {
      Face face = r == 0 && b.header_row ? Face::kBodyBold : Face::kBody;
      for (size_t c = 0; c < b.rows[r].size(); ++c) {
        LayoutPtr l =
            new_layout(b.rows[r][c], {face, kBodySize, false}, -1, PANGO_ALIGN_LEFT, false);
        natural[c] = std::max(natural[c], layout_width(l.get()) + 2 * kCellPadding + 0.5);
      }
    }
    double available = column_width();
    double total = 0;
    for (double n : natural) total += n;
    std::vector<double> widths = natural;
    if (total <= available) {
      for (double& w : widths) w += (available - total) / columns;
      return widths;
    }
    double fair = available / columns, fixed = 0, flexible = 0;
    for (double n : natural) (n <= fair ? fixed : flexible) += n;
    for (double& w : widths) {
      if (w > fair) w = (available - fixed) * w / flexible;
    }
    return widths;
  }

  void add_table(const Block& b) {
    size_t columns = 0;
    for (const auto& row : b.rows) columns = std::max(columns, row.size());
    if (columns == 0) return;
    std::vector<double> widths = table_widths(b, columns);
    // A column of numbers is right-aligned, so the digits line up.
    std::vector<bool> numeric(columns, true);
    for (size_t r = b.header_row ? 1 : 0; r < b.rows.size(); ++r) {
      for (size_t c = 0; c < columns; ++c) {
        std::string text = c < b.rows[r].size() ? plain_text(b.rows[r][c]) : "";
        if (!text.empty() && !is_numeric(text)) numeric[c] = false;
      }
    }
    size_t first = pieces_.size();
    DrawFn header_row;
    double header_h = 0;
    for (size_t r = 0; r < b.rows.size(); ++r) {
      bool header = r == 0 && b.header_row;
      std::vector<LayoutPtr> cells;
      double h = 0;
      for (size_t c = 0; c < columns; ++c) {
        Inlines text = c < b.rows[r].size() ? b.rows[r][c] : Inlines{};
        double w = widths[c] - 2 * kCellPadding;
        PangoAlignment align = numeric[c] ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
        // Table cells, like headings, captions and the contents, are never hyphenated: a
        // broken word in a short label reads as two.
        cells.push_back(new_layout(text, {header ? Face::kBodyBold : Face::kBody, kBodySize, false},
                                   w, align, false));
        measure(cells.back().get(), w);
        h = std::max(h, layout_height(cells.back().get()));
      }
      h += 2 * kCellPadding;
      bool top = r == 0;
      DrawFn row = [cells, widths, h, header, top](cairo_t* cr, double x, double y) {
        draw_table_row(cr, x, y, cells, widths, h, header, top);
      };
      add({h, top ? kParagraphGap + 2 : 0, false, false, false}, row);
      if (header) {
        header_row = row;
        header_h = h;
      } else if (!top && header_row) {
        // A row that opens a column repeats the header above it.
        pieces_.back().size.top_extra = header_h;
        pieces_.back().draw_at_top = [header_row, header_h, cells, widths, h](cairo_t* cr, double x,
                                                                              double y) {
          header_row(cr, x, y);
          draw_table_row(cr, x, y + header_h, cells, widths, h, false, false);
        };
      }
    }
    // A table may continue in the next column, its header repeated: the header keeps two rows
    // with it and the last row is never left alone.
    size_t n = pieces_.size() - first;
    for (size_t k = 0; k + 1 < n; ++k) {
      if (k <= 1 || k + 2 == n) pieces_[first + k].size.keep_with_next = true;
    }
  }

  static void draw_table_row(cairo_t* cr, double x, double y, const std::vector<LayoutPtr>& cells,
                             const std::vector<double>& widths, double h, bool header, bool top) {
    double width = 0;
    for (double w : widths) width += w;
    if (header) {
      set_rgb(cr, kTint);
      cairo_rectangle(cr, x, y, width, h);
      cairo_fill(cr);
    }
    double cx = x;
    set_rgb(cr, kInk);
    for (size_t c = 0; c < cells.size(); ++c) {
      cairo_move_to(cr, cx + kCellPadding, y + kCellPadding);
      show_layout(cr, cells[c].get());
      cx += widths[c];
    }
    set_rgb(cr, header ? kAccent : kRule);
    cairo_set_line_width(cr, header ? 1.0 : 0.5);
    if (top) {
      cairo_move_to(cr, x, y);
      cairo_line_to(cr, x + width, y);
    }
    cairo_move_to(cr, x, y + h);
    cairo_line_to(cr, x + width, y + h);
    cairo_stroke(cr);
  }

  // The rows of the figure box that hold visible ink, found on a raster at 2 px per point:
  // a recording surface's own ink extents count whole pictures (an SVG's transparent
  // viewport) and would keep the empty bands.
  std::pair<double, double> inked_band(cairo_surface_t* recording) const {
    constexpr double kScale = 2;
    const int w = static_cast<int>(std::ceil(column_width() * kScale));
    const int h = static_cast<int>(std::ceil(figure_height() * kScale));
    CairoSurfacePtr raster(cairo_image_surface_create(CAIRO_FORMAT_A8, w, h));
    {
      // Replays the pictures drawn on the recording into pixels: under their locks, or
      // another thread drawing one of them at that moment may read (or lend) cairo's
      // half-drawn scratch image of it (art/picture_locks.h).
      const PictureLocks locks(recording);
      CairoPtr cr(cairo_create(raster.get()));
      cairo_scale(cr.get(), kScale, kScale);
      cairo_set_source_surface(cr.get(), recording, 0, 0);
      cairo_paint(cr.get());
    }
    cairo_surface_flush(raster.get());
    const unsigned char* data = cairo_image_surface_get_data(raster.get());
    const int stride = cairo_image_surface_get_stride(raster.get());
    int first = -1, last = -1;
    for (int row = 0; row < h; ++row) {
      const unsigned char* p = data + static_cast<ptrdiff_t>(row) * stride;
      if (std::any_of(p, p + w, [](unsigned char a) { return a > 8; })) {
        if (first < 0) first = row;
        last = row;
      }
    }
    if (first < 0) return {0, figure_height()};  // nothing visible: keep the whole box
    return {first / kScale, (last + 1 - first) / kScale};
  }

  // The inked band of figure block `index` (drawn on figures_[index]), measured once for the
  // books sharing the artwork's figure_bands when the figure has a key.
  std::pair<double, double> figure_band(const std::string& id, size_t index) const {
    std::string key = art_.figure_bands && art_.figure_key ? art_.figure_key(id) : "";
    if (!key.empty()) {
      char size[64];
      std::snprintf(size, sizeof size, " %.17g x %.17g", column_width(), figure_height());
      key += size;
      if (const auto band = art_.figure_bands->find(key)) return *band;
    }
    const std::pair<double, double> band = inked_band(figures_.at(index).surface.get());
    if (!key.empty()) art_.figure_bands->keep(key, band);
    return band;
  }

  void prepare_figures() {
    DiagnosticList problems;
    for (size_t i = 0; i < doc_.blocks.size(); ++i) {
      const Block& b = doc_.blocks[i];
      if (b.kind != Block::Kind::kFigure) continue;
      CairoSurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
      bool drawn = false;
      {
        CairoPtr cr(cairo_create(surface.get()));
        drawn = art_.draw_figure &&
                art_.draw_figure(cr.get(), b.figure, 0, 0, column_width(), figure_height());
      }
      if (!drawn) {
        problems.error(
            doc_.template_file, b.source_line, 0,
            "unknown figure '" + b.figure + "'; expected one the kit can draw (e.g. tower-3)");
      }
      figures_[i] = {std::move(surface), 0, 0};
      std::tie(figures_[i].ink_top, figures_[i].ink_height) = figure_band(b.figure, i);
    }
    problems.throw_if_errors();
  }

  void add_figure(const Block& b, size_t index) {
    const FigureArt& art = figures_.at(index);
    double w = column_width(), fh = art.ink_height + 2 * kFigureMargin;
    LayoutPtr caption =
        new_layout(b.text, {Face::kBodyItalic, kCaptionSize, false}, w, PANGO_ALIGN_CENTER, false);
    measure(caption.get(), w);
    double ch = b.text.empty() ? 0 : layout_height(caption.get()) + 4;
    cairo_surface_t* figure = art.surface.get();
    const double shift = kFigureMargin - art.ink_top;
    // A figure and its caption are one piece: never cut across columns or pages.
    add({fh + ch, 2 * kParagraphGap, false, false, false, true},
        [figure, caption, fh, ch, shift](cairo_t* cr, double x, double y) {
          {
            // The page replays the figure's pictures when it is shown: it takes their locks.
            note_pictures_painted(figure, cairo_get_target(cr));
            CairoSaved saved(cr);
            cairo_set_source_surface(cr, figure, x, y + shift);
            cairo_paint(cr);
          }
          if (ch > 0) {
            set_rgb(cr, kGrey);
            cairo_move_to(cr, x, y + fh + 4);
            show_layout(cr, caption.get());
          }
        });
  }

  // A symbol's name under its picture is never hyphenated ("Fire extin-guisher" reads as two
  // words): a word too long for the cell is set smaller instead, down to a floor.
  double label_size(const std::string& name, double width) {
    constexpr double kSmallest = 5.5;
    double size = kGridNameSize;
    for (; size > kSmallest; size -= 0.25) {
      double widest = 0;
      size_t start = 0;
      while (start <= name.size()) {
        size_t end = name.find(' ', start);
        if (end == std::string::npos) end = name.size();
        LayoutPtr word = new_layout(name.substr(start, end - start),
                                    {Face::kBody, size, false, false}, -1, PANGO_ALIGN_LEFT);
        widest = std::max(widest, layout_width(word.get()));
        start = end + 1;
      }
      if (widest <= width) break;
    }
    return size;
  }

  void add_symbol_grid() {
    std::vector<int> shown = art_.grid_symbols;
    if (shown.empty()) {
      for (size_t i = 0; i < art_.symbol_names.size(); ++i) shown.push_back(static_cast<int>(i));
    }
    int per_row = std::max(2, static_cast<int>(column_width() / 56)) + grid_tighter_;
    double cell = column_width() / per_row;
    double picture = std::min(30.0, cell - 12);
    for (size_t first = 0; first < shown.size(); first += per_row) {
      std::vector<int> row(shown.begin() + first,
                           shown.begin() + std::min(shown.size(), first + per_row));
      std::vector<LayoutPtr> labels;
      double label_h = 0;
      for (int symbol : row) {
        const std::string& name = art_.symbol_names.at(static_cast<size_t>(symbol));
        labels.push_back(new_layout(Inlines{{Inline::Kind::kText, name, -1}},
                                    {Face::kBody, label_size(name, cell - 4), false, false},
                                    cell - 4, PANGO_ALIGN_CENTER, false));
        measure(labels.back().get(), cell - 4);
        label_h = std::max(label_h, layout_height(labels.back().get()));
      }
      double h = 3 + picture + 2 + label_h + 3;
      const Artwork* art = &art_;
      add({h, first == 0 ? kParagraphGap + 2 : 0, false, false, false},
          [art, labels, row, cell, picture](cairo_t* cr, double x, double y) {
            for (size_t k = 0; k < row.size(); ++k) {
              double cx = x + k * cell;
              if (art->draw_symbol) {
                CairoSaved saved(cr);
                cairo_new_path(cr);  // the picture starts clean, not from the text's point
                art->draw_symbol(cr, row[k], cx + (cell - picture) / 2, y + 3, picture, picture);
              }
              set_rgb(cr, kInk);
              cairo_move_to(cr, cx + 2, y + 3 + picture + 2);
              show_layout(cr, labels[k].get());
            }
          });
    }
  }

  void add_contents() {
    add_heading({{Inline::Kind::kText, contents_label(doc_.language), -1}}, 2, -1);
    double w = column_width();
    for (const HeadingPlace& place : places_) {
      if (place.level > 2) continue;
      double indent = place.level <= 1 ? 0 : 10;
      Face face = place.level <= 1 ? Face::kBodyBold : Face::kBody;
      LayoutPtr title =
          new_layout(Inlines{{Inline::Kind::kText, place.text, -1}}, {face, kBodySize, false},
                     w - indent - kNumberBox, PANGO_ALIGN_LEFT, false);
      measure(title.get(), w - indent - kNumberBox);
      LayoutPtr number = new_layout(place.page > 0 ? std::to_string(place.page) : "",
                                    {face, kBodySize, false}, kNumberBox, PANGO_ALIGN_RIGHT);
      double h = layout_height(title.get());
      std::string link = place.page > 0 ? page_destination(place.page, geo_.left, place.y) : "";
      add({h, place.level <= 1 ? 4 : 1.5, false, false, false},
          [title, number, indent, w, h, link](cairo_t* cr, double x, double y) {
            if (!link.empty()) {
              char rect[96];
              std::snprintf(rect, sizeof rect, "rect=[%.2f %.2f %.2f %.2f] ", x, y, w, h);
              cairo_tag_begin(cr, CAIRO_TAG_LINK, (rect + link).c_str());
            }
            set_rgb(cr, kInk);
            cairo_move_to(cr, x + indent, y);
            show_layout(cr, title.get());
            cairo_move_to(cr, x + w - kNumberBox, y);
            show_layout(cr, number.get());
            if (!link.empty()) cairo_tag_end(cr, CAIRO_TAG_LINK);
          });
    }
  }

  void add_credits() {
    double w = column_width();
    LayoutPtr layout = new_layout(Inlines{{Inline::Kind::kText, doc_.credits, -1}},
                                  {Face::kBody, kCreditsSize, false}, w, PANGO_ALIGN_LEFT, false);
    add_lines(layout, w, 0, 3 * kParagraphGap, kGrey);
  }

  void layout_title() {
    double w = geo_.text_width();
    title_ = new_layout(doc_.title, {Face::kHeading, kTitleSize, false}, w, PANGO_ALIGN_LEFT);
    measure(title_.get(), w);
    title_height_ = layout_height(title_.get()) + 14;
  }

  // --- Placing and drawing -------------------------------------------------------------------

  // Pieces and their places, again until the contents list shows the pages the headings
  // landed on.
  std::vector<Slot> lay_out() {
    std::vector<Slot> slots;
    for (int pass = 0; pass < 4; ++pass) {
      build_pieces();
      slots = flow();
      std::vector<HeadingPlace> placed = heading_places(slots);
      bool same = std::equal(placed.begin(), placed.end(), places_.begin(), places_.end(),
                             [](const HeadingPlace& a, const HeadingPlace& b) {
                               return a.page == b.page && std::abs(a.y - b.y) < 0.01;
                             });
      places_ = placed;
      if (same) break;
    }
    return slots;
  }
  static int page_count(const std::vector<Slot>& slots) {
    int pages = 1;
    for (const Slot& s : slots) pages = std::max(pages, s.page + 1);
    return pages;
  }
  // The height the pieces on the last page fill, both columns together.
  double last_page_height(const std::vector<Slot>& slots, int pages) const {
    double h = 0;
    for (size_t k = 0; k < slots.size() && k < pieces_.size(); ++k) {
      if (slots[k].page == pages - 1) h += pieces_[k].size.height;
    }
    return h;
  }

  std::vector<PieceSize> sizes() const {
    std::vector<PieceSize> sizes;
    for (const Piece& p : pieces_) sizes.push_back(p.size);
    return sizes;
  }
  FlowFrame frame() const { return {geo_.columns, geo_.text_height(), first_page_offset()}; }
  std::vector<Slot> flow() { return flow_pieces(sizes(), frame()); }
  // One line of body text, the unit a hole is counted in.
  double body_line_height() {
    LayoutPtr line = new_layout("Ag", {Face::kBody, kBodySize, false}, -1, PANGO_ALIGN_LEFT);
    return layout_height(line.get());
  }

  double piece_y(const Slot& slot) const {
    return geo_.top + (slot.page == 0 ? first_page_offset() : 0) + slot.y;
  }

  std::vector<HeadingPlace> heading_places(const std::vector<Slot>& slots) const {
    std::vector<HeadingPlace> placed = places_;
    for (size_t k = 0; k < pieces_.size(); ++k) {
      int h = pieces_[k].heading;
      if (h < 0) continue;
      placed[h].page = slots[k].page + 1;
      placed[h].y = piece_y(slots[k]);
    }
    return placed;
  }

  void draw(const std::filesystem::path& out, const std::vector<Slot>& slots, int pages) {
    PdfMetadata meta;
    meta.title = doc_.title;
    meta.subject = doc_.title;
    meta.language = doc_.language;
    PdfDocument pdf(out, meta);
    for (int page = 0; page < pages; ++page) {
      cairo_t* cr = pdf.begin_page(options_.paper, std::to_string(page + 1));
      CairoSaved page_state(cr);
      cairo_scale(cr, 1 / kPointsPerMm, 1 / kPointsPerMm);  // the typesetter measures in points
      if (page == 0) draw_title(cr);
      for (size_t k = 0; k < pieces_.size(); ++k) {
        if (slots[k].page != page) continue;
        CairoSaved saved(cr);
        cairo_new_path(cr);
        const Piece& piece = pieces_[k];
        const bool at_top = slots[k].y == 0 && piece.draw_at_top;
        (at_top ? piece.draw_at_top : piece.draw)(cr, geo_.column_x(slots[k].column),
                                                  piece_y(slots[k]));
      }
      draw_page_number(cr, page + 1);
      if (page == pages - 1) add_bookmarks(cairo_get_target(cr));
    }
    pdf.finish();
  }

  // Bookmarks to the very heading (page and height): games or parts at the top, their
  // sections beneath. PdfDocument's bookmarks point at whole pages, so these go straight to
  // Cairo's surface.
  void add_bookmarks(cairo_surface_t* surface) {
    int parents[4] = {CAIRO_PDF_OUTLINE_ROOT, CAIRO_PDF_OUTLINE_ROOT, CAIRO_PDF_OUTLINE_ROOT,
                      CAIRO_PDF_OUTLINE_ROOT};
    for (const HeadingPlace& place : places_) {
      int level = std::clamp(place.level, 1, 3);
      std::string link = page_destination(place.page, geo_.left, place.y);
      int id = cairo_pdf_surface_add_outline(
          surface, parents[level - 1], place.text.c_str(), link.c_str(),
          level == 1 ? CAIRO_PDF_OUTLINE_FLAG_OPEN : static_cast<cairo_pdf_outline_flags_t>(0));
      for (int l = level; l < 4; ++l) parents[l] = id;
    }
  }

  void draw_title(cairo_t* cr) {
    CairoSaved saved(cr);
    set_rgb(cr, kAccent);
    cairo_move_to(cr, geo_.left, geo_.top);
    show_layout(cr, title_.get());
    cairo_rectangle(cr, geo_.left, geo_.top + title_height_ - 9, geo_.text_width(), 2);
    cairo_fill(cr);
  }

  void draw_page_number(cairo_t* cr, int page) {
    CairoSaved saved(cr);
    LayoutPtr number = new_layout(std::to_string(page), {Face::kBody, kFooterSize, false},
                                  geo_.text_width(), PANGO_ALIGN_CENTER);
    set_rgb(cr, kGrey);
    cairo_move_to(cr, geo_.left, geo_.height - geo_.bottom / 2 - layout_height(number.get()) / 2);
    show_layout(cr, number.get());
  }
};

}  // namespace

std::string contents_label(const std::string& language) {
  // Not "Contents": the rules have a section of that name (what is in the box).
  return language_pack(language)->text("contents_heading");
}

TypesetReport typeset_pdf(const Document& document, const Artwork& artwork,
                          const TypesetOptions& options, const std::filesystem::path& out) {
  Typesetter typesetter(document, artwork, options);
  return typesetter.write(out);
}

}  // namespace spotforge::typeset
