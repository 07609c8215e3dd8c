#include "cli/progress_bar.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>

namespace spotforge::cli {
namespace {

constexpr int kBarWidth = 28;
// A bar is redrawn at most this often: steps can come thousands of times a second.
constexpr auto kRedrawEvery = std::chrono::milliseconds(80);

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

ProgressStyle progress_style(bool terminal, const char* no_color, Verbosity verbosity) {
  ProgressStyle style;
  style.verbosity = verbosity;
  style.terminal = terminal;
  // NO_COLOR counts when it is set to anything but the empty string (no-color.org).
  style.colour = terminal && (no_color == nullptr || no_color[0] == '\0');
  return style;
}

ProgressStyle stderr_progress_style(Verbosity verbosity) {
  return progress_style(isatty(STDERR_FILENO) != 0, std::getenv("NO_COLOR"), verbosity);
}

void ProgressBar::begin(const std::string& phase, int total) {
  std::lock_guard<std::mutex> lock(mutex_);
  phase_ = phase;
  total_ = total;
  done_ = 0;
  started_ = drawn_ = std::chrono::steady_clock::now();
  if (style_.verbosity != Verbosity::kQuiet && style_.terminal) draw(0, false, 0);
}

void ProgressBar::step() {
  const int done = ++done_;
  if (style_.verbosity == Verbosity::kQuiet || !style_.terminal) return;
  std::unique_lock<std::mutex> lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return;  // another thread is drawing; the next step redraws
  if (done < total_ && std::chrono::steady_clock::now() - drawn_ < kRedrawEvery) return;
  draw(done, false, seconds_since(started_));
}

void ProgressBar::end() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (style_.verbosity == Verbosity::kQuiet) return;
  draw(done_, true, seconds_since(started_));
}

void ProgressBar::replay(const std::string& phase, int total, int steps, double seconds) {
  std::lock_guard<std::mutex> lock(mutex_);
  phase_ = phase;
  total_ = total;
  done_ = steps;
  if (style_.verbosity == Verbosity::kQuiet) return;
  draw(steps, true, seconds);
}

void ProgressBar::draw(int done, bool final_line, double seconds) {
  drawn_ = std::chrono::steady_clock::now();
  const char* green = style_.colour ? "\x1b[32m" : "";
  const char* dim = style_.colour ? "\x1b[2m" : "";
  const char* plain = style_.colour ? "\x1b[0m" : "";
  if (!style_.terminal) {
    // A log gets one line per phase, when it ends.
    std::fprintf(out_, "%s: %d/%d (%.1f s)\n", phase_.c_str(), done, total_, seconds);
    std::fflush(out_);
    return;
  }
  const int filled = total_ > 0 ? kBarWidth * std::min(done, total_) / total_ : kBarWidth;
  std::string bar(static_cast<size_t>(filled), '#');
  bar.append(static_cast<size_t>(kBarWidth - filled), '.');
  // \r and "erase to the end of the line" redraw the bar in place.
  std::fprintf(out_, "\r\x1b[K  %s%-26s%s %s[%s]%s %d/%d", final_line ? green : "", phase_.c_str(),
               plain, dim, bar.c_str(), plain, done, total_);
  if (final_line) {
    std::fprintf(out_, "  %.1f s\n", seconds);
  }
  std::fflush(out_);
}

}  // namespace spotforge::cli
