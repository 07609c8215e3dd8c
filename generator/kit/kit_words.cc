#include "kit/kit_words.h"

#include "base/languages.h"
#include "typeset/language_pack.h"

namespace spotforge {

std::string kit_language(const Theme& theme) {
  for (const std::string& language : theme.languages) {
    if (language_available(language)) return language;
  }
  return "en";
}

PrintWords print_words(const std::string& language) {
  const auto pack = typeset::language_pack(language);
  const auto text = [&](const char* key) { return pack->text(key); };
  PrintWords w;
  w.ruler = text("print_ruler");
  w.sheet_label = text("sheet_label");
  w.side_fronts = text("sheet_side_fronts");
  w.side_fold = text("sheet_side_fold");
  w.side_backs = text("sheet_side_backs");
  w.duplex_long = text("duplex_long");
  w.duplex_short = text("duplex_short");
  w.duplex_fold = text("duplex_fold");
  w.duplex_none = text("duplex_none");
  w.sheet_bookmark = text("sheet_bookmark");
  w.sheet_bookmark_fronts = text("sheet_bookmark_fronts");
  w.sheet_bookmark_backs = text("sheet_bookmark_backs");
  w.page_fronts = text("sheet_page_fronts");
  w.page_backs = text("sheet_page_backs");
  w.duplex_test_bookmark = text("duplex_test_bookmark");
  w.duplex_test_page_front = text("duplex_test_page_front");
  w.duplex_test_page_back = text("duplex_test_page_back");
  w.duplex_test_front = text("duplex_test_front");
  w.duplex_test_label_front = text("duplex_test_label_front");
  w.duplex_test_label_back = text("duplex_test_label_back");
  w.duplex_test_read1 = text("duplex_test_read1");
  w.duplex_test_read2 = text("duplex_test_read2");
  w.duplex_test_applied = text("duplex_test_applied");
  w.duplex_test_formula = text("duplex_test_formula");
  return w;
}

}  // namespace spotforge
