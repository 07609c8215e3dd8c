// Writing an output file so that readers never see half of it: the content goes to a temporary
// file in the same folder, which is then renamed over the target (atomic on POSIX file systems).
#pragma once

#include <filesystem>
#include <string_view>

namespace spotforge {

// Throws InputError naming the file and the reason (missing folder, no permission, disk full);
// the target is then left as it was and no temporary file stays behind.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

}  // namespace spotforge
