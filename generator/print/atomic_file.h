// Files written in several steps (the PDF: Cairo, then qpdf) appear complete or not at all:
// written under a temporary name in the same folder and renamed over the target when done;
// the temporary is removed if anything fails before that.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include "base/interrupt.h"

namespace spotforge {

// A temporary path beside `target` that is deleted on destruction unless commit() renamed it.
class TempFile {
 public:
  TempFile(const std::filesystem::path& target, std::string_view tag);
  ~TempFile();
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  const std::filesystem::path& path() const { return temp_; }
  const std::filesystem::path& target() const { return target_; }
  // Renames the temporary over the target. Throws std::runtime_error on failure.
  void commit();

 private:
  std::filesystem::path target_;
  std::filesystem::path temp_;
  bool committed_ = false;
  std::unique_ptr<RemoveOnInterrupt> on_interrupt_;  // Ctrl-C removes the temporary too
};

// (Whole files in one piece: write_file_atomically in base/atomic_write.h.)

}  // namespace spotforge
