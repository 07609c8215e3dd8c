#include "base/staged_folder.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "base/atomic_write.h"
#include "base/diagnostic.h"

namespace spotforge {
namespace {

[[noreturn]] void cannot_use(const std::filesystem::path& out, const std::string& why) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, out.string(), 0, 0,
       "can't write the kit here: " + why +
           "; expected a folder you may write to (choose another with --out DIR)"}});
}

namespace fs = std::filesystem;
using Paths = std::vector<fs::path>;

constexpr std::string_view kStagingPrefix = ".spotforge-staging-";
// The previous kit's files during a commit, under "files/", and the journal: the list of the
// new kit's files, present from before the first rename until every rename is done.
constexpr std::string_view kPreviousPrefix = ".spotforge-previous-";
constexpr std::string_view kJournal = "journal.json";

std::string json_of(const Paths& files) {
  nlohmann::json list = nlohmann::json::array();
  for (const fs::path& file : files) list.push_back(file.generic_string());
  return nlohmann::json{{"spotforge_kit_files", list}}.dump(1) + "\n";
}

// A listed path must stay inside the kit folder: a manifest edited by hand must not make the
// next build remove a file elsewhere.
bool is_confined(const fs::path& file) {
  if (file.empty() || file.is_absolute() || file != file.lexically_normal()) return false;
  return std::none_of(file.begin(), file.end(), [](const fs::path& part) { return part == ".."; });
}

// The paths `path` lists; none when it doesn't exist. InputError when it isn't one of ours.
Paths read_list(const fs::path& path) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(path, ec))) return {};
  std::ifstream in(path);
  const nlohmann::json json = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  Paths files;
  const bool ok = json.is_object() && json.contains("spotforge_kit_files") &&
                  json["spotforge_kit_files"].is_array();
  for (const auto& item : ok ? json["spotforge_kit_files"] : nlohmann::json::array()) {
    if (!item.is_string() || !is_confined(fs::path(item.get<std::string>()))) {
      files.clear();
      break;
    }
    files.emplace_back(item.get<std::string>());
  }
  if (!ok || (files.empty() && !json["spotforge_kit_files"].empty())) {
    throw InputError(std::vector<Diagnostic>{
        {Diagnostic::Severity::kError, path.string(), 0, 0,
         "not a kit manifest spotforge wrote (it lists the files of the kit in this folder, "
         "so that the next build can remove those it no longer writes); delete it, and the "
         "files of the old kit by hand, then build again"}});
  }
  return files;
}

long pid_after(const std::string& name, std::string_view prefix) {
  if (!name.starts_with(prefix)) return 0;
  return std::strtol(name.c_str() + prefix.size(), nullptr, 10);
}

bool is_gone(long pid) {
  return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

// The files of a folder (and symlinks: a kit's old file may be one), relative to it, sorted;
// none when it is missing.
Paths files_in(const fs::path& folder) {
  Paths relative;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(folder, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (!fs::is_directory(it->symlink_status(ec))) relative.push_back(it->path().lexically_relative(folder));
  }
  std::sort(relative.begin(), relative.end());
  return relative;
}

// Removes the folders under `out` that removing `files` left empty (previews/ when the new
// kit has no previews, symbols/ made for a commit rolled back), never `out` itself nor a
// folder still holding anything.
void remove_emptied_folders(const fs::path& out, const Paths& files) {
  for (const fs::path& file : files) {
    for (fs::path dir = file.parent_path(); !dir.empty(); dir = dir.parent_path()) {
      std::error_code ec;
      if (!fs::is_empty(out / dir, ec) || ec || !fs::remove(out / dir, ec)) break;
    }
  }
}

// Puts the previous kit back after a commit that failed or was killed during its renames:
// the new files already moved in (no longer in the staging folder) go, the old ones come back
// from `previous`. Every step is tried, whatever fails before it.
void roll_back(const fs::path& out, const fs::path& staging, const fs::path& previous) {
  std::error_code ec;
  Paths added;
  try {
    added = read_list(previous / kJournal);
  } catch (const InputError&) {
    // Can't be: the journal is written atomically, whole or not at all. The old files still
    // come back below.
  }
  for (const fs::path& file : added) {
    if (!fs::exists(fs::symlink_status(staging / file, ec))) fs::remove(out / file, ec);
  }
  try {
    // Done: a second try (below) must not remove the old files it already put back.
    write_file_atomically(previous / kJournal, json_of({}));
  } catch (const InputError&) {
  }
  const fs::path kept = previous / "files";
  bool all_back = true;
  for (const fs::path& file : files_in(kept)) {
    fs::create_directories((out / file).parent_path(), ec);
    fs::rename(kept / file, out / file, ec);
    all_back = all_back && !ec;
  }
  remove_emptied_folders(out, added);  // those made for the new files
  // An old file that couldn't come back stays in `previous` with the journal, for the next
  // build to try again, rather than be lost.
  if (all_back) fs::remove_all(previous, ec);
}

// A build killed outright (SIGKILL, a power cut) leaves its staging folder behind, and when
// the kill came during the renames, half of its kit: roll that back, and remove the staging
// folders whose process is gone.
void remove_abandoned_staging(const fs::path& out) {
  std::error_code ec;
  Paths entries;
  for (const auto& entry : fs::directory_iterator(out, ec)) entries.push_back(entry.path());
  for (const fs::path& entry : entries) {
    const long pid = pid_after(entry.filename().string(), kPreviousPrefix);
    if (!is_gone(pid)) continue;
    const fs::path staging = out / (std::string(kStagingPrefix) + std::to_string(pid));
    if (fs::exists(entry / kJournal, ec)) {
      roll_back(out, staging, entry);
    } else {
      fs::remove_all(entry, ec);  // killed after its last rename: the new kit is whole
    }
  }
  for (const fs::path& entry : entries) {
    if (is_gone(pid_after(entry.filename().string(), kStagingPrefix))) fs::remove_all(entry, ec);
  }
}

std::filesystem::path prepare(const std::filesystem::path& out) {
  std::error_code ec;
  if (std::filesystem::exists(out, ec) && !std::filesystem::is_directory(out, ec)) {
    cannot_use(out, "it is a file, not a folder");
  }
  std::filesystem::create_directories(out, ec);
  if (ec) cannot_use(out, ec.message());
  remove_abandoned_staging(out);
  // A manifest commit() can't use is refused now, not after the whole kit has been made.
  read_list(out / kKitManifest);
  const std::filesystem::path staging =
      out / (std::string(kStagingPrefix) + std::to_string(::getpid()));
  std::filesystem::remove_all(staging, ec);
  std::filesystem::create_directory(staging, ec);
  if (ec) cannot_use(out, ec.message());
  return staging;
}

}  // namespace

StagedFolder::StagedFolder(const std::filesystem::path& out)
    : out_(out), staging_(prepare(out)), on_interrupt_(staging_) {}

StagedFolder::~StagedFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(staging_, ignored);
}

namespace {

// What a commit moves, each a rename within the kit folder.
struct Move {
  fs::path from, to;
};

bool is_file_or_link(const fs::path& path) {
  std::error_code ec;
  const fs::file_status status = fs::symlink_status(path, ec);
  return fs::is_regular_file(status) || fs::is_symlink(status);
}

// The renames of a commit, in order: first the old files aside (those the new kit replaces,
// then those of the previous kit it no longer writes), then the new ones in. A folder in the
// way, or one missing, is found here, before anything has moved.
std::vector<Move> plan(const fs::path& out, const fs::path& staging, const fs::path& kept,
                       const Paths& added, const Paths& previous_kit) {
  std::vector<Move> moves;
  const std::set<fs::path> new_files(added.begin(), added.end());
  for (const fs::path& file : added) {
    std::error_code ec;
    const fs::file_status status = fs::symlink_status(out / file, ec);
    if (fs::exists(status) && !is_file_or_link(out / file)) {
      cannot_use(out / file, "a folder or other non-file is in the way of the kit's " +
                                 file.generic_string() + "; move it elsewhere");
    }
    if (fs::exists(status)) moves.push_back({out / file, kept / file});
  }
  for (const fs::path& file : previous_kit) {
    // Only files: whatever the user has since put at a listed path that isn't one stays.
    if (!new_files.contains(file) && is_file_or_link(out / file)) {
      moves.push_back({out / file, kept / file});
    }
  }
  for (const fs::path& file : added) moves.push_back({staging / file, out / file});
  // Folders first, so that the renames, the only step left, can't fail half way for want of
  // one.
  for (const Move& move : moves) {
    std::error_code ec;
    fs::create_directories(move.to.parent_path(), ec);
    if (ec) cannot_use(move.to.parent_path(), ec.message());
  }
  return moves;
}

}  // namespace

std::vector<std::filesystem::path> StagedFolder::commit() {
  const Paths previous_kit = read_list(out_ / kKitManifest);
  const Paths kit = files_in(staging_);
  write_file_atomically(staging_ / kKitManifest, json_of(kit));
  Paths added = kit;
  added.push_back(fs::path(kKitManifest));

  const fs::path previous = out_ / (std::string(kPreviousPrefix) + std::to_string(::getpid()));
  std::error_code ec;
  fs::remove_all(previous, ec);
  fs::create_directory(previous, ec);
  if (ec) cannot_use(out_, ec.message());
  std::vector<Move> moves;
  try {
    moves = plan(out_, staging_, previous / "files", added, previous_kit);
  } catch (const InputError&) {
    fs::remove_all(previous, ec);
    remove_emptied_folders(out_, added);
    throw;
  }
  const auto hold = defer_interrupts();
  try {
    write_file_atomically(previous / kJournal, json_of(added));
    for (size_t i = 0; i < moves.size(); ++i) {
      if (before_move_) before_move_(static_cast<int>(i));
      fs::rename(moves[i].from, moves[i].to, ec);
      if (ec) cannot_use(moves[i].to, ec.message());
    }
  } catch (...) {
    roll_back(out_, staging_, previous);
    throw;
  }
  // The switch is done once the journal is gone: a kill from here on keeps the new kit.
  fs::remove(previous / kJournal, ec);
  fs::remove_all(previous, ec);
  const std::set<fs::path> new_files(added.begin(), added.end());
  Paths removed;
  for (const fs::path& file : previous_kit) {
    if (!new_files.contains(file)) removed.push_back(file);
  }
  remove_emptied_folders(out_, removed);
  std::vector<std::filesystem::path> written;
  for (const fs::path& file : kit) written.push_back(out_ / file);
  return written;
}

}  // namespace spotforge
