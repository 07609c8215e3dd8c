// How long jobs tell the user where they are: a phase ("cards laid out") of a known number of
// steps, each step reported as it finishes, from any thread. The library only reports; the
// command line decides how it looks (cli/progress_bar.h). A null Progress* means nobody asked.
#pragma once

#include <string>

namespace spotforge {

class Progress {
 public:
  virtual ~Progress() = default;
  virtual void begin(const std::string& phase, int total) = 0;
  virtual void step() = 0;  // thread-safe
  virtual void end() = 0;
  // A phase that ran while another had the screen, shown now whole: `steps` of `total` done in
  // `seconds` (its own time, not the moment it is shown). By default: begin, steps, end.
  virtual void replay(const std::string& phase, int total, int steps, double seconds) {
    (void)seconds;
    begin(phase, total);
    for (int i = 0; i < steps; ++i) step();
    end();
  }
};

// One phase on a possibly null Progress: begun on construction, ended on destruction.
class ProgressPhase {
 public:
  ProgressPhase(Progress* progress, const std::string& phase, int total) : progress_(progress) {
    if (progress_) progress_->begin(phase, total);
  }
  ~ProgressPhase() {
    if (progress_) progress_->end();
  }
  ProgressPhase(const ProgressPhase&) = delete;
  ProgressPhase& operator=(const ProgressPhase&) = delete;

  void step() const {
    if (progress_) progress_->step();
  }

 private:
  Progress* progress_;
};

}  // namespace spotforge
