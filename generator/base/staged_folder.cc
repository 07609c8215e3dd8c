#include "base/staged_folder.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "base/atomic_write.h"
#include "base/diagnostic.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using Paths = std::vector<fs::path>;

[[noreturn]] void cannot_use(const fs::path& out, const std::string& why) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, out.string(), 0, 0,
       "can't write the kit here: " + why +
           "; expected a folder you may write to (choose another with --out DIR)"}});
}

[[noreturn]] void link_refused(const fs::path& link) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, link.string(), 0, 0,
       "is a symbolic link inside the kit folder; spotforge never writes, moves or removes "
       "anything through a link there (it could lead out of the folder): remove the link, or "
       "choose another folder (--out DIR)"}});
}

[[noreturn]] void not_our_manifest(const fs::path& manifest, const std::string& why) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, manifest.string(), 0, 0,
       "not a kit manifest spotforge wrote (" + why +
           "; it lists the files of the kit in this folder, so that the next build can remove "
           "those it no longer writes); delete it, and the files of the old kit by hand, then "
           "build again"}});
}

constexpr std::string_view kStagingPrefix = ".spotforge-staging-";
// The previous kit's files during a journaled commit, under "files/", and the journal: the
// list of the new kit's files, present from before the first rename until every rename is done.
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

// The bytes of `name` below `dir`, read without following a link; nullopt when it is missing.
// A link is refused (naming it under `shown`).
std::optional<std::string> read_beneath(int dir, const fs::path& name, const fs::path& shown) {
  const UniqueFd fd = open_beneath(dir, name, O_RDONLY);
  if (!fd) {
    if (errno == ENOENT) return std::nullopt;
    if (errno == ELOOP) link_refused(shown);
    cannot_use(shown, std::strerror(errno));
  }
  std::string bytes;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) cannot_use(shown, std::strerror(errno));
    if (n == 0) break;
    bytes.append(buffer, static_cast<size_t>(n));
  }
  return bytes;
}

struct KitList {
  Paths files;
};

// The kit list in the folder `dir` (shown as `shown`): none when there is no manifest.
// InputError when it isn't one of ours: not our format, a path outside, a name the kit never
// writes, or a link on the way to a listed file (the next build would remove through it).
KitList read_list(int dir, const fs::path& shown, const StagedFolderOptions& options,
                  std::string_view name = kKitManifest) {
  const fs::path manifest = shown / name;
  const std::optional<std::string> bytes = read_beneath(dir, fs::path(name), manifest);
  if (!bytes) return {};
  const nlohmann::json json = nlohmann::json::parse(*bytes, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object() || !json.contains("spotforge_kit_files") ||
      !json["spotforge_kit_files"].is_array()) {
    not_our_manifest(manifest, "it has no list spotforge_kit_files");
  }
  KitList list;
  for (const auto& item : json["spotforge_kit_files"]) {
    if (!item.is_string()) not_our_manifest(manifest, "an entry is not a file name");
    const fs::path file(item.get<std::string>());
    if (!is_confined(file)) {
      not_our_manifest(manifest, "it lists " + file.generic_string() + ", outside the folder");
    }
    if (options.is_kit_name && !options.is_kit_name(file)) {
      not_our_manifest(manifest, "it lists " + file.generic_string() + ", which no kit has");
    }
    if (const fs::path link = first_link_on(dir, file); !link.empty()) link_refused(shown / link);
    list.files.push_back(file);
  }
  return list;
}

// The list of a journal or a leftover folder's manifest, whatever it holds (nothing when it
// can't be read): used only to know which files are a kit's, never to remove through.
Paths read_list_loosely(int dir, std::string_view name) {
  try {
    return read_list(dir, "", {}, name).files;
  } catch (const InputError&) {
    return {};
  }
}

long pid_after(const std::string& name, std::string_view prefix) {
  if (!name.starts_with(prefix)) return 0;
  return std::strtol(name.c_str() + prefix.size(), nullptr, 10);
}

bool is_gone(long pid) {
  return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

std::vector<std::string> names_in(int dir) {
  std::vector<std::string> names;
  // A duplicate shares the descriptor's position: start from the top whatever read it before.
  DIR* listing = ::fdopendir(::dup(dir));
  if (listing == nullptr) return names;
  ::rewinddir(listing);
  while (const dirent* entry = ::readdir(listing)) {
    const std::string name = entry->d_name;
    if (name != "." && name != "..") names.push_back(name);
  }
  ::closedir(listing);
  std::sort(names.begin(), names.end());
  return names;
}

bool stat_at(int dir, const std::string& name, struct stat* st) {
  return ::fstatat(dir, name.c_str(), st, AT_SYMLINK_NOFOLLOW) == 0;
}

UniqueFd open_folder_at(int dir, const std::string& name) {
  return UniqueFd(::openat(dir, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
}

// Our own entries at the top of a kit folder: the manifest, staging and journal folders.
bool is_ours(const fs::path& relative) {
  const std::string top = relative.begin()->string();
  return top == kKitManifest || top.starts_with(".spotforge-");
}

// ---- The exchange -------------------------------------------------------------------------

// Hard-links into `to` every entry of `from` that is the user's (not the previous kit's, not
// ours), making the user's folders; a folder both have (symbols/ with a user's sketch in it) is
// merged. False with errno set when a link can't be made (the file system has none, or
// refuses them for files of another owner): the caller then switches by journal instead.
bool link_users_files(int from, int to, const fs::path& relative,
                      const std::set<fs::path>& previous_kit) {
  for (const std::string& name : names_in(from)) {
    const fs::path file = relative / name;
    if (relative.empty() && is_ours(file)) continue;
    if (previous_kit.contains(file)) continue;  // the old kit's: it goes
    struct stat st {};
    if (!stat_at(from, name, &st)) return false;
    if (!S_ISDIR(st.st_mode)) {
      if (::linkat(from, name.c_str(), to, name.c_str(), 0) != 0) return false;
      continue;
    }
    struct stat there {};
    const bool made = !stat_at(to, name, &there);
    if (made && ::mkdirat(to, name.c_str(), 0700) != 0) return false;
    const UniqueFd sub_from = open_folder_at(from, name), sub_to = open_folder_at(to, name);
    if (!sub_from || !sub_to) return false;
    if (!link_users_files(sub_from.get(), sub_to.get(), file, previous_kit)) return false;
    if (made && names_in(sub_to.get()).empty() && !names_in(sub_from.get()).empty()) {
      ::unlinkat(to, name.c_str(), AT_REMOVEDIR);  // it held the old kit's files only
      continue;
    }
    if (made) ::fchmod(sub_to.get(), st.st_mode & 07777);  // the user's folder as it was
  }
  return true;
}

// Puts back into `to` what only the old folder `from` holds and isn't its kit's: a user's file
// made after its files were linked into the new folder, just before the exchange. Whatever the
// new folder already has by that name (the user's own file, linked) stays as it is.
void salvage_users_files(int from, int to, const fs::path& relative,
                         const std::set<fs::path>& kit) {
  for (const std::string& name : names_in(from)) {
    const fs::path file = relative / name;
    if ((relative.empty() && is_ours(file)) || kit.contains(file)) continue;
    struct stat here {
    }, there{};
    if (!stat_at(from, name, &here)) continue;
    const bool missing = !stat_at(to, name, &there);
    if (!S_ISDIR(here.st_mode)) {
      if (missing) ::renameat(from, name.c_str(), to, name.c_str());
      continue;
    }
    // A folder: only what in it isn't the kit's comes back (not a whole symbols/).
    if (missing && ::mkdirat(to, name.c_str(), here.st_mode & 07777) != 0) continue;
    if (!missing && !S_ISDIR(there.st_mode)) continue;
    const UniqueFd sub_from = open_folder_at(from, name), sub_to = open_folder_at(to, name);
    if (sub_from && sub_to) salvage_users_files(sub_from.get(), sub_to.get(), file, kit);
    if (missing && sub_to && names_in(sub_to.get()).empty()) {
      ::unlinkat(to, name.c_str(), AT_REMOVEDIR);
    }
  }
}

// The old folder after an exchange (or a staging folder never exchanged): the user's files it
// alone holds go back into the kit folder, then it goes.
void finish_old_folder(int parent, const std::string& name, int out) {
  const UniqueFd old = open_folder_at(parent, name);
  if (old) {
    const Paths listed = read_list_loosely(old.get(), kKitManifest);
    salvage_users_files(old.get(), out, "", std::set<fs::path>(listed.begin(), listed.end()));
  }
  remove_tree_at(parent, name);
}

// Data and names of every file and folder of the new kit on disk before the exchange makes
// them the kit: a power cut after it must not find the names with no data.
void sync_tree(int dir) {
  for (const std::string& name : names_in(dir)) {
    struct stat st {};
    if (!stat_at(dir, name, &st)) continue;
    if (S_ISDIR(st.st_mode)) {
      if (const UniqueFd sub = open_folder_at(dir, name)) sync_tree(sub.get());
    } else if (S_ISREG(st.st_mode) && st.st_nlink == 1) {  // the user's (linked) are on disk
      const UniqueFd file(::openat(dir, name.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC));
      if (file) ::fsync(file.get());
    }
  }
  sync_folder(dir);
}

std::string random_hex() {
  std::random_device device;
  char text[16];
  std::snprintf(text, sizeof text, "%08x", static_cast<unsigned>(device()));
  return text;
}

// ---- The journal (file systems without the exchange) ---------------------------------------
// Every step below goes through descriptors too: the kit folder's, the staging folder's and
// the journal folder's, each path below them walked without following a link.

// A path for path-taking writers that reaches `dir` through its descriptor.
fs::path path_of(int dir) { return "/proc/self/fd/" + std::to_string(dir); }

bool exists_beneath(int dir, const fs::path& file) {
  const UniqueFd folder = open_folder_beneath(dir, file.parent_path(), false);
  struct stat st {};
  return folder && stat_at(folder.get(), file.filename().string(), &st);
}

bool remove_beneath(int dir, const fs::path& file) {
  const UniqueFd folder = open_folder_beneath(dir, file.parent_path(), false);
  if (!folder) return errno == ENOENT;
  return ::unlinkat(folder.get(), file.filename().c_str(), 0) == 0 || errno == ENOENT;
}

// Renames `from` below `from_dir` to `to` below `to_dir`, making `to`'s folders; no link is
// followed on either side. False with errno set on failure.
bool rename_beneath(int from_dir, const fs::path& from, int to_dir, const fs::path& to) {
  const UniqueFd source = open_folder_beneath(from_dir, from.parent_path(), false);
  const UniqueFd target = open_folder_beneath(to_dir, to.parent_path(), true);
  if (!source || !target) return false;
  return ::renameat(source.get(), from.filename().c_str(), target.get(), to.filename().c_str()) ==
         0;
}

// The files (and links) below `dir`, relative to it, sorted.
Paths files_below(int dir, const fs::path& relative = "") {
  Paths files;
  for (const std::string& name : names_in(dir)) {
    struct stat st {};
    if (!stat_at(dir, name, &st)) continue;
    if (!S_ISDIR(st.st_mode)) {
      files.push_back(relative / name);
    } else if (const UniqueFd sub = open_folder_at(dir, name)) {
      const Paths below = files_below(sub.get(), relative / name);
      files.insert(files.end(), below.begin(), below.end());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Removes the folders below `out` that removing `files` left empty (previews/ when the new
// kit has no previews, symbols/ made for a commit rolled back), never `out` itself nor a
// folder still holding anything.
void remove_emptied_folders(int out, const Paths& files) {
  for (const fs::path& file : files) {
    for (fs::path dir = file.parent_path(); !dir.empty(); dir = dir.parent_path()) {
      const UniqueFd parent = open_folder_beneath(out, dir.parent_path(), false);
      if (!parent || ::unlinkat(parent.get(), dir.filename().c_str(), AT_REMOVEDIR) != 0) break;
    }
  }
}

// Puts the previous kit back after a journaled commit that failed or was killed during its
// renames: the new files already moved in (no longer in the staging folder, `staging` -1 when
// it is gone) go, the old ones come back from the journal folder `previous_name` in `out`. The
// journal is marked done before the old files come back; when that can't be written, they stay
// there with the journal for the next build, so that no later roll back can take them for new
// ones and remove them.
void roll_back(int out, int staging, const std::string& previous_name) {
  const UniqueFd previous = open_folder_at(out, previous_name);
  if (!previous) return;
  const Paths added = read_list_loosely(previous.get(), kJournal);
  for (const fs::path& file : added) {
    if (staging < 0 || !exists_beneath(staging, file)) remove_beneath(out, file);
  }
  try {
    write_file_atomically(path_of(previous.get()) / kJournal, json_of({}));
  } catch (const InputError&) {
    return;
  }
  bool all_back = true;
  if (const UniqueFd kept = open_folder_at(previous.get(), "files")) {
    for (const fs::path& file : files_below(kept.get())) {
      all_back = rename_beneath(kept.get(), file, out, file) && all_back;
    }
  }
  remove_emptied_folders(out, added);  // those made for the new files
  sync_folder(out);
  // An old file that couldn't come back stays in `previous` with the journal, for the next
  // build to try again, rather than be lost.
  if (all_back) remove_tree_at(out, previous_name);
}

// A build killed outright (SIGKILL, a power cut) leaves its staging folder behind, and when it
// was killed during a journaled commit's renames, half of its kit: roll that back, and remove
// the staging folders whose process is gone. In `parent`, a sibling staging folder of a killed
// build, or the old folder of an exchange it made: the user's files only it holds are put back.
void remove_abandoned(int out_fd, int parent, const std::string& out_name) {
  const std::vector<std::string> entries = names_in(out_fd);
  for (const std::string& entry : entries) {
    const long pid = pid_after(entry, kPreviousPrefix);
    if (!is_gone(pid)) continue;
    const UniqueFd previous = open_folder_at(out_fd, entry);
    struct stat st {};
    if (previous && stat_at(previous.get(), std::string(kJournal), &st)) {
      const UniqueFd staging =
          open_folder_at(out_fd, std::string(kStagingPrefix) + std::to_string(pid));
      roll_back(out_fd, staging ? staging.get() : -1, entry);
    } else {
      remove_tree_at(out_fd, entry);  // killed after its last rename: the new kit is whole
    }
  }
  for (const std::string& entry : entries) {
    if (is_gone(pid_after(entry, kStagingPrefix))) remove_tree_at(out_fd, entry);
  }
  if (parent < 0) return;
  // A sibling is the old folder when the kit folder's manifest is the one its build wrote,
  // whose inode it is named for (the exchange was made); otherwise it is a staging folder never
  // exchanged, holding only new files and links to the user's.
  const std::string sibling = "." + out_name + ".spotforge-";
  struct stat manifest {};
  const bool has_manifest = stat_at(out_fd, std::string(kKitManifest), &manifest);
  for (const std::string& name : names_in(parent)) {
    if (!is_gone(pid_after(name, sibling))) continue;
    const size_t at = name.rfind("-i");
    const bool exchanged = has_manifest && at != std::string::npos &&
                           name.substr(at + 2) == std::to_string(manifest.st_ino);
    if (exchanged) {
      finish_old_folder(parent, name, out_fd);
    } else {
      remove_tree_at(parent, name);
    }
  }
}

// What a journaled commit moves, each a rename within the kit folder: from below one folder
// (given by its descriptor) to below another.
struct Move {
  int from_dir;
  fs::path from;
  int to_dir;
  fs::path to;
};

bool is_file_or_link_beneath(int dir, const fs::path& file) {
  const UniqueFd folder = open_folder_beneath(dir, file.parent_path(), false);
  struct stat st {};
  return folder && stat_at(folder.get(), file.filename().string(), &st) &&
         (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode));
}

// The renames of a journaled commit, in order: first the old files aside into `kept` (those the
// new kit replaces, then those of the previous kit it no longer writes), then the new ones in.
// Folders are made first, so that the renames, the only step left, can't fail half way for
// want of one.
std::vector<Move> plan(int out, const fs::path& shown, int staging, int kept, const Paths& added,
                       const Paths& previous_kit) {
  std::vector<Move> moves;
  const std::set<fs::path> new_files(added.begin(), added.end());
  for (const fs::path& file : added) {
    if (exists_beneath(out, file)) moves.push_back({out, file, kept, file});
  }
  for (const fs::path& file : previous_kit) {
    // Only files: whatever the user has since put at a listed path that isn't one stays.
    if (!new_files.contains(file) && is_file_or_link_beneath(out, file)) {
      moves.push_back({out, file, kept, file});
    }
  }
  for (const fs::path& file : added) moves.push_back({staging, file, out, file});
  for (const Move& move : moves) {
    if (!open_folder_beneath(move.to_dir, move.to.parent_path(), true)) {
      if (errno == ELOOP) link_refused(shown / first_link_on(move.to_dir, move.to.parent_path()));
      cannot_use(shown / move.to.parent_path(), std::strerror(errno));
    }
  }
  return moves;
}

}  // namespace

StagedFolder::StagedFolder(const fs::path& out, StagedFolderOptions options)
    : options_(std::move(options)), out_(out) {
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(out, ec)) && options_.refuse_linked_out) link_refused(out);
  if (fs::exists(out, ec) && !fs::is_directory(out, ec))
    cannot_use(out, "it is a file, not a folder");
  for (fs::path p = fs::absolute(out, ec).lexically_normal(); p.has_relative_path();
       p = p.parent_path()) {
    if (p.filename().empty()) continue;  // a trailing slash
    if (fs::exists(fs::symlink_status(p, ec))) break;
    made_.push_back(p);
  }
  fs::create_directories(out, ec);
  if (ec) cannot_use(out, ec.message());
  real_out_ = fs::canonical(out, ec);
  if (ec) cannot_use(out, ec.message());
  if (real_out_.has_relative_path()) {
    parent_fd_.reset(::open(real_out_.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  }
  out_fd_ = parent_fd_ ? open_folder_at(parent_fd_.get(), real_out_.filename().string())
                       : UniqueFd(::open(real_out_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (!out_fd_) cannot_use(out, std::strerror(errno));
  remove_abandoned(out_fd_.get(), parent_fd_ ? parent_fd_.get() : -1,
                   real_out_.filename().string());
  // A manifest commit() can't use is refused now, not after the whole kit has been made.
  read_list(out_fd_.get(), out_, options_);

  build_id_ = std::to_string(::getpid()) + "-" + random_hex();
  struct stat parent_st {
  }, out_st{};
  const bool same_disk = parent_fd_ && ::fstat(parent_fd_.get(), &parent_st) == 0 &&
                         ::fstat(out_fd_.get(), &out_st) == 0 && parent_st.st_dev == out_st.st_dev;
  std::string name = "." + real_out_.filename().string() + ".spotforge-" + build_id_;
  if (options_.exchange && same_disk && ::mkdirat(parent_fd_.get(), name.c_str(), 0700) == 0) {
    staging_fd_ = open_folder_at(parent_fd_.get(), name);
    staging_ = real_out_.parent_path() / name;
    staging_is_sibling_ = true;
  } else {
    // The parent isn't ours to write (or the folder is a mount point): stage inside.
    name = std::string(kStagingPrefix) + std::to_string(::getpid());
    remove_tree_at(out_fd_.get(), name);
    if (::mkdirat(out_fd_.get(), name.c_str(), 0700) != 0) cannot_use(out, std::strerror(errno));
    staging_fd_ = open_folder_at(out_fd_.get(), name);
    staging_ = real_out_ / name;
  }
  if (!staging_fd_) cannot_use(out, std::strerror(errno));
  on_interrupt_ = std::make_unique<RemoveOnInterrupt>(staging_);
  // Writers (Cairo, qpdf, poppler) take paths: this one reaches the staging folder through
  // its descriptor, whatever happens to the names above it meanwhile.
  const fs::path by_fd = "/proc/self/fd/" + std::to_string(staging_fd_.get());
  path_ = fs::is_directory(by_fd, ec) ? by_fd : staging_;
}

StagedFolder::~StagedFolder() {
  std::error_code ignored;
  if (!staging_.empty()) {
    const int dir = staging_is_sibling_ ? parent_fd_.get() : out_fd_.get();
    if (dir >= 0) remove_tree_at(dir, staging_.filename().string());
  }
  // A folder made for a build that failed goes again: nothing left behind.
  if (!committed_) {
    for (const fs::path& folder : made_) fs::remove(folder, ignored);  // only when empty
  }
}

std::string StagedFolder::as_in_out(std::string text) const {
  for (const fs::path& from : {path_, staging_}) {
    const std::string was = from.string(), now = out_.string();
    for (size_t at = text.find(was); at != std::string::npos;
         at = text.find(was, at + now.size())) {
      text.replace(at, was.size(), now);
    }
  }
  return text;
}

std::vector<Diagnostic> StagedFolder::as_in_out(std::vector<Diagnostic> problems) const {
  for (Diagnostic& d : problems) {
    d.file = as_in_out(d.file);
    d.message = as_in_out(d.message);
  }
  return problems;
}

// The staging folder takes its manifest's inode into its name: after a kill, the next run
// knows the exchange was made when the kit folder's manifest has that inode.
void StagedFolder::name_staging_for_its_manifest() {
  struct stat manifest {};
  if (!stat_at(staging_fd_.get(), std::string(kKitManifest), &manifest)) {
    cannot_use(out_, std::strerror(errno));
  }
  const std::string named = staging_.filename().string() + "-i" + std::to_string(manifest.st_ino);
  if (::renameat(parent_fd_.get(), staging_.filename().c_str(), parent_fd_.get(), named.c_str()) !=
      0) {
    cannot_use(out_, std::strerror(errno));
  }
  staging_ = staging_.parent_path() / named;
  on_interrupt_ = std::make_unique<RemoveOnInterrupt>(staging_);
}

bool StagedFolder::try_exchange(const Paths& previous_kit) {
  const std::set<fs::path> previous(previous_kit.begin(), previous_kit.end());
  step(1);
  if (!link_users_files(out_fd_.get(), staging_fd_.get(), "", previous)) return false;
  step(2);
  sync_tree(staging_fd_.get());
  struct stat out_st {};
  if (::fstat(out_fd_.get(), &out_st) == 0) ::fchmod(staging_fd_.get(), out_st.st_mode & 07777);
  step(3);
  const std::string staging_name = staging_.filename().string();
  const std::string out_name = real_out_.filename().string();
  if (::renameat2(parent_fd_.get(), staging_name.c_str(), parent_fd_.get(), out_name.c_str(),
                  RENAME_EXCHANGE) != 0) {
    if (errno == EINVAL || errno == ENOSYS || errno == ENOTSUP || errno == EXDEV) return false;
    cannot_use(out_, std::strerror(errno));
  }
  std::swap(out_fd_, staging_fd_);  // the new kit is the folder now; the old one is staging_
  exchanged_ = true;
  step(4);
  sync_folder(parent_fd_.get());
  step(5);
  finish_old_folder(parent_fd_.get(), staging_name, out_fd_.get());
  return true;
}

void StagedFolder::commit_by_journal(const Paths& kit, const Paths& previous_kit) {
  if (staging_is_sibling_) {
    // The journal's roll back finds the staging folder inside the kit folder.
    const std::string inside = std::string(kStagingPrefix) + std::to_string(::getpid());
    remove_tree_at(out_fd_.get(), inside);
    if (::renameat(parent_fd_.get(), staging_.filename().c_str(), out_fd_.get(), inside.c_str()) !=
        0) {
      cannot_use(out_, std::strerror(errno));
    }
    staging_ = real_out_ / inside;
    staging_is_sibling_ = false;
    on_interrupt_ = std::make_unique<RemoveOnInterrupt>(staging_);
  }
  Paths added = kit;
  added.push_back(fs::path(kKitManifest));
  const std::string previous_name = std::string(kPreviousPrefix) + std::to_string(::getpid());
  remove_tree_at(out_fd_.get(), previous_name);
  if (::mkdirat(out_fd_.get(), previous_name.c_str(), 0700) != 0 ||
      ::mkdirat(out_fd_.get(), (previous_name + "/files").c_str(), 0700) != 0) {
    cannot_use(out_, std::strerror(errno));
  }
  const UniqueFd previous = open_folder_at(out_fd_.get(), previous_name);
  const UniqueFd kept = previous ? open_folder_at(previous.get(), "files") : UniqueFd();
  if (!kept) cannot_use(out_, std::strerror(errno));
  std::vector<Move> moves;
  try {
    moves = plan(out_fd_.get(), out_, staging_fd_.get(), kept.get(), added, previous_kit);
  } catch (const InputError&) {
    remove_tree_at(out_fd_.get(), previous_name);
    remove_emptied_folders(out_fd_.get(), added);
    throw;
  }
  try {
    write_file_atomically(path_of(previous.get()) / kJournal, json_of(added));
    for (size_t i = 0; i < moves.size(); ++i) {
      if (before_move_) before_move_(static_cast<int>(i));
      const Move& m = moves[i];
      if (!rename_beneath(m.from_dir, m.from, m.to_dir, m.to)) {
        cannot_use(out_ / m.to, std::strerror(errno));
      }
    }
    sync_folder(out_fd_.get());
    // The switch is done once the journal is gone: a kill from here on keeps the new kit.
    // A journal that stays would make the next build roll the new kit back: a failure here
    // fails the commit, rolled back now.
    if (before_move_) before_move_(static_cast<int>(moves.size()));
    if (::unlinkat(previous.get(), std::string(kJournal).c_str(), 0) != 0) {
      cannot_use(out_ / previous_name / kJournal,
                 std::string("can't mark the switch done: ") + std::strerror(errno));
    }
  } catch (...) {
    roll_back(out_fd_.get(), staging_fd_.get(), previous_name);
    throw;
  }
  remove_tree_at(out_fd_.get(), previous_name);
  const std::set<fs::path> new_files(added.begin(), added.end());
  Paths removed;
  for (const fs::path& file : previous_kit) {
    if (!new_files.contains(file)) removed.push_back(file);
  }
  remove_emptied_folders(out_fd_.get(), removed);
}

std::vector<fs::path> StagedFolder::commit() {
  const Paths previous_kit = read_list(out_fd_.get(), out_, options_).files;
  const std::set<fs::path> previous(previous_kit.begin(), previous_kit.end());
  const Paths kit = files_below(staging_fd_.get());
  // Refused before anything changes: a link on the way to a kit file, a folder in its place,
  // or a file there that no kit list names (the user's: never replaced without a word).
  for (const fs::path& file : kit) {
    if (const fs::path link = first_link_on(out_fd_.get(), file); !link.empty()) {
      link_refused(out_ / link);
    }
    struct stat st {};
    const UniqueFd folder = open_folder_beneath(out_fd_.get(), file.parent_path(), false);
    if (!folder || !stat_at(folder.get(), file.filename().string(), &st)) continue;
    if (!S_ISREG(st.st_mode)) {
      cannot_use(out_ / file, "a folder or other non-file is in the way of the kit's " +
                                  file.generic_string() + "; move it elsewhere");
    }
    if (!previous.contains(file)) {
      throw InputError(std::vector<Diagnostic>{
          {Diagnostic::Severity::kError, (out_ / file).string(), 0, 0,
           "is in the way of the kit's own " + file.generic_string() + ", and no kit list (" +
               std::string(kKitManifest) +
               ") says spotforge made it, so it may be yours: spotforge never replaces it; "
               "move or rename it, or choose another folder (--out DIR)"}});
    }
  }
  const auto hold = defer_interrupts();
  step(0);
  write_file_atomically(path_ / kKitManifest, json_of(kit));
  if (staging_is_sibling_) name_staging_for_its_manifest();
  if (!staging_is_sibling_ || !try_exchange(previous_kit)) {
    commit_by_journal(kit, previous_kit);
  }
  committed_ = true;
  std::vector<fs::path> written;
  for (const fs::path& file : kit) written.push_back(out_ / file);
  return written;
}

}  // namespace spotforge
