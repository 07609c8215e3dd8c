// `spotforge init FOLDER`: writes FOLDER/theme.yaml from the pictures in the folder, the
// first step of a deck of one's own. The pictures themselves are only read (those slow to
// decode leave what check reads of them in the user's cache, art/measuring_copy.h).
#include <algorithm>

#include <cctype>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "art/measuring_copy.h"
#include "art/photo_detect.h"
#include "art/picture_file.h"
#include "art/picture_type.h"
#include "base/atomic_write.h"
#include "base/diagnostic.h"
#include "base/languages.h"
#include "base/parallel_for.h"
#include "cli/commands.h"
#include "cli/progress_bar.h"
#include "theme/loader.h"
#include "theme/picture_folder.h"
#include "theme/theme_init.h"

namespace spotforge::cli {
namespace {

namespace fs = std::filesystem;

struct InitOptions {
  std::string folder;
  std::string name;
  std::vector<std::string> languages = {"en"};
  bool force = false;
};

// The folder's own name, as the loader reads it for the theme's default id.
std::string folder_name(const fs::path& folder) {
  const fs::path absolute = fs::absolute(folder).lexically_normal();
  std::string name = absolute.filename().string();
  return name.empty() ? absolute.parent_path().filename().string() : name;
}

// The folder as a user can paste it into a shell: quoted when it holds spaces or the like.
std::string shell_word(const std::string& text) {
  const bool plain = !text.empty() && std::all_of(text.begin(), text.end(), [](unsigned char c) {
    return std::isalnum(c) || std::strchr("_./~-+,:@", c) != nullptr;
  });
  if (plain) return text;
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Pictures whose decoding is slow cost `theme check` that decoding on every run: large HEICs
// (HEVC has no scaled decoding: about a second for 12 MP), except the photos, which init writes
// with a frame, that have a thumbnail of their own; large PNGs and WebPs (a third of a second
// for 64 MP of PNG). Init decodes them now, two at a time, and leaves what check reads of them
// in the user's cache (art/measuring_copy.h), so the check it suggests next answers in seconds.
// A photo with a thumbnail, a small picture, or one cached already costs a few milliseconds.
void prepare_pictures_for_check(const fs::path& folder, const ThemeInitRequest& request) {
  std::vector<std::pair<fs::path, bool>> slow;  // the file, framed
  for (const std::string& f : request.files) {
    std::string extension = fs::path(f).extension().string();
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const PictureType type = type_of_extension(extension);
    if (type != PictureType::kPng && type != PictureType::kWebp && type != PictureType::kHeif) {
      continue;
    }
    const bool photo =
        std::find(request.photos.begin(), request.photos.end(), f) != request.photos.end();
    slow.emplace_back(folder / f, photo);
  }
  if (slow.empty()) return;
  ProgressBar progress(stderr, stderr_progress_style(Verbosity::kNormal));
  progress.begin("pictures prepared for check", static_cast<int>(slow.size()));
  parallel_for(static_cast<int>(slow.size()), 2, [&](int i) {
    const auto& [file, framed] = slow[static_cast<size_t>(i)];
    try {
      prepare_measuring_copy(read_picture_bytes(file, ""), framed);
    } catch (const std::exception&) {
      // Unreadable: check names it.
    }
    progress.step();
  });
  progress.end();
}

// A problem with the folder or its theme.yaml: "PLACE: error: ...".
InputError init_error(const std::string& place, const std::string& message) {
  return InputError(std::vector<Diagnostic>{{Diagnostic::Severity::kError, place, 0, 0, message}});
}

int run_init(const InitOptions& o) {
  const fs::path folder(o.folder);
  const fs::path file = folder / "theme.yaml";
  std::error_code ec;
  if (!o.force && fs::exists(fs::symlink_status(file, ec))) {
    throw init_error(file.string(),
                     "it already exists; spotforge init makes a new one only with --force "
                     "(which replaces it), or check the one there with `spotforge theme check " +
                         shell_word(o.folder) + "`");
  }
  const PictureFolder pictures = scan_picture_folder(folder);
  if (pictures.files.size() < 7) {
    throw init_error(o.folder, std::to_string(pictures.files.size()) + " picture" +
                                   (pictures.files.size() == 1 ? "" : "s") +
                                   ", too few for a deck; add " +
                                   std::to_string(7 - pictures.files.size()) +
                                   " for the smallest deck (7 cards of 3 pictures)");
  }
  if (pictures.files.size() > kMaxThemeSymbols) {
    throw init_error(o.folder, std::to_string(pictures.files.size()) +
                                   " pictures; a theme takes at most " +
                                   std::to_string(kMaxThemeSymbols) +
                                   " (553 make the largest deck, order 23): move the others out");
  }
  const std::string from_folder = folder_name(folder);
  ThemeInitRequest request;
  request.title = o.name.empty() ? name_from_text(from_folder) : o.name;
  request.id = safe_id(from_folder);
  if (request.id.empty()) request.id = safe_id(request.title);
  if (request.id.empty()) request.id = "my-deck";
  request.languages = o.languages;
  request.files = pictures.files;
  for (const std::string& f : request.files) {
    if (looks_like_photo_file(folder / f)) request.photos.push_back(f);
  }
  write_file_atomically(file, theme_init_yaml(request));
  prepare_pictures_for_check(folder, request);

  std::cout << "wrote " << file.string() << " with " << pictures.files.size() << " pictures\n";
  for (const std::string& line : deck_size_advice(static_cast<int>(pictures.files.size()))) {
    std::cout << "  " << line << "\n";
  }
  for (const std::string& why : pictures.left_out) std::cout << "  left out " << why << "\n";
  for (const std::string& sub : pictures.sub_folders) {
    std::cout << "  not looked in " << sub << ": init uses the pictures in " << o.folder
              << " itself\n";
  }
  std::cout << "Next: write the names in " << file.string()
            << " the way players say them, then\n  spotforge theme check " << shell_word(o.folder)
            << "\n  spotforge build " << shell_word(o.folder) << "\n";
  return 0;
}

}  // namespace

void add_init_command(CLI::App& app, Action* action) {
  auto o = std::make_shared<InitOptions>();
  CLI::App* init = app.add_subcommand(
      "init", "Start a theme: write FOLDER/theme.yaml from the pictures in FOLDER");
  init->add_option("FOLDER", o->folder,
                   "The folder of pictures (.png, .jpg, .jpeg, .heic, .webp, .svg)")
      ->required();
  init->add_option("--name", o->name, "The deck's title (default: from the folder's name)");
  init->add_option("--lang,-l", o->languages,
                   "Languages of the names, e.g. en,it (default: en); each name starts as the "
                   "file name, to translate")
      ->delimiter(',')
      ->check(CLI::IsMember(available_languages()));
  init->add_flag("--force", o->force, "Replace an existing theme.yaml");
  init->footer(
      "Examples:\n"
      "  spotforge init ~/Pictures/family --name \"Our Family\"\n"
      "  spotforge init themes/zoo --lang en,it,pl\n"
      "Only the pictures directly in FOLDER are used, not those in its sub-folders, sorted by\n"
      "file name (the deck uses the first ones when there are more than it needs). One symbol\n"
      "per picture, its id and name made from the file name; a byte-for-byte copy of another\n"
      "picture is left out. The pictures are never changed, moved or renamed; theme.yaml is the\n"
      "only file written in FOLDER, and an existing one is kept unless --force. Large PNG, WebP\n"
      "and HEIC pictures are decoded once and what theme check reads of each is kept in\n"
      "$XDG_CACHE_HOME/spotforge (else ~/.cache/spotforge), so that the check is quick.");
  init->callback([o, action] { *action = [o] { return run_init(*o); }; });
}

}  // namespace spotforge::cli
