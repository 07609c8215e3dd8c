// Where the tests find the source tree, its fixtures and the built program. The paths are
// compiled into one object only (tests/test_paths.cc): every other test object then compiles
// the same in any checkout, so ccache shares them between worktrees.
#pragma once

namespace spotforge::test_paths {

const char* source_dir();
const char* fixtures_dir();
const char* spotforge_binary();

}  // namespace spotforge::test_paths

#define SPOTFORGE_SOURCE_DIR (::spotforge::test_paths::source_dir())
#define SPOTFORGE_FIXTURES_DIR (::spotforge::test_paths::fixtures_dir())
#define SPOTFORGE_BINARY (::spotforge::test_paths::spotforge_binary())
