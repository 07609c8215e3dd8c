// The kit folder switch where the folder exchange can't be made (base/staged_folder.h): the
// files move one by one under a journal. The old files move aside into
// .spotforge-previous-PID/files/, then the new ones in from the staging folder; the journal, the
// list of the new files, is written before the first rename, and removing it is the commit
// point. Any failure rolls back at once; a build killed during the renames is rolled back by
// the next one (see docs/design.md, "kit folder switch").
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace spotforge {

// Inside the kit folder: the staging folder of a journaled commit, and the folder holding the
// journal and the previous kit's files during one.
inline constexpr std::string_view kStagingPrefix = ".spotforge-staging-";
inline constexpr std::string_view kPreviousPrefix = ".spotforge-previous-";
inline constexpr std::string_view kJournal = "journal.json";

struct JournalSwitch {
  int out = -1;                                     // the kit folder
  std::filesystem::path shown;                      // its name in errors
  int staging = -1;                                 // the staging folder, inside `out`
  std::vector<std::filesystem::path> added;         // the new kit's files, its list among them
  std::vector<std::filesystem::path> previous_kit;  // the files the old list names
  // Test hook, called before each rename (0 .. n-1) and before the journal's removal (n).
  std::function<void(int)> before_move;
};

// Switches the kit folder to the staged files: all or nothing. InputError (a link or a non-folder
// on the way, a failed rename, a journal that can't be written or removed) after rolling back.
void switch_by_journal(const JournalSwitch& to);

// Puts the previous kit back from `previous_name` in `out` after a journaled commit that failed
// or was killed during its renames: the new files moved in (no longer in `staging`, -1 when it
// is gone) go, the old ones come back.
void roll_back_journal(int out, int staging, const std::string& previous_name);

}  // namespace spotforge
