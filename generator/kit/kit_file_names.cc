#include "kit/kit_file_names.h"

#include <array>
#include <regex>
#include <string>
#include <vector>

namespace spotforge {
namespace {

constexpr std::array<const char*, 8> kTopFiles = {
    "cards.pdf",        "layout.json",    "boards.pdf",           "boards.html",
    "search-cards.pdf", "solutions.json", "party-components.pdf", "spotlight-components.pdf"};

}  // namespace

bool is_kit_file_name(const std::filesystem::path& relative) {
  std::vector<std::string> parts;
  for (const auto& part : relative) parts.push_back(part.string());
  if (parts.empty() || parts.size() > 2) return false;
  for (const std::string& part : parts) {
    if (part.empty() || part.starts_with(".")) return false;  // hidden, ".", ".."
  }
  if (parts.size() == 2) {
    if (parts[0] == "symbols") return true;  // one picture per symbol, named for its id
    return parts[0] == "previews" && relative.extension() == ".png";
  }
  for (const char* name : kTopFiles) {
    if (parts[0] == name) return true;
  }
  static const std::regex rulebook("rules-[a-z]+-[a-z]{2,3}\\.pdf");
  return std::regex_match(parts[0], rulebook);
}

}  // namespace spotforge
