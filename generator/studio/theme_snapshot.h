// What a studio build reads: a copy of the theme as saved at one moment, so edits made while
// the kit is being built (theme.yaml rewritten, pictures added) can't mix two versions in one
// kit. theme.yaml's text is copied; the pictures it names are hard-linked (copied where the
// file system can't link), which costs nothing for the largest photo.
#pragma once

#include <filesystem>
#include <string>

namespace spotforge::studio {

// Writes `into`/NAME/theme.yaml holding `text` and links every file that text names inside
// `folder` (pictures, the card back, an icon set file) at the same place below it; NAME is
// `folder`'s own name, so a theme without id: gets the same id from it. Returns `into`/NAME.
// `into` must not exist yet. Throws InputError when the text is not a valid theme or a file
// can't be linked or copied.
std::filesystem::path snapshot_theme(const std::filesystem::path& folder, const std::string& text,
                                     const std::filesystem::path& into);

}  // namespace spotforge::studio
