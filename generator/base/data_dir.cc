#include "base/data_dir.h"

#include <cstdlib>
#include <system_error>

#ifndef SPOTFORGE_DATA_FROM_BIN
#define SPOTFORGE_DATA_FROM_BIN "../share/spotforge"
#endif

namespace spotforge {
namespace fs = std::filesystem;
namespace {

fs::path env_path(const char* name) {
  const char* value = std::getenv(name);
  return value && *value ? fs::path(value) : fs::path();
}

}  // namespace

fs::path executable_path() {
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : self;
}

fs::path data_dir() {
  if (fs::path env = env_path("SPOTFORGE_DATA_DIR"); !env.empty()) return env;
  // The binary doesn't move while it runs: its data folder is worked out once (a rulebook asks
  // for its language's strings at every line, and each ask read /proc/self/exe again).
  static const fs::path from_binary = [] {
    const fs::path self = executable_path();
    if (self.empty()) return fs::path("share") / "spotforge";
    return (self.parent_path() / SPOTFORGE_DATA_FROM_BIN).lexically_normal();
  }();
  return from_binary;
}

fs::path user_data_dir() {
  if (fs::path xdg = env_path("XDG_DATA_HOME"); !xdg.empty() && xdg.is_absolute()) {
    return xdg / "spotforge";
  }
  if (fs::path home = env_path("HOME"); !home.empty()) {
    return home / ".local" / "share" / "spotforge";
  }
  return {};
}

fs::path iconify_dir() {
  if (fs::path env = env_path("SPOTFORGE_ICONIFY_DIR"); !env.empty()) return env;
  return data_dir() / "iconify";
}

std::vector<fs::path> theme_search_path() {
  std::vector<fs::path> folders;
  if (fs::path user = user_data_dir(); !user.empty()) folders.push_back(user / "themes");
  folders.push_back(data_dir() / "themes");
  return folders;
}

}  // namespace spotforge
