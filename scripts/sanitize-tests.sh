#!/usr/bin/env bash
# The whole test suite built with AddressSanitizer and UndefinedBehaviorSanitizer
# (SPOTFORGE_SANITIZE) in build-asan/, beside the normal build. Any finding fails the run.
# Extra arguments go to ctest, e.g. scripts/sanitize-tests.sh -R HostileTheme
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# ccache, when installed, makes the second run a warm one; without it the build is the same.
launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
cmake -S . -B build-asan -G Ninja -DSPOTFORGE_SANITIZE=ON -DSPOTFORGE_BENCHMARKS=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}"
cmake --build build-asan
# Leaks in the uninstrumented libraries (fontconfig's and Pango's caches live until exit) are
# not ours; everything else aborts the test that hits it.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
ctest --test-dir build-asan --output-on-failure "$@"
