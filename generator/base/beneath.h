// Files opened below a folder held open, never through a symbolic link. A kit folder may hold
// links someone else made (a theme folder handed over with `kit/h -> ../../elsewhere`): a path
// string would follow them out of the folder, so everything the kit writes, moves or removes
// is reached from the folder's descriptor, one component at a time, and a link on the way is
// an error, not a detour. openat2(RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS) does that in one call
// where the kernel has it (Linux 5.6); elsewhere each component is opened with O_NOFOLLOW.
#pragma once

#include <sys/stat.h>
#include <sys/types.h>

#include <filesystem>
#include <string>
#include <vector>

namespace spotforge {

// An open file descriptor, closed when the owner goes.
class UniqueFd {
 public:
  UniqueFd() = default;
  explicit UniqueFd(int fd) : fd_(fd) {}
  ~UniqueFd() { reset(); }
  UniqueFd(UniqueFd&& other) noexcept : fd_(other.release()) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept;
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;

  int get() const { return fd_; }
  explicit operator bool() const { return fd_ >= 0; }
  int release() {
    const int fd = fd_;
    fd_ = -1;
    return fd;
  }
  void reset(int fd = -1);

 private:
  int fd_ = -1;
};

// Opens `relative` (no "..", not absolute) below the folder `dir` with `flags` (O_CLOEXEC and
// O_NOFOLLOW are added), following no symbolic link on any component. An invalid fd with errno
// set on failure: ELOOP when a component is a link, EXDEV or EINVAL when the path leaves `dir`.
UniqueFd open_beneath(int dir, const std::filesystem::path& relative, int flags, mode_t mode = 0);

// The folder `relative` below `dir` (`dir` itself when empty), made with mkdirat when missing
// and `create` is set. Invalid with errno set on failure (ELOOP: a link on the way).
UniqueFd open_folder_beneath(int dir, const std::filesystem::path& relative, bool create);

// The first component of `relative` below `dir` that is a symbolic link, as a path relative
// to `dir` ("" when there is none; the walk stops at the first missing component).
std::filesystem::path first_link_on(int dir, const std::filesystem::path& relative);

// Removes `name` in `dir` and all it holds, removing links themselves, never what they point
// to. True when it is gone (or was never there); false with errno set otherwise.
bool remove_tree_at(int dir, const std::string& name);

// fsync of a folder, so that its entries (renames, new names) survive a power cut.
bool sync_folder(int dir);

// The names in the folder `dir` (not "." and ".."), sorted; empty when it can't be read.
std::vector<std::string> names_in(int dir);

// lstat of `name` in `dir`: a link is reported as itself. False when it is missing.
bool stat_at(int dir, const std::string& name, struct stat* st);

// The folder `name` in `dir`, not through a link. Invalid with errno set on failure.
UniqueFd open_folder_at(int dir, const std::string& name);

// The files (and links) below `dir`, as paths relative to it prefixed by `relative`, sorted.
std::vector<std::filesystem::path> files_below(int dir, const std::filesystem::path& relative = "");

// Whether `file` (any kind) is there below `dir`, no link followed on the way.
bool exists_beneath(int dir, const std::filesystem::path& file);

// Removes the file `file` below `dir`: true when it is gone (or was never there).
bool remove_beneath(int dir, const std::filesystem::path& file);

// Renames `from` below `from_dir` to `to` below `to_dir`, making `to`'s folders; no link is
// followed on either side. False with errno set on failure.
bool rename_beneath(int from_dir, const std::filesystem::path& from, int to_dir,
                    const std::filesystem::path& to);

// Test hook: play a kernel without openat2 (the O_NOFOLLOW walk is used instead).
void use_component_walk_for_tests(bool walk);

}  // namespace spotforge
