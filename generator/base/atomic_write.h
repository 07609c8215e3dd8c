// Writing an output file so that readers never see half of it: the content goes to a temporary
// file in the same folder, which is then renamed over the target (atomic on POSIX file systems).
#pragma once

#include <filesystem>
#include <string_view>

namespace spotforge {

// Throws InputError naming the file and the reason (missing folder, no permission, disk full);
// the target is then left as it was and no temporary file stays behind.
// Also refuses (InputError) a target that exists and is not a regular file.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

// Throws InputError unless `path` is absent or a regular file. The rename that saves a file
// replaces whatever directory entry is there: a symlink, FIFO or device node (run as root,
// `--out /dev/null` destroyed /dev/null) would be swapped for a plain file. /dev/stdout is a
// symlink too and is refused like any other: leaving out --out writes to standard output.
void check_replaceable(const std::filesystem::path& path);

}  // namespace spotforge
