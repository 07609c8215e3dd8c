#include "base/staged_folder.h"

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

#include "base/atomic_write.h"
#include "base/diagnostic.h"
#include "base/kit_list.h"
#include "base/staged_journal.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using Paths = std::vector<fs::path>;

long pid_after(const std::string& name, std::string_view prefix) {
  if (!name.starts_with(prefix)) return 0;
  return std::strtol(name.c_str() + prefix.size(), nullptr, 10);
}

bool is_gone(long pid) {
  return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
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
    const Paths listed = read_kit_list_loosely(old.get(), kKitManifest);
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
      roll_back_journal(out_fd, staging ? staging.get() : -1, entry);
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

}  // namespace

StagedFolder::StagedFolder(const fs::path& out, StagedFolderOptions options)
    : options_(std::move(options)), out_(out) {
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(out, ec)) && options_.refuse_linked_out)
    refuse_link_in_kit(out);
  if (fs::exists(out, ec) && !fs::is_directory(out, ec))
    refuse_kit_folder(out, "it is a file, not a folder");
  for (fs::path p = fs::absolute(out, ec).lexically_normal(); p.has_relative_path();
       p = p.parent_path()) {
    if (p.filename().empty()) continue;  // a trailing slash
    if (fs::exists(fs::symlink_status(p, ec))) break;
    made_.push_back(p);
  }
  fs::create_directories(out, ec);
  if (ec) refuse_kit_folder(out, ec.message());
  real_out_ = fs::canonical(out, ec);
  if (ec) refuse_kit_folder(out, ec.message());
  if (real_out_.has_relative_path()) {
    parent_fd_.reset(::open(real_out_.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  }
  out_fd_ = parent_fd_ ? open_folder_at(parent_fd_.get(), real_out_.filename().string())
                       : UniqueFd(::open(real_out_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (!out_fd_) refuse_kit_folder(out, std::strerror(errno));
  remove_abandoned(out_fd_.get(), parent_fd_ ? parent_fd_.get() : -1,
                   real_out_.filename().string());
  // A manifest commit() can't use is refused now, not after the whole kit has been made.
  read_kit_list(out_fd_.get(), out_, options_.is_kit_name);

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
    if (::mkdirat(out_fd_.get(), name.c_str(), 0700) != 0)
      refuse_kit_folder(out, std::strerror(errno));
    staging_fd_ = open_folder_at(out_fd_.get(), name);
    staging_ = real_out_ / name;
  }
  if (!staging_fd_) refuse_kit_folder(out, std::strerror(errno));
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
    refuse_kit_folder(out_, std::strerror(errno));
  }
  const std::string named = staging_.filename().string() + "-i" + std::to_string(manifest.st_ino);
  if (::renameat(parent_fd_.get(), staging_.filename().c_str(), parent_fd_.get(), named.c_str()) !=
      0) {
    refuse_kit_folder(out_, std::strerror(errno));
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
    refuse_kit_folder(out_, std::strerror(errno));
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
      refuse_kit_folder(out_, std::strerror(errno));
    }
    staging_ = real_out_ / inside;
    staging_is_sibling_ = false;
    on_interrupt_ = std::make_unique<RemoveOnInterrupt>(staging_);
  }
  Paths added = kit;
  added.push_back(fs::path(kKitManifest));
  switch_by_journal({out_fd_.get(), out_, staging_fd_.get(), added, previous_kit, before_move_});
}

std::vector<fs::path> StagedFolder::commit() {
  const Paths previous_kit = read_kit_list(out_fd_.get(), out_, options_.is_kit_name);
  const std::set<fs::path> previous(previous_kit.begin(), previous_kit.end());
  const Paths kit = files_below(staging_fd_.get());
  // Refused before anything changes: a link on the way to a kit file, a folder in its place,
  // or a file there that no kit list names (the user's: never replaced without a word).
  for (const fs::path& file : kit) {
    if (const fs::path link = first_link_on(out_fd_.get(), file); !link.empty()) {
      refuse_link_in_kit(out_ / link);
    }
    struct stat st {};
    const UniqueFd folder = open_folder_beneath(out_fd_.get(), file.parent_path(), false);
    if (!folder || !stat_at(folder.get(), file.filename().string(), &st)) continue;
    if (!S_ISREG(st.st_mode)) {
      refuse_kit_folder(out_ / file, "a folder or other non-file is in the way of the kit's " +
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
  write_file_atomically(path_ / kKitManifest, kit_list_json(kit));
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
