#include "base/beneath.h"

#include <dirent.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <vector>

namespace spotforge {
namespace {

namespace fs = std::filesystem;

// Whether openat2 is there: unknown until the first call answers ENOSYS (an old kernel) or
// EPERM (a seccomp filter that doesn't know it), then the walk below for good.
std::atomic<bool> g_no_openat2{false};

bool is_confined(const fs::path& relative) {
  if (relative.is_absolute()) return false;
  for (const fs::path& part : relative) {
    if (part == "..") return false;
  }
  return true;
}

std::vector<std::string> components(const fs::path& relative) {
  std::vector<std::string> parts;
  for (const fs::path& part : relative) {
    if (!part.empty() && part != ".") parts.push_back(part.string());
  }
  return parts;
}

int openat2_beneath(int dir, const fs::path& relative, int flags, mode_t mode) {
  open_how how{};
  how.flags = static_cast<unsigned long long>(flags);
  how.mode = (flags & (O_CREAT | O_TMPFILE)) ? mode : 0;
  how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
  return static_cast<int>(::syscall(SYS_openat2, dir, relative.c_str(), &how, sizeof how));
}

// Every component but the last opened as a folder with O_NOFOLLOW (a link fails with ELOOP
// or ENOTDIR; reported as ELOOP), the last with the caller's flags and O_NOFOLLOW.
int walk_beneath(int dir, const fs::path& relative, int flags, mode_t mode) {
  const std::vector<std::string> parts = components(relative);
  if (parts.empty()) return ::openat(dir, ".", flags, mode);
  UniqueFd current;
  int at = dir;
  for (size_t i = 0; i + 1 < parts.size(); ++i) {
    const int next =
        ::openat(at, parts[i].c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (next < 0) {
      struct stat st {};
      if (::fstatat(at, parts[i].c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode)) {
        errno = ELOOP;
      }
      return -1;
    }
    current.reset(next);
    at = next;
  }
  return ::openat(at, parts.back().c_str(), flags, mode);
}

}  // namespace

UniqueFd& UniqueFd::operator=(UniqueFd&& other) noexcept {
  if (this != &other) reset(other.release());
  return *this;
}

void UniqueFd::reset(int fd) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = fd;
}

void use_component_walk_for_tests(bool walk) { g_no_openat2 = walk; }

UniqueFd open_beneath(int dir, const fs::path& relative, int flags, mode_t mode) {
  if (!is_confined(relative)) {
    errno = EXDEV;
    return UniqueFd();
  }
  flags |= O_CLOEXEC | O_NOFOLLOW;
  if (!g_no_openat2) {
    const int fd = openat2_beneath(dir, relative.empty() ? fs::path(".") : relative, flags, mode);
    if (fd >= 0) return UniqueFd(fd);
    if (errno != ENOSYS && errno != EPERM) return UniqueFd();
    if (errno == ENOSYS) g_no_openat2 = true;
  }
  return UniqueFd(walk_beneath(dir, relative, flags, mode));
}

UniqueFd open_folder_beneath(int dir, const fs::path& relative, bool create) {
  if (!is_confined(relative)) {
    errno = EXDEV;
    return UniqueFd();
  }
  UniqueFd current(::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  for (const std::string& part : components(relative)) {
    if (!current) return current;
    UniqueFd next = open_beneath(current.get(), part, O_RDONLY | O_DIRECTORY);
    if (!next && errno == ENOENT && create) {
      if (::mkdirat(current.get(), part.c_str(), 0777) != 0 && errno != EEXIST) return next;
      next = open_beneath(current.get(), part, O_RDONLY | O_DIRECTORY);
    }
    if (!next) {
      // O_DIRECTORY | O_NOFOLLOW on a link answers ENOTDIR on some kernels: say what it is.
      struct stat st {};
      const int saved = errno;
      const bool link = ::fstatat(current.get(), part.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 &&
                        S_ISLNK(st.st_mode);
      errno = link ? ELOOP : saved;
      return next;
    }
    current = std::move(next);
  }
  return current;
}

fs::path first_link_on(int dir, const fs::path& relative) {
  fs::path walked;
  UniqueFd current(::openat(dir, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  const std::vector<std::string> parts = components(relative);
  for (size_t i = 0; i < parts.size() && current; ++i) {
    walked /= parts[i];
    struct stat st {};
    if (::fstatat(current.get(), parts[i].c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) return {};
    if (S_ISLNK(st.st_mode)) return walked;
    if (!S_ISDIR(st.st_mode)) return {};
    current.reset(
        ::openat(current.get(), parts[i].c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  }
  return {};
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

std::vector<fs::path> files_below(int dir, const fs::path& relative) {
  std::vector<fs::path> files;
  for (const std::string& name : names_in(dir)) {
    struct stat st {};
    if (!stat_at(dir, name, &st)) continue;
    if (!S_ISDIR(st.st_mode)) {
      files.push_back(relative / name);
    } else if (const UniqueFd sub = open_folder_at(dir, name)) {
      const std::vector<fs::path> below = files_below(sub.get(), relative / name);
      files.insert(files.end(), below.begin(), below.end());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

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

bool rename_beneath(int from_dir, const fs::path& from, int to_dir, const fs::path& to) {
  const UniqueFd source = open_folder_beneath(from_dir, from.parent_path(), false);
  const UniqueFd target = open_folder_beneath(to_dir, to.parent_path(), true);
  if (!source || !target) return false;
  return ::renameat(source.get(), from.filename().c_str(), target.get(), to.filename().c_str()) ==
         0;
}

bool remove_tree_at(int dir, const std::string& name) {
  if (::unlinkat(dir, name.c_str(), 0) == 0 || errno == ENOENT) return true;
  if (errno != EISDIR && errno != EPERM) return false;  // Linux answers EISDIR for a folder
  const UniqueFd folder = open_folder_at(dir, name);
  if (!folder) return false;
  const std::vector<std::string> names = names_in(folder.get());
  bool ok = true;
  for (const std::string& n : names) ok = remove_tree_at(folder.get(), n) && ok;
  if (!ok) return false;
  return ::unlinkat(dir, name.c_str(), AT_REMOVEDIR) == 0 || errno == ENOENT;
}

bool sync_folder(int dir) { return ::fsync(dir) == 0 || errno == EINVAL || errno == EROFS; }

}  // namespace spotforge
