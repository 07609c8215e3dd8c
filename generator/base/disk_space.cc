#include "base/disk_space.h"

#include <string>
#include <vector>

#include "base/diagnostic.h"

namespace spotforge {
namespace {

constexpr std::uintmax_t kNearlyFull = 1024 * 1024;

}  // namespace

void throw_if_disk_full(const std::filesystem::path& file) {
  std::filesystem::path folder = file.parent_path();
  if (folder.empty()) folder = ".";
  std::error_code ec;
  const std::filesystem::space_info space = std::filesystem::space(folder, ec);
  if (ec || space.available >= kNearlyFull) return;
  throw InputError(std::vector<Diagnostic>{
      {Diagnostic::Severity::kError, file.string(), 0, 0,
       "can't write the file: the disk is full (" + std::to_string(space.available / 1024) +
           " KB free); free some space or choose another folder (--out DIR)"}});
}

}  // namespace spotforge
