// Loading a theme folder: theme.yaml read with yaml-cpp, every key checked, every problem
// reported at its theme.yaml LINE:COL. This step opens no picture; art checks the pictures.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "theme/theme.h"

namespace spotforge {

// The theme folder a command-line argument means: an existing folder (or a theme.yaml file
// in one), else the name of a shipped theme under themes/ (SPOTFORGE_DATA_DIR/themes when that
// environment variable is set, else the source tree's themes/). Throws InputError naming the
// shipped themes when neither exists.
std::filesystem::path find_theme_folder(const std::string& argument);

// The folder holding the shipped themes.
std::filesystem::path shipped_themes_dir();

// Reads and validates `folder`/theme.yaml. Collects every problem; throws one InputError with
// all of them (errors and warnings) when any is an error. Warnings of a good theme are appended
// to *warnings when given.
Theme load_theme(const std::filesystem::path& folder, std::vector<Diagnostic>* warnings = nullptr);

}  // namespace spotforge
