// Path safety: every file a theme names must lie inside the theme folder. Absolute paths, ".."
// that leaves the folder and symbolic links that point out of it are refused, so a theme
// cannot make spotforge read (or embed in a PDF) anything else on the machine.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace spotforge {

// Resolves `written` (as the theme writes it) against `folder`. Returns the canonical path of an
// existing regular file inside the folder, or nullopt with a sentence in *error saying what is
// wrong and what was expected.
std::optional<std::filesystem::path> resolve_theme_file(const std::filesystem::path& folder,
                                                        const std::string& written,
                                                        std::string* error);

// True when `path` is `folder` itself or lies below it (both already canonical).
bool is_inside_folder(const std::filesystem::path& folder, const std::filesystem::path& path);

}  // namespace spotforge
