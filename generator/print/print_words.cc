#include "print/print_words.h"

namespace spotforge {

const std::string& PrintWords::duplex(DuplexMode mode) const {
  switch (mode) {
    case DuplexMode::kLong:
      return duplex_long;
    case DuplexMode::kShort:
      return duplex_short;
    case DuplexMode::kFold:
      return duplex_fold;
    case DuplexMode::kNone:
      break;
  }
  return duplex_none;
}

std::string fill_words(const std::string& text, const std::map<std::string, std::string>& values) {
  std::string out = text;
  for (const auto& [name, value] : values) {
    const std::string marker = "{" + name + "}";
    for (size_t at = out.find(marker); at != std::string::npos;
         at = out.find(marker, at + value.size())) {
      out.replace(at, marker.size(), value);
    }
  }
  return out;
}

}  // namespace spotforge
