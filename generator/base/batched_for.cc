#include "base/batched_for.h"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <exception>
#include <thread>
#include <vector>

namespace spotforge {

void batched_for(int count, int threads, const std::function<void(int)>& job,
                 const std::function<bool(int first, int n)>& after) {
  batched_for(count, threads, job, after,
              [](std::function<void()> work) { return std::thread(std::move(work)); });
}

void batched_for(int count, int threads, const std::function<void(int)>& job,
                 const std::function<bool(int first, int n)>& after, const ThreadStarter& start) {
  if (count <= 0) return;
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  threads = std::clamp(threads, 1, count);
  // Written only between batches (the barrier's completion, while every thread waits) and read
  // after the barrier, which orders both.
  int first = 0;
  int size = std::min(threads, count);
  bool stop = false;
  std::exception_ptr error;
  std::vector<std::exception_ptr> failures(threads);  // by place in the batch
  std::atomic<int> next{0};
  auto between = [&]() noexcept {
    for (std::exception_ptr& f : failures) {
      if (f && !error) error = f;
      f = nullptr;
    }
    if (!error) {
      try {
        stop = !after(first, size);
      } catch (...) {
        error = std::current_exception();
      }
    }
    first += size;
    size = std::min(threads, count - first);
    stop = stop || error || size <= 0;
    next.store(0);
  };
  std::barrier sync(threads, between);
  auto work = [&] {
    while (!stop) {
      // Claimed one by one: a batch is done by the threads there are, however many started.
      for (int k = next++; k < size; k = next++) {
        try {
          job(first + k);
        } catch (...) {
          failures[k] = std::current_exception();
        }
      }
      sync.arrive_and_wait();
    }
  };
  std::vector<std::thread> pool;
  pool.reserve(threads - 1);  // so that adding a started thread can't throw and leave it joinable
  for (int t = 1; t < threads; ++t) {
    try {
      pool.push_back(start(work));
    } catch (...) {
      sync.arrive_and_drop();  // in its place: the barrier waits for one thread fewer
    }
  }
  work();
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace spotforge
