// A build writes many files that belong together (the deck, its manifest and symbol files, the
// rulebooks, previews). They are written into a hidden staging folder inside the output folder
// and moved into place only when every one of them is complete, so that an error, a full disk
// or Ctrl-C leaves the previous build's files exactly as they were.
//
// The folder holds exactly one kit: the commit also writes a manifest (kKitManifest) listing
// the files it moved in, and removes the files the previous manifest listed that the new kit
// doesn't write. Files no manifest lists (the user's own) are never touched. The switch is
// all-or-nothing: the old files are first moved aside into a hidden folder, and any failure
// moves them back; a build killed during the moves is rolled back by the next one.
#pragma once

#include <filesystem>
#include <functional>
#include <string_view>
#include <vector>

#include "base/interrupt.h"

namespace spotforge {

// The manifest of the kit in a folder: relative paths of the files the last build wrote.
inline constexpr std::string_view kKitManifest = ".spotforge-kit.json";

class StagedFolder {
 public:
  // Creates `out` when missing and the staging folder in it, after rolling back the commit of
  // a build that was killed. InputError when `out` can't be created or written to, or holds a
  // kit manifest spotforge didn't write (naming it, the reason and the fix).
  explicit StagedFolder(const std::filesystem::path& out);
  // Removes the staging folder with whatever it still holds.
  ~StagedFolder();
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  // Where to write: the staging folder.
  const std::filesystem::path& path() const { return staging_; }
  const std::filesystem::path& out() const { return out_; }

  // Moves every staged file to the same relative path under out(), replacing what is there,
  // removes the previous kit's files the new one lacks and writes the manifest; returns the
  // final paths (the manifest left out) in a stable (sorted) order. All or nothing: on an
  // InputError the folder is as it was. Interrupts wait until it is done.
  std::vector<std::filesystem::path> commit();

  // Test hook: called before each rename of the commit with its number (0, 1, ...); it may throw
  // to play a failed rename, or end the process to play a kill.
  void set_before_move_for_tests(std::function<void(int)> hook) { before_move_ = std::move(hook); }

 private:
  std::function<void(int)> before_move_;
  std::filesystem::path out_;
  std::filesystem::path staging_;
  RemoveOnInterrupt on_interrupt_;
};

}  // namespace spotforge
