#include "kit/report_text.h"

#include <algorithm>
#include <cstdio>

namespace spotforge {

std::string percent_text(double share) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f %%", share * 100);
  return buf;
}

std::string size_text(std::uintmax_t bytes) {
  char buf[32];
  if (bytes >= 1024 * 1024) {
    std::snprintf(buf, sizeof buf, "%.1f MB", bytes / (1024.0 * 1024.0));
  } else {
    std::snprintf(buf, sizeof buf, "%.0f KB", std::max(1.0, bytes / 1024.0));
  }
  return buf;
}

std::string millimetres_text(double mm) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f mm", mm);
  return buf;
}

}  // namespace spotforge
