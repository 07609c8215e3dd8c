// A write that fails because the disk is full often surfaces far from the cause (a library
// reading back a truncated file). Writers call this on failure to say so plainly.
#pragma once

#include <filesystem>

namespace spotforge {

// Throws InputError naming `file` when the file system holding it has less room left than a
// PDF needs (under 1 MB): "the disk is full; free some space or choose another folder".
// Returns quietly otherwise, so that the caller reports the original error.
void throw_if_disk_full(const std::filesystem::path& file);

}  // namespace spotforge
