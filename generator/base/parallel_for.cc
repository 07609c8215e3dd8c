#include "base/parallel_for.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <vector>

namespace spotforge {

void parallel_for(int count, int threads, const std::function<void(int)>& job) {
  parallel_for(count, threads, job,
               [](std::function<void()> work) { return std::thread(std::move(work)); });
}

void parallel_for(int count, int threads, const std::function<void(int)>& job,
                  const ThreadStarter& start) {
  if (count <= 0) return;
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads = std::clamp(threads, 1, count);
  std::vector<std::exception_ptr> errors(count);
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  auto work = [&] {
    // A failure anywhere ends the run: the remaining count would be thrown away anyway.
    while (!failed.load()) {
      const int i = next++;
      if (i >= count) return;
      try {
        job(i);
      } catch (...) {
        errors[i] = std::current_exception();
        failed.store(true);
      }
    }
  };
  std::vector<std::thread> pool;
  // Reserved first, so that adding a started thread can't throw and leave it joinable.
  pool.reserve(threads - 1);
  for (int t = 1; t < threads; ++t) {
    try {
      pool.push_back(start(work));
    } catch (...) {
      break;  // no more threads to be had: the ones running (and this one) do the rest
    }
  }
  work();
  for (std::thread& t : pool) {
    if (t.joinable()) t.join();
  }
  for (const std::exception_ptr& e : errors) {
    if (e) std::rethrow_exception(e);
  }
}

}  // namespace spotforge
