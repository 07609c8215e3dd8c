// The command line's view of Progress: on a terminal a bar per phase, redrawn in place; in a
// pipe or a log one line per finished phase; nothing with --quiet. Colour only on a terminal
// and never when NO_COLOR is set (https://no-color.org).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>

#include "base/progress.h"

namespace spotforge::cli {

enum class Verbosity { kQuiet, kNormal, kVerbose };

struct ProgressStyle {
  bool terminal = false;  // redraw a bar in place
  bool colour = false;
  Verbosity verbosity = Verbosity::kNormal;
};

// The style for an output that is a terminal or not, given NO_COLOR's value (null: unset).
ProgressStyle progress_style(bool terminal, const char* no_color, Verbosity verbosity);
// ... for stderr as it is.
ProgressStyle stderr_progress_style(Verbosity verbosity);

class ProgressBar : public Progress {
 public:
  ProgressBar(std::FILE* out, ProgressStyle style) : out_(out), style_(style) {}

  void begin(const std::string& phase, int total) override;
  void step() override;
  void end() override;
  void replay(const std::string& phase, int total, int steps, double seconds) override;

 private:
  void draw(int done, bool final_line, double seconds);

  std::FILE* out_;
  ProgressStyle style_;
  std::mutex mutex_;
  std::string phase_;
  int total_ = 0;
  std::atomic<int> done_{0};
  std::chrono::steady_clock::time_point started_, drawn_;
};

}  // namespace spotforge::cli
