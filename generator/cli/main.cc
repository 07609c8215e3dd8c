#include "base/interrupt.h"
#include "cli/app.h"

int main(int argc, char** argv) {
  // Before any thread starts: Ctrl-C must find no half-written file to leave behind.
  spotforge::install_interrupt_handling();
  return spotforge::cli::run(argc, argv);
}
