// A rulebook as plain data: the blocks a template expands to, with every variable already
// filled in. typeset/template_* builds it from templates/lang/<code>/*.md; the typesetter draws it.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "typeset/figure_bands.h"

typedef struct _cairo cairo_t;

namespace spotforge::typeset {

// A run of inline content inside a paragraph, heading, list item, note or table cell.
struct Inline {
  enum class Kind { kText, kStrong, kEmphasis, kSymbol };
  Kind kind = Kind::kText;
  std::string text;  // UTF-8 (kText, kStrong, kEmphasis); the symbol's name for kSymbol
  int symbol = -1;   // kSymbol: index into the theme's symbols, drawn at text height
};
using Inlines = std::vector<Inline>;

struct Block {
  enum class Kind {
    kHeading,     // level 1 (a game or part), 2 (a section), 3 (a sub-section)
    kParagraph,   // justified, hyphenated
    kBullets,     // items
    kNumbered,    // items
    kTable,       // rows; the first is the header when header_row
    kNote,        // a boxed aside
    kFigure,      // figure: an id the FigureProvider draws (e.g. "tower-3"), caption in text
    kSymbolGrid,  // every symbol of the theme with its name
    kPageBreak,
  };
  Kind kind = Kind::kParagraph;
  int level = 0;
  Inlines text;
  std::vector<Inlines> items;
  std::vector<std::vector<Inlines>> rows;
  bool header_row = true;
  std::string figure;
  std::string anchor;   // headings: a stable id for links and bookmarks
  int source_line = 0;  // the template line the block came from, for error messages
};

struct Document {
  std::string title;          // in the document's language
  std::string language;       // "en", "it", "pl"
  std::string template_file;  // path of the template, for error messages
  std::string credits;        // the theme's credits line
  std::vector<Block> blocks;
};

// What the typesetter asks the kit to draw: symbol pictures and figures from real cards.
struct Artwork {
  // Draws symbol `index` fitted into the box (x, y, w, h) in points.
  std::function<void(cairo_t*, int index, double x, double y, double w, double h)> draw_symbol;
  // The symbols' names in the document's language (for the symbol grid), by symbol index.
  std::vector<std::string> symbol_names;
  // The symbols the grid shows, in order (indices into symbol_names and for draw_symbol);
  // empty: every entry of symbol_names. A deck of a lower order uses only some of a theme's.
  std::vector<int> grid_symbols;
  // Draws the figure `id` into the box; returns false if the id is unknown.
  std::function<bool(cairo_t*, const std::string& id, double x, double y, double w, double h)>
      draw_figure;
  // A figure whose drawing is the same in every book sharing `figure_bands` (no words of the
  // book's language) is named by figure_key (empty: measured by each book), and its inked
  // band measured once for all of them.
  std::function<std::string(const std::string& id)> figure_key;
  std::shared_ptr<FigureBands> figure_bands;
};

}  // namespace spotforge::typeset
