#include "base/held_progress.h"

namespace spotforge {

void HeldProgress::begin(const std::string& phase, int total) {
  const std::lock_guard lock(mutex_);
  if (released_) return to_->begin(phase, total);
  held_.push_back({phase, total, 0, false, Clock::now(), {}});
}

void HeldProgress::step() {
  const std::lock_guard lock(mutex_);
  if (released_) return to_->step();
  if (!held_.empty()) ++held_.back().steps;
}

void HeldProgress::end() {
  const std::lock_guard lock(mutex_);
  if (released_) return to_->end();
  if (held_.empty()) return;
  held_.back().ended = true;
  held_.back().finished = Clock::now();
}

void HeldProgress::release() {
  const std::lock_guard lock(mutex_);
  for (const Held& h : held_) {
    if (h.ended) {
      to_->replay(h.phase, h.total, h.steps,
                  std::chrono::duration<double>(h.finished - h.started).count());
    } else {
      // Still running: shown from now on, as it goes.
      to_->begin(h.phase, h.total);
      for (int i = 0; i < h.steps; ++i) to_->step();
    }
  }
  held_.clear();
  released_ = true;
}

}  // namespace spotforge
