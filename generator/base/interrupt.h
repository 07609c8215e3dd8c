// Ctrl-C (SIGINT), SIGTERM and SIGHUP must never leave a half-written file behind. The command
// line blocks those signals in every thread and hands them to one watcher thread; when one
// arrives, the watcher removes every path registered below (temporary files, a build's staging
// folder) and ends the process with 128 + the signal's number. Code that renames finished files
// into place holds defer_interrupts() meanwhile, so an interrupt finds the old files or the new
// ones, never a mix of one file half renamed.
#pragma once

#include <filesystem>
#include <mutex>

namespace spotforge {

// Call once at the start of main, before any other thread exists. Without it (tests, the
// library on its own) signals keep their default behaviour and registration costs nothing.
void install_interrupt_handling();

// Registers `path` (a file or a folder) for removal if the process is interrupted while this
// object lives.
class RemoveOnInterrupt {
 public:
  explicit RemoveOnInterrupt(std::filesystem::path path);
  ~RemoveOnInterrupt();
  RemoveOnInterrupt(const RemoveOnInterrupt&) = delete;
  RemoveOnInterrupt& operator=(const RemoveOnInterrupt&) = delete;

 private:
  std::filesystem::path path_;
};

// While the returned lock is held, an interrupt waits.
std::unique_lock<std::recursive_mutex> defer_interrupts();

// std::filesystem::create_directories, but never while an interrupt is removing what it
// must: other threads go on writing until the process ends, and a folder made again inside a
// staging folder just removed would outlive the build.
void create_folders(const std::filesystem::path& path, std::error_code& ec);

}  // namespace spotforge
