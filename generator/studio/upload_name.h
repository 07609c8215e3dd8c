// Pictures the studio receives: the limits on them and the name each one is saved under in
// the theme folder. A browser sends whatever file name the user's file had ("../../.bashrc",
// "C:\\x\\cat.PNG", names with NUL or newlines); only a safe id made from it is ever used.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <string_view>

namespace spotforge::studio {

// Largest picture accepted (a phone photo is some 5 MB) and most pictures per request.
inline constexpr size_t kMaxUploadBytes = 16u << 20;
inline constexpr size_t kMaxUploadFiles = 100;
// Largest request body (a full batch of the largest pictures would be 1.6 GB: too much to hold).
inline constexpr size_t kMaxRequestBytes = 64u << 20;

// The file name to save an upload under: the theme id rules (safe_id) applied to the name's
// last path part without its extension, then the extension in lower case (.jpeg -> .jpg);
// a name already in `taken` gets a number (cat.png, cat-2.png). Throws InputError naming the
// upload when it is not a picture type a theme takes, is empty, too big, or its bytes are not
// what its extension says (a PNG must start with the PNG signature, a JPEG with FF D8 FF, an
// SVG with markup).
std::string picture_file_name(const std::string& uploaded_name, std::string_view bytes,
                              const std::set<std::string>& taken);

}  // namespace spotforge::studio
