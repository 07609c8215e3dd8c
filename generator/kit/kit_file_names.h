// The names of the files a kit folder's products have: what `build` and `deck` write, and so
// the only names a kit list (.spotforge-kit.json) may give for the next build to remove. A
// crafted list naming anything else (a user's thesis.pdf, link/precious.txt) is refused.
#pragma once

#include <filesystem>

namespace spotforge {

// True for a path, relative to the kit folder, that some kit writes: cards.pdf, layout.json,
// the rulebooks (rules-GAME-LANG.pdf), the Spotlight and party files, symbols/NAME and
// previews/NAME.png.
bool is_kit_file_name(const std::filesystem::path& relative);

}  // namespace spotforge
