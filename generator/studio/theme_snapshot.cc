#include "studio/theme_snapshot.h"

#include <system_error>
#include <vector>

#include "base/atomic_write.h"
#include "base/diagnostic.h"
#include "theme/loader.h"

namespace spotforge::studio {
namespace {

namespace fs = std::filesystem;

// The files of `theme` that lie in its folder (the loader has resolved them all inside it).
std::vector<fs::path> theme_files(const Theme& theme) {
  std::vector<fs::path> files;
  for (const auto* list : {&theme.symbols, &theme.spotlight_characters}) {
    for (const ThemeSymbol& s : *list) {
      if (s.source.kind == SymbolSource::Kind::kFile) files.emplace_back(s.source.value);
    }
  }
  if (!theme.card.back.image.empty()) files.push_back(theme.card.back.image);
  if (!theme.icon_set_path.empty()) files.push_back(theme.icon_set_path);
  return files;
}

}  // namespace

fs::path snapshot_theme(const fs::path& folder, const std::string& text, const fs::path& into) {
  std::error_code ec;
  fs::path normal = fs::absolute(folder).lexically_normal();
  if (!normal.has_filename()) normal = normal.parent_path();
  const fs::path root = fs::weakly_canonical(folder, ec);
  const Theme theme = load_theme_text(folder, text);
  const fs::path copy = into / normal.filename();
  fs::create_directories(copy, ec);
  if (ec) throw InputError(copy.string() + ": can't make the build's copy: " + ec.message());
  write_file_atomically(copy / "theme.yaml", text);
  for (const fs::path& file : theme_files(theme)) {
    const fs::path relative = file.lexically_relative(root);
    if (relative.empty() || *relative.begin() == "..") continue;  // an installed icon set
    const fs::path target = copy / relative;
    if (fs::exists(fs::symlink_status(target, ec))) continue;  // named twice
    fs::create_directories(target.parent_path(), ec);
    fs::create_hard_link(file, target, ec);
    if (ec) fs::copy_file(file, target, ec);
    if (ec) throw InputError(file.string() + ": can't copy it for the build: " + ec.message());
  }
  return copy;
}

}  // namespace spotforge::studio
