#include "base/staged_folder.h"

#include <signal.h>
#include <unistd.h>

#include <cerrno>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>

#include "base/diagnostic.h"

namespace spotforge {
namespace {

[[noreturn]] void cannot_use(const std::filesystem::path& out, const std::string& why) {
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, out.string(), 0, 0,
       "can't write the kit here: " + why +
           "; expected a folder you may write to (choose another with --out DIR)"}});
}

constexpr std::string_view kStagingPrefix = ".spotforge-staging-";

// A build killed outright (SIGKILL, a power cut) leaves its staging folder behind: remove those
// whose process is gone.
void remove_abandoned_staging(const std::filesystem::path& out) {
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(out, ec)) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with(kStagingPrefix)) continue;
    const long pid = std::strtol(name.c_str() + kStagingPrefix.size(), nullptr, 10);
    if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
      std::error_code ignored;
      std::filesystem::remove_all(entry.path(), ignored);
    }
  }
}

std::filesystem::path prepare(const std::filesystem::path& out) {
  std::error_code ec;
  if (std::filesystem::exists(out, ec) && !std::filesystem::is_directory(out, ec)) {
    cannot_use(out, "it is a file, not a folder");
  }
  std::filesystem::create_directories(out, ec);
  if (ec) cannot_use(out, ec.message());
  remove_abandoned_staging(out);
  const std::filesystem::path staging =
      out / (std::string(kStagingPrefix) + std::to_string(::getpid()));
  std::filesystem::remove_all(staging, ec);
  std::filesystem::create_directory(staging, ec);
  if (ec) cannot_use(out, ec.message());
  return staging;
}

}  // namespace

StagedFolder::StagedFolder(const std::filesystem::path& out)
    : out_(out), staging_(prepare(out)), on_interrupt_(staging_) {}

StagedFolder::~StagedFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(staging_, ignored);
}

std::vector<std::filesystem::path> StagedFolder::commit() {
  std::vector<std::filesystem::path> relative;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(staging_)) {
    if (entry.is_regular_file()) relative.push_back(entry.path().lexically_relative(staging_));
  }
  std::sort(relative.begin(), relative.end());
  // Folders first, so that the renames, the only step left, can't fail half way for want of
  // one.
  for (const auto& file : relative) {
    std::error_code ec;
    std::filesystem::create_directories((out_ / file).parent_path(), ec);
    if (ec) cannot_use(out_ / file.parent_path(), ec.message());
  }
  std::vector<std::filesystem::path> written;
  const auto hold = defer_interrupts();
  for (const auto& file : relative) {
    std::error_code ec;
    std::filesystem::rename(staging_ / file, out_ / file, ec);
    if (ec) cannot_use(out_ / file, ec.message());
    written.push_back(out_ / file);
  }
  return written;
}

}  // namespace spotforge
