#include "print/atomic_file.h"

#include <unistd.h>

#include <stdexcept>
#include <system_error>

#include "base/atomic_write.h"

namespace spotforge {

TempFile::TempFile(const std::filesystem::path& target, std::string_view tag) : target_(target) {
  check_replaceable(target);  // the final rename must not swap a link or device for a file
  std::filesystem::path folder = target.parent_path();
  if (folder.empty()) folder = ".";
  std::error_code ec;
  create_folders(folder, ec);
  if (ec) throw std::runtime_error("cannot create folder " + folder.string() + ": " + ec.message());
  // The process id keeps two concurrent runs from sharing a temporary.
  temp_ = folder / ("." + target.filename().string() + "." + std::string(tag) + "." +
                    std::to_string(::getpid()) + ".tmp");
  on_interrupt_ = std::make_unique<RemoveOnInterrupt>(temp_);
}

TempFile::~TempFile() {
  if (committed_) return;
  std::error_code ignored;
  std::filesystem::remove(temp_, ignored);
}

void TempFile::commit() {
  std::error_code ec;
  std::filesystem::rename(temp_, target_, ec);
  if (ec) throw std::runtime_error("cannot write " + target_.string() + ": " + ec.message());
  committed_ = true;
}

}  // namespace spotforge
