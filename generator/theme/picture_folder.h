// The pictures `spotforge init` finds in a folder: the top folder only (a theme names its
// files relative to the folder, and sub-folders often hold other things: originals, prints).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace spotforge {

struct PictureFolder {
  std::vector<std::string> files;  // picture file names in the folder, sorted, one per picture
  // Pictures found but not used, each with why ("b.png: the same picture as a.png").
  std::vector<std::string> left_out;
  // Sub-folders holding pictures, with how many ("old/ (12 pictures)"): init doesn't look
  // inside them.
  std::vector<std::string> sub_folders;
};

// Lists the pictures (.svg, .png, .jpg, .jpeg in any letter case) directly in `folder`,
// reading each one: byte-for-byte copies of an earlier file are left out (a theme can't show
// one picture twice). Throws InputError naming the folder or file and the fix when the folder
// is missing or unreadable, a picture can't be read, a name is not UTF-8, or no picture is found.
PictureFolder scan_picture_folder(const std::filesystem::path& folder);

}  // namespace spotforge
