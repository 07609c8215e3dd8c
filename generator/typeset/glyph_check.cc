#include "typeset/glyph_check.h"

#include "art/glyph_coverage.h"
#include "base/diagnostic.h"
#include "typeset/rich_text.h"

namespace spotforge::typeset {

namespace {

const char* face_name(Face face) {
  switch (face) {
    case Face::kHeading:
      return "heading font";
    case Face::kBody:
      return "body font";
    case Face::kBodyBold:
      return "body font (bold)";
    case Face::kBodyItalic:
      return "body font (italic)";
  }
  return "font";
}

const char* face_style(Face face) {
  switch (face) {
    case Face::kHeading:
    case Face::kBodyBold:
      return "Bold";
    case Face::kBodyItalic:
      return "Italic";
    case Face::kBody:
      return "";
  }
  return "";
}

class Checker {
 public:
  Checker(const Document& document, const FontSet& fonts) : document_(document), fonts_(fonts) {}

  // Coverage is asked of the very font file (art's HarfBuzz check, shared with text symbols).
  void check(Face face, const std::string& text, int line, const std::string& where) {
    if (text.empty()) return;
    FontCoverage coverage = check_glyph_coverage(fonts_.family(face), face_style(face), text);
    if (!coverage.family_found) {
      problems_.error(document_.template_file, line, 0,
                      describe_problem(coverage) + "; install it or choose another font");
      return;
    }
    for (const MissingCharacter& c : coverage.missing) {
      std::string message = "the character " + c.describe() + " in " + where + " is not in the " +
                            face_name(face) + " " + fonts_.family(face) + " (" + coverage.file +
                            "); write it differently or choose a font that has it";
      problems_.error(document_.template_file, line, 0, message);
    }
  }

  void check_inlines(const Inlines& inlines, Face base, int line, const std::string& where) {
    for (const Inline& in : inlines) {
      if (in.kind == Inline::Kind::kSymbol) continue;  // drawn as a picture
      check(face_for(in.kind, base), in.text, line, where);
    }
  }

  void check_block(const Block& b) {
    int line = b.source_line;
    switch (b.kind) {
      case Block::Kind::kHeading:
        check_inlines(b.text, Face::kHeading, line, "a heading");
        break;
      case Block::Kind::kParagraph:
        check_inlines(b.text, Face::kBody, line, "a paragraph");
        break;
      case Block::Kind::kNote:
        check_inlines(b.text, Face::kBody, line, "a note");
        break;
      case Block::Kind::kFigure:
        check_inlines(b.text, Face::kBodyItalic, line, "a figure caption");
        break;
      case Block::Kind::kBullets:
      case Block::Kind::kNumbered:
        for (const auto& item : b.items) check_inlines(item, Face::kBody, line, "a list item");
        break;
      case Block::Kind::kTable:
        for (size_t r = 0; r < b.rows.size(); ++r) {
          Face face = r == 0 && b.header_row ? Face::kBodyBold : Face::kBody;
          for (const auto& cell : b.rows[r]) check_inlines(cell, face, line, "a table cell");
        }
        break;
      case Block::Kind::kSymbolGrid:
      case Block::Kind::kPageBreak:
        break;
    }
  }

  DiagnosticList& problems() { return problems_; }

 private:
  const Document& document_;
  const FontSet& fonts_;
  DiagnosticList problems_;
};

}  // namespace

void check_glyphs(const Document& document, const Artwork& artwork, const FontSet& fonts,
                  const std::vector<GeneratedText>& generated) {
  Checker checker(document, fonts);
  checker.check(Face::kHeading, document.title, 0, "the title");
  checker.check(Face::kBody, document.credits, 0, "the credits line");
  for (const Block& block : document.blocks) checker.check_block(block);
  // Every name, also of symbols the grid leaves out: inline symbols may still name them.
  for (size_t i = 0; i < artwork.symbol_names.size(); ++i) {
    checker.check(Face::kBody, artwork.symbol_names[i], 0,
                  "the name of symbol " + std::to_string(i + 1) + " ('" + artwork.symbol_names[i] +
                      "', from the theme)");
  }
  for (const auto& g : generated) checker.check(Face::kBody, g.text, 0, g.what);
  checker.problems().throw_if_errors();
}

}  // namespace spotforge::typeset
