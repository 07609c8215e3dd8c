#include "base/languages.h"

#include <algorithm>
#include <system_error>

#include "base/data_dir.h"

namespace spotforge {

namespace fs = std::filesystem;

fs::path languages_dir() { return data_dir() / "templates" / "lang"; }

std::vector<std::string> available_languages() {
  std::vector<std::string> codes;
  std::error_code ec;
  for (fs::directory_iterator it(languages_dir(), ec), end; !ec && it != end; it.increment(ec)) {
    if (fs::exists(it->path() / "strings.yaml")) codes.push_back(it->path().filename().string());
  }
  std::sort(codes.begin(), codes.end());
  return codes;
}

bool language_available(const std::string& code) {
  const auto codes = available_languages();
  return std::find(codes.begin(), codes.end(), code) != codes.end();
}

std::string available_languages_text() {
  std::string text;
  for (const std::string& code : available_languages()) text += (text.empty() ? "" : ", ") + code;
  return text.empty() ? "none" : text;
}

}  // namespace spotforge
