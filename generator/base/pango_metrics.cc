#include "base/pango_lock.h"

namespace spotforge {

std::unique_lock<std::mutex> lock_pango_text() {
  static std::mutex mutex;
  return std::unique_lock<std::mutex>(mutex);
}

}  // namespace spotforge
