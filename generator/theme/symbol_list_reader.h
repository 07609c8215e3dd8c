// Reads a list of symbols (the deck's `symbols:` or the spotlight's `characters:`) from
// theme.yaml: each item's id, names, one picture source, colour and role, plus the checks that
// span the list (duplicate ids, the same picture twice, more than one mascot).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <memory>

#include "art/iconify.h"
#include "theme/theme.h"
#include "theme/yaml_fields.h"

namespace spotforge {

struct SymbolListContext {
  std::filesystem::path folder;          // the theme folder; file: paths resolve inside it
  std::vector<std::string> languages;    // every item needs a name in each
  std::shared_ptr<const IconSet> icons;  // the theme's icon set; null when it has none
  bool icon_set_failed = false;          // set: was given but could not be read (already reported)
  bool allow_role = true;                // roles are for deck symbols only
  std::string noun = "symbol";           // "symbol" or "character", for messages
  std::string name_font;                 // family names are printed in; "" = not checked
};

std::vector<ThemeSymbol> read_symbol_list(YamlFields& yaml, const YamlField& list,
                                          const SymbolListContext& context);

// English name of a language code for messages ("it" -> "Italian"); the code when unknown.
std::string language_name(const std::string& code);

}  // namespace spotforge
