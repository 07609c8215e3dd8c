// A build writes many files that belong together (the deck, its manifest and symbol files, the
// rulebooks, previews). They are written into a hidden staging folder inside the output folder
// and moved into place only when every one of them is complete, so that an error, a full disk
// or Ctrl-C leaves the previous build's files exactly as they were.
#pragma once

#include <filesystem>
#include <vector>

#include "base/interrupt.h"

namespace spotforge {

class StagedFolder {
 public:
  // Creates `out` when missing and the staging folder in it. InputError when `out` can't be
  // created or written to (naming it, the reason and the fix).
  explicit StagedFolder(const std::filesystem::path& out);
  // Removes the staging folder with whatever it still holds.
  ~StagedFolder();
  StagedFolder(const StagedFolder&) = delete;
  StagedFolder& operator=(const StagedFolder&) = delete;

  // Where to write: the staging folder.
  const std::filesystem::path& path() const { return staging_; }
  const std::filesystem::path& out() const { return out_; }

  // Moves every staged file to the same relative path under out(), replacing what is there;
  // returns the final paths in a stable (sorted) order. Interrupts wait until it is done.
  std::vector<std::filesystem::path> commit();

 private:
  std::filesystem::path out_;
  std::filesystem::path staging_;
  RemoveOnInterrupt on_interrupt_;
};

}  // namespace spotforge
