#include "kit/credits_text.h"

#include "typeset/language_pack.h"

namespace spotforge {

namespace {

// "Fluent Emoji Flat by Microsoft, licence: MIT", in the pack's words.
std::string credit_phrase(const Credit& c, const typeset::LanguagePack& pack) {
  std::string work = c.source;
  if (!c.by.empty()) {
    work =
        c.source.empty() ? c.by : pack.format("credits_by", {{"source", c.source}, {"by", c.by}});
  }
  if (!c.licence.empty()) {
    work = pack.format("credits_licence", {{"work", work}, {"licence", c.licence}});
  }
  return work;
}

}  // namespace

std::string credits_text(const Theme& theme, const std::string& language) {
  const auto pack = typeset::language_pack(language);
  std::string line;
  std::string what;  // the kind the last phrase was of
  for (const Credit& c : theme.credits) {
    if (c.what.empty()) {
      line += (line.empty() ? "" : " \u00B7 ") + c.text;
      what.clear();
    } else if (c.what == what) {
      line += pack->text("credits_and") + credit_phrase(c, *pack);
    } else {
      line += (line.empty() ? "" : " \u00B7 ") +
              pack->format("credits_item", {{"what", pack->text("credits_" + c.what)},
                                            {"work", credit_phrase(c, *pack)}});
      what = c.what;
    }
  }
  return line;
}

}  // namespace spotforge
