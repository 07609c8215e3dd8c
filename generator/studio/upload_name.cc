#include "studio/upload_name.h"

#include <algorithm>
#include <cctype>

#include "base/diagnostic.h"
#include "theme/theme_init.h"

namespace spotforge::studio {
namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// The part after the last / or \ (browsers on Windows may send the whole path).
std::string last_part(const std::string& name) {
  const size_t slash = name.find_last_of("/\\");
  return slash == std::string::npos ? name : name.substr(slash + 1);
}

// What the name says the picture is, the extension to save it with: "png", "jpg", "svg".
std::string kind_of(const std::string& base) {
  const size_t dot = base.rfind('.');
  if (dot == std::string::npos) return "";
  const std::string ext = lower(base.substr(dot + 1));
  if (ext == "jpeg") return "jpg";
  return ext == "png" || ext == "jpg" || ext == "svg" ? ext : "";
}

bool bytes_match(const std::string& kind, std::string_view bytes) {
  if (kind == "png") return bytes.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8);
  if (kind == "jpg") return bytes.substr(0, 3) == std::string_view("\xff\xd8\xff", 3);
  // SVG: markup first (after an optional UTF-8 byte order mark and white space).
  if (bytes.substr(0, 3) == "\xef\xbb\xbf") bytes.remove_prefix(3);
  const size_t first = bytes.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && bytes[first] == '<';
}

[[noreturn]] void refuse(const std::string& name, const std::string& why) {
  throw InputError(name.empty() ? "an upload without a file name: " + why
                                : "upload '" + name + "': " + why);
}

// The name as shown in a message: control characters (NUL, newlines) as '?'.
std::string printable(const std::string& name) {
  std::string out;
  for (unsigned char c : name.substr(0, 200)) out += (c < 32 || c == 127) ? '?' : char(c);
  return out;
}

}  // namespace

std::string picture_file_name(const std::string& uploaded_name, std::string_view bytes,
                              const std::set<std::string>& taken) {
  const std::string shown = printable(uploaded_name);
  const std::string base = last_part(uploaded_name);
  const std::string kind = kind_of(base);
  if (kind.empty()) refuse(shown, "not a picture a theme can use; send .png, .jpg, .jpeg or .svg");
  if (bytes.empty()) refuse(shown, "the file is empty");
  if (bytes.size() > kMaxUploadBytes) {
    refuse(shown, "larger than " + std::to_string(kMaxUploadBytes >> 20) +
                      " MB; make it smaller (a card shows it at some 30 mm)");
  }
  if (!bytes_match(kind, bytes)) {
    refuse(shown, "its content is not a ." + kind + " file; save it again as a real " + kind);
  }
  std::string stem = safe_id(base.substr(0, base.rfind('.')));
  if (stem.empty()) stem = "picture";
  std::string name = stem + "." + kind;
  for (int n = 2; taken.count(name); ++n) name = stem + "-" + std::to_string(n) + "." + kind;
  return name;
}

}  // namespace spotforge::studio
