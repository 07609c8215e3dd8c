#pragma once

namespace spotforge::cli {

// Runs the spotforge command line. Exit codes: 0 success, 1 bad input (every problem listed on
// stderr), 2 usage error (one clear sentence on stderr).
int run(int argc, char** argv);

}  // namespace spotforge::cli
