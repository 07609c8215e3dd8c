// The whole kit in one zip, for the studio's "Download all" (libzip, in memory: a kit is a few
// tens of MB at most). Entries keep the kit's own relative names (previews/cards.png), so the
// unpacked zip is the kit folder; PDFs and PNGs are stored as they are (already compressed),
// everything else is deflated.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace spotforge::studio {

// The zip of `names` (relative paths under `dir`), in that order, each read below `dir` without
// following a symbolic link. Throws std::runtime_error when a file can't be read (a link on its
// way among the reasons) or the archive can't be written.
std::string zip_files(const std::filesystem::path& dir, const std::vector<std::string>& names);

}  // namespace spotforge::studio
