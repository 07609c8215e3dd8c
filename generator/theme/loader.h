// Loading a theme folder: theme.yaml read with yaml-cpp, every key checked, every problem
// reported at its theme.yaml LINE:COL. This step opens no picture; art checks the pictures.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "theme/theme.h"

namespace spotforge {

// The theme folder a command-line argument means: an existing folder (or a theme.yaml file
// in one), else the name of a user's theme or a shipped one (base/data_dir.h's
// theme_search_path). Throws InputError naming the known themes when neither exists.
std::filesystem::path find_theme_folder(const std::string& argument);

// The folder holding the shipped themes.
std::filesystem::path shipped_themes_dir();

// Reads and validates `folder`/theme.yaml. Collects every problem; throws one InputError with
// all of them (errors and warnings) when any is an error. Warnings of a good theme are appended
// to *warnings when given.
Theme load_theme(const std::filesystem::path& folder, std::vector<Diagnostic>* warnings = nullptr);

// The same for theme.yaml text already read (what load_theme does after reading the file):
// messages name `folder`/theme.yaml and file references resolve inside `folder`.
Theme load_theme_text(const std::filesystem::path& folder, const std::string& yaml,
                      std::vector<Diagnostic>* warnings = nullptr);

// Most symbols (and, separately, Spotlight characters) a theme may list. Checking a theme
// compares every pair of pictures for look-alikes (some 150 us a pair) and a deck's layout
// grows with its symbols per card: the largest deck this allows, order 23, has 24 per card,
// and the check takes under half a minute at worst.
inline constexpr size_t kMaxThemeSymbols = 600;
inline constexpr int kMaxThemeOrder = 23;

// Largest theme.yaml read: room for some 20,000 symbols (the largest deck, order 128, has
// 16,513). yaml-cpp holds about 250 bytes per byte of a list, so this also bounds its memory.
inline constexpr std::uintmax_t kMaxThemeFileBytes = 2u << 20;
// Deepest nesting of lists and mappings accepted in theme.yaml (a theme needs 5). Checked
// on the text before yaml-cpp parses it, since its parser recurses once per level.
inline constexpr int kMaxYamlNesting = 64;

}  // namespace spotforge
