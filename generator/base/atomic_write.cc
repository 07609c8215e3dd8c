#include "base/atomic_write.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "base/diagnostic.h"
#include "base/interrupt.h"

namespace spotforge {
namespace {

// Owns the temporary file until it is renamed: closes it and removes it on every failure path.
class TemporaryFile {
 public:
  explicit TemporaryFile(const std::filesystem::path& target) {
    const auto folder = target.has_parent_path() ? target.parent_path() : ".";
    // open(O_CREAT | O_EXCL, 0666) rather than mkstemp (0600): the file gets the modes the
    // user's umask allows, as any other program's new file would.
    std::random_device random;
    for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
      char suffix[16];
      std::snprintf(suffix, sizeof suffix, "%08x", static_cast<unsigned>(random()));
      const std::string name =
          (folder / ("." + target.filename().string() + "." + suffix)).string();
      fd_ = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
      if (fd_ >= 0) name_ = name;
      if (fd_ < 0 && errno != EEXIST) break;
    }
    if (fd_ >= 0) on_interrupt_ = std::make_unique<RemoveOnInterrupt>(name_);
  }
  ~TemporaryFile() {
    if (fd_ >= 0) close(fd_);
    if (!name_.empty()) unlink(name_.c_str());
  }
  TemporaryFile(const TemporaryFile&) = delete;
  TemporaryFile& operator=(const TemporaryFile&) = delete;

  bool opened() const { return fd_ >= 0; }
  bool write_all(std::string_view content) {
    while (!content.empty()) {
      const ssize_t n = ::write(fd_, content.data(), content.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      content.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
  }
  // fsync, close, rename over the target, and fsync the folder (the rename itself must
  // survive a power cut); false (with errno set) on failure.
  bool commit(const std::filesystem::path& target) {
    if (fsync(fd_) != 0) return false;
    const int fd = fd_;
    fd_ = -1;
    if (close(fd) != 0) return false;
    if (std::rename(name_.c_str(), target.c_str()) != 0) return false;
    name_.clear();
    const auto folder = target.has_parent_path() ? target.parent_path() : ".";
    const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return false;
    const bool synced = fsync(dir) == 0 || errno == EINVAL;  // some file systems can't
    ::close(dir);
    return synced;
  }

 private:
  int fd_ = -1;
  std::string name_;
  std::unique_ptr<RemoveOnInterrupt> on_interrupt_;  // Ctrl-C removes the temporary too
};

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what) {
  const std::string fix =
      errno == ENOSPC || errno == EDQUOT
          ? "; the disk is full: free some space or choose another folder (--out DIR)"
      : errno == EFBIG ? "; the file size limit (ulimit -f) is reached: raise it"
                       : "; choose a writable file in an existing folder";
  throw InputError(std::vector<Diagnostic>{{Diagnostic::Severity::kError, path.string(), 0, 0,
                                            what + ": " + std::strerror(errno) + fix}});
}

const char* kind_of(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

}  // namespace

void check_replaceable(const std::filesystem::path& path) {
  struct stat st {};
  if (lstat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode)) return;  // absent, or a file
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, path.string(), 0, 0,
       std::string("is ") + kind_of(st.st_mode) +
           ", which spotforge never replaces; expected a regular file or a new file name "
           "(choose another path)"}});
}

void write_file_atomically(const std::filesystem::path& path, std::string_view content) {
  check_replaceable(path);
  TemporaryFile file(path);
  if (!file.opened()) fail(path, "cannot create a file in its folder");
  if (!file.write_all(content)) fail(path, "cannot write the file");
  if (!file.commit(path)) fail(path, "cannot save the file");
}

}  // namespace spotforge
