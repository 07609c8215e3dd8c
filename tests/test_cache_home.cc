// Every test (and every spotforge the tests run, which inherits the environment) keeps its
// caches in a folder of its own under the temp folder, removed at exit: no test writes the
// user's ~/.cache (art/measure_cache.h). Tests that look at the cache point XDG_CACHE_HOME at
// a fresh folder of their own.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

const std::filesystem::path& test_cache_home() {
  static const std::filesystem::path folder =
      std::filesystem::temp_directory_path() /
      ("spotforge-test-cache-" + std::to_string(::getpid()));
  return folder;
}

const bool kCacheHomeSet = [] {
  setenv("XDG_CACHE_HOME", test_cache_home().c_str(), 1);
  std::atexit([] {
    std::error_code ignored;
    std::filesystem::remove_all(test_cache_home(), ignored);
  });
  return true;
}();

}  // namespace
