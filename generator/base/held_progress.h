// Progress for a job that runs while another has the screen: its phases are kept and shown
// when release() is called (those already over at once, with the time they took, not the
// moment they are shown), then passed on as they come. Progress shows one phase at a time.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <vector>

#include "base/progress.h"

namespace spotforge {

class HeldProgress : public Progress {
 public:
  explicit HeldProgress(Progress* to) : to_(to) {}
  void begin(const std::string& phase, int total) override;
  void step() override;
  void end() override;
  void release();

 private:
  using Clock = std::chrono::steady_clock;
  struct Held {
    std::string phase;
    int total = 0, steps = 0;
    bool ended = false;
    Clock::time_point started, finished;
  };
  Progress* to_;
  std::mutex mutex_;
  std::vector<Held> held_;
  bool released_ = false;
};

}  // namespace spotforge
