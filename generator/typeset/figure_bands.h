// The inked bands of figures measured by one book, kept for the other books of a kit that show
// the same drawing. Measuring a figure replays its card symbols into pixels: the default kit's
// 18 books measured the same 9 card scenes 6 times over (0.4 s of CPU of the books' 1.5).
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

namespace spotforge::typeset {

// Thread-safe: the books of a kit are typeset on several threads at once. A band is a
// function of its key's drawing, so whichever book measures it first, every book gets the
// same one.
class FigureBands {
 public:
  // The band's top and height (points) measured for `key`, if any.
  std::optional<std::pair<double, double>> find(const std::string& key) const {
    std::lock_guard lock(mutex_);
    const auto at = bands_.find(key);
    if (at == bands_.end()) return std::nullopt;
    return at->second;
  }
  void keep(const std::string& key, std::pair<double, double> band) {
    std::lock_guard lock(mutex_);
    bands_.emplace(key, band);
    ++measured_;
  }
  // How many bands were measured and kept (the same key twice when two books measured it at
  // once).
  int measured() const {
    std::lock_guard lock(mutex_);
    return measured_;
  }

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::pair<double, double>> bands_;
  int measured_ = 0;
};

}  // namespace spotforge::typeset
