// Reads theme.yaml's `card:` and `layout:` sections into the model, every problem reported at
// its place (see yaml_fields.h). Values not given keep the model's defaults.
#pragma once

#include <filesystem>
#include <string>

#include "theme/theme.h"
#include "theme/yaml_fields.h"

namespace spotforge {

// `card:`: shape and size, bleed, safe margin, background, border ring and back design. A
// back image resolves inside `folder`; back text must have every glyph in `back_font` (the
// family the backs are printed in), or Pango would print a box for a missing one.
void read_card_style(YamlFields& yaml, const YamlField& field, const std::filesystem::path& folder,
                     const std::string& back_font, CardStyle* card);

// `layout:`: minimum gap, size variety, rotation mode and mirroring.
void read_layout_preferences(YamlFields& yaml, const YamlField& field, LayoutPreferences* layout);

}  // namespace spotforge
