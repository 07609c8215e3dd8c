// The kit list (.spotforge-kit.json): the files the last build wrote into a kit folder, so that
// the next build can remove those it no longer writes. Read without following a link, and
// trusted only for what a kit may write: a crafted list must not make a build remove a user's
// file. The errors a kit folder gives (a folder spotforge can't use, a link inside it) are here
// too: reading a list meets them first.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace spotforge {

// The manifest of the kit in a folder: relative paths of the files the last build wrote.
inline constexpr std::string_view kKitManifest = ".spotforge-kit.json";

// The list's bytes for `files` (relative paths).
std::string kit_list_json(const std::vector<std::filesystem::path>& files);

// The list `name` in the folder `dir` (shown in errors as `shown`): empty when there is none.
// InputError when it isn't one of ours: not our format, a path outside the folder, a name
// `is_kit_name` refuses (when given), or a link on the way to a listed file.
std::vector<std::filesystem::path> read_kit_list(
    int dir, const std::filesystem::path& shown,
    const std::function<bool(const std::filesystem::path&)>& is_kit_name = {},
    std::string_view name = kKitManifest);

// The list `name` in `dir` whatever it holds (nothing when it can't be read): only to know
// which files are a kit's, never to remove through.
std::vector<std::filesystem::path> read_kit_list_loosely(int dir, std::string_view name);

// InputError: the kit can't be written at `out`, for `why`, with the fix.
[[noreturn]] void refuse_kit_folder(const std::filesystem::path& out, const std::string& why);

// InputError: `link` is a symbolic link inside the kit folder, which spotforge never follows.
[[noreturn]] void refuse_link_in_kit(const std::filesystem::path& link);

}  // namespace spotforge
