// One studio's theme folder and the edits made to it. The draft (theme.yaml's tree) is checked
// by the theme loader after every change and written to theme.yaml (atomically) only when the
// check finds no error, so a bad edit never replaces a good theme.yaml; its problems go back
// to the page, each with the field it concerns. Pictures are written into the folder as they
// arrive and never deleted: removing a symbol takes it out of theme.yaml only.
#pragma once

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "studio/board_preview.h"
#include "studio/card_preview.h"
#include "theme/theme.h"

namespace spotforge::studio {

struct Upload {
  std::string file_name;  // as the browser sent it
  std::string bytes;
};

// The folder inside the theme folder where builds read their snapshots (removed after each
// build, and at the start of a session, in case one was killed).
inline constexpr const char* kBuildScratch = ".spotforge-studio-build";

class StudioSession {
 public:
  // Reads FOLDER/theme.yaml, or starts one from the pictures there (see starting_theme).
  // Throws InputError when the folder is missing or theme.yaml is not YAML.
  explicit StudioSession(std::filesystem::path folder);

  const std::filesystem::path& folder() const { return folder_; }

  // {fields (theme_fields), problems: [{severity, line, column, message, text, field}],
  //  saved: theme.yaml holds the draft, deck: {pictures, sizes, advice},
  //  mascot: {index (-1: none), note: what a kit lacks without one},
  //  theme_file: {hand_written: the first save will reformat it, backup: its copy's name}}.
  nlohmann::json state();
  // Applies the page's fields (with_fields), checks, saves when clean; returns state().
  nlohmann::json change(const nlohmann::json& fields);
  // Saves every upload under a safe name (upload_name.h) and appends a symbol for each, named
  // from its file name in every language. Checks the whole batch first: one bad upload
  // (InputError) and nothing is written.
  nlohmann::json add_pictures(const std::vector<Upload>& uploads);
  // Appends an icon of the installed Iconify set `set` (the theme's set is then that one).
  // Throws InputError for an unknown set or icon, or a theme of another set.
  nlohmann::json add_icon(const std::string& set, const std::string& name);

  // A card of the draft (card_preview.h). Throws InputError with the draft's problems.
  std::string preview(int card);
  // Spotlight's first board for the draft's characters (board_preview.h). Throws InputError
  // with the draft's problems, or when it has no characters.
  std::string board_preview();
  // The draft's picture file `name`, for its thumbnail: only files the draft names, directly
  // in the folder and not a symlink. Throws InputError otherwise.
  std::filesystem::path picture_path(const std::string& name);
  // True when theme.yaml holds the draft (a kit can be built from it).
  bool saved();
  // The saved theme copied under the session's lock (theme_snapshot.h) into a fresh folder
  // below kBuildScratch; returns the copy's theme folder and sets *scratch to what the build
  // removes when done. Throws InputError when theme.yaml doesn't hold the draft.
  std::filesystem::path snapshot_for_build(std::filesystem::path* scratch);

 private:
  // The loader's problems with `text` as theme.yaml, each with its field.
  nlohmann::json check_text(const std::string& text) const;
  nlohmann::json check_and_save();  // with mutex_ held
  // With mutex_ held, problems_ holding `text`'s errors: the theme without the languages
  // still missing names when that passes (problems_ then says which names to write), else
  // `text` itself.
  std::string ready_languages_text(const std::string& text);
  void keep_hand_written_copy();  // with mutex_ held
  nlohmann::json state_locked();
  Theme draft_theme();        // with mutex_ held; throws InputError
  Fonts draft_theme_fonts();  // with mutex_ held: the draft's fonts, or the defaults
  // Loads each new picture (saved as .first) as theme check would; when any fails, removes
  // them all and throws InputError naming each upload that failed and why.
  void check_pictures(const std::vector<std::pair<std::string, const Upload*>>& named);
  // With mutex_ held: uploads that are photos get background: keep, the deck upright.
  void keep_photos_whole(const std::vector<std::pair<std::string, const Upload*>>& named);

  std::filesystem::path folder_;
  std::mutex mutex_;
  YAML::Node draft_;
  nlohmann::json problems_ = nlohmann::json::array();
  // theme.yaml as the user wrote it (comments, flow maps) until the studio first rewrites it;
  // that rewrite keeps it once as `backup_` (theme.yaml.bak) so nothing of it is lost.
  std::string hand_written_;
  std::string backup_;
  bool saved_ = false;
  int snapshots_ = 0;
  nlohmann::json pending_languages_ = nlohmann::json::array();  // [{code, missing}]
  CardPreviews previews_;
  BoardPreview board_;
};

}  // namespace spotforge::studio
