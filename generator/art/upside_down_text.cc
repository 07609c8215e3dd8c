#include "art/upside_down_text.h"

namespace spotforge {

bool reads_differently_upside_down(const std::string& text) {
  if (text.empty()) return false;
  std::string turned;
  for (auto it = text.rbegin(); it != text.rend(); ++it) {
    switch (*it) {
      case '0':
      case '1':
      case '8':
        turned += *it;
        break;
      case '6':
        turned += '9';
        break;
      case '9':
        turned += '6';
        break;
      default:
        return false;  // a digit or letter that turned reads as no digit
    }
  }
  // A leading zero is no number one writes ("10" turned is "01").
  if (turned.size() > 1 && turned.front() == '0') return false;
  return turned != text;
}

}  // namespace spotforge
