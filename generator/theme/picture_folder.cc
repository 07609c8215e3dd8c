#include "theme/picture_folder.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <functional>
#include <map>
#include <optional>

#include "base/diagnostic.h"
#include "theme/picture_names.h"
#include "theme/theme_init.h"
#include "theme/theme_paths.h"
#include "theme/yaml_prescan.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// The whole file, or nullopt when it can't be opened or read.
std::optional<std::string> read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return std::nullopt;
  return bytes;
}

int pictures_directly_in(const fs::path& folder) {
  std::error_code ec;
  int n = 0;
  for (const auto& entry : fs::directory_iterator(folder, ec)) {
    if (is_theme_picture_name(entry.path().filename().string())) ++n;
  }
  return n;
}

// True when the link `path` ends outside `folder` (wherever it points, existing or not).
bool leads_outside(const fs::path& folder, const fs::path& path) {
  std::error_code ec;
  const fs::path root = fs::weakly_canonical(folder, ec);
  const fs::path target = fs::weakly_canonical(path, ec);
  if (ec) return true;
  const fs::path relative = target.lexically_relative(root);
  return relative.empty() || *relative.begin() == "..";
}

// A problem with the folder itself: "FOLDER: error: ...".
InputError folder_error(const std::string& folder, const std::string& message) {
  return InputError(std::vector<Diagnostic>{{Diagnostic::Severity::kError, folder, 0, 0, message}});
}

}  // namespace

PictureFolder scan_picture_folder(const fs::path& folder) {
  const std::string shown = folder.string();
  std::error_code ec;
  if (!fs::exists(folder, ec)) {
    throw folder_error(shown, "no such folder; expected a folder of pictures (.png, .jpg, .svg)");
  }
  if (!fs::is_directory(folder, ec)) {
    throw folder_error(shown, "not a folder; expected a folder of pictures (.png, .jpg, .svg)");
  }
  std::vector<fs::path> entries;
  fs::directory_iterator it(folder, ec);
  if (ec) throw folder_error(shown, "can't read the folder (" + ec.message() + ")");
  for (const auto& entry : it) entries.push_back(entry.path());
  // The order a person expects (and the deck takes the first pictures of the list).
  std::sort(entries.begin(), entries.end(), [](const fs::path& a, const fs::path& b) {
    return natural_less(a.filename().string(), b.filename().string());
  });

  PictureFolder found;
  DiagnosticList problems;
  // Hash of the content -> the files with it, to find copies without holding every picture.
  std::multimap<size_t, fs::path> seen;
  for (const fs::path& path : entries) {
    const std::string name = path.filename().string();
    const bool link = fs::is_symlink(fs::symlink_status(path, ec));
    if (!link && fs::is_directory(fs::symlink_status(path, ec))) {
      if (int n = pictures_directly_in(path); n > 0) {
        found.sub_folders.push_back(name + "/ (" + std::to_string(n) + " picture" +
                                    (n == 1 ? "" : "s") + ")");
      }
      continue;
    }
    if (!is_theme_picture_name(name)) continue;
    if (invalid_utf8_offset(name) != std::string::npos) {
      problems.error(path.string(), 0, 0,
                     "the file name is not UTF-8 text, so theme.yaml can't name it; rename it");
      continue;
    }
    // A link is read only when it stays in the folder, as theme check requires (a link to
    // /etc/passwd named x.svg is neither read nor listed).
    std::string why;
    const std::optional<fs::path> inside = resolve_theme_file(folder, name, &why);
    if (link && leads_outside(folder, path)) {
      found.left_out.push_back(name +
                               ": a link to a file outside this folder (copy the picture "
                               "into the folder to use it)");
      continue;
    }
    if (!inside || !fs::is_regular_file(path, ec)) {
      problems.error(path.string(), 0, 0, "not a regular file; expected a picture file");
      continue;
    }
    const std::optional<std::string> bytes = read_all(*inside);
    if (!bytes) {
      problems.error(path.string(), 0, 0,
                     "can't read the picture; check its permissions (chmod a+r)");
      continue;
    }
    if (bytes->empty()) {
      problems.error(path.string(), 0, 0, "the file is empty; expected a picture (or remove it)");
      continue;
    }
    const size_t hash = std::hash<std::string>{}(*bytes);
    const auto [from, to] = seen.equal_range(hash);
    const auto copy = std::find_if(from, to, [&](const auto& e) { return read_all(e.second) == bytes; });
    if (copy != to) {
      found.left_out.push_back(name + ": the same picture as " +
                               copy->second.filename().string() +
                               " (a deck can't show one picture twice)");
      continue;
    }
    seen.emplace(hash, path);
    found.files.push_back(name);
  }
  problems.throw_if_errors();
  if (found.files.empty()) {
    std::string hint;
    if (!found.sub_folders.empty()) {
      hint = " (init doesn't look in sub-folders; move the pictures up into the folder)";
    }
    throw folder_error(shown, "no pictures in this folder; expected .png, .jpg, .jpeg or .svg files" +
                                  hint);
  }
  return found;
}

}  // namespace spotforge
