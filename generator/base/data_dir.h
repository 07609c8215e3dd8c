// Where spotforge finds the files it ships (themes, templates, the Iconify art) and the user's
// own themes. Nothing here is a path compiled into the binary: an installed spotforge and one
// run from its build tree both look beside themselves, so a package can be unpacked anywhere.
#pragma once

#include <filesystem>
#include <vector>

namespace spotforge {

// The shipped data: SPOTFORGE_DATA_DIR when set, else `<folder of the running binary>/../share/
// spotforge` (the install's bin-to-data path; PREFIX/bin/spotforge -> PREFIX/share/spotforge once installed; the build tree
// links build/share/spotforge to the sources, so build/generator/spotforge finds them too).
std::filesystem::path data_dir();

// The user's own data: $XDG_DATA_HOME/spotforge, else ~/.local/share/spotforge (empty when
// neither variable is set).
std::filesystem::path user_data_dir();

// The Iconify sets: SPOTFORGE_ICONIFY_DIR when set, else data_dir()/iconify.
std::filesystem::path iconify_dir();

// The folders a theme name is looked up in, in order: the user's themes first (so a user can
// keep a changed copy of a shipped theme under its name), then the shipped ones.
std::vector<std::filesystem::path> theme_search_path();

// The running binary's own path (/proc/self/exe), empty when it can't be read.
std::filesystem::path executable_path();

}  // namespace spotforge
