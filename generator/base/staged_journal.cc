#include "base/staged_journal.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <set>

#include "base/atomic_write.h"
#include "base/beneath.h"
#include "base/diagnostic.h"
#include "base/kit_list.h"

namespace spotforge {
namespace {

namespace fs = std::filesystem;
using Paths = std::vector<fs::path>;

// Every step goes through descriptors: the kit folder's, the staging folder's and the journal
// folder's, each path below them walked without following a link.

// A path for path-taking writers that reaches `dir` through its descriptor.
fs::path path_of(int dir) { return "/proc/self/fd/" + std::to_string(dir); }

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
      if (errno == ELOOP) {
        refuse_link_in_kit(shown / first_link_on(move.to_dir, move.to.parent_path()));
      }
      refuse_kit_folder(shown / move.to.parent_path(), std::strerror(errno));
    }
  }
  return moves;
}

}  // namespace

// The journal is marked done before the old files come back; when that can't be written, they
// stay there with the journal for the next build, so that no later roll back can take them for
// new ones and remove them.
void roll_back_journal(int out, int staging, const std::string& previous_name) {
  const UniqueFd previous = open_folder_at(out, previous_name);
  if (!previous) return;
  const Paths added = read_kit_list_loosely(previous.get(), kJournal);
  for (const fs::path& file : added) {
    if (staging < 0 || !exists_beneath(staging, file)) remove_beneath(out, file);
  }
  try {
    write_file_atomically(path_of(previous.get()) / kJournal, kit_list_json({}));
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

void switch_by_journal(const JournalSwitch& to) {
  const std::string previous_name = std::string(kPreviousPrefix) + std::to_string(::getpid());
  remove_tree_at(to.out, previous_name);
  if (::mkdirat(to.out, previous_name.c_str(), 0700) != 0 ||
      ::mkdirat(to.out, (previous_name + "/files").c_str(), 0700) != 0) {
    refuse_kit_folder(to.shown, std::strerror(errno));
  }
  const UniqueFd previous = open_folder_at(to.out, previous_name);
  const UniqueFd kept = previous ? open_folder_at(previous.get(), "files") : UniqueFd();
  if (!kept) refuse_kit_folder(to.shown, std::strerror(errno));
  std::vector<Move> moves;
  try {
    moves = plan(to.out, to.shown, to.staging, kept.get(), to.added, to.previous_kit);
  } catch (const InputError&) {
    remove_tree_at(to.out, previous_name);
    remove_emptied_folders(to.out, to.added);
    throw;
  }
  try {
    write_file_atomically(path_of(previous.get()) / kJournal, kit_list_json(to.added));
    for (size_t i = 0; i < moves.size(); ++i) {
      if (to.before_move) to.before_move(static_cast<int>(i));
      const Move& m = moves[i];
      if (!rename_beneath(m.from_dir, m.from, m.to_dir, m.to)) {
        refuse_kit_folder(to.shown / m.to, std::strerror(errno));
      }
    }
    sync_folder(to.out);
    // The switch is done once the journal is gone: a kill from here on keeps the new kit.
    // A journal that stays would make the next build roll the new kit back: a failure here
    // fails the commit, rolled back now.
    if (to.before_move) to.before_move(static_cast<int>(moves.size()));
    if (::unlinkat(previous.get(), std::string(kJournal).c_str(), 0) != 0) {
      refuse_kit_folder(to.shown / previous_name / kJournal,
                        std::string("can't mark the switch done: ") + std::strerror(errno));
    }
  } catch (...) {
    roll_back_journal(to.out, to.staging, previous_name);
    throw;
  }
  remove_tree_at(to.out, previous_name);
  const std::set<fs::path> new_files(to.added.begin(), to.added.end());
  Paths removed;
  for (const fs::path& file : to.previous_kit) {
    if (!new_files.contains(file)) removed.push_back(file);
  }
  remove_emptied_folders(to.out, removed);
}

}  // namespace spotforge
