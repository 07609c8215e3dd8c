#include "theme/theme_paths.h"

#include <algorithm>

namespace spotforge {

namespace fs = std::filesystem;

bool is_inside_folder(const fs::path& folder, const fs::path& path) {
  // Compare whole components, so "/themes/party2" is not inside "/themes/party". A trailing
  // separator leaves an empty last component; ignore it.
  auto folder_end = folder.end();
  if (folder_end != folder.begin() && std::prev(folder_end)->empty()) --folder_end;
  auto [f, p] = std::mismatch(folder.begin(), folder_end, path.begin(), path.end());
  return f == folder_end;
}

std::optional<fs::path> resolve_theme_file(const fs::path& folder, const std::string& written,
                                           std::string* error) {
  auto fail = [&](std::string why) -> std::optional<fs::path> {
    *error = std::move(why);
    return std::nullopt;
  };
  if (written.empty()) return fail("the path is empty; expected a file inside the theme folder");
  const fs::path relative(written);
  if (relative.is_absolute() || relative.has_root_name() || relative.has_root_directory()) {
    return fail("'" + written +
                "' is an absolute path; write the path relative to the theme folder, and keep "
                "the file inside it");
  }
  std::error_code ec;
  const fs::path root = fs::weakly_canonical(folder, ec);
  if (ec) return fail("cannot resolve the theme folder: " + ec.message());
  if (!is_inside_folder(root, (root / relative).lexically_normal())) {
    return fail("'" + written +
                "' leaves the theme folder through '..'; copy the file into the theme folder "
                "and name it from there");
  }
  const fs::path resolved = fs::weakly_canonical(root / relative, ec);
  if (ec) return fail("cannot resolve '" + written + "': " + ec.message());
  if (!is_inside_folder(root, resolved)) {
    return fail("'" + written +
                "' is a symbolic link (or lies under one) that points outside "
                "the theme folder, to '" +
                resolved.string() + "'; copy the file into the theme folder instead");
  }
  if (!fs::exists(resolved, ec)) {
    return fail("file '" + written + "' not found in the theme folder '" + folder.string() +
                "'; check the name (paths are relative to the folder that holds theme.yaml)");
  }
  if (!fs::is_regular_file(resolved, ec)) {
    return fail("'" + written + "' is not a regular file; expected a picture file");
  }
  return resolved;
}

}  // namespace spotforge
