#include <csignal>

#include "base/interrupt.h"
#include "cli/app.h"

int main(int argc, char** argv) {
  // Past a file-size limit (ulimit -f) the kernel would kill the process without a word;
  // ignored, the write fails with EFBIG and the usual error names the file.
  std::signal(SIGXFSZ, SIG_IGN);
  // Before any thread starts: Ctrl-C must find no half-written file to leave behind.
  spotforge::install_interrupt_handling();
  return spotforge::cli::run(argc, argv);
}
