// The one test object that knows this checkout's paths (see base/test_paths.h).
#include "base/test_paths.h"

namespace spotforge::test_paths {

const char* source_dir() { return SPOTFORGE_SOURCE_DIR_PATH; }
const char* fixtures_dir() { return SPOTFORGE_FIXTURES_DIR_PATH; }
const char* spotforge_binary() { return SPOTFORGE_BINARY_PATH; }

}  // namespace spotforge::test_paths
