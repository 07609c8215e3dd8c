// A build writes many files that belong together (the deck, its manifest and symbol files, the
// rulebooks, previews). They are written into a hidden staging folder and put in place only
// when every one of them is complete, so that an error, a full disk or Ctrl-C leaves the
// previous build's files exactly as they were.
//
// The folder holds exactly one kit: the commit also writes a manifest (kKitManifest) listing
// the kit's files, and the previous kit's files the new one doesn't write go. Files no manifest
// lists (the user's own) are never touched. The switch is one atomic step: the staging folder
// is a sibling of the output folder, the user's own files are hard-linked into it, and the two
// folders are exchanged with renameat2(RENAME_EXCHANGE), so that after a kill at any moment the
// folder is the old kit or the new one for any program that reads it. Where the file system
// can't (no RENAME_EXCHANGE or hard links, the output folder a mount point, its parent not
// writable) the files are moved one by one under a journal, and a build killed during the
// moves is rolled back by the next one (base/staged_journal.h). See docs/design.md, "kit folder
// switch".
//
// Nothing is ever reached through a symbolic link inside the output folder (base/beneath.h):
// a link where the kit writes or in the manifest is refused, naming it.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "base/beneath.h"
#include "base/diagnostic.h"
#include "base/interrupt.h"
#include "base/kit_list.h"

namespace spotforge {

struct StagedFolderOptions {
  // The names a kit writes (relative paths). A manifest listing any other name is not one
  // spotforge wrote and is refused, so a crafted one can't make a build remove a user's file.
  // Empty: any name inside the folder.
  std::function<bool(const std::filesystem::path&)> is_kit_name;
  // Refuse an output folder that is itself a symbolic link (the studio's THEME/kit, which came
  // with the theme; `--out` is the user's own choice and may be one).
  bool refuse_linked_out = false;
  // Tests: play a file system without RENAME_EXCHANGE (the journaled file-by-file switch).
  bool exchange = true;
};

class StagedFolder {
 public:
  // Creates `out` when missing and the staging folder, after cleaning up what a killed build
  // left. InputError when `out` can't be created or written to, is a link (when refused),
  // or holds a kit manifest spotforge didn't write (naming it, the reason and the fix).
  explicit StagedFolder(const std::filesystem::path& out, StagedFolderOptions options = {});
  // Removes the staging folder with whatever it still holds, and `out` when this made it and
  // nothing was committed (a build that failed leaves no empty folder behind).
  ~StagedFolder();
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  // Where to write: the staging folder (reached through its descriptor where /proc allows).
  const std::filesystem::path& path() const { return path_; }
  const std::filesystem::path& out() const { return out_; }

  // `text` with the staging folder's path made out()'s: a problem met while writing names the
  // file where the user will look for it, not its temporary place.
  std::string as_in_out(std::string text) const;
  std::vector<Diagnostic> as_in_out(std::vector<Diagnostic> problems) const;

  // Puts the staged files in place under out() at the same relative paths, drops the previous
  // kit's files and writes the manifest; returns the final paths (the manifest left out) in a
  // stable (sorted) order. All or nothing: on an InputError the folder is as it was. A user's
  // file where the kit writes (one no manifest lists), a folder in the way or a link on the way
  // is refused before anything changes. Interrupts wait until it is done.
  std::vector<std::filesystem::path> commit();

  // How the last commit switched: true for the folder exchange, false for the journal.
  bool exchanged() const { return exchanged_; }

  // Test hooks, called with a step's number before it; they may throw to play a failure or
  // end the process to play a kill. Steps: the exchange's (0 manifest, 1 user files linked,
  // 2 synced, 3 exchange, 4 parent synced, 5 old folder removed); the journal's (0 .. n-1 its
  // renames, n the journal's removal, which marks the switch done).
  void set_before_step_for_tests(std::function<void(int)> hook) { before_step_ = std::move(hook); }
  void set_before_move_for_tests(std::function<void(int)> hook) { before_move_ = std::move(hook); }

 private:
  bool try_exchange(const std::vector<std::filesystem::path>& previous_kit);
  void name_staging_for_its_manifest();
  void commit_by_journal(const std::vector<std::filesystem::path>& kit,
                         const std::vector<std::filesystem::path>& previous_kit);
  void step(int n) const {
    if (before_step_) before_step_(n);
  }

  StagedFolderOptions options_;
  std::function<void(int)> before_step_, before_move_;
  std::filesystem::path out_;       // as given
  std::filesystem::path real_out_;  // resolved: the name exchanged in its parent
  std::filesystem::path staging_;   // its real path, for removal
  std::filesystem::path path_;      // for writers: /proc/self/fd/N or staging_
  std::string build_id_;            // pid-random: names the staging folder
  UniqueFd parent_fd_, out_fd_, staging_fd_;
  bool staging_is_sibling_ = false;
  bool exchanged_ = false;
  bool committed_ = false;
  std::vector<std::filesystem::path> made_;  // folders made for `out`, deepest first
  std::unique_ptr<RemoveOnInterrupt> on_interrupt_;
};

}  // namespace spotforge
