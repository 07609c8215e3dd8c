// The theme's credits as one line in a language: the theme holds them as data (what, source,
// by, licence) and the language pack's credits_* strings say them, so a French book reads
// "Images : Fluent Emoji Flat de Microsoft, licence : MIT" and no book quotes English.
#pragma once

#include <string>

#include "theme/theme.h"

namespace spotforge {

// Every credit in `language`, joined by " · "; consecutive credits of one kind share their
// word ("Fonts: A, B"). A free-text credit (old themes; the loader warns) is kept as written.
std::string credits_text(const Theme& theme, const std::string& language);

}  // namespace spotforge
