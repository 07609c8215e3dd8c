// Rulebook templates: a small Markdown subset plus variables, expanded into a typeset::Document.
//
//   ---                                 front matter: `title:` (required; may use variables)
//   title: {{game}} rules
//   ---
//   # Heading {#anchor}                 levels 1-3; the anchor is made from the text if left out
//   A paragraph with **strong**, *emphasis*, a {{variable}}, a count with its noun
//   {{cards|card|cards}} ("55 cards"; Polish needs three forms: {{cards|karta|karty|kart}};
//   a form holding `#` puts the number there instead) and a symbol picture {{symbol:mascot}}.
//   - bullet item (indented lines continue it)      1. numbered item
//   > a note (consecutive lines make one note)
//   | header | cells |      a `|---|` line below the first row makes it the header row
//   ![caption](figure-id)   a figure drawn by the kit (e.g. tower-3)
//   {{symbol_grid}}         every symbol with its name        {{pagebreak}}
//   {{symbol_acc:mascot}}   the symbol named with its article in a grammatical case (nom, acc,
//                           dat): "die Hand ✋" when the theme gives its gender, else "das
//                           Symbol ✋ Hand"; {{Symbol_nom:key}} starts a sentence
//   {{#if name}} ... {{else}} ... {{/if}}   conditions: name, !name, name OP value with
//                                           OP one of == != < <= > >= (numbers or names)
//   {{#each list}} ... {{/each}}            repeats its lines once per row of a list;
//                                           the row's fields shadow the outer variables
// `\` escapes the next character. Directives ({{#if}}, {{#each}}, {{else}}, {{/if}}, {{/each}},
// {{pagebreak}}, {{symbol_grid}}) stand alone on their line.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "typeset/document.h"

namespace spotforge::typeset {

// A variable's value: a whole number (counts; also 0/1 for yes/no) or text.
using TemplateValue = std::variant<long long, std::string>;
using TemplateRow = std::map<std::string, TemplateValue>;

// A symbol a template may show inline with {{symbol:key}}.
struct TemplateSymbol {
  int index = -1;            // into the theme's symbols
  std::string name;          // in the document's language
  std::string gender = "";   // "", "m", "f" or "n": picks the phrase form ({{symbol_acc:key}})
  std::string article = "";  // "" or the theme's own article, replacing the phrase's
};

struct TemplateContext {
  std::string language;  // "en", "it", "pl": picks the plural rules
  std::map<std::string, TemplateValue> values;
  std::map<std::string, std::vector<TemplateRow>> lists;  // for {{#each}} and {{#if list}}
  std::map<std::string, TemplateSymbol> symbols;          // "mascot", symbol ids, ...
  // A symbol's name with its article, by grammatical case and gender: "symbol_acc_f" ->
  // "die {name} {picture}", "symbol_acc_x" (no gender given) -> "das Symbol {picture} {name}".
  std::map<std::string, std::string> phrases;
  std::string credits;  // copied into Document::credits
};

// Expands `text` (the contents of template `file`, named in messages) into a Document.
// Every problem found (unknown variable, unclosed block, wrong number of plural forms, unknown
// symbol, unbalanced emphasis, ...) is collected and thrown as one InputError naming the file,
// line and column.
Document expand_template(const std::string& text, const std::string& file,
                         const TemplateContext& context);

// Reads and expands a template file; a missing or unreadable file is an InputError.
Document load_template(const std::filesystem::path& path, const TemplateContext& context);

}  // namespace spotforge::typeset
