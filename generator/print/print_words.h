// The words the print engine puts on a page: the ruler's note, the card sheets' labels,
// bookmarks and page labels, and the duplex test page. The engine has no language of its own:
// kit fills these from the kit's language folder (kit/kit_words.h), so every word comes from
// templates/lang/<code>/strings.yaml. A text's {name} parts are filled in here (fill_words).
#pragma once

#include <map>
#include <string>

#include "print/imposition.h"

namespace spotforge {

struct PrintWords {
  std::string ruler;  // beside the 100 mm ruler: print at 100 %
  // A card sheet's label: {product} {sheet} {sheets} {side} {page} {pages} {instruction}.
  std::string sheet_label;
  std::string side_fronts, side_fold;  // "fronts"; "fronts above, backs below"
  std::string side_backs;              // {page}: the fronts page it backs
  std::string duplex_long, duplex_short, duplex_fold, duplex_none;  // the printer setting
  std::string sheet_bookmark;           // {n}: a fold-mode sheet (also its page label)
  std::string sheet_bookmark_fronts;    // {n}
  std::string sheet_bookmark_backs;     // {n}
  std::string page_fronts, page_backs;  // {n}: the page labels a viewer shows
  // The duplex test's two pages.
  std::string duplex_test_bookmark, duplex_test_page_front, duplex_test_page_back;
  std::string duplex_test_front;                     // {instruction}
  std::string duplex_test_label_front;               // {product} {page} {pages}
  std::string duplex_test_label_back;                // {product} {page} {pages}
  std::string duplex_test_read1, duplex_test_read2;  // how to read the scales (two lines)
  std::string duplex_test_applied;                   // {offset}
  std::string duplex_test_formula;                   // {dx} {dy}

  // The printer setting for the mode.
  const std::string& duplex(DuplexMode mode) const;
};

// `text` with every {name} replaced by its value (names not given stay as written).
std::string fill_words(const std::string& text, const std::map<std::string, std::string>& values);

}  // namespace spotforge
